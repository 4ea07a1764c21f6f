import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import {
  ZLead,
  ZLeadImportQuery,
  ZLeadImportResult,
  ZLeadUpdateBody,
  ZLeadsQuery,
} from '@shared/contracts/leads';
import type { TAppDeps } from '../lib/deps';
import { AppError } from '../lib/errors';
import { pageQuery } from '../lib/page-query';
import { sendPage } from '../lib/send-page';
import { exportLeads } from './export-leads';
import { IMPORT_MAX_BYTES, importLeads } from './import-leads';
import { LEADS_PAGE, listLeads } from './list-leads';
import { updateLead } from './update-lead';

const ZLeadId = z.object({ id: z.uuid('Lead id must be a UUID') });

/** /api/leads: the operator's lead list, its edits, CSV import and export (docs/product-rules.md R90-R97). */
export function leadRoutes(deps: Pick<TAppDeps, 'db' | 'clock'>): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    // A CSV body is read as bytes up to the import's limit (past it, 413) and handed to the parser as a stream;
    // JSON keeps the app's own parser.
    app.addContentTypeParser(
      'text/csv',
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, Readable.from([body])),
    );

    app.get(
      '/api/leads',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['leads'],
          summary:
            'Leads, searched by store, domain or email, filtered by status and source, paged (X-Total-Count)',
          querystring: pageQuery(LEADS_PAGE).extend(ZLeadsQuery.omit({ limit: true, cursor: true }).shape),
          response: { 200: z.array(ZLead) },
        },
      },
      async (request, reply) => sendPage(request, reply, await listLeads({ db, query: request.query })),
    );

    app.get(
      '/api/leads/export/csv',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['leads'],
          summary: 'Every lead as a streamed CSV file (RFC 4180), leads-YYYY-MM-DD.csv',
          response: { 200: z.string().describe('The file: text/csv, sent as an attachment') },
        },
      },
      async (_request, reply) => {
        const file = exportLeads({ db, now: deps.clock.now() });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.stream as never);
      },
    );

    app.post(
      '/api/leads/import',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['leads'],
          summary:
            'Import leads from a text/csv body (header row, up to 10,000 rows); ?dryRun=true previews without writing',
          description:
            'Send the file itself as the body with Content-Type: text/csv. Each row is added, merged into the lead of ' +
            'its domain, left unchanged or refused with its reason.',
          querystring: ZLeadImportQuery,
          response: { 200: ZLeadImportResult, 400: ZErrorBody, 413: ZErrorBody },
        },
      },
      async (request) => {
        const body = request.body as unknown;
        if (!(body instanceof Readable)) {
          throw new AppError('bad_request', 'Send the CSV file as the body, with Content-Type: text/csv');
        }
        return importLeads({ db, body, dryRun: request.query.dryRun });
      },
    );

    app.put(
      '/api/leads/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['leads'],
          summary: "Edit a lead's status, notes and last contact (contacted stamps the last contact)",
          params: ZLeadId,
          body: ZLeadUpdateBody,
          response: { 200: ZLead, 404: ZErrorBody },
        },
      },
      async (request) =>
        updateLead({ db, leadId: request.params.id, input: request.body, now: deps.clock.now() }),
    );
  };
}
