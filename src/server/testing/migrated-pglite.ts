import { readFileSync, writeFileSync } from 'node:fs';
import { createPglite, loadPglite, wrapPglite } from '../db/client';

/**
 * The test suite's PGlite starts from one migrated data directory written once per run, instead of running initdb
 * and every migration in each test file (about 2.3 s a file; loading the dump takes about 0.5 s).
 */
export const MIGRATED_PGLITE_ENV = 'RW_TEST_MIGRATED_PGLITE';

export async function writeMigratedPglite(file: string): Promise<void> {
  const client = await createPglite('memory://');
  try {
    await wrapPglite(client).migrate();
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** A migrated PGlite in memory: from the run's dump when the global setup wrote one, else made here. */
export async function openMigratedPglite() {
  const file = process.env[MIGRATED_PGLITE_ENV];
  const client = file ? await loadPglite(new Blob([readFileSync(file)])) : await createPglite('memory://');
  const database = wrapPglite(client);
  // On a loaded dump this only checks the journal (and applies a migration written since the run began).
  await database.migrate();
  return { client, database };
}
