import multipart from '@fastify/multipart';
import {
  isSuperAdminLevel,
  ORG_LIMITS,
  ZOrganization,
  ZOrganizationBody,
  ZOrganizationListQuery,
  ZPage,
} from '@bagdar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReportRenderer } from '../../ai/report-render.ts';
import type { Database, Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireAdmin } from '../../plugins/access.ts';
import { createJobSender } from '../../plugins/jobs.ts';
import { activationCodeRoutes } from './activation-codes.routes.ts';
import { groupRoutes } from './groups.routes.ts';
import { IMPORT_QUEUE, type ImportJobData } from './import-jobs.ts';
import { importRoutes } from './import.routes.ts';
import { memberRoutes } from './members.routes.ts';
import { orgActor, requireOrgCreator, requireOrgEditor } from './org-access.ts';
import { createOrganization, editOrganization, getOrganization, listOrganizations } from './organizations.service.ts';
import { tags, ZOrgParams } from './route-schemas.ts';

/**
 * Everything under /api/v1/admin/organizations: the organisations themselves here, then their
 * members, activation codes, groups and import, each from its own file. All of them are for
 * admins only (the preHandler below) and share the multipart parser the import needs.
 */
export const organizationsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  database: Database;
  /** The report threads: the member list's xlsx export is written there. */
  reports: ReportRenderer;
}> = async (app, { db, database, reports }) => {
  const importQueue = createJobSender<ImportJobData>(database, app.log, IMPORT_QUEUE);
  app.addHook('onClose', async () => importQueue.close());
  await app.register(multipart, {
    limits: { files: 1, fields: 0, parts: 2, headerPairs: 100, fileSize: ORG_LIMITS.importFileBytes },
  });
  app.addHook('preHandler', requireAdmin);

  app.get('/', {
    schema: {
      tags,
      querystring: ZOrganizationListQuery,
      response: { 200: ZPage(ZOrganization), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const me = await currentUser(request);
      return listOrganizations(
        db,
        { isPlatform: isSuperAdminLevel(me), organizationId: me.organization?.id ?? null },
        request.query,
      );
    },
  });
  app.post('/', {
    preHandler: requireOrgCreator,
    schema: { tags, body: ZOrganizationBody, response: { 201: ZOrganization, ...errorResponses(400, 401, 403) } },
    handler: async (request, reply) => {
      const me = await currentUser(request);
      return reply.code(201).send(await createOrganization(db, isSuperAdminLevel(me), request.body));
    },
  });
  app.get('/:id', {
    schema: { tags, params: ZOrgParams, response: { 200: ZOrganization, ...errorResponses(401, 403, 404) } },
    handler: async (request) => getOrganization(db, await orgActor(request, request.params.id), request.params.id),
  });
  app.put('/:id', {
    preHandler: requireOrgEditor,
    schema: {
      tags,
      params: ZOrgParams,
      body: ZOrganizationBody,
      response: { 200: ZOrganization, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      editOrganization(db, await orgActor(request, request.params.id), request.params.id, request.body),
  });

  await app.register(memberRoutes, { db, reports });
  await app.register(activationCodeRoutes, { db });
  await app.register(groupRoutes, { db });
  await app.register(importRoutes, { db, database, importQueue });
};
