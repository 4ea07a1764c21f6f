import { desc, eq } from 'drizzle-orm';
import type { TAdminCompetitor } from '@shared/contracts/admin-competitors';
import type { TExecutor } from '../../db/client';
import { competitors, users } from '../../db/schema';

/** Every account's competitors with the email of the user who opened it, newest first (the /n8n page's dropdown). */
export async function listAdminCompetitors(opts: { db: TExecutor }): Promise<TAdminCompetitor[]> {
  const rows = await opts.db
    .select({ c: competitors, userEmail: users.email })
    .from(competitors)
    .leftJoin(users, eq(users.id, competitors.accountId))
    .orderBy(desc(competitors.createdAt), desc(competitors.id));
  return rows.map(({ c, userEmail }) => ({
    id: c.id,
    name: c.name,
    url: c.url,
    domain: c.domain,
    status: c.status,
    productCount: c.productCount,
    lastScraped: c.lastScraped?.toISOString() ?? null,
    deactivatedAt: c.deactivatedAt?.toISOString() ?? null,
    userEmail: userEmail ?? '',
  }));
}
