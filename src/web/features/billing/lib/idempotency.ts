import { useRef } from 'react';

/**
 * The Idempotency-Key of a checkout attempt: one random key per submission, the same again when that very
 * submission is sent again (a double click, a retry after a lost answer), so the server charges once. A changed
 * submission (another card, another plan) is a new attempt with a new key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return (submission: unknown): string => {
    const fingerprint = JSON.stringify(submission);
    if (last.current?.fingerprint !== fingerprint) {
      last.current = { fingerprint, key: crypto.randomUUID() };
    }
    return last.current.key;
  };
}
