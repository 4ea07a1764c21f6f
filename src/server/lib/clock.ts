/**
 * The one clock of billing time (docs/product-rules.md R53). Production reads the system time; a test moves it
 * with `advance`, and the test clock (TEST_CLOCK=true, never in production) lets a browser journey do the same.
 */
export type TClock = {
  now(): Date;
  /** Moves this clock (not the system's) forward; tests and the test clock only. */
  advance(ms: number): void;
  offsetMs(): number;
};

export function createClock(start?: Date): TClock {
  let offset = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    offsetMs: () => offset,
  };
}
