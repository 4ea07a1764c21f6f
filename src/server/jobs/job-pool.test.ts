import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../testing/test-app';
import { startJobPool } from './job-pool';

describe('job pool', () => {
  const ctx = useTestApp();

  const states = async (QUEUE: string) =>
    rowsOf<{ n: number; state: string }>(
      await ctx.db.execute(
        sql`SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = ${QUEUE} GROUP BY state ORDER BY state`,
      ),
    );

  it('runs every job in its own slot, at most `slots` at once, from one loop that does not poll per slot', async () => {
    const QUEUE = 'job-pool-slots';
    const boss = await ctx.queue();
    await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 0 });
    const fetch = boss.fetch.bind(boss);
    let fetches = 0;
    boss.fetch = ((...args: Parameters<typeof fetch>) => {
      fetches++;
      return fetch(...args);
    }) as typeof boss.fetch;
    await boss.insert(Array.from({ length: 12 }, (_, n) => ({ name: QUEUE, data: { n } })));

    let running = 0;
    let most = 0;
    const done: number[] = [];
    const pool = startJobPool<{ n: number }>({
      boss,
      queue: QUEUE,
      slots: 4,
      pollingIntervalMs: 500,
      minFetchGapMs: 20,
      onError: (err) => {
        throw err;
      },
      run: async (job) => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 60 + (job.data.n % 3) * 40));
        running--;
        if (job.data.n === 7) throw new Error('job 7 fails');
        done.push(job.data.n);
        return { n: job.data.n };
      },
    });
    for (let until = Date.now() + 20_000; Date.now() < until;) {
      const s = await states(QUEUE);
      if (
        s.reduce((a, r) => a + r.n, 0) === 12 &&
        s.every((r) => r.state === 'completed' || r.state === 'failed')
      )
        break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await states(QUEUE)).toEqual([
      { state: 'completed', n: 11 },
      { state: 'failed', n: 1 },
    ]);
    expect(most).toBe(4);
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11]);
    const [output] = rowsOf<{ output: unknown }>(
      await ctx.db.execute(sql`SELECT output FROM pgboss.job WHERE name = ${QUEUE} AND data->>'n' = '5'`),
    );
    expect(output!.output).toEqual({ n: 5 });
    // 12 jobs through 4 slots: a handful of fetches, not one per slot per interval.
    expect(fetches).toBeLessThanOrEqual(12);

    // Idle: one look per polling interval, for all four slots together.
    const idleFrom = fetches;
    await new Promise((r) => setTimeout(r, 1200));
    expect(fetches - idleFrom).toBeLessThanOrEqual(3);
    await pool.stop(1000);
  });

  it('stops fetching on offWork, as pg-boss workers do: the job in hand completes, nothing more is taken', async () => {
    const QUEUE = 'job-pool-off-work';
    const boss = await ctx.queue();
    await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 0 });
    await boss.insert([{ name: QUEUE, data: { n: 1 } }]);
    let started = false;
    let finished = false;
    startJobPool<{ n: number }>({
      boss,
      queue: QUEUE,
      slots: 2,
      pollingIntervalMs: 100,
      onError: () => {},
      run: async () => {
        started = true;
        await new Promise((r) => setTimeout(r, 300));
        finished = true;
      },
    });
    for (let until = Date.now() + 10_000; !started && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 20));
    await boss.offWork(QUEUE);
    await boss.insert([{ name: QUEUE, data: { n: 2 } }]);
    for (let until = Date.now() + 10_000; !finished && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    expect(await states(QUEUE)).toEqual([
      { state: 'created', n: 1 },
      { state: 'completed', n: 1 },
    ]);
  });
});
