// What the built web app's JavaScript chunks weigh (raw, gzip and brotli as node:zlib makes them at their
// strongest) and which of them carry chart or payment code, read from their source maps.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type TChunk = {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  chart: boolean;
  payment: boolean;
};

/** Library code that only a screen drawing a chart, or taking a payment, should download. */
const CHART_SOURCES = /node_modules\/(recharts|d3-[a-z-]+|victory-vendor|uplot)\//;
const PAYMENT_SOURCES = /node_modules\/@stripe\//;

const cache = new Map<string, TChunk>();

/** One chunk of dist/web/assets, by its URL path (/assets/x.js); null for a file that is not there. */
export function chunkOf(webDistDir: string, urlPath: string): TChunk | null {
  const hit = cache.get(urlPath);
  if (hit) return hit;
  const file = path.join(webDistDir, urlPath);
  if (!urlPath.startsWith('/assets/') || !existsSync(file)) return null;
  const body = readFileSync(file);
  const sources = existsSync(`${file}.map`)
    ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources
    : [];
  const chunk: TChunk = {
    file: urlPath.replace('/assets/', ''),
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
    chart: sources.some((s) => CHART_SOURCES.test(s)),
    payment: sources.some((s) => PAYMENT_SOURCES.test(s)),
  };
  cache.set(urlPath, chunk);
  return chunk;
}
