// Bodies for the fault modes that need streaming: a huge body and a slow trickle.

import type { ServerResponse } from 'node:http';

const HEAD = Buffer.from('{"products":[');
const TAIL = Buffer.from(']}');

function drainOrClose(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Writes a valid {"products":[...]} of about `bytes` bytes built from `productJson` repeated. */
export async function writeHugeBody(
  res: ServerResponse,
  headers: Record<string, string | string[]>,
  productJson: string,
  bytes: number,
  withContentLength: boolean,
): Promise<void> {
  const piece = Buffer.from(`${productJson},`);
  const chunk = Buffer.concat(
    Array.from({ length: Math.max(1, Math.floor(1_048_576 / piece.length)) }, () => piece),
  );
  const chunks = Math.max(1, Math.ceil((bytes - HEAD.length - TAIL.length) / chunk.length));
  const total = HEAD.length + chunks * chunk.length - 1 + TAIL.length;
  res.writeHead(200, withContentLength ? { ...headers, 'content-length': String(total) } : headers);
  res.write(HEAD);
  for (let i = 0; i < chunks; i++) {
    if (res.destroyed) return;
    const last = i === chunks - 1;
    if (!res.write(last ? chunk.subarray(0, chunk.length - 1) : chunk)) {
      await drainOrClose(res);
    }
  }
  if (!res.destroyed) res.end(TAIL);
}

/** Sends `body` `chunkBytes` at a time every `intervalMs`, stopping if the client goes away. */
export function writeTrickle(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: Buffer,
  chunkBytes: number,
  intervalMs: number,
): Promise<void> {
  res.writeHead(status, { ...headers, 'content-length': String(body.length) });
  res.flushHeaders();
  return new Promise((resolve) => {
    let offset = 0;
    const timer = setInterval(() => {
      if (res.destroyed) return stop();
      res.write(body.subarray(offset, offset + chunkBytes));
      offset += chunkBytes;
      if (offset >= body.length) {
        res.end();
        stop();
      }
    }, intervalMs);
    const stop = () => {
      clearInterval(timer);
      res.off('close', stop);
      resolve();
    };
    res.on('close', stop);
  });
}
