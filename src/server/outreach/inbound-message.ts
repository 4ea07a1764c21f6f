/**
 * Just enough RFC 5322 / MIME to read what comes back to an outreach email (docs/product-rules.md R104): delivery
 * status notifications (RFC 3464), auto-replies (RFC 3834 Auto-Submitted, "out of office") and replies.
 */
export type TParsedPart = { headers: Record<string, string>; body: string; parts: TParsedPart[] };

function splitHead(raw: string): { head: string; body: string } {
  const m = /\r?\n\r?\n/.exec(raw);
  return m
    ? { head: raw.slice(0, m.index), body: raw.slice(m.index + m[0].length) }
    : { head: raw, body: '' };
}

/** Header fields, names lower-cased, folded lines joined; the first of a repeated field wins. */
export function parseHeaders(head: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    if (!(name in out)) out[name] = line.slice(i + 1).trim();
  }
  return out;
}

export function parseMessage(raw: string, depth = 0): TParsedPart {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers['content-type'] ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts: TParsedPart[] = [];
  if (boundary && /^multipart\//i.test(type) && depth < 5) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      parts.push(parseMessage(chunk.replace(/^\r?\n/, ''), depth + 1));
    }
  }
  return { headers, body, parts };
}

function walk(part: TParsedPart): TParsedPart[] {
  return [part, ...part.parts.flatMap(walk)];
}

export type TInboundKind =
  | {
      kind: 'dsn';
      recipient: string | null;
      status: string | null;
      hard: boolean;
      messageId: string | null;
      delivered: boolean;
    }
  | { kind: 'auto_reply'; from: string | null; inReplyTo: string | null }
  | { kind: 'reply'; from: string | null; inReplyTo: string | null };

const addressIn = (value: string | undefined): string | null =>
  value ? (/<?([^\s<>;"]+@[^\s<>;"]+)>?\s*$/.exec(value)?.[1]?.toLowerCase() ?? null) : null;

const AUTO_SUBJECT =
  /out of (the )?office|automatic reply|auto[- ]?reply|autoreply|away from (the )?office|on vacation/i;

/** What a raw inbound message is. A DSN is multipart/report; report-type=delivery-status; Status 5.x.x is hard. */
export function classifyInbound(raw: string): TInboundKind {
  const msg = parseMessage(raw);
  const type = msg.headers['content-type'] ?? '';
  if (/multipart\/report/i.test(type) && /report-type="?delivery-status/i.test(type)) {
    const status = walk(msg).find((p) => /message\/delivery-status/i.test(p.headers['content-type'] ?? ''));
    // The per-recipient fields follow the per-message ones after a blank line; read them all as one block.
    const fields = status ? parseHeaders(status.body.replace(/\r?\n\r?\n/g, '\n')) : {};
    const code = /([245])\.\d{1,3}\.\d{1,3}/.exec(fields['status'] ?? '');
    const original = walk(msg).find((p) =>
      /(message\/rfc822|text\/rfc822-headers)/i.test(p.headers['content-type'] ?? ''),
    );
    const originalHeaders = original ? parseHeaders(splitHead(original.body).head) : {};
    const action = (fields['action'] ?? '').toLowerCase();
    return {
      kind: 'dsn',
      recipient: addressIn(fields['final-recipient'] ?? fields['original-recipient']),
      status: code?.[0] ?? null,
      hard: code?.[1] === '5' || (action === 'failed' && !code),
      delivered: code?.[1] === '2' || action === 'delivered',
      messageId: originalHeaders['message-id'] ?? null,
    };
  }
  const from = addressIn(msg.headers['from']);
  const inReplyTo = msg.headers['in-reply-to'] ?? msg.headers['references']?.split(/\s+/)[0] ?? null;
  const auto = (msg.headers['auto-submitted'] ?? 'no').toLowerCase();
  if (
    auto !== 'no' ||
    AUTO_SUBJECT.test(msg.headers['subject'] ?? '') ||
    'x-autoreply' in msg.headers ||
    /^(auto_reply|bulk|junk|list)$/i.test(msg.headers['precedence'] ?? '')
  )
    return { kind: 'auto_reply', from, inReplyTo };
  return { kind: 'reply', from, inReplyTo };
}
