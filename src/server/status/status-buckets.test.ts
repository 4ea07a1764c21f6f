import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TProbeOutcome, TServiceKey, TServiceState } from '@shared/contracts/status';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { statusProbes } from '../db/schema';
import { createTestDatabaseFactory, type TTestDatabaseFactory } from '../testing/test-database';
import { STORED_BUCKET_MINUTES, storedBuckets, tallyByBucket } from './status-sql';

// status_buckets is kept by the triggers of migration 0023; the page reads it instead of the raw probes. Whatever
// is written, it must answer exactly what the raw probes answer.

let factory: TTestDatabaseFactory;
let db: TDb;
beforeAll(async () => {
  factory = await createTestDatabaseFactory();
});
afterAll(() => factory.dispose());
beforeEach(async () => {
  db = (await factory.fresh()).db;
});

// A bucket boundary plus 7 minutes: windows below start and end inside buckets.
const T0 = Date.parse('2025-03-01T12:07:00Z');
const at = (minute: number) => new Date(T0 + minute * 60_000);
const OUTCOMES: TProbeOutcome[] = ['ok', 'ok', 'degraded', 'down', 'not_configured'];
const STATES: TServiceState[] = ['operational', 'operational', 'degraded', 'outage', 'maintenance'];
const SERVICES: TServiceKey[] = ['api', 'database', 'slack'];

/** Every outcome with every state, spread over services and minutes (not one row per minute for each). */
function probes(fromMinute: number, toMinute: number) {
  const rows = [];
  for (let m = fromMinute; m < toMinute; m++)
    for (const [k, service] of SERVICES.entries()) {
      if ((m + k) % 7 === 3) continue; // a minute the prober missed
      const outcome = OUTCOMES[(m * 3 + k) % OUTCOMES.length]!;
      rows.push({
        service,
        minute: at(m),
        outcome,
        state: outcome === 'not_configured' ? 'not_configured' : STATES[(m + 2 * k) % STATES.length]!,
        responseMs: outcome === 'not_configured' || m % 11 === 0 ? null : 20 + ((m * 7 + k) % 50),
        error: null,
      });
    }
  return rows;
}

/** storedBuckets and the raw reference over several windows, aligned to buckets or not. */
async function expectAgreement() {
  const windows: [number, number][] = [
    [-7, 200], // from a bucket boundary to past the last probe
    [0, 121], // both ends inside buckets
    [3, 11], // inside one bucket
    [8, 38], // exactly two whole buckets
    [-60, -10], // before any probe
  ];
  for (const [from, to] of windows) {
    const reference = await tallyByBucket(db, at(from), at(to), STORED_BUCKET_MINUTES);
    expect(await storedBuckets(db, at(from), at(to)), `minutes ${from}..${to}`).toEqual(reference);
  }
  const everything = await tallyByBucket(db, new Date(0), at(10_000), STORED_BUCKET_MINUTES);
  const stored = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM status_buckets`));
  expect(stored[0]!.n).toBe(everything.length);
}

describe('status_buckets', () => {
  it('answers as the raw probes after single and batched inserts into the same buckets', async () => {
    const rows = probes(0, 120);
    // One statement per row for the first half, as the prober writes; batches for the rest.
    for (const row of rows.slice(0, 90)) await db.insert(statusProbes).values(row);
    for (let i = 90; i < rows.length; i += 50) await db.insert(statusProbes).values(rows.slice(i, i + 50));
    // A second writer of a minute already stored changes nothing.
    await db.insert(statusProbes).values(rows.slice(0, 10)).onConflictDoNothing();
    await expectAgreement();
  });

  it('counts again what a delete or an update touched, and empties on truncate', async () => {
    await db.insert(statusProbes).values(probes(0, 120));
    // Part of one bucket, a whole bucket, and one service.
    await db.execute(sql`DELETE FROM status_probes WHERE minute >= ${at(20).toISOString()}::timestamptz
      AND minute < ${at(31).toISOString()}::timestamptz`);
    await db.execute(
      sql`DELETE FROM status_probes WHERE service = 'database' AND minute < ${at(8).toISOString()}::timestamptz`,
    );
    await expectAgreement();
    // A state changed in place, and a probe moved to another bucket.
    await db.execute(
      sql`UPDATE status_probes SET state = 'outage' WHERE minute = ${at(40).toISOString()}::timestamptz`,
    );
    await db.execute(sql`UPDATE status_probes SET minute = ${at(150).toISOString()}::timestamptz
      WHERE service = 'api' AND minute = ${at(45).toISOString()}::timestamptz`);
    await expectAgreement();
    await db.execute(sql`TRUNCATE status_probes`);
    await expectAgreement();
    const left = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM status_buckets`));
    expect(left[0]!.n).toBe(0);
  });
});
