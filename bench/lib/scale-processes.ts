// The processes of a scale run: one web process (npm start's compiled entry, workers off) and M `npm run worker`
// processes (the compiled worker), all on one PostgreSQL database, each child's log kept in a file; peak memory and
// CPU read from /proc. The caller compiles the server first (ensureServerBuild), as npm start does.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TICKS = 100; // USER_HZ on Linux

export type TChild = {
  name: string;
  pid: number;
  logFile: string;
  /** Peak resident memory (VmHWM), bytes; the last reading once the process is gone. */
  peakBytes(): number;
  /** User + system CPU seconds so far (the last reading once it is gone). */
  cpuSeconds(): number;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Resolves when the process has written `text` to its output. */
  said(text: string): Promise<void>;
  exited: boolean;
};

export function startChild(opts: {
  name: string;
  entry: 'dist/server/main.js' | 'dist/server/worker.js';
  env: NodeJS.ProcessEnv;
  logDir: string;
}): TChild {
  const logFile = path.join(opts.logDir, `${opts.name}.log`);
  const out = createWriteStream(logFile);
  // BENCH_SCALE_CPU_PROF_DIR: each process writes a V8 CPU profile there when it exits (not the SIGKILLed one).
  const profDir = process.env.BENCH_SCALE_CPU_PROF_DIR;
  const prof = profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [];
  const proc: ChildProcess = spawn(process.execPath, ['--enable-source-maps', ...prof, opts.entry], {
    cwd: repoRoot,
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Both streams into one file, which closes once the process and both streams are done: piped with end, the
  // first stream to end would close it under the other (write after end, the bench gone, the exit reason lost).
  proc.stdout!.pipe(out, { end: false });
  proc.stderr!.pipe(out, { end: false });
  proc.once('close', () => out.end());
  let output = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  proc.stdout!.on('data', (c: Buffer) => {
    if (!waiting.length) return;
    output = (output + c.toString()).slice(-10_000);
    for (const w of waiting.filter((x) => output.includes(x.text))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  });
  let peak = 0;
  let cpu = 0;
  const read = () => {
    try {
      const status = readFileSync(`/proc/${proc.pid}/status`, 'utf8');
      peak = Math.max(peak, Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024);
      const stat = readFileSync(`/proc/${proc.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu = (Number(fields[11]) + Number(fields[12])) / TICKS;
    } catch {
      // gone
    }
  };
  const sampler = setInterval(read, 1000);
  let stopping = false;
  const child: TChild = {
    name: opts.name,
    pid: proc.pid!,
    logFile,
    exited: false,
    peakBytes: () => (child.exited ? peak : (read(), peak)),
    cpuSeconds: () => (child.exited ? cpu : (read(), cpu)),
    said: (text) => new Promise<void>((resolve) => waiting.push({ text, resolve })),
    async kill(signal) {
      if (child.exited) return;
      read();
      stopping = true;
      const gone = new Promise((r) => proc.once('exit', r));
      proc.kill(signal);
      await gone;
    },
  };
  proc.once('exit', (code, signal) => {
    child.exited = true;
    clearInterval(sampler);
    if (!stopping)
      console.error(`  ${opts.name} exited by itself (code ${code}, signal ${signal}); its log: ${logFile}`);
  });
  return child;
}

/** Until `url` answers 2xx (the web process is up). */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
