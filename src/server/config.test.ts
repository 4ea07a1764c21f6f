import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentsProvider } from './config';

const secret = 'a-session-secret-of-at-least-32-characters';

/** The problems loadConfig reports for an environment, or [] when it loads. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
}

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rw-config-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies the defaults of a development setup', () => {
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      APP_URL: 'http://localhost:3000',
      SESSION_SECRET: secret,
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined(); // the embedded database
    expect(config.SMTP_URL).toBeUndefined(); // emails go to the outbox
  });

  it('derives APP_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret, PORT: '8080' }).APP_URL).toBe(
      'http://localhost:8080',
    );
    expect(
      loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret, APP_URL: 'https://rivalwatch.example/' })
        .APP_URL,
    ).toBe('https://rivalwatch.example');
  });

  it('accepts postgres and postgresql URLs, and treats blank values as unset', () => {
    for (const url of ['postgres://u:p@db:5432/rw', 'postgresql://db/rw']) {
      expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret, DATABASE_URL: url }).DATABASE_URL).toBe(
        url,
      );
    }
    const blank = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret, DATABASE_URL: ' ', SMTP_URL: '' });
    expect(blank.DATABASE_URL).toBeUndefined();
    expect(blank.SMTP_URL).toBeUndefined();
  });

  it('names each bad value', () => {
    expect(problemsOf({ DATA_DIR: dataDir, SESSION_SECRET: secret, PORT: 'eighty' })).toEqual([
      expect.stringMatching(/^PORT: /),
    ]);
    expect(problemsOf({ DATA_DIR: dataDir, SESSION_SECRET: secret, PORT: '70000' })).toEqual([
      expect.stringMatching(/^PORT: /),
    ]);
    expect(problemsOf({ DATA_DIR: dataDir, SESSION_SECRET: secret, DATABASE_URL: 'mysql://db/rw' })).toEqual([
      'DATABASE_URL: must be a postgres:// connection URL',
    ]);
    expect(problemsOf({ DATA_DIR: dataDir, SESSION_SECRET: secret, DATABASE_URL: 'not a url' })).toEqual([
      'DATABASE_URL: must be a postgres:// connection URL',
    ]);
    expect(problemsOf({ DATA_DIR: dataDir, SESSION_SECRET: secret, SMTP_URL: 'http://mail' })).toEqual([
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    ]);
    expect(problemsOf({ DATA_DIR: dataDir, SESSION_SECRET: 'short' })).toEqual([
      'SESSION_SECRET: must be at least 32 characters',
    ]);
  });

  it('wants ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    const together = 'ADMIN_USERNAME: ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together';
    const base = { DATA_DIR: dataDir, SESSION_SECRET: secret };
    expect(problemsOf({ ...base, ADMIN_USERNAME: 'root' })).toEqual([together]);
    expect(problemsOf({ ...base, ADMIN_USERNAME: 'root', ADMIN_EMAIL: 'root@example.com' })).toEqual([
      together,
    ]);
    expect(problemsOf({ ...base, ADMIN_PASSWORD: 'long-enough-password' })).toEqual([together]);
    const all = {
      ADMIN_USERNAME: 'root',
      ADMIN_EMAIL: 'root@example.com',
      ADMIN_PASSWORD: 'long-enough-password',
    };
    expect(loadConfig({ ...base, ...all })).toMatchObject(all);
  });

  it('requires SESSION_SECRET in production', () => {
    const simulated = { PAYMENTS_PROVIDER: 'simulated' };
    expect(problemsOf({ DATA_DIR: dataDir, NODE_ENV: 'production', ...simulated })).toEqual([
      'SESSION_SECRET: is required in production',
    ]);
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', SESSION_SECRET: secret, ...simulated })
        .SESSION_SECRET,
    ).toBe(secret);
    expect(existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
  });

  it('lists every problem at once, so the operator fixes them in one go', () => {
    const problems = problemsOf({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/rw',
      ADMIN_USERNAME: 'root',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        'DATABASE_URL: must be a postgres:// connection URL',
        'ADMIN_USERNAME: ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
        'SESSION_SECRET: is required in production',
        expect.stringMatching(/^PAYMENTS_PROVIDER: set STRIPE_SECRET_KEY/),
      ]),
    );
    expect(problems).toHaveLength(5);
    // The message shows one line per problem.
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://db/rw' })).toThrow(
      /^Invalid configuration:\n {2}- PORT: .*\n {2}- DATABASE_URL: /,
    );
  });

  it('chooses the payment provider, and never takes fake payments in production by accident', () => {
    const base = { DATA_DIR: dataDir, SESSION_SECRET: secret };
    expect(paymentsProvider(loadConfig(base))).toBe('simulated');
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(paymentsProvider(loadConfig({ ...base, ...stripe }))).toBe('stripe');
    expect(problemsOf({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: is required when payments go through Stripe',
      'STRIPE_WEBHOOK_SECRET: is required when payments go through Stripe',
    ]);
    const production = { ...base, NODE_ENV: 'production' };
    expect(problemsOf(production)).toEqual([expect.stringMatching(/^PAYMENTS_PROVIDER: /)]);
    expect(problemsOf({ ...production, PAYMENTS_PROVIDER: 'simulated' })).toEqual([]);
    expect(problemsOf({ ...production, ...stripe })).toEqual([]);
    expect(problemsOf({ ...production, ...stripe, TEST_CLOCK: 'true' })).toEqual([
      'TEST_CLOCK: moves billing time and must be off in production',
    ]);
  });

  it('compresses the scrape intervals for benchmarks only: SCRAPE_INTERVAL_SCALE is refused in production', () => {
    const base = { DATA_DIR: dataDir, SESSION_SECRET: secret };
    expect(loadConfig(base).SCRAPE_INTERVAL_SCALE).toBe(1);
    expect(loadConfig({ ...base, SCRAPE_INTERVAL_SCALE: '240' }).SCRAPE_INTERVAL_SCALE).toBe(240);
    const production = { ...base, NODE_ENV: 'production', PAYMENTS_PROVIDER: 'simulated' };
    expect(problemsOf({ ...production, SCRAPE_INTERVAL_SCALE: '240' })).toEqual([
      "SCRAPE_INTERVAL_SCALE: compresses the plans' scrape intervals for benchmarks and must be 1 in production",
    ]);
    expect(problemsOf({ ...production, SCRAPE_INTERVAL_SCALE: '1' })).toEqual([]);
    expect(loadConfig(production).SCRAPE_INTERVAL_SCALE).toBe(1);
    expect(problemsOf({ ...base, SCRAPE_INTERVAL_SCALE: '0.5' })).toEqual([
      expect.stringMatching(/^SCRAPE_INTERVAL_SCALE: /),
    ]);
  });

  it('parses ALLOWED_PRIVATE_HOSTS once into canonical host:port keys, and names a bad entry', () => {
    const base = { DATA_DIR: dataDir, SESSION_SECRET: secret };
    expect(loadConfig(base).ALLOWED_PRIVATE_HOSTS.size).toBe(0);
    expect([
      ...loadConfig({ ...base, ALLOWED_PRIVATE_HOSTS: ' LOCALHOST:4011, [::1]:4012' }).ALLOWED_PRIVATE_HOSTS,
    ]).toEqual(['localhost:4011', '[::1]:4012']);
    expect(problemsOf({ ...base, ALLOWED_PRIVATE_HOSTS: '127.0.0.1' })).toEqual([
      'ALLOWED_PRIVATE_HOSTS: ALLOWED_PRIVATE_HOSTS: "127.0.0.1" is not a host:port pair (for example 127.0.0.1:4010)',
    ]);
  });

  it('a blank PORT means the default port, not a random one', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret, PORT: '' }).PORT).toBe(3000);
  });

  describe('embedded mode without SESSION_SECRET', () => {
    it('generates a secret once in DATA_DIR and reuses it', () => {
      const dir = path.join(dataDir, 'nested', 'data');
      const first = loadConfig({ DATA_DIR: dir });
      expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dir, 'session-secret');
      expect(readFileSync(file, 'utf8')).toBe(first.SESSION_SECRET);
      expect(statSync(file).mode & 0o077).toBe(0); // readable by its owner only

      expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(first.SESSION_SECRET);

      const other = path.join(dataDir, 'other');
      expect(loadConfig({ DATA_DIR: other }).SESSION_SECRET).not.toBe(first.SESSION_SECRET);
    });

    it('reads a secret already there (trimmed), and an explicit SESSION_SECRET wins over the file', () => {
      writeFileSync(path.join(dataDir, 'session-secret'), `${secret}\n`);
      expect(loadConfig({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(secret);
      const explicit = 'another-secret-that-is-32-characters-long';
      expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: explicit }).SESSION_SECRET).toBe(explicit);
    });
  });
});
