// `npm start`: build the web app when its sources are newer than dist/web, then run the server
// (migrations, API and the built web app on one port).
import { ensureWebBuild } from './web-build.ts';

try {
  const result = await ensureWebBuild();
  if (result === 'no-source') {
    console.warn('src/web/index.html not found: starting the API without the web app.');
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

await import('../src/server/main.ts');
