import type { FastifyPluginAsync } from 'fastify';
import { selectEnrollmentExplainer } from '../../ai/select-enrollment-explainer.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { admissionAdminRoutes } from '../admission/admission.routes.ts';
import { locationsAdminRoutes, locationsRoutes } from '../locations/locations.routes.ts';
import { institutionsAdminRoutes, institutionsRoutes } from './institutions.routes.ts';

/** The catalogue's routes in one registration (app.ts stays one line): locations, institutions, analyses, admission rules. */
export const institutionsModule: FastifyPluginAsync<{ db: Db; ai?: AppConfig['ai'] }> = async (app, { db, ai }) => {
  // The enrollment explanation's wording: the OpenAI-compatible server when AI_* is configured.
  const explainer = ai ? selectEnrollmentExplainer(ai, app.log) : undefined;
  await app.register(locationsRoutes, { prefix: '/api/v1/locations', db });
  await app.register(locationsAdminRoutes, { prefix: '/api/v1/admin/locations', db });
  await app.register(institutionsRoutes, { prefix: '/api/v1', db, explainer });
  await app.register(institutionsAdminRoutes, { prefix: '/api/v1/admin', db });
  await app.register(admissionAdminRoutes, { prefix: '/api/v1/admin/admission', db });
};
