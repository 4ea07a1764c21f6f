import type { IncomingMessage } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import type { TAccountRole } from '@shared/contracts/account';
import { accountMembers, accounts, users } from '../db/schema';
import { ingestScrape } from '../monitoring/ingest-scrape';
import { baseCatalogue, changedCatalogue } from '../notifications/notify-fixtures';
import { startHttpServer, type TTestServer } from '../net/test-servers';
import { outcome, seedTrackedStore } from '../testing/catalogue-fixtures';

/** Test helpers of the delivery suites: a user with settings, a scrape that notifies, a capturing server. */

/**
 * The person's own settings, and the plan and alert channels of their own account (docs/product-rules.md R24,
 * R133).
 */
export type TUserSettings = Partial<typeof users.$inferInsert> & {
  subscriptionPlan?: string;
  subscriptionStatus?: string;
  slackWebhookUrl?: string | null;
  webhookUrl?: string | null;
  webhookSecret?: string | null;
};

/** Sets a person's own settings and, for the plan and channel fields, their own account's. */
export async function applySettings(db: TDb, userId: string, settings: TUserSettings): Promise<void> {
  const { subscriptionPlan, subscriptionStatus, slackWebhookUrl, webhookUrl, webhookSecret, ...own } =
    settings;
  if (Object.keys(own).length > 0) await db.update(users).set(own).where(eq(users.id, userId));
  const account = { subscriptionPlan, subscriptionStatus, slackWebhookUrl, webhookUrl, webhookSecret };
  if (Object.values(account).some((v) => v !== undefined)) {
    await db.update(accounts).set(account).where(eq(accounts.id, userId));
  }
}

/** A user tracking a store, scraped once (baseline), then changed at `at`: 3 notifications by default rules. */
export async function userWithChanges(
  db: TDb,
  opts: {
    username?: string;
    settings?: TUserSettings;
    at: Date;
    slackBot?: boolean;
    n8n?: boolean;
    /** Other people of the user's account, with their own settings (a team, docs/product-rules.md R24). */
    members?: { username: string; role: TAccountRole; settings?: Partial<typeof users.$inferInsert> }[];
  },
) {
  const username = opts.username ?? 'owner';
  const { userId, storeId } = await seedTrackedStore(db, { username, domain: `${username}.myshopify.com` });
  if (opts.settings) await applySettings(db, userId, opts.settings);
  for (const m of opts.members ?? []) {
    const [member] = await db
      .insert(users)
      .values({ username: m.username, email: `${m.username}@example.com`, password: 'x', ...m.settings })
      .returning();
    await db.insert(accountMembers).values({ accountId: userId, userId: member!.id, role: m.role });
  }
  await ingestScrape({
    db,
    storeId,
    outcome: outcome(baseCatalogue()),
    now: new Date(opts.at.getTime() - 3600_000),
  });
  await ingestScrape({
    db,
    storeId,
    outcome: outcome(changedCatalogue()),
    now: opts.at,
    delivery: { slackBotConfigured: opts.slackBot ?? false, n8n: opts.n8n ?? false },
  });
  return { userId, storeId };
}

export async function deliveriesOf(db: TDb) {
  return rowsOf<{
    id: string;
    user_id: string | null;
    channel: string;
    kind: string;
    period_key: string | null;
    item_count: number;
    status: string;
    attempt_count: number;
    last_error: string | null;
    next_attempt_at: string;
  }>(await db.execute(sql`SELECT * FROM deliveries ORDER BY created_at, channel, id`));
}

export type TCaptured = { headers: IncomingMessage['headers']; body: string; url: string };

/** A local server standing in for Slack or a webhook receiver; `answer` decides each reply. */
export async function captureServer(
  answer: (req: TCaptured, n: number) => { status: number; body?: string } | 'hang' = () => ({
    status: 200,
    body: 'ok',
  }),
): Promise<TTestServer & { received: TCaptured[] }> {
  const received: TCaptured[] = [];
  const server = await startHttpServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const captured = { headers: req.headers, body, url: req.url ?? '' };
      received.push(captured);
      const a = answer(captured, received.length);
      if (a === 'hang') return;
      res.writeHead(a.status, { 'content-type': 'text/plain' }).end(a.body ?? '');
    });
  });
  return Object.assign(server, { received });
}
