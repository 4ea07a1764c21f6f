// Every request a store receives, with monotonic times, so tests can check pacing and parallelism.

import type { IncomingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { BotAuthResult } from './bot-auth-verify.ts';

export interface LoggedRequest {
  /** performance.now() when the request arrived (ms, monotonic). */
  at: number;
  method: string;
  /** Path with query string, as sent. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Filled in when the response is finished or the connection closes. */
  status?: number;
  durationMs?: number;
  /** Requests in flight at this store when this one arrived, itself included. */
  inFlight: number;
  /** Set when the store verifies Web Bot Auth. */
  botAuth?: BotAuthResult;
}

export type RequestFilter = (r: LoggedRequest) => boolean;

export class RequestLog {
  readonly entries: LoggedRequest[] = [];
  private active = 0;
  /** Most requests in flight at once since the last clear. */
  maxInFlight = 0;

  start(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
  ): { entry: LoggedRequest; done: (status: number) => void } {
    this.active++;
    this.maxInFlight = Math.max(this.maxInFlight, this.active);
    const entry: LoggedRequest = { at: performance.now(), method, path, headers, inFlight: this.active };
    this.entries.push(entry);
    let finished = false;
    const done = (status: number) => {
      if (finished) return;
      finished = true;
      this.active--;
      entry.status = status;
      entry.durationMs = performance.now() - entry.at;
    };
    return { entry, done };
  }

  /** Requests, optionally filtered (a predicate, or a RegExp tested on the path). */
  list(filter?: RequestFilter | RegExp): LoggedRequest[] {
    if (!filter) return this.entries.slice();
    const test = filter instanceof RegExp ? (r: LoggedRequest) => filter.test(r.path) : filter;
    return this.entries.filter(test);
  }

  /** Milliseconds between the arrivals of consecutive (filtered) requests. */
  gaps(filter?: RequestFilter | RegExp): number[] {
    const list = this.list(filter);
    return list.slice(1).map((r, i) => r.at - (list[i] as LoggedRequest).at);
  }

  /** Smallest gap between consecutive requests, Infinity with fewer than two. */
  minGap(filter?: RequestFilter | RegExp): number {
    return Math.min(...this.gaps(filter));
  }

  clear(): void {
    this.entries.length = 0;
    this.maxInFlight = this.active;
  }
}
