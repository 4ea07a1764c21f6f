import { pipeline, type Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import { BodyTooLargeError } from './fetch-errors';

export const ACCEPT_ENCODING = 'gzip, deflate, br';

function decoderFor(contentEncoding: string | undefined): Transform | null {
  switch (contentEncoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * Reads a response body into memory, stopping as soon as more than `maxBytes` arrived. The cap counts
 * decoded bytes, so a small compressed body cannot expand past it either. The source is destroyed on
 * any failure, which also closes the connection.
 */
export async function readCappedBody(
  body: Readable,
  opts: { maxBytes: number; contentEncoding?: string; decompress: boolean; url: string },
): Promise<Buffer> {
  const decoder = opts.decompress ? decoderFor(opts.contentEncoding) : null;
  const source: Readable = decoder ? pipeline(body, decoder, () => {}) : body;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > opts.maxBytes) throw new BodyTooLargeError(opts.maxBytes, opts.url);
      chunks.push(chunk);
    }
  } catch (err) {
    body.destroy();
    throw err;
  }
  return Buffer.concat(chunks, total);
}
