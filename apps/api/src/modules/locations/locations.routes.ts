import { ZCity, ZCityBody, ZCountry, ZCountryBody, ZLocationQuery, ZOkResponse, ZPage } from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { READER_ORDER_DESCRIPTION, readerLanguage } from '../../lib/reader-language.ts';
import { requireOnboarded } from '../../plugins/access.ts';
import { requireCatalogAdmin } from '../../plugins/catalog-admin-access.ts';
import {
  createCity,
  createCountry,
  getCity,
  getCountry,
  listCities,
  listCountries,
  removeCity,
  removeCountry,
  saveCity,
  saveCountry,
} from './locations.service.ts';

const ZIdParams = z.object({ id: z.string().max(64) });
const ok = { ok: true } as const;

/** Countries and cities for every signed-in user (filters, forms): GET /api/v1/locations/*. */
export const locationsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preHandler', requireOnboarded);
  const tags = ['locations'];
  app.get('/countries', {
    schema: {
      tags,
      description: READER_ORDER_DESCRIPTION,
      querystring: ZLocationQuery,
      response: { 200: ZPage(ZCountry), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listCountries(db, request.query, readerLanguage(request.headers['accept-language'])),
  });
  app.get('/cities', {
    schema: {
      tags,
      description: READER_ORDER_DESCRIPTION,
      querystring: ZLocationQuery,
      response: { 200: ZPage(ZCity), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listCities(db, request.query, readerLanguage(request.headers['accept-language'])),
  });
  done();
};

/** Admin CRUD under /api/v1/admin/locations (SUPER_ADMIN and MINISTRY). */
export const locationsAdminRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preHandler', requireCatalogAdmin);
  const tags = ['admin-locations'];
  app.get('/countries', {
    schema: {
      tags,
      description: READER_ORDER_DESCRIPTION,
      querystring: ZLocationQuery,
      response: { 200: ZPage(ZCountry), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listCountries(db, request.query, readerLanguage(request.headers['accept-language'])),
  });
  app.post('/countries', {
    schema: { tags, body: ZCountryBody, response: { 201: ZCountry, ...errorResponses(400, 401, 403, 409) } },
    handler: async (request, reply) => reply.code(201).send(await createCountry(db, request.body)),
  });
  app.get('/countries/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZCountry, ...errorResponses(401, 403, 404) } },
    handler: async (request) => getCountry(db, request.params.id),
  });
  app.put('/countries/:id', {
    schema: {
      tags,
      params: ZIdParams,
      body: ZCountryBody,
      response: { 200: ZCountry, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => saveCountry(db, request.params.id, request.body),
  });
  app.delete('/countries/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => {
      await removeCountry(db, request.params.id);
      return ok;
    },
  });
  app.get('/cities', {
    schema: {
      tags,
      description: READER_ORDER_DESCRIPTION,
      querystring: ZLocationQuery,
      response: { 200: ZPage(ZCity), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listCities(db, request.query, readerLanguage(request.headers['accept-language'])),
  });
  app.post('/cities', {
    schema: { tags, body: ZCityBody, response: { 201: ZCity, ...errorResponses(400, 401, 403) } },
    handler: async (request, reply) => reply.code(201).send(await createCity(db, request.body)),
  });
  app.get('/cities/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZCity, ...errorResponses(401, 403, 404) } },
    handler: async (request) => getCity(db, request.params.id),
  });
  app.put('/cities/:id', {
    schema: {
      tags,
      params: ZIdParams,
      body: ZCityBody,
      response: { 200: ZCity, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => saveCity(db, request.params.id, request.body),
  });
  app.delete('/cities/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => {
      await removeCity(db, request.params.id);
      return ok;
    },
  });
  done();
};
