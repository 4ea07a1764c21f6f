import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of a test's own, in a temporary directory on a free port, that the test may stop and start
 * as an operator does (`pg_ctl stop -m fast`): the machine's server is shared and must never be stopped.
 */
export type TPrivatePostgres = {
  /** postgres:// URL of a database on this server. */
  url(database: string): string;
  /** `pg_ctl stop -m fast`: every connection terminated, new ones refused. */
  stop(): Promise<void>;
  /** `pg_ctl start`, waiting until it accepts connections (nothing when it runs). */
  start(): Promise<void>;
  /** Stops the server (immediately) and removes its directory. */
  dispose(): Promise<void>;
};

/** The directory of initdb, pg_ctl and postgres: the newest /usr/lib/postgresql/<version>/bin, else null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/**
 * initdb, then start, a throwaway cluster: trust authentication for user postgres, listening on 127.0.0.1 only,
 * its socket in its own directory, without fsync (a test's data need not survive a power cut). initdb refuses to
 * run as root, so as root the server runs as the `postgres` OS user.
 */
export async function startPrivatePostgres(bin: string): Promise<TPrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'rw-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()),
    );
    chownSync(dir, uid!, gid!);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { cwd: dir })
      : run(join(bin, tool), args, { cwd: dir });
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const stopNow = () => {
    try {
      execFileSync(
        asRoot ? 'runuser' : join(bin, 'pg_ctl'),
        [
          ...(asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []),
          '-D',
          data,
          'stop',
          '-m',
          'immediate',
        ],
        { cwd: dir, stdio: 'ignore' },
      );
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Should the test process end without its afterAll (a crash), the server does not outlive it.
  process.once('exit', stopNow);
  try {
    await pg('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const start = async () => {
      const running = await pg('pg_ctl', ['-D', data, 'status']).then(
        () => true,
        () => false,
      );
      if (!running)
        await pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
    };
    await start();
    return {
      url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
      start,
      async stop() {
        await pg('pg_ctl', ['-D', data, '-w', 'stop', '-m', 'fast']);
      },
      async dispose() {
        process.off('exit', stopNow);
        stopNow();
      },
    };
  } catch (err) {
    process.off('exit', stopNow);
    stopNow();
    throw err;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
