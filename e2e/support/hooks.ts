// Reads what the Slack and webhook stand-in of the global setup received.
import { readFileSync } from 'node:fs';
import { Agent } from 'undici';
import { hooksCaFile, hooksUrl } from './context.ts';
import type { TReceivedHook } from './hook-server.ts';

export type { TReceivedHook };

let agent: Agent | undefined;

export async function listHooks(): Promise<TReceivedHook[]> {
  agent ??= new Agent({ connect: { ca: readFileSync(hooksCaFile()) } });
  const res = await fetch(`${hooksUrl()}/__received`, { dispatcher: agent } as RequestInit);
  if (!res.ok) throw new Error(`hook capture answered ${res.status}`);
  return (await res.json()) as TReceivedHook[];
}

/** Waits for the first request to `pathPrefix` whose body matches. */
export async function waitForHook(opts: {
  pathPrefix: string;
  body?: RegExp;
  timeoutMs?: number;
}): Promise<TReceivedHook> {
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
  for (;;) {
    const found = (await listHooks()).find(
      (h) => h.path.startsWith(opts.pathPrefix) && (!opts.body || opts.body.test(h.body)),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = (await listHooks()).map((h) => `${h.path}: ${h.body.slice(0, 120)}`);
      throw new Error(
        `Nothing posted to ${opts.pathPrefix} matching ${opts.body}. Seen: ${JSON.stringify(seen)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
