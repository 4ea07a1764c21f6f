import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** Connections running a query, and queries waiting for one (the metrics' database pool gauges). */
export type TPoolLoad = { inUse: number; waiting: number };

export function pgPoolLoad(pool: pg.Pool): () => TPoolLoad {
  return () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount });
}

/**
 * PGlite has one connection and queues the rest inside: the calls in flight through query, exec and
 * transaction, counted here, are the one running (while any is) and those waiting behind it.
 */
export function trackPgliteLoad(client: PGlite): () => TPoolLoad {
  let inFlight = 0;
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      inFlight++;
      try {
        return await fn(...args);
      } finally {
        inFlight--;
      }
    };
  client.query = counted(client.query.bind(client)) as PGlite['query'];
  client.exec = counted(client.exec.bind(client)) as PGlite['exec'];
  client.transaction = counted(client.transaction.bind(client)) as PGlite['transaction'];
  return () => ({ inUse: Math.min(inFlight, 1), waiting: Math.max(inFlight - 1, 0) });
}
