import { eq } from 'drizzle-orm';
import type { TUserSettingsPatch } from '@shared/contracts/auth';
import type { TPlanKey } from '@shared/constants/plans';
import { changeAccountChannels } from '../account/change-account-channels';
import type { TDb } from '../db/client';
import { users, type TUserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import type { TAllowedPrivateHosts } from '../net/allowed-hosts';
import { checkPublicUrl } from '../net/check-public-url';
import type { TResolver } from '../net/safe-dispatcher';
import type { TAccountScope } from './account-scope';
import { rethrowUserConflict } from './unique-violation';

/** The pro-only delivery fields (docs/product-rules.md R4, R29) and how messages name them. */
const PRO_FIELDS = {
  slackWebhookUrl: 'Slack webhook URL',
  webhookUrl: 'Webhook URL',
  webhookSecret: 'Webhook secret',
} as const;
const URL_FIELDS = ['slackWebhookUrl', 'webhookUrl'] as const;
const CHANNEL_FIELDS = Object.keys(PRO_FIELDS) as (keyof typeof PRO_FIELDS)[];

export const PRO_ONLY_MESSAGE =
  'Slack and webhook alerts are available on the Pro plan. Upgrade to Pro to connect them.';

export const CHANNELS_ROLE_MESSAGE = "Only an owner or a manager can change the account's alert channels.";

/**
 * Changes the person's own settings and, for an owner or a manager, the alert channels of the account they act in
 * (docs/product-rules.md R133): the channel fields are the account's, recorded in its activity before → after (the
 * secret only as "secret changed"), in one transaction with the person's own fields.
 */
export async function updateSettings(opts: {
  db: TDb;
  user: TUserRow;
  /** The account the person acts in, with their role there; null when they belong to none. */
  scope: TAccountScope | null;
  /** The plan of the account the person acts in: Slack and webhooks are Pro (docs/product-rules.md R24). */
  plan: TPlanKey;
  patch: TUserSettingsPatch;
  allowedPrivateHosts: TAllowedPrivateHosts;
  /** Name resolution for the webhook URLs (tests inject one; dns.lookup otherwise). */
  resolve?: TResolver;
}): Promise<TUserRow> {
  const { patch } = opts;
  const changesChannels = CHANNEL_FIELDS.some((f) => patch[f] !== undefined);
  if (changesChannels && (!opts.scope || opts.scope.role === 'reader')) {
    throw new AppError('forbidden', CHANNELS_ROLE_MESSAGE);
  }
  const settingPro = (Object.keys(PRO_FIELDS) as (keyof typeof PRO_FIELDS)[]).some(
    (f) => patch[f] !== undefined && patch[f] !== null,
  );
  // Clearing is always allowed, so a user who downgraded can still remove what they set.
  if (settingPro && opts.plan !== 'pro') {
    throw new AppError('forbidden', PRO_ONLY_MESSAGE);
  }
  for (const field of URL_FIELDS) {
    const url = patch[field];
    if (!url) continue;
    const check = await checkPublicUrl({
      url,
      allowedPrivateHosts: opts.allowedPrivateHosts,
      resolve: opts.resolve,
    });
    if (check.ok) continue;
    const label = PRO_FIELDS[field];
    const message =
      check.problem === 'unresolvable'
        ? `${label} host could not be resolved`
        : `${label} points to a private address`;
    throw new AppError('bad_request', message, { details: [{ field, message }] });
  }

  const { slackWebhookUrl, webhookUrl, webhookSecret, ...own } = patch;
  const set = { ...own, ...(own.email ? { email: own.email.toLowerCase() } : {}) };
  try {
    return await opts.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(users.id, opts.user.id))
        .returning();
      if (changesChannels && opts.scope) {
        await changeAccountChannels({
          db: tx,
          accountId: opts.scope.accountId,
          actorId: opts.user.id,
          change: { slackWebhookUrl, webhookUrl, webhookSecret },
        });
      }
      return row!;
    });
  } catch (err) {
    rethrowUserConflict(err);
  }
}
