/**
 * Child process for the crash test: ingests two alternating catalogues of one store into DATABASE_URL
 * as fast as it can, until it is killed.
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '../db/client';
import { ingestScrape } from '../monitoring/ingest-scrape';
import type { TScrapeOutcome } from '../monitoring/scrape-types';

const [storeId, file] = process.argv.slice(2) as [string, string];
const outcomes = JSON.parse(readFileSync(file, 'utf8')) as TScrapeOutcome[];
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'unused' });
process.stdout.write('ready\n');
for (let i = 0; ; i++) {
  await ingestScrape({ db: database.db, storeId, outcome: outcomes[i % outcomes.length]! });
  process.stdout.write(`ingested ${i}\n`);
}
