import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

export type TLogger = FastifyBaseLogger;

/** One logger for the process; secrets in headers never reach the log. */
export function createLogger(level: string): TLogger {
  return pino({
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'headers.cookie', 'headers.authorization'],
  });
}
