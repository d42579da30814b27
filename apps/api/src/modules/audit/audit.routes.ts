import { ZAuditPage, ZAuditQuery } from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { requirePlatformModerator } from '../moderation/moderation.routes.ts';
import { sendXlsx } from '../organizations/xlsx-io.ts';
import { auditForExport, listAuditPage } from './audit.service.ts';
import { auditWorkbook } from './audit-export.ts';

const tags = ['audit'];
const ZFile = z.any().describe('an xlsx workbook');

/** The audit log under /api/v1/admin/audit: platform admins read it with filters and export it as xlsx. */
export const auditRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.get('/', {
    preHandler: requirePlatformModerator,
    schema: { tags, querystring: ZAuditQuery, response: { 200: ZAuditPage, ...errorResponses(400, 401, 403) } },
    handler: async (request) => listAuditPage(db, request.query),
  });
  app.get('/export', {
    preHandler: requirePlatformModerator,
    schema: {
      tags,
      summary: 'The audit entries matching the filters (newest 10,000) as xlsx',
      querystring: ZAuditQuery.omit({ cursor: true, limit: true }),
      response: { 200: ZFile, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) =>
      sendXlsx(reply, 'audit', await auditWorkbook(await auditForExport(db, request.query))),
  });
  done();
};
