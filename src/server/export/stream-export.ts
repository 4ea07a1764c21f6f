import { Readable } from 'node:stream';
import type { TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import type { TUserRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { csvLine } from './export-csv';
import { EXPORT_COLUMNS, exportBatches, type TExportDataset, type TExportRecord } from './export-datasets';

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

export const PRO_ONLY_MESSAGE =
  'Data export is only available for Pro subscribers. Please upgrade your plan.';
const BOM = '\uFEFF';

/** Today's date in the user's time zone (UTC when it is not a valid zone), as YYYY-MM-DD. */
export function exportDate(now: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/**
 * A Pro account's dataset as a file (docs/product-rules.md R6, R34): rows are read in keyset batches and written
 * as the client reads, so memory stays flat whatever the catalogue size.
 */
export function streamExport(opts: {
  db: TExecutor;
  /** The account whose rows are exported, and its plan (account/account-plan.ts; docs/product-rules.md R24). */
  accountId: string;
  plan: TPlanKey;
  /** The person exporting: their CSV format and time zone. */
  user: Pick<TUserRow, 'id' | 'csvFormat' | 'timezone'>;
  dataset: TExportDataset;
  format: TExportFormat;
  now?: Date;
}): TExportFile {
  if (opts.plan !== 'pro') throw new AppError('forbidden', PRO_ONLY_MESSAGE);
  return streamRecords({
    ...opts,
    name: opts.dataset,
    columns: EXPORT_COLUMNS[opts.dataset],
    batches: exportBatches(opts.dataset, { db: opts.db, accountId: opts.accountId }),
  });
}

export type TExportFile = { stream: Readable; filename: string; contentType: string };

/**
 * Record batches as a streamed CSV (RFC 4180, the person's CSV format) or JSON file named `<name>-<date>.<format>`:
 * each batch is written as the client reads, so memory stays flat. The caller checks the plan.
 */
export function streamRecords(opts: {
  name: string;
  columns: readonly string[];
  batches: AsyncGenerator<TExportRecord[]>;
  user: Pick<TUserRow, 'csvFormat' | 'timezone'>;
  format: TExportFormat;
  now?: Date;
}): TExportFile {
  const { columns, batches } = opts;
  const excel = opts.user.csvFormat === 'excel';

  async function* csv(): AsyncGenerator<Buffer> {
    yield Buffer.from((excel ? BOM : '') + csvLine(columns), 'utf8');
    for await (const batch of batches) {
      yield Buffer.from(
        batch
          .map((r) =>
            csvLine(
              columns.map((c) => r[c] ?? null),
              { excel },
            ),
          )
          .join(''),
        'utf8',
      );
    }
  }
  async function* json(): AsyncGenerator<Buffer> {
    let first = true;
    yield Buffer.from('[');
    for await (const batch of batches) {
      const body = batch.map((r) =>
        JSON.stringify(Object.fromEntries(columns.map((c) => [c, r[c] ?? null]))),
      );
      yield Buffer.from((first ? '\n' : ',\n') + body.join(',\n'), 'utf8');
      first = false;
    }
    yield Buffer.from(first ? ']\n' : '\n]\n');
  }

  return {
    stream: Readable.from(opts.format === 'csv' ? csv() : json(), { objectMode: false }),
    filename: `${opts.name}-${exportDate(opts.now ?? new Date(), opts.user.timezone)}.${opts.format}`,
    contentType: opts.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
  };
}
