import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' Zod schemas: UI at /api/docs, the document at /api/docs/json. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Bagdar API', description: 'Career guidance and education platform', version: '1.0.0' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'bagdar_session' } },
      },
      tags: [
        { name: 'auth', description: 'Sign-up, sessions, email verification, passwords' },
        { name: 'health', description: 'Liveness and readiness' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject ? errorsAsJson(documentObject.openapiObject) : documentObject.swaggerObject,
  });
  // Swagger UI loads only its own scripts and styles, so the site-wide CSP fits it unchanged.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
});

type Responses = Record<string, { content?: Record<string, unknown> }>;

/**
 * Error answers are JSON (the error handler sends ZApiError) even on routes that produce a file
 * (`produces: ['application/pdf']` puts every status under that type): the document lists a 4xx/5xx
 * body under application/json, as the server sends it (found by the fuzzing test).
 */
function errorsAsJson<D extends { paths?: object }>(doc: D): D {
  for (const item of Object.values(doc.paths ?? {}) as (object | undefined)[]) {
    for (const operation of Object.values(item ?? {})) {
      const responses = (operation as { responses?: Responses } | undefined)?.responses;
      if (!responses || typeof responses !== 'object') continue;
      for (const [status, response] of Object.entries(responses)) {
        const content = response.content;
        if (Number(status) < 400 || !content || 'application/json' in content) continue;
        const first = Object.values(content)[0];
        response.content = { 'application/json': first };
      }
    }
  }
  return doc;
}
