// `npm run create-admin`: creates an admin account, or makes an existing account with that username an admin.
// Flags --username --email --password; whatever is missing is asked for (the password without echo).
import { existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ZEmail, ZUsername } from '../src/shared/contracts/auth.ts';
import { ensureAdmin } from '../src/server/auth/ensure-admin.ts';
import { ConfigError, loadConfig, type TConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { AppError } from '../src/server/lib/errors.ts';

const ADMIN_MIN_PASSWORD = 8;
const usage = `Usage: npm run create-admin -- [--username NAME] [--email ADDRESS] [--password SECRET] [--force]

Creates an admin account in the database the app uses (DATABASE_URL, else the PGlite data in DATA_DIR).
Missing values are asked for. With the embedded database, stop the app first: one process owns DATA_DIR.
--force  skip the "data directory in use" check (only when you are sure the app is not running).`;

class UsageError extends Error {}
class InputEnded extends Error {}

type TField = 'username' | 'email' | 'password';
const validators: Record<TField, (value: string) => string | null> = {
  username: (v) => ZUsername.safeParse(v).error?.issues[0]?.message ?? null,
  email: (v) => ZEmail.safeParse(v).error?.issues[0]?.message ?? null,
  password: (v) =>
    v.length < ADMIN_MIN_PASSWORD
      ? `Password must be at least ${ADMIN_MIN_PASSWORD} characters long.`
      : v.length > 256
        ? 'Password must be at most 256 characters.'
        : null,
};

/** Line-by-line answers from stdin (a terminal or a pipe), with echo switched off for secrets on a terminal. */
function createPrompter() {
  const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: interactive });
  const lines: string[] = [];
  const waiting: { resolve: (line: string) => void; reject: (err: Error) => void }[] = [];
  let closed = false;
  rl.on('line', (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(line);
    else lines.push(line);
  });
  rl.on('close', () => {
    closed = true;
    for (const w of waiting.splice(0)) w.reject(new InputEnded());
  });
  rl.on('SIGINT', () => {
    process.stdout.write('\n');
    process.exit(130);
  });

  async function ask(question: string, secret = false): Promise<string> {
    muted = secret && interactive;
    if (interactive && !muted) {
      // readline redraws the line on edits, so it must know the prompt.
      rl.setPrompt(question);
      rl.prompt();
    } else {
      process.stdout.write(question);
    }
    try {
      const queued = lines.shift();
      if (queued !== undefined) return queued;
      if (closed) throw new InputEnded();
      return await new Promise<string>((resolve, reject) => waiting.push({ resolve, reject }));
    } finally {
      if (muted || !interactive) process.stdout.write('\n');
      muted = false;
    }
  }
  return { interactive, ask, close: () => rl.close() };
}

/** A value from its flag (must be valid), else asked for; a terminal user may try again. */
async function valueFor(
  field: TField,
  flag: string | undefined,
  prompter: () => ReturnType<typeof createPrompter>,
): Promise<string> {
  const label = field[0]!.toUpperCase() + field.slice(1);
  if (flag !== undefined) {
    const value = field === 'password' ? flag : flag.trim();
    const problem = validators[field](value);
    if (problem) throw new UsageError(`--${field}: ${problem}`);
    return value;
  }
  const p = prompter();
  for (;;) {
    const raw = await p.ask(`${label}: `, field === 'password').catch((err: unknown) => {
      if (!(err instanceof InputEnded)) throw err;
      throw new UsageError(`No ${field} given: pass --${field} or answer the prompt.`);
    });
    const value = field === 'password' ? raw : raw.trim();
    const problem = validators[field](value);
    if (!problem) {
      if (field === 'password' && p.interactive && (await p.ask('Confirm password: ', true)) !== value) {
        console.error("Passwords don't match. Try again.");
        continue;
      }
      return value;
    }
    if (!p.interactive) throw new UsageError(`${label}: ${problem}`);
    console.error(`${problem} Try again.`);
  }
}

/** PGlite has no lock across processes: refuse to open a data directory that looks in use. */
async function assertDataDirFree(config: TConfig): Promise<void> {
  const pidFile = path.join(config.DATA_DIR, 'pglite', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const appUp = await fetch(`http://127.0.0.1:${config.PORT}/api/health`, {
    signal: AbortSignal.timeout(1500),
  })
    .then((r) => r.ok)
    .catch(() => false);
  throw new UsageError(
    [
      `The embedded database in ${path.resolve(config.DATA_DIR)} is in use${appUp ? ` (the app answers on port ${config.PORT})` : ''}.`,
      'Stop the app first (Ctrl-C in its terminal), then run npm run create-admin again.',
      appUp
        ? ''
        : 'If nothing is running (the app was killed and left its lock file behind), re-run with --force.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return;
  }

  const config = loadConfig();
  if (!config.DATABASE_URL && !values.force) await assertDataDirFree(config);

  let prompter: ReturnType<typeof createPrompter> | undefined;
  const getPrompter = () => (prompter ??= createPrompter());
  const flagProblems = (['username', 'email', 'password'] as const).flatMap((field) => {
    const flag = values[field];
    const problem = flag === undefined ? null : validators[field](field === 'password' ? flag : flag.trim());
    return problem ? [`  --${field}: ${problem}`] : [];
  });
  if (flagProblems.length) throw new UsageError(`Please fix:\n${flagProblems.join('\n')}`);

  let username: string, email: string, password: string;
  try {
    username = await valueFor('username', values.username, getPrompter);
    email = await valueFor('email', values.email, getPrompter);
    password = await valueFor('password', values.password, getPrompter);
  } finally {
    prompter?.close();
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch(
    (err: unknown) => {
      throw new Error(
        config.DATABASE_URL
          ? `Could not connect to DATABASE_URL: ${(err as Error).message}`
          : `Could not open the embedded database in ${path.resolve(config.DATA_DIR)} (is the app running? stop it first): ${(err as Error).message}`,
      );
    },
  );
  try {
    await database.migrate();
    const { created } = await ensureAdmin({ db: database.db, username, email, password });
    console.log(
      created
        ? `Created admin account "${username}" <${email.toLowerCase()}>. Sign in at ${config.APP_URL}/auth.`
        : `An account named "${username}" already exists; it is now an admin. Its email and password were left unchanged.`,
    );
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (err) {
  if (err instanceof ConfigError || err instanceof UsageError) {
    console.error(err.message);
    process.exit(1);
  }
  if (err instanceof AppError) {
    console.error(`Could not create the admin: ${err.message}.`);
    process.exit(1);
  }
  if (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS')) {
    console.error(`${err.message}\n\n${usage}`);
    process.exit(2);
  }
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
