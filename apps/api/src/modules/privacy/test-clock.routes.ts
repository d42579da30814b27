import { ZPurgeAtBody, ZPurgeResult } from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { purgeDueAccounts, type PurgeContext } from './account-deletion.service.ts';

/**
 * `POST /api/v1/test-clock/account-purge`: runs the account purge as if at the given time, so the
 * browser tests can pass a deletion's grace period. Registered only with TEST_CLOCK_HOOK=true (never
 * in production); it asks for no session, like the purge job it stands in for.
 */
export const testClockRoutes: FastifyPluginCallbackZod<PurgeContext> = (app, ctx, done) => {
  app.post('/account-purge', {
    schema: { tags: ['test'], body: ZPurgeAtBody, response: { 200: ZPurgeResult, ...errorResponses(400) } },
    handler: async (request) => ({ purged: await purgeDueAccounts(ctx, new Date(request.body.now)) }),
  });
  done();
};
