import { request } from 'undici';
import { isAllowedUrl } from '../net/allowed-hosts';
import { FetchBlockedError, FetchError, FetchTimeoutError, toFetchError } from '../net/fetch-errors';
import { isPrivateHostname } from '../net/host-rules';
import type { SafeDispatcher } from '../net/safe-dispatcher';

/** Slack, webhooks and n8n must answer within this time, or the send is retried later. */
export const POST_TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

/** Why a send failed; `permanent` failures are not retried (a 404 will not fix itself). */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    public readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryFailure';
  }
}

/**
 * POSTs a JSON body and returns the answer (any status). A user-supplied URL (`dispatcher` given) is checked
 * like every user URL: http(s) only, https unless its host:port is in ALLOWED_PRIVATE_HOSTS, no private address
 * by name, and the SafeDispatcher checks the resolved address when it connects. Redirects are not followed.
 * Operator URLs from the environment (SLACK_API_URL, N8N_WEBHOOK_URL) pass no dispatcher and are trusted.
 * Network failures, timeouts and refusals become DeliveryFailure (retryable) with a readable message.
 */
export async function postJson(opts: {
  url: string;
  body: string;
  headers: Record<string, string>;
  dispatcher?: SafeDispatcher;
  timeoutMs?: number;
}): Promise<{ status: number; text: string }> {
  let url: URL;
  try {
    url = new URL(opts.url);
  } catch {
    throw new DeliveryFailure('The URL is not a valid web address.', true);
  }
  if (opts.dispatcher) {
    const allowed = isAllowedUrl(url, opts.dispatcher.allowedPrivateHosts);
    if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) {
      throw new DeliveryFailure('The URL must start with https://.', true);
    }
    if (!allowed && isPrivateHostname(url.hostname)) {
      throw new DeliveryFailure(describe(new FetchBlockedError('private_address', url.href)), false);
    }
  }
  const timeoutMs = opts.timeoutMs ?? POST_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new FetchTimeoutError('request', timeoutMs, url.href)),
    timeoutMs,
  );
  try {
    const res = await request(url, {
      method: 'POST',
      body: opts.body,
      headers: opts.headers,
      signal: controller.signal,
      ...(opts.dispatcher ? { dispatcher: opts.dispatcher } : {}),
    });
    let text = '';
    for await (const chunk of res.body) {
      text += (chunk as Buffer).toString('utf8');
      if (text.length > MAX_ANSWER_BYTES) {
        res.body.destroy();
        break;
      }
    }
    return { status: res.statusCode, text };
  } catch (err) {
    const reason: unknown = controller.signal.aborted ? controller.signal.reason : err;
    throw new DeliveryFailure(describe(reason instanceof FetchError ? reason : toFetchError(reason)), false);
  } finally {
    clearTimeout(timer);
  }
}

/** Our fetch errors speak of "the site"; a delivery speaks of the receiving address. */
function describe(err: FetchError): string {
  if (err instanceof FetchBlockedError && err.reason === 'private_address') {
    return 'Refused: the URL points to a private or local network address.';
  }
  if (err instanceof FetchTimeoutError) {
    return `No answer within ${Math.round((err.timeoutMs ?? POST_TIMEOUT_MS) / 100) / 10} seconds.`;
  }
  return err.message.replace(/the site/gi, 'the receiver');
}

/** Turns a non-2xx answer into a DeliveryFailure: 429 and 5xx are retried, other client errors are not. */
export function failureForStatus(status: number, text: string, what: string): DeliveryFailure | null {
  if (status >= 200 && status < 300) return null;
  const detail = text.trim().slice(0, 200);
  const message = `${what} answered HTTP ${status}${detail ? `: ${detail}` : ''}`;
  const retry = status === 408 || status === 425 || status === 429 || status >= 500;
  return new DeliveryFailure(message, !retry);
}
