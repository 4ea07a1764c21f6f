import { CATEGORY_NAMES, type TUnsubscribeCategory } from './email-categories';
import { escapeHtml } from './templates/escape-html';

/**
 * A small self-contained page in the Rivalwatch look for links followed from emails: inline styles only, no script
 * (the app's CSP).
 */
export function linkPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Rivalwatch</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<main style="max-width:480px;margin:0 auto;padding:48px 16px">
<div style="font-weight:700;font-size:18px;color:#4f46e5;margin-bottom:16px">Rivalwatch</div>
<div style="background:#fff;border-radius:12px;padding:28px;border:1px solid #e2e8f0">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}</div></main></body></html>`;
}

const RESUBSCRIBE: Record<TUnsubscribeCategory, string> = {
  alerts: 'You can turn price alert emails back on at any time in Settings → Notifications.',
  lifecycle: 'Changed your mind? Contact Rivalwatch support and we will turn them back on.',
  status: 'You can subscribe again at any time on the status page.',
};

export const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.55">${escapeHtml(text)}</p>`;

/** A form that POSTs to `action` with one button: the step a person takes after a GET that changes nothing. */
export const confirmForm = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}" style="margin:24px 0 16px">
<button type="submit" style="background:#4f46e5;color:#fff;padding:12px 20px;border:0;border-radius:8px;font-weight:600;font-size:15px;cursor:pointer">${escapeHtml(label)}</button>
</form>`;

/** GET: names what stops and asks to confirm with a POST (link scanners prefetch GETs; a GET changes nothing). */
export function unsubscribeConfirmPage(opts: {
  token: string;
  category: TUnsubscribeCategory;
  toAddress: string;
}): string {
  return linkPage(
    'Unsubscribe',
    `${paragraph(`Stop sending ${CATEGORY_NAMES[opts.category]} to ${opts.toAddress}?`)}
${confirmForm(`/api/email/unsubscribe/${encodeURIComponent(opts.token)}`, 'Unsubscribe')}${paragraph(RESUBSCRIBE[opts.category])}`,
  );
}

export function unsubscribedPage(opts: { category: TUnsubscribeCategory; toAddress: string }): string {
  return linkPage(
    'You are unsubscribed',
    `${paragraph(`We will no longer send ${CATEGORY_NAMES[opts.category]} to ${opts.toAddress}.`)}${paragraph(
      'Emails you ask for yourself, like password resets, still reach you.',
    )}${paragraph(RESUBSCRIBE[opts.category])}`,
  );
}

export function unsubscribeInvalidPage(message: string): string {
  return linkPage('Link not valid', paragraph(message));
}
