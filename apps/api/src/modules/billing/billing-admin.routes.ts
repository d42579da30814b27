import {
  TIERS,
  ZOrgApplication,
  ZOrgApplicationAccepted,
  ZOrgApplicationsQuery,
  ZPage,
  ZPlan,
  ZPlanBody,
  ZPlanList,
  ZPeriodEndRun,
  ZRejectBody,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireSuperAdmin } from '../../plugins/access.ts';
import { requireCatalogAdmin } from '../../plugins/catalog-admin-access.ts';
import { adminPlans, savePlan } from './billing.service.ts';
import { manualPaymentProvider } from './payment-provider.ts';
import { runPeriodEnd } from './subscriptions.service.ts';
import { acceptApplication, listApplications, rejectApplication } from './org-applications.service.ts';

const ZTierParams = z.object({ tier: z.enum(TIERS) });
const ZIdParams = z.object({ id: z.string().max(64) });

/**
 * Plan management (SUPER_ADMIN only, spec §6) and organisation applications (platform admins:
 * SUPER_ADMIN and MINISTRY) under /api/v1/admin. The role is checked before the body is read.
 */
export const billingAdminRoutes: FastifyPluginCallbackZod<{ db: Db; config: AppConfig }> = (
  app,
  { db, config },
  done,
) => {
  const planTags = ['admin-plans'];
  app.get('/billing/plans', {
    preValidation: requireSuperAdmin,
    schema: { tags: planTags, response: { 200: ZPlanList, ...errorResponses(401, 403) } },
    handler: async () => ({ items: await adminPlans(db) }),
  });
  app.put('/billing/plans/:tier', {
    preValidation: requireSuperAdmin,
    schema: {
      tags: planTags,
      params: ZTierParams,
      body: ZPlanBody,
      response: { 200: ZPlan, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => savePlan(db, request.params.tier, request.body),
  });
  // The scheduled period-end job (billing-jobs.ts) run now, at the real time: after an outage, or
  // to see a lapsed subscription move without waiting for the next 10-minute tick.
  app.post('/billing/period-end', {
    preValidation: requireSuperAdmin,
    schema: {
      tags: planTags,
      summary: 'Run the period-end job now (renew, past due, cancel what is due)',
      response: { 200: ZPeriodEndRun, ...errorResponses(401, 403) },
    },
    handler: async () => runPeriodEnd(db, manualPaymentProvider),
  });

  const appTags = ['admin-organization-applications'];
  app.get('/organization-applications', {
    preValidation: requireCatalogAdmin,
    schema: {
      tags: appTags,
      querystring: ZOrgApplicationsQuery,
      response: { 200: ZPage(ZOrgApplication), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listApplications(db, request.query),
  });
  app.post('/organization-applications/:id/accept', {
    preValidation: requireCatalogAdmin,
    schema: {
      tags: appTags,
      params: ZIdParams,
      response: { 200: ZOrgApplicationAccepted, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request) =>
      acceptApplication(
        { db, mailer: app.mailer, publicUrl: config.publicUrl },
        request.params.id,
        (await currentUser(request)).id,
      ),
  });
  app.post('/organization-applications/:id/reject', {
    preValidation: requireCatalogAdmin,
    schema: {
      tags: appTags,
      params: ZIdParams,
      body: ZRejectBody,
      response: { 200: ZOrgApplication, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      rejectApplication(db, request.params.id, (await currentUser(request)).id, request.body.reason),
  });
  done();
};
