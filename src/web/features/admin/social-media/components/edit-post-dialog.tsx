import { useState, type FormEvent } from 'react';
import {
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_POST_STATUS_LABELS,
  ZSocialPostPatchBody,
  type TSocialPost,
  type TSocialPostPatchBody,
} from '@shared/contracts/social';
import { formatCount } from '@shared/format';
import { lengthProblem, platformTextLength, renderPostText } from '@shared/social/text-length';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Modal } from '@web/components/ui/modal';
import { Banner } from '@web/components/ui/states';
import { useTimeZone } from '@web/lib/time-zone';
import { fromZonedInputValue, toZonedInputValue } from '@web/lib/zoned-time';
import { useUpdateSocialPost } from '../api/update-social-post';

/** edit: text, title, hashtags and time; reschedule: the time alone. */
export type TEditMode = 'edit' | 'reschedule';

type TForm = { content: string; title: string; hashtags: string; scheduledFor: string };

/** "#shopify pricing, #ecommerce" → ["shopify", "pricing", "ecommerce"]. */
const splitHashtags = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((h) => h.replace(/^#/, ''))
    .filter(Boolean);

/** The edit dialog of a scheduled or failed post, with the live length its platform counts. */
export function EditPostDialog(props: { post: TSocialPost | null; mode: TEditMode; onClose: () => void }) {
  const { post } = props;
  return (
    <Modal
      open={post !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={props.mode === 'edit' ? 'Edit Post' : 'Reschedule Post'}
      description={
        post ? `${SOCIAL_PLATFORM_LABELS[post.platform]} · ${SOCIAL_POST_STATUS_LABELS[post.status]}` : ''
      }
      size="lg"
    >
      {post ? <EditPostForm key={post.id} post={post} mode={props.mode} onClose={props.onClose} /> : null}
    </Modal>
  );
}

function EditPostForm({ post, mode, onClose }: { post: TSocialPost; mode: TEditMode; onClose: () => void }) {
  const timeZone = useTimeZone();
  const update = useUpdateSocialPost();
  const initial: TForm = {
    content: post.content,
    title: post.title ?? '',
    hashtags: post.hashtags.map((h) => `#${h}`).join(' '),
    scheduledFor: toZonedInputValue(post.scheduledFor, timeZone),
  };
  const [form, setForm] = useState<TForm>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const hashtags = splitHashtags(form.hashtags);
  const text = renderPostText(post.platform, form.content.trim(), hashtags);
  const length = platformTextLength(post.platform, text);
  const limit = post.textLimit;
  const reddit = post.platform === 'reddit';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    update.reset();
    const body: TSocialPostPatchBody = {};
    if (mode === 'edit') {
      if (form.content !== initial.content) body.content = form.content;
      if (reddit && form.title !== initial.title) body.title = form.title;
      if (form.hashtags !== initial.hashtags) body.hashtags = hashtags;
    }
    if (form.scheduledFor !== initial.scheduledFor) {
      const at = fromZonedInputValue(form.scheduledFor, timeZone);
      if (!at) return setProblem('Scheduled time must be a date and time');
      body.scheduledFor = at;
    }
    if (Object.keys(body).length === 0) return onClose();
    const parsed = ZSocialPostPatchBody.safeParse(body);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the post');
    if (mode === 'edit') {
      const tooLong = lengthProblem(post.platform, text, reddit ? form.title.trim() : null);
      if (tooLong) return setProblem(tooLong);
    }
    update.mutate({ id: post.id, body }, { onSuccess: onClose });
  };

  const error = problem ?? (update.isError ? update.error.message : null);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {mode === 'edit' ? (
        <>
          {reddit ? (
            <FormField label="Title">
              <Input value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} />
            </FormField>
          ) : null}
          <FormField label="Content">
            <Textarea
              value={form.content}
              rows={6}
              onChange={(e) => setForm({ ...form, content: e.target.value })}
            />
          </FormField>
          {!reddit ? (
            <FormField label="Hashtags" hint="Separated by spaces; the # is optional.">
              <Input value={form.hashtags} onChange={(e) => setForm({ ...form, hashtags: e.target.value })} />
            </FormField>
          ) : null}
          <p
            aria-live="polite"
            data-testid="post-length"
            className={
              length > limit ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'
            }
          >
            {formatCount(length)} / {formatCount(limit)} characters
            {post.platform === 'twitter' ? ' as X counts them (a link counts 23, an emoji 2)' : ''}
            {length > limit ? `: ${formatCount(length - limit)} too many` : ''}
          </p>
        </>
      ) : null}
      <FormField label="Scheduled for" hint={`Your time zone${timeZone ? ` (${timeZone})` : ''}.`}>
        <Input
          type="datetime-local"
          value={form.scheduledFor}
          onChange={(e) => setForm({ ...form, scheduledFor: e.target.value })}
        />
      </FormField>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : mode === 'edit' ? 'Save Post' : 'Reschedule'}
        </Button>
      </div>
    </form>
  );
}
