import {
  ZAdminCreateBody,
  ZAdminCreated,
  ZMember,
  ZMemberFilters,
  ZMemberListQuery,
  ZMemberUpdateBody,
  ZOkResponse,
  ZPage,
} from '@bagdar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReportRenderer } from '../../ai/report-render.ts';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser } from '../../plugins/access.ts';
import { membersWorkbook } from './export.service.ts';
import { changeMember, createAdmin, getMember, listMembers, removeMember } from './members.service.ts';
import { orgActor, requireOrgManager, requireOrgWriter } from './org-access.ts';
import { ok, tags, ZLang, ZFile, ZMemberParams, ZOrgParams } from './route-schemas.ts';
import { sendXlsx } from './xlsx-io.ts';

/** An organisation's members: the filtered list and its xlsx export, one member, and new administrators. */
export const memberRoutes: FastifyPluginAsyncZod<{ db: Db; reports: ReportRenderer }> = async (
  app,
  { db, reports },
) => {
  await Promise.resolve();
  app.get('/:id/members', {
    schema: {
      tags,
      params: ZOrgParams,
      querystring: ZMemberListQuery,
      response: { 200: ZPage(ZMember), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      listMembers(db, await orgActor(request, request.params.id), request.params.id, request.query),
  });
  app.get('/:id/members/export', {
    schema: {
      tags,
      summary: 'The member list with the current filters as xlsx',
      description:
        'Written on the report threads as the analytics exports are: at most REPORTS_PER_USER renders per user ' +
        'at once (past it 429 RATE_LIMITED with Retry-After), and the last file is answered again while the ' +
        'list it shows is unchanged.',
      params: ZOrgParams,
      querystring: ZMemberFilters.extend(ZLang.shape),
      response: { 200: ZFile, ...errorResponses(400, 401, 403, 404, 429) },
    },
    handler: async (request, reply) => {
      const { lang, ...filters } = request.query;
      const workbook = await membersWorkbook(
        db,
        await orgActor(request, request.params.id),
        request.params.id,
        filters,
        lang,
      );
      const body = await reports.render((await currentUser(request)).id, {
        kind: 'workbook',
        name: 'members',
        workbook,
      });
      return sendXlsx(reply, `members-${filters.role.toLowerCase()}`, body);
    },
  });
  app.get('/:id/members/:memberId', {
    schema: { tags, params: ZMemberParams, response: { 200: ZMember, ...errorResponses(401, 403, 404) } },
    handler: async (request) =>
      getMember(db, await orgActor(request, request.params.id), request.params.id, request.params.memberId),
  });
  app.put('/:id/members/:memberId', {
    preHandler: requireOrgWriter,
    schema: {
      tags,
      summary:
        "Changes a member's status, role or group; 409 SEATS_EXCEEDED when it would take a seat the licence lacks",
      params: ZMemberParams,
      body: ZMemberUpdateBody,
      response: { 200: ZMember, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      changeMember(
        db,
        await orgActor(request, request.params.id),
        request.params.id,
        request.params.memberId,
        request.body,
      ),
  });
  app.delete('/:id/members/:memberId', {
    preHandler: requireOrgWriter,
    schema: { tags, params: ZMemberParams, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await removeMember(db, await orgActor(request, request.params.id), request.params.id, request.params.memberId);
      return ok;
    },
  });
  app.post('/:id/admins', {
    preHandler: requireOrgManager,
    schema: {
      tags,
      params: ZOrgParams,
      body: ZAdminCreateBody,
      response: { 201: ZAdminCreated, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await createAdmin(db, await orgActor(request, request.params.id), request.params.id, request.body)),
  });
};
