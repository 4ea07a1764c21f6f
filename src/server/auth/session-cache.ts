import type { TChangeFeed } from '../db/change-feed';
import type { TUserRow } from '../db/schema';
import type { TAccountScope } from './account-scope';

/** A session's person and the account they act in (null when they belong to none). */
export type TSignedIn = { user: TUserRow; scope: TAccountScope | null };
export type TSessionLookup = (TSignedIn & { expire: Date }) | null;

export type TSessionCache = {
  /** The session's user and scope, from memory when a fresh entry is there, else from `load` (remembered when safe). */
  get(sid: string, load: () => Promise<TSessionLookup>, now?: number): Promise<TSignedIn | null>;
  /** Stops following the feed and forgets every entry. */
  close(): void;
};

type TEntry = { signedIn: TSignedIn; expire: number; until: number };

/**
 * Signed-in users by session id, kept for `maxAgeMs` at most and dropped as soon as the database says their user
 * or one of their sessions changed (docs/decisions/007-session-cache.md). Nothing is served from memory unless
 * the feed is live, and a lookup is remembered only when no notification arrived while it ran: a change that
 * committed during the lookup may not be in what it read.
 */
export function createSessionCache(opts: {
  feed: TChangeFeed;
  maxAgeMs: number;
  maxEntries?: number;
}): TSessionCache {
  const maxEntries = opts.maxEntries ?? 10_000;
  const entries = new Map<string, TEntry>();
  const sidsByUser = new Map<string, Set<string>>();

  const forget = (sid: string) => {
    const entry = entries.get(sid);
    if (!entry) return;
    entries.delete(sid);
    const sids = sidsByUser.get(entry.signedIn.user.id);
    sids?.delete(sid);
    if (sids?.size === 0) sidsByUser.delete(entry.signedIn.user.id);
  };
  const stop = opts.feed.onChange((userId) => {
    if (userId === null || userId === '*') {
      entries.clear();
      sidsByUser.clear();
      return;
    }
    for (const sid of sidsByUser.get(userId) ?? []) forget(sid);
  });

  return {
    async get(sid, load, now = Date.now()) {
      const { feed } = opts;
      const cached = feed.live ? entries.get(sid) : undefined;
      if (cached && now < cached.until && now < cached.expire) return cached.signedIn;
      if (cached) forget(sid);

      const live = feed.live;
      const epoch = feed.epoch;
      const found = await load();
      if (!found) return null;
      // Shared by every request of the session while it is cached: frozen, so no handler edits it for the others
      // (frozen when not cached too, so a handler that tries fails in every test, not only in some).
      const user = Object.freeze(found.user);
      const signedIn = Object.freeze({ user, scope: found.scope && Object.freeze(found.scope) });
      if (!live || !feed.live || feed.epoch !== epoch) return signedIn;

      if (entries.size >= maxEntries) forget(entries.keys().next().value!);
      entries.set(sid, { signedIn, expire: found.expire.getTime(), until: now + opts.maxAgeMs });
      let sids = sidsByUser.get(user.id);
      if (!sids) sidsByUser.set(user.id, (sids = new Set()));
      sids.add(sid);
      return signedIn;
    },
    close() {
      stop();
      entries.clear();
      sidsByUser.clear();
    },
  };
}
