import { setTimeout as sleep } from 'node:timers/promises';

export const DEFAULT_MIN_GAP_MS = 1000;
/** Jitter added to each gap: a random 0–25 % of it, so workers do not fall into lockstep. */
export const DEFAULT_JITTER_RATIO = 0.25;

export type THostPacerOptions = {
  /** Least time between the end of one request to a host and the start of the next. 0 turns pacing off. */
  minGapMs?: number;
  jitterRatio?: number;
  random?: () => number;
};

export type TAcquireOptions = {
  signal?: AbortSignal;
  /** Epoch ms: rather than wait for a block that lasts past this, fail with HostBlockedError. */
  waitLimitAt?: number;
};

/** Thrown by acquire when the host is blocked until after the caller's wait limit. */
export class HostBlockedError extends Error {
  override readonly name = 'HostBlockedError';
  constructor(
    readonly host: string,
    readonly untilMs: number,
    readonly reason: string | undefined,
  ) {
    super(`${host} is blocked until ${new Date(untilMs).toISOString()}`);
  }
}

export type THostPacer = {
  readonly minGapMs: number;
  /** Waits for the host's turn; call the returned release once the response (body included) is in. */
  acquire: (host: string, options?: TAcquireOptions) => Promise<() => void>;
  /** Makes every caller wait for this host until `untilMs` (epoch ms); the later of two blocks wins. */
  block: (host: string, untilMs: number, reason?: string) => void;
  /** Epoch ms the host is blocked until (0 when it is not), and why. */
  blockedUntil: (host: string) => { untilMs: number; reason?: string };
};

type THostState = {
  tail: Promise<void>;
  waiting: number;
  lastEndAt: number;
  blockedUntil: number;
  blockReason?: string;
};

/**
 * Per-process politeness shared by every worker (createStorefront builds the process's one from
 * config.SCRAPE_MIN_GAP_MS): one request at a time per host, each starting at least
 * `minGapMs` (plus jitter) after the previous one to that host ended, and nobody before a block set after
 * a 429/430/503 has run out. Hosts are `host[:port]`, so stores on one loopback address stay apart.
 */
export function createHostPacer(options: THostPacerOptions = {}): THostPacer {
  const minGapMs = Math.max(0, options.minGapMs ?? DEFAULT_MIN_GAP_MS);
  const jitterRatio = options.jitterRatio ?? DEFAULT_JITTER_RATIO;
  const random = options.random ?? Math.random;
  const hosts = new Map<string, THostState>();

  const stateOf = (host: string): THostState => {
    const key = host.toLowerCase();
    let state = hosts.get(key);
    if (!state) {
      if (hosts.size >= 1000) prune(hosts, minGapMs * (1 + jitterRatio));
      state = { tail: Promise.resolve(), waiting: 0, lastEndAt: 0, blockedUntil: 0 };
      hosts.set(key, state);
    }
    return state;
  };

  const acquire = async (host: string, opts: TAcquireOptions = {}): Promise<() => void> => {
    const state = stateOf(host);
    const previous = state.tail;
    let open!: () => void;
    state.tail = new Promise<void>((resolve) => (open = resolve));
    state.waiting++;
    let released = false;
    const release = (ran: boolean) => {
      if (released) return;
      released = true;
      state.waiting--;
      if (ran) state.lastEndAt = Date.now();
      open();
    };
    try {
      await abortable(previous, opts.signal);
    } catch (err) {
      // Keep the queue in order: our turn passes on only once the one before us is done.
      void previous.then(() => release(false));
      throw err;
    }
    try {
      const gap = minGapMs > 0 ? minGapMs * (1 + jitterRatio * random()) : 0;
      for (;;) {
        const readyAt = Math.max(state.lastEndAt + gap, state.blockedUntil);
        if (opts.waitLimitAt !== undefined && state.blockedUntil > opts.waitLimitAt) {
          throw new HostBlockedError(host, state.blockedUntil, state.blockReason);
        }
        const wait = readyAt - Date.now();
        if (wait <= 0) break;
        await sleep(wait, undefined, { signal: opts.signal });
      }
    } catch (err) {
      release(false);
      throw err;
    }
    return () => release(true);
  };

  return {
    minGapMs,
    acquire,
    block(host, untilMs, reason) {
      const state = stateOf(host);
      if (untilMs > state.blockedUntil) {
        state.blockedUntil = untilMs;
        state.blockReason = reason;
      }
    },
    blockedUntil(host) {
      const state = hosts.get(host.toLowerCase());
      if (!state || state.blockedUntil <= Date.now()) return { untilMs: 0 };
      return { untilMs: state.blockedUntil, reason: state.blockReason };
    },
  };
}

function abortable(promise: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      (err: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(err as Error);
      },
    );
  });
}

/** Forgets idle hosts whose gap and block have run out (their state no longer changes any wait). */
function prune(hosts: Map<string, THostState>, longestGap: number): void {
  const now = Date.now();
  for (const [key, state] of hosts) {
    if (state.waiting === 0 && state.blockedUntil < now && state.lastEndAt + longestGap < now) {
      hosts.delete(key);
    }
  }
}
