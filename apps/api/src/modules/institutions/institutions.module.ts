import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { locationsAdminRoutes, locationsRoutes } from '../locations/locations.routes.ts';
import { institutionsAdminRoutes, institutionsRoutes } from './institutions.routes.ts';

/** Issue 8's routes in one registration (app.ts stays one line): locations, institutions, analyses. */
export const institutionsModule: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(locationsRoutes, { prefix: '/api/v1/locations', db });
  await app.register(locationsAdminRoutes, { prefix: '/api/v1/admin/locations', db });
  await app.register(institutionsRoutes, { prefix: '/api/v1', db });
  await app.register(institutionsAdminRoutes, { prefix: '/api/v1/admin', db });
};
