import type { IncomingMessage, ServerResponse } from 'node:http';
import { newId, type TObj, type TParams, type TRoute } from './store';
import { decodeStripeForm, stripeError } from './wire';

export type TStandInRequestLog = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: TParams;
}[];

/**
 * Answers one REST request as Stripe does: the secret key checked, 429 while a rate limit is asked for, a POST
 * with an Idempotency-Key answered once (its answer repeated, or 400 when the parameters differ), then the route.
 */
export function createRequestHandler(opts: {
  secretKey: string;
  requests: TStandInRequestLog;
  routes: TRoute[];
}) {
  const { secretKey, requests, routes } = opts;
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  let rateLimited = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const method = req.method ?? 'GET';
    const text = Buffer.concat(chunks).toString('utf8');
    const params =
      method === 'GET' || method === 'DELETE'
        ? decodeStripeForm(url.search.slice(1))
        : decodeStripeForm(text);
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, idempotencyKey: key, params });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      const given = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
      return stripeError(res, 401, {
        type: 'invalid_request_error',
        message: given
          ? `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`
          : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    }
    if (rateLimited > 0) {
      rateLimited--;
      return stripeError(res, 429, {
        type: 'invalid_request_error',
        code: 'rate_limit',
        message:
          'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.',
      });
    }
    const fingerprint = `${method} ${url.pathname} ${text}`;
    if (key && method === 'POST') {
      const prior = idempotent.get(key);
      if (prior) {
        if (prior.fingerprint !== fingerprint) {
          return stripeError(res, 400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        }
        res.writeHead(prior.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(prior.body);
      }
    }
    const route = routes.find((r) => r.method === method && url.pathname.match(r.path));
    let status = 200;
    let body: string;
    try {
      if (!route) {
        status = 404;
        body = JSON.stringify({
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${url.pathname}).`,
          },
        });
      } else {
        body = JSON.stringify(route.run(url.pathname.match(route.path)!, params));
      }
    } catch (err) {
      const e = err as { status?: number; body?: TObj };
      if (!e.status) throw err;
      status = e.status;
      body = JSON.stringify({ error: e.body });
    }
    if (key && method === 'POST') idempotent.set(key, { fingerprint, status, body });
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(body);
  }

  return {
    handle,
    /** The next n requests answer 429 with Stripe's rate-limit error. */
    rateLimitNext(n: number) {
      rateLimited = n;
    },
  };
}
