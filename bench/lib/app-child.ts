// Runs the real app as a child process on a free port against a given database, so the load generator and the
// server do not share an event loop. In production (the default) it runs the compiled server, as `npm start` does
// (dist/server/main.js, compiled first when stale); in development (bench:load, bench:scale) src/server/main.ts
// through tsx, as `npm run dev` does. Reads the child's resident memory from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from '../../scripts/server-build.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type TAppChild = {
  origin: string;
  pid: number;
  rssBytes(): number;
  /** The app's log lines (pino JSON on stdout, LOG_LEVEL warn), when started with captureLog; else none. */
  logLines(): string[];
  stop(): Promise<void>;
};

/** The most log lines kept (the first ones: the start of a problem names it best). */
const MAX_LOG_LINES = 1000;

export async function startAppChild(opts: {
  databaseUrl?: string;
  dataDir?: string;
  sessionSecret: string;
  /** Flags for the app's node, before any from BENCH_APP_NODE_ARGS. */
  nodeArgs?: string[];
  /** Keep the app's log lines (its stdout) for logLines(); otherwise they are dropped. */
  captureLog?: boolean;
  /** Modules the app's node imports after tsx and before the app (e.g. bench/lib/pg-capture.ts). */
  preload?: string[];
  /** Environment set last, over the defaults below (bench:load runs the workers: RUN_WORKERS=true). */
  env?: NodeJS.ProcessEnv;
}): Promise<TAppChild> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Measured as deployed: production answers are not checked against their zod contract on every request
    // (src/server/lib/response-serializer.ts; development and tests do that).
    NODE_ENV: process.env.BENCH_APP_NODE_ENV ?? 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: origin,
    SESSION_SECRET: opts.sessionSecret,
    // BENCH_APP_LOG_LEVEL=info shows the app's own account of a run (scrapes, jobs) in its captured log.
    LOG_LEVEL: process.env.BENCH_APP_LOG_LEVEL ?? 'warn',
    // The benchmark measures the API alone: no scrape workers or ticks competing for the database.
    RUN_WORKERS: 'false',
    DATA_DIR: opts.dataDir ?? 'memory://',
    // Production refuses to take fake payments unless told so on purpose (docs/product-rules.md R25).
    PAYMENTS_PROVIDER: 'simulated',
    ...opts.env,
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  // BENCH_APP_NODE_ARGS passes flags to the app's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = [
    ...(opts.nodeArgs ?? []),
    ...(process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  // Compiled as deployed: through tsx, the app's own start needs more than the 64 MB heap bench:api's export
  // child runs in (measured: out of memory before listening), and a production process never pays for it.
  const compiled = env.NODE_ENV === 'production';
  if (compiled) await ensureServerBuild();
  const preload = opts.preload ?? [];
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...nodeArgs,
      // tsx for the preloaded modules (TypeScript) and, in development, for the app itself.
      ...(preload.length || !compiled ? ['--import', 'tsx'] : []),
      ...preload.flatMap((m) => ['--import', m]),
      // Without --enable-source-maps (npm start has it): parsing the bundles' 2.4 MB of maps at start overflows
      // the export child's 64 MB heap, and a benchmark's child logs no stack traces anyone reads.
      ...(compiled ? ['dist/server/main.js'] : ['src/server/main.ts']),
    ],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', opts.captureLog ? 'pipe' : 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const logLines: string[] = [];
  let partial = '';
  // BENCH_APP_LOG_FILE keeps all of it (with BENCH_APP_LOG_LEVEL=info: every request and every scrape's timings).
  const logFile = process.env.BENCH_APP_LOG_FILE
    ? createWriteStream(process.env.BENCH_APP_LOG_FILE)
    : undefined;
  if (logFile) child.once('close', () => logFile.end());
  child.stdout?.on('data', (c: Buffer) => {
    logFile?.write(c);
    const lines = (partial + c.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) if (line && logLines.length < MAX_LOG_LINES) logLines.push(line);
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited: ${stderr}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM'); // not left running behind a benchmark that gives up
      throw new Error(`the app did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    pid: child.pid!,
    rssBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
      return Number(kb ?? 0) * 1024;
    },
    logLines: () => [...logLines],
    async stop() {
      // Gone already (exited, or killed by a signal: exitCode stays null then, and 'exit' will not come again).
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
