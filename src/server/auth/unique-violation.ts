import { AppError } from '../lib/errors';

/** Turns a unique-index violation on users into the 409 a person understands; rethrows anything else. */
export function rethrowUserConflict(err: unknown): never {
  const e =
    (err as { cause?: { code?: string; constraint?: string } }).cause ??
    (err as { code?: string; constraint?: string });
  if (e?.code === '23505') {
    const field = e.constraint?.includes('email') ? 'email' : 'username';
    throw new AppError(
      'conflict',
      field === 'email' ? 'An account with this email already exists' : 'This username is already taken',
      { details: { field } },
    );
  }
  throw err;
}
