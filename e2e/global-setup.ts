// Once per `npm run test:e2e`: build the web app when stale, start the SMTP capture and the app on a fresh
// database, and hand their addresses to the journeys.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild, repoRoot } from '../scripts/web-build.ts';
import { freePort, startAppServer } from './support/app-server.ts';
import './support/context.ts';
import { startHookCapture } from './support/hook-server.ts';
import { startMailCapture } from './support/mail-server.ts';

export default async function setup(project: TestProject) {
  const artifactsDir = path.join(repoRoot, 'e2e/artifacts');
  rmSync(artifactsDir, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });

  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it with: apt-get install -y --no-install-recommends chromium (or set CHROMIUM_PATH).`,
    );
  }

  if (process.env.E2E_SKIP_WEB_BUILD !== '1') {
    const build = await ensureWebBuild();
    if (build === 'no-source') {
      throw new Error(
        'There is no web app to test: src/web/index.html does not exist and dist/web is empty.',
      );
    }
  }

  const mail = await startMailCapture();
  const fakeStorePort = await freePort();
  // The billing journey tracks several stores at once, one fake store per port.
  const moreStorePorts: number[] = [];
  while (moreStorePorts.length < 5) {
    const port = await freePort();
    if (port !== fakeStorePort && !moreStorePorts.includes(port)) moreStorePorts.push(port);
  }
  const hooks = await startHookCapture();
  let app;
  try {
    app = await startAppServer({
      smtpUrl: mail.smtpUrl,
      allowedPrivateHosts: [fakeStorePort, ...moreStorePorts]
        .map((p) => `127.0.0.1:${p}`)
        .concat(hooks.hostPort)
        .join(','),
      // The billing journey moves billing time past a period end (docs/product-rules.md R53).
      // The outreach journey needs the sender's postal address (docs/product-rules.md R102).
      env: {
        NODE_EXTRA_CA_CERTS: hooks.caFile,
        TEST_CLOCK: 'true',
        COMPANY_POSTAL_ADDRESS: '1 Market Street, Springfield, US',
      },
      logFile: path.join(artifactsDir, 'server.log'),
    });
  } catch (err) {
    await mail.close();
    await hooks.close();
    throw err;
  }
  console.log(`e2e: app at ${app.url}, SMTP at ${mail.smtpUrl}, artifacts in ${artifactsDir}`);

  project.provide('appUrl', app.url);
  project.provide('mailUrl', mail.httpUrl);
  project.provide('artifactsDir', artifactsDir);
  project.provide('chromiumPath', chromiumPath);
  project.provide('fakeStorePort', fakeStorePort);
  project.provide('moreStorePorts', moreStorePorts);
  project.provide('hooksUrl', hooks.url);
  project.provide('hooksCaFile', hooks.caFile);

  return async () => {
    await app.stop();
    writeFileSync(path.join(artifactsDir, 'mail.json'), JSON.stringify(mail.messages, null, 2));
    await mail.close();
    await hooks.close();
  };
}
