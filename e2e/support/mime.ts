// Just enough MIME to read what nodemailer sends: headers, multipart bodies, quoted-printable and base64 parts,
// and RFC 2047 encoded words in headers.

type THeaders = Record<string, string>;

function splitMessage(raw: string): { headers: THeaders; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: THeaders = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function bytesToUtf8(binary: string): string {
  return Buffer.from(binary, 'latin1').toString('utf8');
}

function decodeQuotedPrintable(text: string): string {
  return bytesToUtf8(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/** Decodes =?charset?B|Q?...?= words (UTF-8 assumed, which is what nodemailer writes). */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([bBqQ])\?([^?]*)\?=/g, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeBody(headers: THeaders, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The subject and the text and HTML bodies of a raw message. */
export function parseMail(raw: string): { subject: string; text: string; html: string } {
  const out = { text: '', html: '' };
  const walk = (part: string) => {
    const { headers, body } = splitMessage(part);
    const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
    if (type.startsWith('multipart/')) {
      const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
      if (!boundary) return;
      const pieces = body.split(`--${boundary}`).slice(1);
      for (const piece of pieces) {
        if (piece.startsWith('--')) break;
        walk(piece.replace(/^\r?\n/, ''));
      }
    } else if (type.startsWith('text/html')) {
      out.html += decodeBody(headers, body);
    } else if (type.startsWith('text/')) {
      out.text += decodeBody(headers, body);
    }
  };
  walk(raw);
  return { subject: decodeHeader(splitMessage(raw).headers.subject ?? ''), ...out };
}
