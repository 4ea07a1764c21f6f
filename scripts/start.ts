// The build step of `npm start`: builds the web app when its sources are newer than dist/web and compiles the
// server when its sources are newer than dist/server. package.json then runs the compiled server with `node`
// (migrations, API and the built web app on one port).
import { ensureServerBuild } from './server-build.ts';
import { ensureWebBuild } from './web-build.ts';

try {
  const result = await ensureWebBuild();
  if (result === 'no-source') {
    console.warn('src/web/index.html not found: starting the API without the web app.');
  }
  await ensureServerBuild();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
