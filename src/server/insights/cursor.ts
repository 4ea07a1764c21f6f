import { AppError } from '../lib/errors';

/**
 * Opaque keyset cursor over (detected_at, id). The time travels as whole microseconds since the epoch so the
 * next page starts exactly where this one stopped, whatever precision the driver gives a Date.
 */
export type TEventCursor = { atMicros: string; id: number };

export function encodeEventCursor(cursor: TEventCursor): string {
  return Buffer.from(JSON.stringify([cursor.atMicros, cursor.id])).toString('base64url');
}

export function decodeEventCursor(cursor: string): TEventCursor {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      /^-?\d{1,17}$/.test(value[0]) &&
      Number.isSafeInteger(value[1]) &&
      (value[1] as number) > 0
    ) {
      return { atMicros: value[0], id: value[1] as number };
    }
  } catch {
    // fall through
  }
  throw new AppError('bad_request', 'The cursor is not valid. Start again from the first page.');
}
