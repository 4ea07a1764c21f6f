import type { TTrackingLinks } from '../tracking-links';
import { escapeHtml } from './escape-html';
import { renderSectionsHtml, renderSectionsText, type TEmailSection } from './sections';

export { escapeHtml } from './escape-html';
export type { TEmailRow, TEmailSection } from './sections';

export type TLayoutInput = {
  title: string;
  /** Paragraphs of plain text; escaped here. */
  paragraphs: string[];
  /** Tables of product rows (alert digests, the weekly summary), after the paragraphs. */
  sections?: TEmailSection[];
  action?: { label: string; url: string };
  /** Paragraphs after the button (a sign-off, a hint). */
  closing?: string[];
  footer?: string;
  /**
   * The email's tracking links (enqueueEmail hands them to render): adds the open pixel and routes the button,
   * the section links and the unsubscribe link through them.
   */
  links?: TTrackingLinks;
  /**
   * Lifecycle and alert emails: the footer's unsubscribe label (e.g. "Unsubscribe from price alert emails"),
   * linked to links.unsubscribeUrl, plus the List-Unsubscribe headers of RFC 8058. Needs links.
   */
  unsubscribe?: string;
};

export type TRenderedEmail = { html: string; text: string; headers: Record<string, string> };

/** One layout for every email: the HTML and text parts carry the same content (and the same links). */
export function renderLayout(input: TLayoutInput): TRenderedEmail {
  if (input.unsubscribe && !input.links) throw new Error('an unsubscribe footer needs the tracking links');
  const link = (url: string) => (input.links ? input.links.track(url) : url);
  const para = (p: string) => `<p style="margin:0 0 16px;line-height:1.55">${escapeHtml(p)}</p>`;
  const action = input.action ? { label: input.action.label, url: link(input.action.url) } : null;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;color:#64748b;font-size:13px">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  const sections = input.sections ?? [];
  const closing = input.closing ?? [];
  const footer = input.footer ?? 'Rivalwatch · competitor monitoring for Shopify stores';
  const unsubscribeUrl = input.unsubscribe ? input.links!.unsubscribeUrl : null;
  const unsubscribeHtml = unsubscribeUrl
    ? `<p style="color:#64748b;font-size:12px;margin:8px 0 0"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#64748b">${escapeHtml(input.unsubscribe!)}</a></p>`
    : '';
  const pixel = input.links
    ? `<img src="${escapeHtml(input.links.openPixelUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`
    : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 16px">
<div style="font-weight:700;font-size:18px;color:#4f46e5;margin-bottom:16px">Rivalwatch</div>
<div style="background:#fff;border-radius:12px;padding:28px;border:1px solid #e2e8f0">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.title)}</h1>${input.paragraphs.map(para).join('')}${renderSectionsHtml(sections, link)}${button}${closing.map(para).join('')}</div>
<p style="color:#64748b;font-size:12px;margin-top:16px">${escapeHtml(footer)}</p>${unsubscribeHtml}</div>${pixel}</body></html>`;
  const text = [
    input.title,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...renderSectionsText(sections, link),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...closing.flatMap((p) => [p, '']),
    '--',
    footer,
    ...(unsubscribeUrl ? [`${input.unsubscribe}: ${unsubscribeUrl}`] : []),
  ].join('\n');
  const headers: Record<string, string> = unsubscribeUrl
    ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { html, text, headers };
}
