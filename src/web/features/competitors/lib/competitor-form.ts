import { z } from 'zod';
import { ZCompetitorInput, type TCompetitorInput } from '@shared/contracts/competitors';

export const BOTH_REQUIRED_MESSAGE = 'Please fill in both name and URL';
export const INVALID_URL_MESSAGE = 'Please enter a valid URL';

/** An absolute web address: it parses on its own (no base) and speaks http or https. */
export function isAbsoluteWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && hostname.length > 0;
}

/**
 * The Add and Replace dialogs, checked before the call (docs/product-rules.md R19): both fields non-blank,
 * then an absolute URL. A blank pair gets one message, on the first blank field, rather than the same text
 * twice. The result is the trimmed body the server expects.
 */
export const ZCompetitorForm = z
  .object({ name: z.string(), url: z.string() })
  .superRefine((value, ctx) => {
    const name = value.name.trim();
    const url = value.url.trim();
    if (!name || !url) {
      ctx.addIssue({ code: 'custom', path: [name ? 'url' : 'name'], message: BOTH_REQUIRED_MESSAGE });
      return;
    }
    if (!isAbsoluteWebUrl(url)) {
      ctx.addIssue({ code: 'custom', path: ['url'], message: INVALID_URL_MESSAGE });
      return;
    }
    const checked = ZCompetitorInput.safeParse(value);
    if (!checked.success)
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform((value): TCompetitorInput => ({ name: value.name.trim(), url: value.url.trim() }));

export type TCompetitorFormValues = z.input<typeof ZCompetitorForm>;
