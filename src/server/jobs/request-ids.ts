import type PgBoss from 'pg-boss';
import { currentRequestId, withRequestId } from '../lib/request-context';

type TJobData = Record<string, unknown> & { reqId?: unknown };

/**
 * One place for every job: a job sent while a request (or a job that carries one) is in progress gets its
 * request id in its data (`reqId`), and a worker runs a job that carries one in that request's context, so the
 * worker's log lines for it show the id of the request that queued it (lib/request-context.ts).
 */
export function carryRequestIds(boss: PgBoss): void {
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  boss.send = ((...args: unknown[]) => send(...withCurrentRequestId(args))) as PgBoss['send'];

  const work = boss.work.bind(boss) as (name: string, ...rest: unknown[]) => Promise<string>;
  boss.work = ((name: string, ...rest: unknown[]) => {
    const handler = rest.pop() as (jobs: PgBoss.Job<TJobData>[]) => Promise<unknown>;
    return work(name, ...rest, (jobs: PgBoss.Job<TJobData>[]) =>
      inJobsRequestContext(jobs, () => handler(jobs)),
    );
  }) as PgBoss['work'];
}

/** Runs `fn` in the context of the request that queued the jobs; a batch from different requests runs as none. */
export function inJobsRequestContext<R>(jobs: PgBoss.Job<unknown>[], fn: () => R): R {
  const ids = new Set(
    jobs.map((job) => (job.data as TJobData | null)?.reqId).filter((id) => typeof id === 'string'),
  );
  const [reqId] = ids;
  return ids.size === 1 && typeof reqId === 'string' ? withRequestId(reqId, fn) : fn();
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** send(name, data?, options?) or send({ name, data, options }), with reqId added to the data. */
function withCurrentRequestId(args: unknown[]): unknown[] {
  const reqId = currentRequestId();
  if (!reqId) return args;
  const [first, data, ...rest] = args;
  if (typeof first === 'string') {
    if (data !== undefined && data !== null && !isPlainObject(data)) return args;
    return [first, { ...(data ?? {}), reqId }, ...rest];
  }
  if (
    isPlainObject(first) &&
    (first.data === undefined || first.data === null || isPlainObject(first.data))
  ) {
    return [{ ...first, data: { ...(first.data ?? {}), reqId } }, ...args.slice(1)];
  }
  return args;
}
