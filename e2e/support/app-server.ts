// Starts the real app (src/server/main.ts, serving the built web app) as a child process on a free port
// with a fresh PGlite data directory, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/web-build.ts';

export const ADMIN = { username: 'admin', email: 'admin@example.com', password: 'admin-password-1' } as const;

export type TAppServer = { url: string; dataDir: string; stop(): Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startAppServer(opts: {
  smtpUrl: string;
  /** host:port pairs the app may fetch on loopback (the journeys' fake stores). */
  allowedPrivateHosts?: string;
  logFile: string;
  timeoutMs?: number;
  /** More environment for the app (e.g. NODE_EXTRA_CA_CERTS for the journeys' HTTPS stand-ins). */
  env?: Record<string, string>;
}): Promise<TAppServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rivalwatch-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // development: the session cookie is not Secure, so it works over plain http.
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'e2e-session-secret-e2e-session-secret-0123',
    SMTP_URL: opts.smtpUrl,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
    ALLOWED_PRIVATE_HOSTS: opts.allowedPrivateHosts ?? '',
    // Every journey signs up from 127.0.0.1.
    SIGN_UPS_PER_IP_PER_HOUR: '1000',
    SCRAPE_MIN_GAP_MS: '50',
    ...opts.env,
  };
  delete env.DATABASE_URL; // journeys always run on a fresh embedded database

  const log = createWriteStream(opts.logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      const tail = readFileSync(opts.logFile, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`The app exited before it was ready (see ${opts.logFile}):\n${tail}`);
    }
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, dataDir, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app did not answer ${url}/api/health in time (see ${opts.logFile}).`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
