import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import {
  ZIncidentCreate,
  ZIncidentPatch,
  ZMaintenance,
  ZMaintenanceCreate,
  ZStatusIncident,
} from '@shared/contracts/status';
import type { TAppDeps } from '../../lib/deps';
import { pageQuery } from '../../lib/page-query';
import { sendPage } from '../../lib/send-page';
import { openIncident } from '../../status/open-incident';
import { cancelMaintenance, listMaintenance, scheduleMaintenance } from '../../status/schedule-maintenance';
import { invalidateStatus } from '../../status/status-cache';
import { updateIncident } from '../../status/update-incident';
import { ADMIN_INCIDENTS_PAGE, listAdminIncidents } from './list-admin-incidents';

const idParams = z.object({ id: z.uuid('The id is not valid.') });

/** The /admin/incidents screen: incidents and their steps, and scheduled maintenance (docs/product-rules.md R80, R81). */
export function adminIncidentRoutes(deps: Pick<TAppDeps, 'db' | 'config'>): FastifyPluginAsyncZod {
  const { db, config } = deps;
  const site = { appUrl: config.APP_URL, secret: config.SESSION_SECRET };
  return async (app) => {
    app.get(
      '/api/admin/incidents',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Every incident with its updates, newest first (Link rel=next)',
          querystring: pageQuery(ADMIN_INCIDENTS_PAGE),
          response: { 200: z.array(ZStatusIncident) },
        },
      },
      async (request, reply) => sendPage(request, reply, await listAdminIncidents({ db, ...request.query })),
    );

    app.post(
      '/api/admin/incidents',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Opens an incident with its first public update; subscribers are emailed',
          body: ZIncidentCreate,
          response: { 201: ZStatusIncident, 400: ZErrorBody },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await openIncident({ db, site, now: new Date(), ...request.body })),
    );

    app.patch(
      '/api/admin/incidents/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'One step of an incident (fields, status forward only) with its public message',
          params: idParams,
          body: ZIncidentPatch,
          response: { 200: ZStatusIncident, 400: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
        },
      },
      async (request) =>
        updateIncident({ db, site, now: new Date(), id: request.params.id, patch: request.body }),
    );

    app.get(
      '/api/admin/incidents/maintenance',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Maintenance windows not yet over, soonest first',
          response: { 200: z.array(ZMaintenance) },
        },
      },
      async () => listMaintenance({ db, now: new Date() }),
    );

    app.post(
      '/api/admin/incidents/maintenance',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Schedules a maintenance window; subscribers are emailed',
          body: ZMaintenanceCreate,
          response: { 201: ZMaintenance, 400: ZErrorBody },
        },
      },
      async (request, reply) => {
        const window = await scheduleMaintenance({ db, site, now: new Date(), input: request.body });
        invalidateStatus(db);
        return reply.code(201).send(window);
      },
    );

    app.delete(
      '/api/admin/incidents/maintenance/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Cancels a maintenance window (it ends now)',
          params: idParams,
          response: { 204: z.null(), 404: ZErrorBody },
        },
      },
      async (request, reply) => {
        await cancelMaintenance({ db, now: new Date(), id: request.params.id });
        invalidateStatus(db);
        return reply.code(204).send(null);
      },
    );
  };
}
