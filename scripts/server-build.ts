// Compiles the server into plain JavaScript under dist/server, so `npm start` and `npm run worker` run it with
// `node` and no TypeScript loader. Shared by `npm start` (when stale), `npm run build:server` and the tests.
//
//   tsx scripts/server-build.ts             build now
//   tsx scripts/server-build.ts --if-stale  build only when the sources changed since the last build
import { cpSync, existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { newestMtime, repoRoot } from './web-build.ts';

/** The entry points, each bundled into dist/server/<name>.js. */
const entries = { main: 'src/server/main.ts', worker: 'src/server/worker.ts' };
/** Everything the compiled server is made from. */
const sources = ['src/server', 'src/shared', 'tsconfig.json', 'package-lock.json', 'scripts/server-build.ts'];

/** Why the server needs compiling, or null when dist/server is up to date. */
export function serverBuildReason(root = repoRoot): string | null {
  const outputs = Object.keys(entries).map((name) => path.join(root, `dist/server/${name}.js`));
  const missing = outputs.find((o) => !existsSync(o));
  if (missing) return `${path.relative(root, missing)} is missing`;
  const builtAt = Math.min(...outputs.map((o) => statSync(o).mtimeMs));
  const changed = sources.find((s) => newestMtime(path.join(root, s)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/**
 * Bundles each entry point with esbuild (our modules and the @shared/@server aliases inlined, packages left to
 * node_modules), then copies what the server reads from disk at run time. The bundles sit two folders below the
 * root, as src/server/*.ts do, so the paths they resolve from their own URL hold in both: app.ts's ../../dist/web,
 * and db/client.ts's ./migrations, which is copied beside the bundles.
 */
export async function buildServer(root = repoRoot, outdir = path.join(root, 'dist/server')): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
}

/** Compiles the server when dist/server is stale; returns what happened, for a log line. */
export async function ensureServerBuild(root = repoRoot): Promise<'up-to-date' | 'built'> {
  const reason = serverBuildReason(root);
  if (!reason) return 'up-to-date';
  console.log(`Compiling the server (${reason})...`);
  await buildServer(root);
  return 'built';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    if (process.argv.includes('--if-stale')) await ensureServerBuild();
    else await buildServer();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
