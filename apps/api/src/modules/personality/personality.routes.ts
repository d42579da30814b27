import { ZPersonalityStatus, ZStartAnalysisResponse, type TLocale } from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReportRenderer } from '../../ai/report-render.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireOnboarded } from '../../plugins/access.ts';
import { testCatalogCacheOf } from '../tests/test-catalog-cache.ts';
import { createAnalysisQueue } from './analysis-queue.ts';
import { analysisReport, personalityStatus, startAnalysis, type PersonalityContext } from './personality.service.ts';

const tags = ['personality'];
/** The body is a PDF file (a Buffer bypasses the JSON serializer). */
const ZPdf = z.any().describe('application/pdf');
/** `?locale=ru|kk|en` (either case); the user's own language when absent. */
const ZReportQuery = z.object({
  locale: z
    .enum(['ru', 'kk', 'en', 'RU', 'KK', 'EN'])
    .transform((l) => l.toUpperCase() as TLocale)
    .optional(),
});

/** The personality analysis under /api/v1/personality. */
export const personalityRoutes: FastifyPluginCallbackZod<{
  database: Database;
  config: AppConfig;
  reports: ReportRenderer;
}> = (app, { database, config, reports }, done) => {
  const queue = createAnalysisQueue(database, app.log);
  app.addHook('onClose', async () => queue.close());
  const ctx: PersonalityContext = {
    db: database.db,
    catalog: testCatalogCacheOf(app),
    cooldownDays: config.analysisCooldownDays,
    queue,
  };
  app.addHook('preHandler', requireOnboarded);

  app.get('/', {
    schema: { tags, response: { 200: ZPersonalityStatus, ...errorResponses(401, 403) } },
    handler: async (request) => personalityStatus(ctx, await currentUser(request)),
  });

  app.post('/analyses', {
    schema: { tags, response: { 202: ZStartAnalysisResponse, ...errorResponses(401, 403, 409) } },
    handler: async (request, reply) => reply.code(202).send(await startAnalysis(ctx, await currentUser(request))),
  });

  app.get('/report.pdf', {
    schema: {
      tags,
      querystring: ZReportQuery,
      produces: ['application/pdf'],
      response: { 200: ZPdf, ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request, reply) => {
      const me = await currentUser(request);
      const pdf = await analysisReport(ctx, reports, me, request.query.locale ?? me.locale);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', 'attachment; filename="bagdar-analysis.pdf"')
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });
  done();
};
