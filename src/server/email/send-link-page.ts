import type { FastifyReply } from 'fastify';
import { AppError } from '../lib/errors';
import { unsubscribeInvalidPage } from './unsubscribe-page';

/** An HTML answer that no browser or proxy keeps (the pages behind links in emails). */
export function sendHtml(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Answers the page of a link followed from an email (unsubscribe, confirm a subscription): the page `build` makes,
 * or, when it refuses the token with an AppError, the "Link not valid" page with that error's status and message.
 */
export async function sendLinkPage(reply: FastifyReply, build: () => Promise<string>) {
  try {
    return sendHtml(reply, 200, await build());
  } catch (err) {
    if (err instanceof AppError) return sendHtml(reply, err.statusCode, unsubscribeInvalidPage(err.message));
    throw err;
  }
}
