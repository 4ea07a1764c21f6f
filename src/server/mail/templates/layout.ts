/** Escapes text for HTML bodies and attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type TLayoutInput = {
  title: string;
  /** Paragraphs of plain text; escaped here. */
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
};

/** One layout for every email: the HTML and text parts carry the same content. */
export function renderLayout(input: TLayoutInput): { html: string; text: string } {
  const paragraphs = input.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.55">${escapeHtml(p)}</p>`)
    .join('');
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;color:#64748b;font-size:13px">Or paste this link into your browser: ${escapeHtml(input.action.url)}</p>`
    : '';
  const footer = input.footer ?? 'Rivalwatch · competitor monitoring for Shopify stores';
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 16px">
<div style="font-weight:700;font-size:18px;color:#4f46e5;margin-bottom:16px">Rivalwatch</div>
<div style="background:#fff;border-radius:12px;padding:28px;border:1px solid #e2e8f0">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.title)}</h1>${paragraphs}${button}</div>
<p style="color:#64748b;font-size:12px;margin-top:16px">${escapeHtml(footer)}</p></div></body></html>`;
  const text = [
    input.title,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    '--',
    footer,
  ].join('\n');
  return { html, text };
}
