// Where a scale run's CPU goes, from /proc: every PostgreSQL process by its role (backends, autovacuum, WAL
// writer, checkpointer…), sampled each second so processes that end mid-run still count, and the machine's time by
// kind (user, system, softirq…). Plus the database's commits and WAL per scrape, from pg_stat_database and pg_stat_wal.
import { readdirSync, readFileSync } from 'node:fs';
import type pg from 'pg';

type TProc = { role: string; first: number; last: number };

/** CPU seconds (user + system) a process has used so far, or null once it is gone. */
export const cpuOf = (pid: string | number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
};

/** The role of a PostgreSQL server process from its title ("postgres: 15/main: walwriter"), else null. */
function postgresRole(pid: string): string | null {
  let title: string;
  try {
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return null;
    title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return null;
  }
  if (!title.startsWith('postgres:')) return 'postmaster';
  if (/autovacuum worker/.test(title)) return 'autovacuum workers';
  if (/autovacuum launcher|walwriter|checkpointer|background writer|logical replication|stats/.test(title))
    return 'walwriter, checkpointer, bgwriter, launchers';
  return 'backends (the app’s and the bench’s connections)';
}

/** Samples every PostgreSQL process each second until stopped; `split()` is CPU seconds by role since the start. */
export function samplePostgresProcesses(): { stop(): Map<string, number> } {
  const procs = new Map<string, TProc>();
  const sample = (initial: boolean) => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const known = procs.get(pid);
      if (known) {
        known.last = cpuOf(pid) ?? known.last;
        continue;
      }
      const role = postgresRole(pid);
      if (!role) continue;
      const cpu = cpuOf(pid);
      // A process born during the run counts from zero; one alive at the start, from its reading then.
      if (cpu != null) procs.set(pid, { role, first: initial ? cpu : 0, last: cpu });
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), 1000);
  return {
    stop() {
      clearInterval(timer);
      sample(false);
      const split = new Map<string, number>();
      for (const p of procs.values()) split.set(p.role, (split.get(p.role) ?? 0) + p.last - p.first);
      return split;
    },
  };
}

/** The machine's CPU seconds by kind, over all cores, from /proc/stat (busy = all but idle and iowait). */
export function machineCpuKinds(): Record<
  'user' | 'system' | 'softirq' | 'irq' | 'iowait' | 'idle' | 'steal',
  number
> {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const s = (i: number) => (f[i] ?? 0) / 100;
  return {
    user: s(0) + s(1),
    system: s(2),
    idle: s(3),
    iowait: s(4),
    irq: s(5),
    softirq: s(6),
    steal: s(7),
  };
}

export type TDatabaseActivity = {
  commits: number;
  walRecords: number;
  walBytes: number;
  walSyncs: number;
};

/** This database's commits and the server's WAL so far (pg_stat_wal is for the whole server). */
export async function databaseActivity(pool: pg.Pool): Promise<TDatabaseActivity> {
  const { rows } = await pool.query<{ c: string; wr: string; wb: string; ws: string }>(
    `SELECT d.xact_commit::text AS c, w.wal_records::text AS wr,
            w.wal_bytes::text AS wb, w.wal_sync::text AS ws
     FROM pg_stat_database d CROSS JOIN pg_stat_wal w WHERE d.datname = current_database()`,
  );
  const r = rows[0]!;
  return {
    commits: Number(r.c),
    walRecords: Number(r.wr),
    walBytes: Number(r.wb),
    walSyncs: Number(r.ws),
  };
}
