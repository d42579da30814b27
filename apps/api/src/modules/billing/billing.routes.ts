import {
  ZAutoRenewBody,
  ZBillingOverview,
  ZOrgApplicationBody,
  ZOrgApplicationCreated,
  ZPlanList,
  ZUpgradeRequest,
  ZUpgradeRequestBody,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireOnboarded } from '../../plugins/access.ts';
import { billingOverview, publicPlans, requestUpgrade, setAutoRenew } from './billing.service.ts';
import { submitApplication } from './org-applications.service.ts';

/** Plans (public), the user's billing page, upgrade requests and the organisation form under /api/v1. */
export const billingRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  const tags = ['billing'];
  app.get('/plans', {
    schema: { tags, response: { 200: ZPlanList } },
    handler: async () => ({ items: await publicPlans(db) }),
  });

  app.get('/billing', {
    preValidation: requireOnboarded,
    schema: { tags, response: { 200: ZBillingOverview, ...errorResponses(401, 403) } },
    handler: async (request) => billingOverview(db, await currentUser(request)),
  });

  app.put('/billing/auto-renew', {
    preValidation: requireOnboarded,
    schema: { tags, body: ZAutoRenewBody, response: { 200: ZBillingOverview, ...errorResponses(400, 401, 403, 409) } },
    handler: async (request) => setAutoRenew(db, await currentUser(request), request.body.autoRenew),
  });

  app.post('/billing/upgrade-requests', {
    preValidation: requireOnboarded,
    schema: {
      tags,
      body: ZUpgradeRequestBody,
      response: { 200: ZUpgradeRequest, 201: ZUpgradeRequest, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const { request: saved, created } = await requestUpgrade(db, await currentUser(request), request.body.tier);
      return reply.code(created ? 201 : 200).send(saved);
    },
  });

  // Public: an organisation applies from the landing page or the paywall, signed in or not.
  app.post('/organization-applications', {
    preValidation: async (request) => app.rateLimiter.hit('org-application', request.ip),
    schema: {
      tags,
      body: ZOrgApplicationBody,
      response: { 201: ZOrgApplicationCreated, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      const saved = await submitApplication(db, request.body);
      return reply.code(201).send({ id: saved.id, status: saved.status });
    },
  });
  done();
};
