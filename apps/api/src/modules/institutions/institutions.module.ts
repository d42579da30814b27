import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { selectEnrollmentExplainer } from '../../ai/select-enrollment-explainer.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { ListenFanOut, startListener } from '../../db/listen.ts';
import { AdmissionDataCache, ADMISSION_CHANNEL } from '../admission/admission-data-cache.ts';
import { admissionAdminRoutes } from '../admission/admission.routes.ts';
import { locationsAdminRoutes, locationsRoutes } from '../locations/locations.routes.ts';
import { institutionsAdminRoutes, institutionsRoutes } from './institutions.routes.ts';

/** Each app's admission data cache, by its HTTP server (tests look at it). */
const caches = new WeakMap<object, AdmissionDataCache>();
export const admissionCacheOf = (app: FastifyInstance): AdmissionDataCache | undefined => caches.get(app.server);

/** The catalogue's routes in one registration (app.ts stays one line): locations, institutions, analyses, admission rules. */
export const institutionsModule: FastifyPluginAsync<{
  database: Database;
  ai?: AppConfig['ai'];
  crossCheck: boolean;
}> = async (app, { database, ai, crossCheck }) => {
  const { db } = database;
  // The enrollment explanation's wording: the OpenAI-compatible server when AI_* is configured.
  const explainer = ai ? selectEnrollmentExplainer(ai, app.log) : undefined;
  // The admission rules, GOPs and cut-offs, held while the triggers' channel listens (admission-data-cache.ts).
  const cache = new AdmissionDataCache();
  caches.set(app.server, cache);
  const signals = new ListenFanOut();
  signals.subscribe({ onPayload: () => cache.signal(), onState: (listening) => cache.setListening(listening) });
  let stopListener: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListener = await startListener(database, ADMISSION_CHANNEL, signals, app.log);
  });
  app.addHook('onClose', async () => {
    await stopListener?.();
  });
  const admission = (reader: typeof db, year: number) => cache.get(reader, year);

  await app.register(locationsRoutes, { prefix: '/api/v1/locations', db });
  await app.register(locationsAdminRoutes, { prefix: '/api/v1/admin/locations', db });
  await app.register(institutionsRoutes, { prefix: '/api/v1', db, explainer, admission, crossCheck });
  await app.register(institutionsAdminRoutes, { prefix: '/api/v1/admin', db });
  await app.register(admissionAdminRoutes, {
    prefix: '/api/v1/admin/admission',
    db,
    onWrite: () => cache.signal(),
  });
};
