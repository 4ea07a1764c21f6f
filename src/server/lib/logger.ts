import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream } from 'pino';

export type TLogger = FastifyBaseLogger;

/** One logger for the process; secrets in headers never reach the log. */
export function createLogger(
  level: string,
  opts: {
    /** Where the lines go: stdout by default (tests read them from memory). */
    destination?: DestinationStream;
  } = {},
): TLogger {
  return pino(
    {
      level,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'headers.authorization'],
    },
    opts.destination,
  );
}
