import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const tags = ['health'];

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginCallbackZod<{ database: Database }> = (app, options, done) => {
  app.get('/health', {
    schema: { tags, response: { 200: z.object({ status: z.literal('ok') }) } },
    handler: () => ({ status: 'ok' as const }),
  });

  app.get('/ready', {
    schema: {
      tags,
      response: { 200: z.object({ status: z.literal('ready') }), 503: z.object({ status: z.literal('unavailable') }) },
    },
    handler: async (_request, reply) => {
      if (await options.database.ping()) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'unavailable' as const });
    },
  });
  done();
};
