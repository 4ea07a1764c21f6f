// Helpers shared by the fake store's tests.

import { request } from 'node:http';

export interface Fetched {
  status: number;
  headers: Headers;
  text: string;
}

export async function get(url: string, init?: RequestInit): Promise<Fetched> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

export async function getJson<T = unknown>(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: T }> {
  const res = await get(url, init);
  return { status: res.status, body: JSON.parse(res.text) as T };
}

export interface ListedProduct {
  id: number;
  handle: string;
  title: string;
  variants: { id: number; price: string | null; compare_at_price: string | null; available: boolean }[];
}

/** GET over node:http, so the Host header can name any store on the host-routing server. */
export function getWithHost(
  port: number,
  host: string,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}
