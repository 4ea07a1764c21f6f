/**
 * Polls `fn` until it answers something other than undefined, and returns that; throws after `ms`. For waiting on
 * a real condition (a worker's read, a queue's job) instead of sleeping.
 */
export async function waitFor<T>(fn: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}
