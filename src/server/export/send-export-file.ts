import type { FastifyReply } from 'fastify';
import type { TExportFile } from './stream-export';

/** Sends a streamed export file as an attachment that no cache keeps. */
export function sendExportFile(reply: FastifyReply, file: TExportFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.stream as never);
}
