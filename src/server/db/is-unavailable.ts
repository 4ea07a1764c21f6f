/**
 * Recognises "the database is not there right now" (PostgreSQL stopped, restarting, unreachable, or a connection
 * cut) as opposed to a bug or a bad query, so a request can answer 503 and be tried again, not 500.
 */

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, shutting down, in recovery), 53300 too_many_connections, and the
 * whole class 08 (connection exceptions).
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres and its pool say when a connection dies or cannot be made (they carry no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout", or plain
  /^Client has encountered a connection error and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
];

/**
 * The error in `err`'s chain (drizzle wraps the driver's error as `cause`; a failed connect to a host with
 * several addresses is an AggregateError) that says the database is unavailable, else null.
 */
export function databaseUnavailableCause(err: unknown): Error | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length) {
    const e = queue.shift();
    if (!(e instanceof Error) || seen.has(e)) continue;
    seen.add(e);
    if (isUnavailableItself(e)) return e;
    queue.push((e as { cause?: unknown }).cause);
    if (e instanceof AggregateError) queue.push(...e.errors);
  }
  return null;
}

export const isDatabaseUnavailable = (err: unknown): boolean => databaseUnavailableCause(err) !== null;

function isUnavailableItself(e: Error): boolean {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return DRIVER_MESSAGES.some((re) => re.test(e.message));
}

/** The answer while the database is unavailable: 503, try again in a few seconds. */
export const DATABASE_UNAVAILABLE = {
  retryAfterSeconds: 5,
  body: {
    message: 'The service is temporarily unavailable. Please try again shortly.',
    code: 'unavailable',
  },
} as const;
