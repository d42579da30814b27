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
import type { ReportRenderer } from '../../ai/report-render.ts';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireAdmin } from '../../plugins/access.ts';
import {
  organizationAnalytics,
  organizationAnalyticsXlsx,
  platformAnalytics,
  studentAnalytics,
} from './analytics.service.ts';
import { platformAnalyticsWorkbook, studentAnalyticsWorkbook } from './analytics-export-more.ts';
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
export const organizationAnalyticsRoutes: FastifyPluginAsyncZod<{ db: Db; reports: ReportRenderer }> = async (
  app,
  { db, reports },
) => {
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
      description:
        'Written on the report threads as the PDF reports are: at most REPORTS_PER_USER renders per user at ' +
        'once (past it 429 RATE_LIMITED with Retry-After), and the last file is answered again while the ' +
        'figures it shows are unchanged.',
      params: ZOrgParams,
      querystring: ZAnalyticsQuery.extend(ZLang.shape),
      response: { 200: z.any().describe('an xlsx workbook'), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request, reply) => {
      const who = await orgActor(request, request.params.id);
      const body = await organizationAnalyticsXlsx(
        db,
        reports,
        (await currentUser(request)).id,
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
      description: 'Written on the report threads as the organisation export is (per-user limit, last file cached).',
      params: ZStudentParams,
      querystring: ZLang,
      response: { 200: z.any().describe('an xlsx workbook'), ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request, reply) => {
      const who = await orgActor(request, request.params.id);
      const data = await studentAnalytics(db, who, request.params.id, request.params.studentId);
      const body = await reports.render((await currentUser(request)).id, {
        kind: 'workbook',
        name: 'student-analytics',
        workbook: studentAnalyticsWorkbook(data, request.query.lang),
      });
      return sendXlsx(reply, 'student-analytics', body);
    },
  });
};

/** GET /api/v1/admin/analytics: platform totals and the last 12 months. */
export const platformAnalyticsRoutes: FastifyPluginAsyncZod<{ db: Db; reports: ReportRenderer }> = async (
  app,
  { db, reports },
) => {
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
      description: 'Written on the report threads as the organisation export is (per-user limit, last file cached).',
      querystring: ZLang,
      response: { 200: z.any().describe('an xlsx workbook'), ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (request, reply) => {
      const me = await currentUser(request);
      const data = await platformAnalytics(db, me);
      const body = await reports.render(me.id, {
        kind: 'workbook',
        name: 'platform-analytics',
        workbook: platformAnalyticsWorkbook(data, request.query.lang),
      });
      return sendXlsx(reply, 'platform-analytics', body);
    },
  });
};
