/* eslint-disable @typescript-eslint/no-explicit-any -- the stand-in stores Stripe's JSON objects as they are */
import type { ServerResponse } from 'node:http';
import { newId, type TParams } from './store';

/** Stripe's form encoding: `items[0][price]=x&expand[0]=y&metadata[k]=v` → nested objects and arrays. */
export function decodeStripeForm(text: string): TParams {
  const root: TParams = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split('[').map((p) => p.replace(/]$/, ''));
    let node: any = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]!);
      const slot = part === '' && Array.isArray(node) ? node.length : part;
      if (last) node[slot] = value;
      else node = node[slot] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

export function stripeError(
  res: ServerResponse,
  status: number,
  error: { type: string; message: string; code?: string; param?: string },
) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(
    JSON.stringify({
      error: { ...error, doc_url: `https://stripe.com/docs/error-codes/${error.code ?? ''}` },
    }),
  );
}
