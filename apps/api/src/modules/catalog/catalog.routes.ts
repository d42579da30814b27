import {
  ZMaterial,
  ZMaterialBody,
  ZOkResponse,
  ZPage,
  ZPageQuery,
  ZProfession,
  ZProfessionBody,
  ZProfessionSkillSteps,
  ZProfessionSkillStepsList,
  ZSkillStepsBody,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser } from '../../plugins/access.ts';
import { requireCatalogAdmin } from '../../plugins/catalog-admin-access.ts';
import {
  createMaterial,
  createProfession,
  getMaterial,
  getProfession,
  listMaterials,
  listProfessions,
  listSkillSteps,
  removeMaterial,
  removeProfession,
  saveMaterial,
  saveProfession,
  saveSkillSteps,
} from './catalog.service.ts';

const ZIdParams = z.object({ id: z.string().max(64) });
const ZSkillParams = ZIdParams.extend({ index: z.coerce.number().int().min(0).max(19) });
const ZCatalogQuery = ZPageQuery.extend({ q: z.string().trim().max(100).optional() });
const ok = { ok: true } as const;

/** Professions and learning materials under /api/v1/admin (SUPER_ADMIN and MINISTRY). */
export const catalogRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preHandler', requireCatalogAdmin);

  const professionTags = ['admin-professions'];
  app.get('/professions', {
    schema: {
      tags: professionTags,
      querystring: ZCatalogQuery,
      response: { 200: ZPage(ZProfession), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listProfessions(db, request.query),
  });
  app.post('/professions', {
    schema: {
      tags: professionTags,
      body: ZProfessionBody,
      response: { 201: ZProfession, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) => reply.code(201).send(await createProfession(db, request.body)),
  });
  app.get('/professions/:id', {
    schema: {
      tags: professionTags,
      params: ZIdParams,
      response: { 200: ZProfession, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => getProfession(db, request.params.id),
  });
  app.put('/professions/:id', {
    schema: {
      tags: professionTags,
      params: ZIdParams,
      body: ZProfessionBody,
      response: { 200: ZProfession, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => saveProfession(db, request.params.id, request.body),
  });
  app.delete('/professions/:id', {
    schema: {
      tags: professionTags,
      params: ZIdParams,
      response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => {
      await removeProfession(db, request.params.id);
      return ok;
    },
  });

  app.get('/professions/:id/skills', {
    schema: {
      tags: professionTags,
      description:
        "The profession's skills in catalogue order, each with its concrete steps (empty: the roadmap uses generic steps) and how many other professions share the skill and so its steps.",
      params: ZIdParams,
      response: { 200: ZProfessionSkillStepsList, ...errorResponses(401, 403, 404) },
    },
    handler: async (request) => listSkillSteps(db, request.params.id),
  });
  app.put('/professions/:id/skills/:index/steps', {
    schema: {
      tags: professionTags,
      description:
        'Replaces the steps of the skill at `index` (3–8 steps, each at most 200 characters in ru, kk and en). The list belongs to the skill, so every profession listing it and every roadmap built from now on uses it. Audited.',
      params: ZSkillParams,
      body: ZSkillStepsBody,
      response: { 200: ZProfessionSkillSteps, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      saveSkillSteps(db, (await currentUser(request)).id, request.params.id, request.params.index, request.body),
  });

  const materialTags = ['admin-materials'];
  app.get('/materials', {
    schema: {
      tags: materialTags,
      querystring: ZCatalogQuery,
      response: { 200: ZPage(ZMaterial), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listMaterials(db, request.query),
  });
  app.post('/materials', {
    schema: { tags: materialTags, body: ZMaterialBody, response: { 201: ZMaterial, ...errorResponses(400, 401, 403) } },
    handler: async (request, reply) => reply.code(201).send(await createMaterial(db, request.body)),
  });
  app.get('/materials/:id', {
    schema: { tags: materialTags, params: ZIdParams, response: { 200: ZMaterial, ...errorResponses(401, 403, 404) } },
    handler: async (request) => getMaterial(db, request.params.id),
  });
  app.put('/materials/:id', {
    schema: {
      tags: materialTags,
      params: ZIdParams,
      body: ZMaterialBody,
      response: { 200: ZMaterial, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => saveMaterial(db, request.params.id, request.body),
  });
  app.delete('/materials/:id', {
    schema: { tags: materialTags, params: ZIdParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await removeMaterial(db, request.params.id);
      return ok;
    },
  });
  done();
};
