// `npm run dev`: hot reload on both sides. The API restarts on change (tsx watch) on API_PORT; the Vite dev
// server serves the web app on PORT and proxies /api to the API (see vite.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './web-build.ts';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
if (!Number.isInteger(port) || !Number.isInteger(apiPort) || port === apiPort) {
  console.error(
    `PORT (${process.env.PORT}) and API_PORT (${process.env.API_PORT}) must be two different numbers.`,
  );
  process.exit(1);
}
const webUrl = `http://localhost:${port}`;

const children: ChildProcess[] = [];
let stopping = false;

/** Each child leads its own process group so stopping it also stops what it started (tsx's node, esbuild). */
function run(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    // stdin stays with us: a background process group reading the terminal would be stopped (SIGTTIN).
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function signalAll(signal: NodeJS.Signals) {
  for (const child of children) {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

function stop(code: number) {
  if (stopping) return;
  stopping = true;
  signalAll('SIGTERM');
  const force = setTimeout(() => {
    signalAll('SIGKILL');
    process.exit(code);
  }, 5000);
  force.unref();
  void Promise.all(
    children.map((c) =>
      c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)),
    ),
  ).then(() => process.exit(code));
}

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
process.once('SIGHUP', () => stop(0));
// Last resort if we die some other way: never leave the servers running.
process.once('exit', () => signalAll('SIGKILL'));

const bin = (p: string) => path.join(repoRoot, 'node_modules', p);

run('API (tsx watch)', [bin('tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  PORT: String(apiPort),
  APP_URL: process.env.APP_URL ?? webUrl,
});
run('Vite dev server', [bin('vite/bin/vite.js'), '--strictPort'], {
  PORT: String(port),
  API_PORT: String(apiPort),
});

console.log(
  `\nRivalwatch dev: open ${webUrl}  (API on port ${apiPort}, proxied under /api). Ctrl-C stops both.\n`,
);
