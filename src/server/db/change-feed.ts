import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel the auth triggers of migration 0009 notify: a user id, or '*' for "any user". */
export const AUTH_CHANGES_CHANNEL = 'rw_auth_changed';

/**
 * The notifications of one channel, as seen by this process (docs/decisions/007-session-cache.md).
 *
 * `live` is true only while notifications are certain to arrive: on PostgreSQL, while at least one pooled
 * connection is listening. Every pooled connection listens, so a write's own notification reaches this process
 * before the write's promise resolves (PostgreSQL sends it ahead of ReadyForQuery). `epoch` moves on every
 * notification and every outage; an outage is announced to listeners as `null` ("anything may have changed").
 */
export type TChangeFeed = {
  readonly live: boolean;
  readonly epoch: number;
  /** Returns the function that stops listening. */
  onChange(listener: (payload: string | null) => void): () => void;
};

function createFeed() {
  const listeners = new Set<(payload: string | null) => void>();
  const state = { live: false, epoch: 0 };
  const emit = (payload: string | null) => {
    state.epoch++;
    for (const listener of listeners) listener(payload);
  };
  const feed: TChangeFeed = {
    get live() {
      return state.live;
    },
    get epoch() {
      return state.epoch;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { feed, state, emit };
}

/**
 * A pool whose every connection LISTENs on `channel` before the pool hands it out (pg-pool's `verify` step),
 * so no query ever runs on a connection that would miss a notification. A connection that cannot LISTEN is
 * discarded, and the query that asked for it fails with the reason. One connection stays open when idle
 * (`min: 1`), so a quiet process keeps hearing changes instead of forgetting its cache at every idle timeout.
 */
export function openListeningPool(
  config: pg.PoolConfig,
  channel: string,
  onError: (err: Error) => void = () => {},
): { pool: pg.Pool; feed: TChangeFeed } {
  const { feed, state, emit } = createFeed();
  let listening = 0;
  const counted = new WeakSet<pg.PoolClient>();
  const gone = new WeakSet<pg.PoolClient>();
  const drop = (client: pg.PoolClient) => {
    gone.add(client);
    if (!counted.delete(client)) return;
    listening--;
    if (listening === 0) {
      state.live = false;
      emit(null);
    }
  };
  const pool = new pg.Pool({
    min: 1,
    // A half-open connection would look live while hearing nothing: TCP keepalive finds it out.
    keepAlive: true,
    ...config,
    verify: (client, done) => {
      client.on('notification', (n) => {
        if (n.channel === channel) emit(n.payload || '*');
      });
      client.once('end', () => drop(client));
      // pg-pool has taken its own error listener off by now: without one, a connection lost during LISTEN
      // would be an uncaught 'error' event and end the process.
      let settled = false;
      const settle = (err?: Error) => {
        if (settled) return;
        settled = true;
        client.removeListener('error', settle);
        if (err) {
          onError(err);
          done(err);
          return;
        }
        if (!gone.has(client)) {
          counted.add(client);
          listening++;
          state.live = true;
        }
        done();
      };
      client.on('error', settle);
      client.query(`LISTEN ${channel}`).then(() => settle(), settle);
    },
  });
  pool.on('remove', drop);
  return { pool, feed };
}

/** PGlite is one connection in this process: once its LISTEN is in place, nothing is ever missed. */
export function pgliteChangeFeed(client: PGlite, channel: string): TChangeFeed {
  const { feed, state, emit } = createFeed();
  client
    .listen(channel, (payload) => emit(payload || '*'))
    .then(
      () => {
        state.live = true;
      },
      () => emit(null),
    );
  return feed;
}
