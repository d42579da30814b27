import { LIMITS } from '@bagdar/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedDemo } from './db/seed/demo-seed.ts';
import { loggerOptions } from './lib/logger.ts';
import { createResponseSerializerCompiler, type ResponseSerializationReport } from './lib/response-serializer.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createReportRenderer } from './ai/report-render.ts';
import { careersRoutes } from './modules/careers/careers.routes.ts';
import { billingModule } from './modules/billing/billing.module.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { feedRoutes } from './modules/feed/feed.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { institutionsModule } from './modules/institutions/institutions.module.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { activationRoutes } from './modules/organizations/activation-codes.routes.ts';
import { organizationsRoutes } from './modules/organizations/organizations.routes.ts';
import { organizationAnalyticsRoutes, platformAnalyticsRoutes } from './modules/organizations/analytics.routes.ts';
import { planReviewRoutes } from './modules/plan-reviews/plan-reviews.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { personalityRoutes } from './modules/personality/personality.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { testClockRoutes } from './modules/privacy/test-clock.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { storiesRoutes } from './modules/stories/stories.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { testsAdminRoutes } from './modules/tests/tests-admin.routes.ts';
import { testsRoutes } from './modules/tests/tests.routes.ts';
import { compressPlugin } from './plugins/compress.ts';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts';
import { inputGatePlugin } from './plugins/input-gate.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { startWorkers } from './job-workers.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionAuthPlugin } from './plugins/session-auth.ts';
import { sessionBackend } from './modules/auth/session-backend.ts';
import { createStorage, storagePlugin, type Storage } from './plugins/storage.ts';
import { hasWebBuild, spaFallback, webStaticPlugin } from './plugins/web-static.ts';
import { setActivationCodeKey } from './modules/organizations/activation-codes.ts';

export interface AppDeps {
  /** An open, migrated database (tests share one); otherwise buildApp opens, migrates and seeds its own. */
  database?: Database;
  /** Where uploads go; defaults to createStorage(config) (local disk, or S3 when S3_BUCKET is set). */
  storage?: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** Which responses are compiled with fast-json-stringify and which keep Zod (lib/response-serializer.ts). */
    responseSerialization: ResponseSerializationReport;
  }
}

/** Builds the whole API (and the SPA when built); `server.ts` listens, tests call `app.inject()`. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  setActivationCodeKey(config.activationCodeKey);
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: LIMITS.jsonBodyBytes,
    forceCloseConnections: 'idle',
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  const serialization = createResponseSerializerCompiler({ crossCheck: config.responseCrossCheck });
  app.setSerializerCompiler(serialization.compiler);
  app.decorate('responseSerialization', serialization.report);

  const storage = deps.storage ?? createStorage(config);
  const database = deps.database ?? (await openOwnDatabase(config, app, storage));
  app.decorate('database', database);
  const { db } = database;

  const serveWeb = hasWebBuild(config.webDistDir);
  await app.register(errorHandlerPlugin, serveWeb ? { notFoundFallback: spaFallback } : {});
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  // JSON answers of 1 kB or more in brotli or gzip when accepted (the web build's files are pre-compressed).
  await app.register(compressPlugin);
  await app.register(inputGatePlugin);
  await app.register(openapiPlugin);
  await app.register(storagePlugin, { storage });
  await app.register(sessionAuthPlugin, { config, database, backend: sessionBackend });
  await app.register(rateLimitPlugin, { config, db });
  await app.register(mailerPlugin, { config, db });

  await app.register(healthRoutes, { prefix: '/api/v1', database });
  await app.register(authRoutes, { prefix: '/api/v1/auth', db, config });
  await app.register(testsRoutes, { prefix: '/api/v1/tests', db });
  await app.register(testsAdminRoutes, { prefix: '/api/v1/admin', db });
  await app.register(catalogRoutes, { prefix: '/api/v1/admin', db });
  const reports = createReportRenderer(config.reports);
  app.addHook('onClose', async () => reports.close());
  await app.register(personalityRoutes, { prefix: '/api/v1/personality', database, config, reports });
  await app.register(mediaRoutes, { prefix: '/api/v1/media', db, storage });
  await app.register(profileRoutes, { prefix: '/api/v1/profiles', db, storage });
  await app.register(feedRoutes, { prefix: '/api/v1', database, crossCheck: config.responseCrossCheck });
  await app.register(storiesRoutes, { prefix: '/api/v1/stories', db });
  await app.register(moderationRoutes, { prefix: '/api/v1', db, autoHideReports: config.moderation.autoHideReports });
  await app.register(auditRoutes, { prefix: '/api/v1/admin/audit', db });
  await app.register(privacyRoutes, {
    prefix: '/api/v1/privacy',
    database,
    storage,
    deletionGraceDays: config.accountDeletionGraceDays,
    teenPrivacyAge: config.teenPrivacyAge,
  });
  if (config.testClockHook) {
    await app.register(testClockRoutes, { prefix: '/api/v1/test-clock', db, storage, log: app.log });
  }
  await app.register(notificationsRoutes, { prefix: '/api/v1/notifications', database });
  await app.register(institutionsModule, { database, ai: config.ai, crossCheck: config.responseCrossCheck });
  await app.register(careersRoutes, { prefix: '/api/v1/careers', database, reports });
  await app.register(organizationsRoutes, { prefix: '/api/v1/admin/organizations', db, database, reports });
  await app.register(activationRoutes, { prefix: '/api/v1/activation', db });
  await app.register(projectsRoutes, { prefix: '/api/v1/projects', db });
  await app.register(billingModule, { prefix: '/api/v1', db, config });
  await app.register(adminUsersRoutes, { prefix: '/api/v1/admin', db });
  await app.register(organizationAnalyticsRoutes, { prefix: '/api/v1/admin/organizations', db, reports });
  await app.register(planReviewRoutes, { prefix: '/api/v1/admin/organizations', db });
  await app.register(platformAnalyticsRoutes, { prefix: '/api/v1/admin/analytics', db, reports });

  if (serveWeb) await app.register(webStaticPlugin, { webDistDir: config.webDistDir });
  if (config.runWorker) {
    await app.register(jobsPlugin, {
      start: (instance) => startWorkers(database, instance.rateLimiter, instance.log, config, storage, reports),
    });
  }
  return app;
}

async function openOwnDatabase(config: AppConfig, app: FastifyInstance, storage: Storage): Promise<Database> {
  const database = await openDatabase(config, app.log);
  app.addHook('onClose', async () => database.close());
  await database.migrate();
  if (config.seedDemo) {
    const { created } = await seedDemo(database.db, new Date(), storage);
    if (created > 0) app.log.info({ created }, 'demo data seeded');
  }
  return database;
}
