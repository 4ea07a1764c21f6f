// Decides whether dist/web is older than the web app's sources and rebuilds it: the browser bundle (dist/web), the
// server-side render of the public pages (dist/ssr), their preview images, and a .br and .gz copy of each text file.
// Shared by `npm start`, `npm run build` and the browser journeys' global setup.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePreviewImages, paintFirst, precompress } from './web-postbuild.ts';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const webIndexHtml = path.join(repoRoot, 'dist/web/index.html');
export const webSourceEntry = path.join(repoRoot, 'src/web/index.html');
/** Built last: its presence says the whole build finished. */
const ssrEntry = 'dist/ssr/entry-server.js';

/** Everything the built web app is made from. */
const sources = [
  'src/web',
  'src/shared',
  'vite.config.ts',
  'index.html',
  'scripts/web-postbuild.ts',
  'scripts/web-chunks.ts',
];

/** The newest modification time (ms) of a file or of any file under a directory; 0 when absent. */
export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file bumps its directory
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why the web app needs building, or null when dist/web is up to date. */
export function webBuildReason(root = repoRoot): string | null {
  const index = path.join(root, 'dist/web/index.html');
  if (!existsSync(index)) return 'dist/web/index.html is missing';
  if (!existsSync(path.join(root, ssrEntry))) return `${ssrEntry} is missing`;
  const builtAt = statSync(index).mtimeMs;
  const changed = sources.find((s) => newestMtime(path.join(root, s)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Runs `vite build` with these arguments and the output shown; rejects when it fails. */
function viteBuild(root: string, args: string[]): Promise<void> {
  const viteBin = path.join(root, 'node_modules/vite/bin/vite.js');
  return new Promise((resolve, reject) => {
    // Always a production build: under vitest (the journeys) NODE_ENV is "test", which would bundle React's
    // development build into the app under test.
    const child = spawn(process.execPath, [viteBin, 'build', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** The whole web build; the server-side bundle goes last, so a half-finished build is rebuilt at next start. */
export async function buildWeb(root = repoRoot): Promise<void> {
  await viteBuild(root, []);
  paintFirst(path.join(root, 'dist/web/index.html'));
  rmSync(path.join(root, 'dist/ssr'), { recursive: true, force: true });
  await viteBuild(root, ['--ssr', 'entry-server.tsx', '--outDir', '../../dist/ssr.tmp', '--emptyOutDir']);
  const images = await makePreviewImages(root, path.join(root, 'dist/ssr.tmp/entry-server.js'));
  const files = precompress(path.join(root, 'dist/web'));
  renameSync(path.join(root, 'dist/ssr.tmp'), path.join(root, 'dist/ssr'));
  console.log(`Web build: ${images} preview images, ${files} files precompressed (brotli and gzip).`);
}

/**
 * Builds the web app when dist/web is stale. Returns what happened, for a log line.
 * 'no-source' means neither src/web/index.html nor a previous build exists: there is no web app to serve.
 */
export async function ensureWebBuild(root = repoRoot): Promise<'up-to-date' | 'built' | 'no-source'> {
  const reason = webBuildReason(root);
  if (!reason) return 'up-to-date';
  if (!existsSync(path.join(root, 'src/web/index.html'))) {
    return existsSync(path.join(root, 'dist/web/index.html')) ? 'up-to-date' : 'no-source';
  }
  console.log(`Building the web app (${reason})...`);
  await buildWeb(root);
  return 'built';
}

// `npm run build`: always build.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildWeb().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
