// Once per `npm run test:e2e`: build the web app when stale, start the SMTP capture, the social stand-ins and the
// app on a fresh database, and hand their addresses to the journeys.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuild, repoRoot } from '../scripts/web-build.ts';
import { startSocialStandIns } from '../src/server/testing/social-stand-ins.ts';
import { freePort, startAppServer } from './support/app-server.ts';
import './support/context.ts';
import { startHookCapture } from './support/hook-server.ts';
import { startMailCapture } from './support/mail-server.ts';
import { serverCertificatePem } from './support/tls.ts';

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
  // X only: the other platforms stay unconfigured, so the social journey sees a post fail naming the variables.
  const social = await startSocialStandIns();
  const xEnv = { X_API_URL: social.env.X_API_URL!, X_ACCESS_TOKEN: social.env.X_ACCESS_TOKEN! };
  // The app trusts the hooks' certificate and the X stand-in's (X is spoken over HTTPS only), one file for both.
  const caFile = path.join(artifactsDir, 'stand-in-ca.pem');
  writeFileSync(
    caFile,
    `${readFileSync(hooks.caFile, 'utf8').trim()}\n${(await serverCertificatePem(xEnv.X_API_URL)).trim()}\n`,
  );
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
        NODE_EXTRA_CA_CERTS: caFile,
        TEST_CLOCK: 'true',
        COMPANY_POSTAL_ADDRESS: '1 Market Street, Springfield, US',
        ...xEnv,
      },
      logFile: path.join(artifactsDir, 'server.log'),
    });
  } catch (err) {
    await mail.close();
    await hooks.close();
    await social.close();
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
  project.provide('socialStandIn', { url: social.url, xToken: xEnv.X_ACCESS_TOKEN });

  return async () => {
    await app.stop();
    writeFileSync(path.join(artifactsDir, 'mail.json'), JSON.stringify(mail.messages, null, 2));
    await mail.close();
    await hooks.close();
    await social.close();
  };
}
