import type { TStatusPayload } from '@shared/contracts/status';
import type { TExecutor } from '../db/client';
import { getStatus } from './get-status';

/**
 * The status payload of one database, computed at most once per STATUS_CACHE_MS however many visitors ask
 * (docs/product-rules.md R78 allows 30 s): concurrent requests share one computation. A write of this process
 * (an incident step, maintenance, a probe minute) drops it at once; another process's write shows within the TTL.
 */
export const STATUS_CACHE_MS = 10_000;

type TEntry = { at: number; payload: Promise<TStatusPayload> };
const entries = new WeakMap<object, TEntry>();

export function cachedStatus(db: TExecutor, nowMs = Date.now()): Promise<TStatusPayload> {
  const entry = entries.get(db);
  if (entry && nowMs - entry.at < STATUS_CACHE_MS) return entry.payload;
  const payload = getStatus({ db, now: new Date(nowMs) });
  entries.set(db, { at: nowMs, payload });
  // A failed computation is not kept: the next request tries again.
  payload.catch(() => {
    if (entries.get(db)?.payload === payload) entries.delete(db);
  });
  return payload;
}

/** Drops the cached payload after a write that changes it. */
export function invalidateStatus(db: TExecutor): void {
  entries.delete(db);
}
