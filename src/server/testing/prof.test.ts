import { it } from 'vitest';
import { buildApp } from '../app';
import { createLogger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { createTestDatabaseFactory } from './test-database';
import { testConfig } from './test-app';
import { hashPassword } from '../auth/password';

it('prof', async () => {
  let t = performance.now();
  const lap = (l: string) => {
    const n = performance.now();
    console.log(l, Math.round(n - t));
    t = n;
  };
  const f = await createTestDatabaseFactory();
  lap('factory');
  for (let i = 0; i < 3; i++) {
    const d = await f.fresh();
    lap('fresh');
    const config = testConfig();
    const log = createLogger('silent');
    const mailer = createMailer({ db: d.db, from: 'x <a@b.c>', log });
    const app = await buildApp({ config, db: d.db, mailer, log, serveWeb: false });
    lap('build');
    await app.ready();
    lap('ready');
    await app.inject({ method: 'GET', url: '/api/user' });
    lap('inject');
    await app.close();
    lap('close');
  }
  await hashPassword('x');
  lap('hash');
  await hashPassword('x');
  lap('hash');
  await f.dispose();
});
