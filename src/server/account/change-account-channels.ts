import { eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { accounts } from '../db/schema';
import { recordActivity } from './record-activity';

export type TAccountChannels = {
  slackWebhookUrl: string | null;
  webhookUrl: string | null;
  webhookSecret: string | null;
};

/** What the activity shows of the channels: the URLs, and of the secret only whether one is set. */
const shown = (c: TAccountChannels) => ({
  slackWebhookUrl: c.slackWebhookUrl,
  webhookUrl: c.webhookUrl,
  // Named apart from the column: snapshots drop `webhookSecret` whatever it holds.
  signingSecret: c.webhookSecret === null ? 'not set' : 'set',
});

/**
 * Sets the account's alert channels (docs/product-rules.md R133), the fields given only, and records the change in
 * the account's activity (`channel.change`, before → after; a new secret as "secret changed", never the secret).
 * Nothing is recorded when nothing changes. Call it inside the change's transaction (the row is locked).
 */
export async function changeAccountChannels(opts: {
  db: TExecutor;
  accountId: string;
  actorId: string;
  change: Partial<TAccountChannels>;
}): Promise<void> {
  const [before] = await opts.db
    .select({
      slackWebhookUrl: accounts.slackWebhookUrl,
      webhookUrl: accounts.webhookUrl,
      webhookSecret: accounts.webhookSecret,
    })
    .from(accounts)
    .where(eq(accounts.id, opts.accountId))
    .for('update');
  if (!before) return;
  const given = Object.fromEntries(Object.entries(opts.change).filter(([, v]) => v !== undefined));
  const after: TAccountChannels = { ...before, ...given };
  const secretChanged = after.webhookSecret !== before.webhookSecret;
  if (
    after.slackWebhookUrl === before.slackWebhookUrl &&
    after.webhookUrl === before.webhookUrl &&
    !secretChanged
  ) {
    return;
  }
  await opts.db.update(accounts).set(given).where(eq(accounts.id, opts.accountId));
  await recordActivity({
    db: opts.db,
    accountId: opts.accountId,
    actorId: opts.actorId,
    action: 'channel.change',
    subjectType: 'channel',
    subjectId: opts.accountId,
    before: shown(before),
    after: {
      ...shown(after),
      ...(secretChanged && after.webhookSecret ? { signingSecret: 'secret changed' } : {}),
    },
  });
}

/** The account's channels for the settings answer; all unset when the person acts in no account. */
export async function accountChannels(opts: {
  db: TExecutor;
  accountId: string | null;
}): Promise<TAccountChannels> {
  const [row] = opts.accountId
    ? await opts.db
        .select({
          slackWebhookUrl: accounts.slackWebhookUrl,
          webhookUrl: accounts.webhookUrl,
          webhookSecret: accounts.webhookSecret,
        })
        .from(accounts)
        .where(eq(accounts.id, opts.accountId))
    : [];
  return row ?? { slackWebhookUrl: null, webhookUrl: null, webhookSecret: null };
}
