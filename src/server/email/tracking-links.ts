import { createHmac, timingSafeEqual } from 'node:crypto';

/** The links an email carries back to Rivalwatch: open pixel, tracked clicks and unsubscribe. */
export type TTrackingLinks = {
  token: string;
  openPixelUrl: string;
  unsubscribeUrl: string;
  /** Wraps a link so a click is recorded before the redirect; only links signed here are redirected. */
  track(url: string): string;
};

function signature(secret: string, token: string, url: string): string {
  return createHmac('sha256', secret).update(`${token}\n${url}`).digest('base64url').slice(0, 22);
}

export function trackingLinks(opts: { appUrl: string; secret: string; token: string }): TTrackingLinks {
  const base = opts.appUrl.replace(/\/$/, '');
  return {
    token: opts.token,
    openPixelUrl: `${base}/api/email/open/${opts.token}.gif`,
    unsubscribeUrl: `${base}/api/email/unsubscribe/${opts.token}`,
    track: (url) =>
      `${base}/api/email/click/${opts.token}?url=${encodeURIComponent(url)}&sig=${signature(opts.secret, opts.token, url)}`,
  };
}

/** True when the click link's signature is ours, so the redirect is not an open redirect. */
export function isSignedClick(opts: { secret: string; token: string; url: string; sig: string }): boolean {
  const expected = Buffer.from(signature(opts.secret, opts.token, opts.url));
  const given = Buffer.from(opts.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
