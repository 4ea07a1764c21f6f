import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseAllowedPrivateHosts, type TAllowedPrivateHosts } from './net/allowed-hosts';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => URL.canParse(v) && protocols.test(new URL(v).protocol), { message: hint })
      .optional(),
  );

/** A blank value means the default (z.coerce would read '' as 0). */
const optionalNumber = (schema: z.ZodCoercedNumber, fallback: number) =>
  z.preprocess(emptyToUndefined, schema.optional()).transform((v) => v ?? fallback);

export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: optionalNumber(z.coerce.number().int().min(0).max(65535), 3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL such as http://localhost:3000'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, 'must be a postgres:// connection URL'),
  /** PostgreSQL connections one process may hold (a worker with many scrape slots wants more; docs/deploy.md). */
  DATABASE_POOL_SIZE: optionalNumber(z.coerce.number().int().min(1).max(200), 10),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  ADMIN_USERNAME: optionalString,
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email('must be an email address').optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyToUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  SMTP_URL: optionalUrl(/^smtps?:$/, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('Rivalwatch <no-reply@rivalwatch.local>'),
  SUPPORT_EMAIL: z.email('must be an email address').default('support@rivalwatch.local'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], 'must be true or false')
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Parsed here, once: the rest of the server receives the set of canonical host:port keys. */
  ALLOWED_PRIVATE_HOSTS: z
    .string()
    .default('')
    .transform((v, ctx): TAllowedPrivateHosts => {
      try {
        return parseAllowedPrivateHosts(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  SCRAPE_MIN_GAP_MS: optionalNumber(z.coerce.number().int().min(0).max(60_000), 1000),
  SCRAPE_CONCURRENCY: optionalNumber(z.coerce.number().int().min(1).max(512), 4),
  SCRAPE_TIMEOUT_MS: optionalNumber(z.coerce.number().int().min(5_000).max(3_600_000), 10 * 60_000),
  /**
   * How long a worker's claim on a store lasts without a heartbeat: a worker that dies mid-scrape has its store
   * taken over by another after this (docs/deploy.md). Heartbeats come every third of it.
   */
  SCRAPE_LOCK_SECONDS: optionalNumber(z.coerce.number().int().min(5).max(3600), 120),
  /**
   * Divides the plans' scrape intervals (benchmarks only: 288 makes a daily store due every 5 minutes). Must stay 1
   * in production.
   */
  SCRAPE_INTERVAL_SCALE: optionalNumber(z.coerce.number().min(1).max(100_000), 1),
  /** How long a web process may answer a session from memory; changes drop it at once. 0 reads every time. */
  SESSION_CACHE_SECONDS: optionalNumber(z.coerce.number().int().min(0).max(300), 60),
  /** Accounts one IP may try to create per hour (the browser journeys, all from 127.0.0.1, raise it). */
  SIGN_UPS_PER_IP_PER_HOUR: optionalNumber(z.coerce.number().int().min(1).max(100_000), 10),
  BOT_AUTH_PRIVATE_KEY: optionalString,
  /** Slack workspace bot (chat.postMessage) used when a user has no incoming-webhook URL of their own. */
  SLACK_BOT_TOKEN: optionalString,
  SLACK_CHANNEL: optionalString,
  /** Slack's Web API base; only tests point it elsewhere. */
  SLACK_API_URL: z.url('must be a URL').default('https://slack.com/api'),
  /** The operator's workflow-automation (n8n) webhook: every change event and scrape result goes there. */
  N8N_WEBHOOK_URL: optionalUrl(/^https?:$/, 'must be an http:// or https:// URL'),
  /** Sent as the X-N8N-API-KEY header. */
  N8N_API_KEY: optionalString,
  /** Signs n8n events (X-Rivalwatch-Signature: sha256 HMAC of the body). */
  N8N_WEBHOOK_SECRET: optionalString,
  /** npm start runs the scrape workers too; set false on web-only processes when `npm run worker` runs them. */
  RUN_WORKERS: z
    .enum(['true', 'false', '1', '0'], 'must be true or false')
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** simulated or stripe; by default stripe when STRIPE_SECRET_KEY is set (docs/product-rules.md R25). */
  PAYMENTS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['simulated', 'stripe']).optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Stripe's API base; only tests and the local stand-in point it elsewhere. */
  STRIPE_API_URL: optionalUrl(/^https?:$/, 'must be an http(s) URL such as https://api.stripe.com'),
  /**
   * Social posting (docs/product-rules.md R106-R113). X: an OAuth 2.0 user token (X_ACCESS_TOKEN alone), or OAuth
   * 1.0a with X_API_KEY, X_API_SECRET, X_ACCESS_TOKEN and X_ACCESS_SECRET. The *_URL variables are the APIs' bases;
   * only tests and local stand-ins point them elsewhere.
   */
  X_ACCESS_TOKEN: optionalString,
  X_API_KEY: optionalString,
  X_API_SECRET: optionalString,
  X_ACCESS_SECRET: optionalString,
  X_API_URL: z.url('must be a URL').default('https://api.x.com'),
  LINKEDIN_ACCESS_TOKEN: optionalString,
  /** The organisation the posts are made as: urn:li:organization:{id}. */
  LINKEDIN_ORGANIZATION_URN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^urn:li:organization:\d+$/, 'must be an organisation URN such as urn:li:organization:12345')
      .optional(),
  ),
  LINKEDIN_API_URL: z.url('must be a URL').default('https://api.linkedin.com'),
  /** The LinkedIn-Version header (YYYYMM); LinkedIn retires each version after about a year. */
  LINKEDIN_API_VERSION: z
    .string()
    .regex(/^\d{6}$/, 'must be a version such as 202510 (YYYYMM)')
    .default('202510'),
  FACEBOOK_PAGE_ID: optionalString,
  FACEBOOK_PAGE_ACCESS_TOKEN: optionalString,
  /** The Graph API base with its version. */
  FACEBOOK_GRAPH_URL: z.url('must be a URL').default('https://graph.facebook.com/v21.0'),
  /** A Reddit "script" app and the account it posts as. */
  REDDIT_CLIENT_ID: optionalString,
  REDDIT_CLIENT_SECRET: optionalString,
  REDDIT_USERNAME: optionalString,
  REDDIT_PASSWORD: optionalString,
  REDDIT_AUTH_URL: z.url('must be a URL').default('https://www.reddit.com'),
  REDDIT_API_URL: z.url('must be a URL').default('https://oauth.reddit.com'),
  /**
   * The external store directory behind Generate Leads Now (docs/product-rules.md R93): its API base, such as
   * https://storeleads.app/json/api, and its key. Without both the button says what to set.
   */
  LEAD_DIRECTORY_URL: optionalUrl(
    /^https?:$/,
    'must be an http(s) URL such as https://storeleads.app/json/api',
  ),
  LEAD_DIRECTORY_API_KEY: optionalString,
  /** The sender's postal address every outreach email carries (CAN-SPAM); without it outreach sends nothing. */
  COMPANY_POSTAL_ADDRESS: optionalString,
  /** Shared secret of POST /api/outreach/inbound (header x-outreach-inbound-secret): bounces and replies. */
  OUTREACH_INBOUND_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  /** Lets an admin move billing time forward (POST /api/admin/test-clock); refused in production. */
  TEST_CLOCK: z
    .enum(['true', 'false', '1', '0'], 'must be true or false')
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Turns on GET /metrics (Prometheus), for callers sending it as a bearer token; unset, /metrics is a 404. */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  /**
   * The port `npm run worker` serves GET /metrics on, with the same METRICS_TOKEN rule (no server at all while
   * METRICS_TOKEN is unset). One per worker process on a host; 0 picks a free one (logged).
   */
  METRICS_PORT: optionalNumber(z.coerce.number().int().min(0).max(65535), 9464),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type TConfig = Omit<z.infer<typeof ZEnv>, 'SESSION_SECRET' | 'APP_URL'> & {
  SESSION_SECRET: string;
  APP_URL: string;
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment once. Throws ConfigError with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  // Field problems and cross-field problems are reported together, so one start-up shows them all.
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`)),
    ...crossFieldProblems(env),
  ];
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const cfg = parsed.data;
  return {
    ...cfg,
    APP_URL: (cfg.APP_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/$/, ''),
    SESSION_SECRET: cfg.SESSION_SECRET ?? loadOrCreateSecret(cfg.DATA_DIR),
  };
}

function crossFieldProblems(env: NodeJS.ProcessEnv): string[] {
  const set = (k: string) => !!env[k]?.trim();
  const problems: string[] = [];
  const admin = ['ADMIN_USERNAME', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'];
  if (admin.some(set) && !admin.every(set)) {
    problems.push('ADMIN_USERNAME: ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (set('SLACK_BOT_TOKEN') && !set('SLACK_CHANNEL')) {
    problems.push('SLACK_CHANNEL: is required when SLACK_BOT_TOKEN is set (the channel the bot posts to)');
  }
  if (env.NODE_ENV === 'production' && !set('SESSION_SECRET')) {
    problems.push('SESSION_SECRET: is required in production');
  }
  if (env.NODE_ENV === 'production' && set('ALLOWED_PRIVATE_HOSTS')) {
    problems.push('ALLOWED_PRIVATE_HOSTS: is for tests and the demo only and must be empty in production');
  }
  const provider = env.PAYMENTS_PROVIDER?.trim() || (set('STRIPE_SECRET_KEY') ? 'stripe' : 'simulated');
  if (provider === 'stripe') {
    for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) {
      if (!set(k)) problems.push(`${k}: is required when payments go through Stripe`);
    }
  }
  if (
    env.NODE_ENV === 'production' &&
    provider === 'simulated' &&
    env.PAYMENTS_PROVIDER?.trim() !== 'simulated'
  ) {
    problems.push(
      'PAYMENTS_PROVIDER: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_PROVIDER=simulated on purpose (no real money moves)',
    );
  }
  if (
    env.NODE_ENV === 'production' &&
    set('SCRAPE_INTERVAL_SCALE') &&
    Number(env.SCRAPE_INTERVAL_SCALE) !== 1
  ) {
    problems.push(
      "SCRAPE_INTERVAL_SCALE: compresses the plans' scrape intervals for benchmarks and must be 1 in production",
    );
  }
  if (env.NODE_ENV === 'production' && ['true', '1'].includes(env.TEST_CLOCK?.trim() ?? '')) {
    problems.push('TEST_CLOCK: moves billing time and must be off in production');
  }
  return problems;
}

/** The payment provider in force (docs/product-rules.md R25). */
export function paymentsProvider(config: TConfig): 'simulated' | 'stripe' {
  return config.PAYMENTS_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'simulated');
}

/** Embedded mode: generate the session secret once and keep it beside the data (in memory: a fresh one). */
function loadOrCreateSecret(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return randomBytes(48).toString('base64url');
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
