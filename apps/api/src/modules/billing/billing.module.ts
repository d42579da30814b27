import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { billingAdminRoutes } from './billing-admin.routes.ts';
import { billingRoutes } from './billing.routes.ts';

/** Billing in one registration: billing and plans under /api/v1, their admin side under /api/v1/admin. */
export const billingModule: FastifyPluginAsync<{ db: Db; config: AppConfig }> = async (app, { db, config }) => {
  await app.register(billingRoutes, { db });
  await app.register(billingAdminRoutes, { prefix: '/admin', db, config });
};
