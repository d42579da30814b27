import {
  isSuperAdminLevel,
  UI_LANGUAGES,
  ZAnalyticsQuery,
  ZOrganizationAnalytics,
  ZPlatformAnalytics,
  ZStudentAnalytics,
} from '@bagdar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireAdmin } from '../../plugins/access.ts';
import {
  organizationAnalytics,
  organizationAnalyticsXlsx,
  platformAnalytics,
  studentAnalytics,
} from './analytics.service.ts';
import { exportPlatformAnalytics, exportStudentAnalytics } from './analytics-export-more.ts';
import { notAllowed, orgActor } from './org-access.ts';
import { sendXlsx } from './xlsx-io.ts';

const tags = ['analytics'];
const ZOrgParams = z.object({ id: z.string().max(64) });
const ZStudentParams = ZOrgParams.extend({ studentId: z.string().max(64) });
const ZLang = z.object({ lang: z.enum(UI_LANGUAGES).default('ru') });

/** Platform analytics are for SUPER_ADMIN and MINISTRY; anyone else in the admin area gets 403. */
export async function requirePlatformAdmin(request: FastifyRequest): Promise<void> {
  if (!isSuperAdminLevel(await currentUser(request))) throw notAllowed();
}

/** Organisation analytics under /api/v1/admin/organizations; tenant isolation as in org-access.ts. */
export const organizationAnalyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await Promise.resolve();
  app.addHook('preHandler', requireAdmin);

  app.get('/:id/analytics', {
    schema: {
      tags,
      summary: "The organisation's figures (a teacher's: of the groups they mentor), optionally of one group",
      params: ZOrgParams,
      querystring: ZAnalyticsQuery,
      response: { 200: ZOrganizationAnalytics, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      organizationAnalytics(db, await orgActor(request, request.params.id), request.params.id, request.query.groupId),
  });
  app.get('/:id/analytics/export', {
    schema: {
      tags,
      summary: 'The same figures as an xlsx workbook (one sheet per figure) in the interface language',
      params: ZOrgParams,
      querystring: ZAnalyticsQuery.extend(ZLang.shape),
      response: { 200: z.any().describe('an xlsx workbook'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const who = await orgActor(request, request.params.id);
      const body = await organizationAnalyticsXlsx(
        db,
        who,
        request.params.id,
        request.query.groupId,
        request.query.lang,
      );
      return sendXlsx(reply, 'analytics', body);
    },
  });
  app.get('/:id/analytics/students/:studentId', {
    schema: {
      tags,
      summary: "One student's tests, analysis and roadmaps (studentId is the membership id)",
      params: ZStudentParams,
      response: { 200: ZStudentAnalytics, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) =>
      studentAnalytics(db, await orgActor(request, request.params.id), request.params.id, request.params.studentId),
  });
  app.get('/:id/analytics/students/:studentId/export', {
    schema: {
      tags,
      summary: "The same student's figures as an xlsx workbook (one sheet per part) in the interface language",
      params: ZStudentParams,
      querystring: ZLang,
      response: { 200: z.any().describe('an xlsx workbook'), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      const who = await orgActor(request, request.params.id);
      const data = await studentAnalytics(db, who, request.params.id, request.params.studentId);
      return sendXlsx(reply, 'student-analytics', await exportStudentAnalytics(data, request.query.lang));
    },
  });
};

/** GET /api/v1/admin/analytics: platform totals and the last 12 months. */
export const platformAnalyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await Promise.resolve();
  app.get('/', {
    preHandler: requirePlatformAdmin,
    schema: {
      tags,
      summary: 'Users, active organisations, tests taken and analyses: totals and by month (SUPER_ADMIN, MINISTRY)',
      response: { 200: ZPlatformAnalytics, ...errorResponses(401, 403) },
    },
    handler: async (request) => platformAnalytics(db, await currentUser(request)),
  });
  app.get('/export', {
    preHandler: requirePlatformAdmin,
    schema: {
      tags,
      summary: 'The same figures as an xlsx workbook (totals and by month) in the interface language',
      querystring: ZLang,
      response: { 200: z.any().describe('an xlsx workbook'), ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) => {
      const data = await platformAnalytics(db, await currentUser(request));
      return sendXlsx(reply, 'platform-analytics', await exportPlatformAnalytics(data, request.query.lang));
    },
  });
};
