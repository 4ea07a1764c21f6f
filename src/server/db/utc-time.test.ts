import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseFactory, type TTestDatabaseFactory } from '../testing/test-database';
import type { TDatabase } from './client';
import { rowsOf } from './rows';
import { epochMicrosFromUtc, isoFromUtc, isoMicrosFromUtc, utcText } from './utc-time';

describe('UTC timestamp text to ISO 8601', () => {
  it.each([
    ['2026-11-23 10:04:05', '2026-11-23T10:04:05.000Z', '2026-11-23T10:04:05.000000Z'],
    ['2026-11-23 10:04:05.1', '2026-11-23T10:04:05.100Z', '2026-11-23T10:04:05.100000Z'],
    ['2026-11-23 10:04:05.12', '2026-11-23T10:04:05.120Z', '2026-11-23T10:04:05.120000Z'],
    ['2026-11-23 10:04:05.123', '2026-11-23T10:04:05.123Z', '2026-11-23T10:04:05.123000Z'],
    // Milliseconds are cut, not rounded, as to_char's MS did: .9999995 must not become the next second.
    ['1999-12-31 23:59:59.999999', '1999-12-31T23:59:59.999Z', '1999-12-31T23:59:59.999999Z'],
    ['2026-01-02 00:00:00.000001', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000001Z'],
  ])('%s', (text, iso, micros) => {
    expect(isoFromUtc(text)).toBe(iso);
    expect(isoMicrosFromUtc(text)).toBe(micros);
    const whole = BigInt(Date.parse(iso)) * 1000n + BigInt(micros.slice(23, 26));
    expect(epochMicrosFromUtc(text)).toBe(String(whole));
  });

  it('keeps null as null', () => {
    expect(isoFromUtc(null)).toBeNull();
  });

  it.each([
    '2026-11-23T10:04:05',
    '2026-11-23 10:04:05+00',
    '2026-11-23 10:04:05.',
    '12026-11-23 10:04:05',
    '2026-11-23 10:04:05 BC',
    '0044-03-15 12:00:00.5 BC',
    '2026-11-23 10:04:05.5+05',
    '2026-11-23 10:04:05.1234567',
    'abcd-ef-gh ij:kl:mn',
    '11/23/2026 10:04:05',
    '',
  ])('refuses %j rather than guessing', (text) => {
    expect(() => isoFromUtc(text)).toThrow(/not a UTC timestamp text/);
  });
});

describe('utcText in the database', () => {
  let factory: TTestDatabaseFactory;
  let database: TDatabase;
  beforeAll(async () => {
    factory = await createTestDatabaseFactory();
    database = await factory.fresh();
  });
  afterAll(() => factory.dispose());

  it('gives the instant in UTC to the microsecond whatever the session time zone', async () => {
    const read = (zone: string) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL TimeZone = '${zone}'`));
        return rowsOf<{ a: string; b: string; c: string | null }>(
          await tx.execute(sql`SELECT
            ${utcText(sql`'2026-03-29 01:30:00.123456+00'::timestamptz`)} AS a,
            ${utcText(sql`'2026-11-23 18:00:00-05'::timestamptz`)} AS b,
            ${utcText(sql`NULL::timestamptz`)} AS c`),
        )[0]!;
      });
    for (const zone of ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kathmandu']) {
      const row = await read(zone);
      expect(row).toEqual({ a: '2026-03-29 01:30:00.123456', b: '2026-11-23 23:00:00', c: null });
      expect(isoFromUtc(row.a)).toBe('2026-03-29T01:30:00.123Z');
      expect(isoFromUtc(row.b)).toBe('2026-11-23T23:00:00.000Z');
    }
  });
});
