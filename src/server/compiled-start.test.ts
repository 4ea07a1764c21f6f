import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/server-build';
import { repoRoot } from '../../scripts/web-build';

/**
 * What `npm start` runs: the server compiled to JavaScript (scripts/server-build.ts), started with plain `node`,
 * no TypeScript loader. Built into a scratch root laid out like the repository (dist/server beside dist/web, the
 * packages reached through node_modules), so the paths it resolves at run time are checked too: the migrations
 * (the database is migrated before it listens) and the built web app.
 */
describe('the compiled server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rw-compiled-'));
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('starts with node, says when it is ready, and serves the API and the web app', async () => {
    await buildServer(repoRoot, path.join(root, 'dist/server'));
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ type: 'module' }));
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    mkdirSync(path.join(root, 'dist/web'), { recursive: true });
    writeFileSync(path.join(root, 'dist/web/index.html'), '<!doctype html><title>Compiled start</title>');

    child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: 'memory://',
        SESSION_SECRET: 'compiled-start-secret-0123456789abcdef',
        PAYMENTS_PROVIDER: 'simulated',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stderr: string[] = [];
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    const exited = new Promise<never>((_, reject) =>
      child!.once('exit', (code) => reject(new Error(`exited (${code}): ${stderr.join('')}`))),
    );
    // Every line is JSON; the server names its port, then its time to ready.
    const ready = new Promise<{ port: number; readyMs: number }>((resolve) => {
      let port = 0;
      createInterface({ input: child!.stdout! }).on('line', (text) => {
        const line = JSON.parse(text) as { msg: string; readyMs?: number };
        port ||= Number(/^Server listening at http:\/\/127\.0\.0\.1:(\d+)$/.exec(line.msg)?.[1] ?? 0);
        if (line.readyMs !== undefined) resolve({ port, readyMs: line.readyMs });
      });
    });
    const { port, readyMs } = await Promise.race([ready, exited]);
    expect(port).toBeGreaterThan(0);
    expect(readyMs).toBeGreaterThan(0);

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<title>Compiled start</title>');
  }, 120_000);
});
