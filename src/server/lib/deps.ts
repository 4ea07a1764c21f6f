import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import type { TMailer } from '../email/mailer';
import type { TScrapeScheduler, TStorefrontProbe } from '../monitoring/storefront-port';
import type { TKeyDirectory } from '../monitoring/storefront';
import type { TClock } from './clock';
import type { TLogger } from './logger';

/** What every route module receives: plain values, no Fastify decorators. */
export type TAppDeps = {
  config: TConfig;
  db: TDb;
  mailer: TMailer;
  log: TLogger;
  storefront: { probe: TStorefrontProbe; keyDirectory: TKeyDirectory | null };
  scheduler: TScrapeScheduler;
  /** Billing time (docs/product-rules.md R53): tests and the test clock move it. */
  clock: TClock;
};
