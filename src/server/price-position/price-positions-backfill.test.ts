import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/client';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../testing/test-app';
import { positionWorld } from './position-fixtures';

/** The migration's last statement: the positions of every confirmed pair there already is (R145). */
const backfill = () =>
  readFileSync(join(migrationsFolder, '0039_price_positions.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .at(-1)!;

describe('migration 0039_price_positions', () => {
  const ctx = useTestApp();

  it('backfills the positions the app computes for existing pairs', async () => {
    const w = await positionWorld(ctx.db);
    await w.setTheirs('90.00');
    const read = async () =>
      rowsOf(await ctx.db.execute(sql`SELECT * FROM price_positions ORDER BY own_product_id, competitor_id`));
    const computed = await read();
    expect(computed.length).toBe(4);
    await ctx.db.execute(sql`DELETE FROM price_positions`);
    await ctx.db.execute(sql.raw(backfill()));
    expect(await read()).toEqual(computed);
  });
});
