import { eq } from 'drizzle-orm';
import type { TUserSettingsPatch } from '@shared/contracts/auth';
import type { TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { users, type TUserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import type { TAllowedPrivateHosts } from '../net/allowed-hosts';
import { checkPublicUrl } from '../net/check-public-url';
import type { TResolver } from '../net/safe-dispatcher';
import { rethrowUserConflict } from './unique-violation';

/** The pro-only delivery fields (docs/product-rules.md R4, R29) and how messages name them. */
const PRO_FIELDS = {
  slackWebhookUrl: 'Slack webhook URL',
  webhookUrl: 'Webhook URL',
  webhookSecret: 'Webhook secret',
} as const;
const URL_FIELDS = ['slackWebhookUrl', 'webhookUrl'] as const;

export const PRO_ONLY_MESSAGE =
  'Slack and webhook alerts are available on the Pro plan. Upgrade to Pro to connect them.';

export async function updateSettings(opts: {
  db: TExecutor;
  user: TUserRow;
  /** The plan of the account the person acts in: Slack and webhooks are Pro (docs/product-rules.md R24). */
  plan: TPlanKey;
  patch: TUserSettingsPatch;
  allowedPrivateHosts: TAllowedPrivateHosts;
  /** Name resolution for the webhook URLs (tests inject one; dns.lookup otherwise). */
  resolve?: TResolver;
}): Promise<TUserRow> {
  const { patch } = opts;
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

  const set = { ...patch, ...(patch.email ? { email: patch.email.toLowerCase() } : {}) };
  try {
    const [row] = await opts.db
      .update(users)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(users.id, opts.user.id))
      .returning();
    return row!;
  } catch (err) {
    rethrowUserConflict(err);
  }
}
