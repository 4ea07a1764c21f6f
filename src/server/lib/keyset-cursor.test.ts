import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { BAD_CURSOR, decodeCursor, encodeCursor } from './keyset-cursor';

const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keyset cursor', () => {
  it('round-trips every part', () => {
    const values = [
      'Blue shirt',
      42,
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      '-1732531200000000',
      '2026-11-25T10:00:00.123456Z',
    ];
    const shape = ['text', 'int', 'uuid', 'micros', 'iso-micros'] as const;
    expect(decodeCursor(encodeCursor(values), shape)).toEqual(values);
  });

  it.each([
    ['garbage', 'not base64 json at all!'],
    ['wrong length', forged(['a'])],
    ['id of the wrong type', forged(['a', '1'])],
    ['negative id', forged(['a', -1])],
    ['unsafe id', forged(['a', 2 ** 60])],
    ['NUL in text', forged(['a\u0000', 1])],
    ['an object', forged({ a: 1 })],
    ['empty', ''],
  ])('refuses %s with a 400 naming the cursor', (_name, cursor) => {
    let caught: unknown;
    try {
      decodeCursor(cursor, ['text', 'int']);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).statusCode).toBe(400);
    expect((caught as AppError).message).toBe(BAD_CURSOR);
  });

  it('refuses a uuid, micros or timestamp of the wrong shape', () => {
    expect(() => decodeCursor(forged(['x']), ['uuid'])).toThrow(BAD_CURSOR);
    expect(() => decodeCursor(forged(['1.5']), ['micros'])).toThrow(BAD_CURSOR);
    expect(() => decodeCursor(forged(['2026-11-25 10:00:00']), ['iso-micros'])).toThrow(BAD_CURSOR);
  });
});
