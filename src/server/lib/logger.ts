import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino, stdSerializers, symbols, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type TLogger = FastifyBaseLogger;

/**
 * One logger for the process, writing JSON lines. Each line written while a request or a job queued by one is in
 * progress names its request id (`reqId`; request-context.ts). Secrets never reach the log: not in headers (cookie, authorization), not in a
 * request's query string (a reset link's token), not in the values of a failed query (a session id).
 */
export function createLogger(
  level: string,
  opts: {
    /** Where the lines go: stdout by default (tests read them from memory). */
    destination?: DestinationStream;
  } = {},
): TLogger {
  return pino(
    {
      level,
      mixin: withRequestId,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'headers.authorization'],
      serializers: {
        req: serializeRequest,
        err: (err: unknown) => stdSerializers.err(withoutQueryValues(err) as Error),
      },
    },
    opts.destination,
  );
}

/** `reqId` of the work in progress, unless the line's logger already binds it (Fastify's request.log does). */
function withRequestId(_line: object, _level: number, logger: Logger): object {
  const reqId = currentRequestId();
  if (!reqId) return {};
  const bindings = (logger as unknown as Record<symbol, string | undefined>)[symbols.chindingsSym];
  return bindings?.includes('"reqId":') ? {} : { reqId };
}

/** Query parameters whose value is kept out of the log (tokens in links, signatures, anything secret). */
const SECRET_PARAM = /token|secret|passw|key|sig|auth|session|^sid$|^code$/i;

/** Fastify's request fields, with the values of secret-looking query parameters hidden. */
function serializeRequest(req: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is checked as it was sent.
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=[Redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/**
 * A failed query names its parameters: drizzle's DrizzleQueryError in its message and its `params`, PGlite's
 * error in its `params`. They are session ids, token hashes, email addresses, an email's text with its reset
 * link: the log gets the query and the reason, not the values. Returns `err` itself when nothing in its chain
 * of causes carries them.
 */
function withoutQueryValues(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 8) return err;
  const cause = (err as { cause?: unknown }).cause;
  const safeCause = withoutQueryValues(cause, depth + 1);
  const hasParams = 'params' in err;
  if (!hasParams && safeCause === cause) return err;
  const copy = Object.create(Object.getPrototypeOf(err) as object) as Record<string, unknown>;
  Object.assign(copy, err);
  delete copy.params;
  let { message } = err;
  let stack = err.stack ?? '';
  if (err instanceof DrizzleQueryError) {
    message = `Failed query: ${err.query}\nparams: not logged`;
    // The stack starts with the message; without it there, the stack is not worth the risk.
    stack = stack.includes(err.message) ? stack.replace(err.message, message) : `${err.name}: ${message}`;
  }
  for (const [key, value] of Object.entries({ message, stack, cause: safeCause })) {
    Object.defineProperty(copy, key, { value, enumerable: false, writable: true, configurable: true });
  }
  return copy;
}
