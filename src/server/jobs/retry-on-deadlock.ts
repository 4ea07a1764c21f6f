/** PostgreSQL's "deadlock detected": the database chose this transaction as the one to abort. */
const DEADLOCK = '40P01';
const ATTEMPTS = 5;

const isDeadlock = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === DEADLOCK;

/**
 * Runs `operation` again when PostgreSQL aborted it as a deadlock's victim, after a short random pause, up to five
 * times. pg-boss's queue creation takes its locks in an order that deadlocks when several processes start at
 * once (bench:scale saw a worker die of it at start-up); the statement is idempotent, so running it again is safe.
 */
export async function retryOnDeadlock<T>(operation: () => Promise<T>, pauseMs = 50): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (err) {
      if (!isDeadlock(err) || attempt >= ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt * (0.5 + Math.random())));
    }
  }
}
