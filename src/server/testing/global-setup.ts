// Once per `npm test` on PGlite: one migrated data directory that every test file's database loads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATED_PGLITE_ENV, writeMigratedPglite } from './migrated-pglite';

export default async function setup() {
  if (process.env.DATABASE_URL) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'rw-test-pglite-'));
  const file = join(dir, 'migrated.tar');
  await writeMigratedPglite(file);
  process.env[MIGRATED_PGLITE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
