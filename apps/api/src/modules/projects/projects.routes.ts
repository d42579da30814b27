import {
  ZAcceptBody,
  ZApplyBody,
  ZCreatePostBody,
  ZCreateProjectBody,
  ZInvitationAnswer,
  ZInviteBody,
  ZInviteCandidates,
  ZInviteCandidatesQuery,
  ZMemberRoleBody,
  ZOkResponse,
  ZPost,
  ZPostPage,
  ZProject,
  ZProjectApplicationPage,
  ZProjectDraftResponse,
  ZProjectInvitation,
  ZProjectLikeState,
  ZProjectMemberPage,
  ZProjectPage,
  ZProjectsQuery,
  ZSaveDraftBody,
  ZSocialPageQuery,
  ZUpdateProjectBody,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireOnboarded } from '../../plugins/access.ts';
import { MANAGERS, MEMBERS, OWNERS, projectAccess, requireProjectRole } from './project-access.ts';
import * as projects from './projects.service.ts';
import * as team from './team.service.ts';

const ZId = z.object({ id: z.string().max(64) });
const ZApplicationParams = ZId.extend({ applicationId: z.string().max(64) });
const ZMemberParams = ZId.extend({ userId: z.string().max(64) });
const ZApplied = z.object({ id: z.string(), createdAt: z.string() });
const ZDecision = z.object({ status: z.enum(['ACCEPTED', 'REJECTED']) });
const ok = { ok: true } as const;
const tags = ['projects'];

/**
 * Projects, their team and posts under /api/v1/projects (signed in and onboarded). A route that needs
 * a role in the project takes its guard (project-access.ts), which runs before the body is looked at.
 */
export const projectsRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preHandler', requireOnboarded);
  const owners = requireProjectRole(db, OWNERS);
  const managers = requireProjectRole(db, MANAGERS);
  const members = requireProjectRole(db, MEMBERS);

  app.get('/', {
    schema: {
      tags,
      description:
        "The catalogue, one page by keyset cursor: `all` newest first, `popular` by members ×3 + posts ×2 + likes, `recommended` by the number of the viewer's interests a project shares, newest first among equals, over the newest 500 projects sharing one (the cursor keeps the first page's set); or `member` for a user's projects.",
      querystring: ZProjectsQuery,
      response: { 200: ZProjectPage, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => projects.listProjects(db, await currentUser(request), request.query),
  });
  app.post('/', {
    schema: { tags, body: ZCreateProjectBody, response: { 201: ZProject, ...errorResponses(400, 401, 403, 422) } },
    handler: async (request, reply) =>
      reply.code(201).send(await projects.createProject(db, await currentUser(request), request.body)),
  });

  app.get('/draft', {
    schema: { tags, response: { 200: ZProjectDraftResponse, ...errorResponses(401, 403) } },
    handler: async (request) => projects.getDraft(db, await currentUser(request)),
  });
  app.put('/draft', {
    schema: { tags, body: ZSaveDraftBody, response: { 200: ZProjectDraftResponse, ...errorResponses(400, 401, 403) } },
    handler: async (request) => projects.saveDraft(db, await currentUser(request), request.body),
  });
  app.delete('/draft', {
    schema: { tags, response: { 200: ZOkResponse, ...errorResponses(401, 403) } },
    handler: async (request) => {
      await projects.deleteDraft(db, await currentUser(request));
      return ok;
    },
  });

  app.post('/invitations/:id/accept', {
    schema: { tags, params: ZId, response: { 200: ZInvitationAnswer, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => team.answerInvitation(db, await currentUser(request), request.params.id, true),
  });
  app.post('/invitations/:id/reject', {
    schema: { tags, params: ZId, response: { 200: ZInvitationAnswer, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => team.answerInvitation(db, await currentUser(request), request.params.id, false),
  });

  app.get('/:id', {
    schema: { tags, params: ZId, response: { 200: ZProject, ...errorResponses(401, 403, 404) } },
    handler: async (request) => projects.getProject(db, await currentUser(request), request.params.id),
  });
  app.put('/:id', {
    preHandler: owners,
    schema: {
      tags,
      params: ZId,
      body: ZUpdateProjectBody,
      response: { 200: ZProject, ...errorResponses(400, 401, 403, 404, 422) },
    },
    handler: async (request) =>
      projects.updateProject(db, await currentUser(request), projectAccess(request), request.body),
  });
  app.delete('/:id', {
    preHandler: owners,
    schema: { tags, params: ZId, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      await projects.deleteProject(db, projectAccess(request));
      return ok;
    },
  });
  app.post('/:id/like', {
    schema: { tags, params: ZId, response: { 200: ZProjectLikeState, ...errorResponses(401, 403, 404) } },
    handler: async (request) => projects.setLike(db, await currentUser(request), request.params.id, true),
  });
  app.delete('/:id/like', {
    schema: { tags, params: ZId, response: { 200: ZProjectLikeState, ...errorResponses(401, 403, 404) } },
    handler: async (request) => projects.setLike(db, await currentUser(request), request.params.id, false),
  });

  app.get('/:id/members', {
    schema: {
      tags,
      params: ZId,
      querystring: ZSocialPageQuery,
      response: { 200: ZProjectMemberPage, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => team.listMembers(db, await currentUser(request), request.params.id, request.query),
  });
  app.put('/:id/members/:userId', {
    preHandler: owners,
    schema: {
      tags,
      params: ZMemberParams,
      body: ZMemberRoleBody,
      response: { 200: ZOkResponse, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => {
      const { userId } = request.params;
      await team.setMemberRole(db, await currentUser(request), projectAccess(request), userId, request.body.role);
      return ok;
    },
  });
  app.delete('/:id/members/:userId', {
    preHandler: managers,
    schema: {
      tags,
      summary: 'Remove a member (owners; maintainers remove non-owners); the member is notified',
      params: ZMemberParams,
      response: { 200: ZOkResponse, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request) => {
      await team.removeMember(db, await currentUser(request), projectAccess(request), request.params.userId);
      return ok;
    },
  });
  app.post('/:id/leave', {
    schema: { tags, params: ZId, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => {
      await team.leave(db, await currentUser(request), request.params.id);
      return ok;
    },
  });

  app.post('/:id/applications', {
    schema: {
      tags,
      params: ZId,
      body: ZApplyBody,
      response: { 201: ZApplied, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await team.apply(db, await currentUser(request), request.params.id, request.body.message)),
  });
  app.delete('/:id/applications/mine', {
    schema: { tags, params: ZId, response: { 200: ZOkResponse, ...errorResponses(401, 403, 404, 409) } },
    handler: async (request) => {
      await team.withdraw(db, await currentUser(request), request.params.id);
      return ok;
    },
  });
  app.get('/:id/applications', {
    preHandler: managers,
    schema: {
      tags,
      params: ZId,
      querystring: ZSocialPageQuery,
      response: { 200: ZProjectApplicationPage, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => team.listApplications(db, projectAccess(request), request.query),
  });
  app.post('/:id/applications/:applicationId/accept', {
    preHandler: managers,
    schema: {
      tags,
      params: ZApplicationParams,
      body: ZAcceptBody,
      response: { 200: ZDecision, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      team.decide(db, await currentUser(request), projectAccess(request), request.params.applicationId, {
        accept: true,
        role: request.body.role,
      }),
  });
  app.post('/:id/applications/:applicationId/reject', {
    preHandler: managers,
    schema: {
      tags,
      params: ZApplicationParams,
      response: { 200: ZDecision, ...errorResponses(401, 403, 404, 409) },
    },
    handler: async (request) =>
      team.decide(db, await currentUser(request), projectAccess(request), request.params.applicationId, {
        accept: false,
      }),
  });

  app.get('/:id/invite-candidates', {
    preHandler: managers,
    schema: {
      tags,
      params: ZId,
      querystring: ZInviteCandidatesQuery,
      response: { 200: ZInviteCandidates, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      team.inviteCandidates(db, await currentUser(request), projectAccess(request), request.query.q),
  });
  app.post('/:id/invitations', {
    preHandler: managers,
    schema: {
      tags,
      params: ZId,
      body: ZInviteBody,
      response: { 201: ZProjectInvitation, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await team.invite(db, await currentUser(request), projectAccess(request), request.body)),
  });

  app.get('/:id/posts', {
    schema: {
      tags,
      params: ZId,
      querystring: ZSocialPageQuery,
      response: { 200: ZPostPage, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => team.listPosts(db, await currentUser(request), request.params.id, request.query),
  });
  app.post('/:id/posts', {
    preHandler: members,
    schema: {
      tags,
      params: ZId,
      body: ZCreatePostBody,
      response: { 201: ZPost, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await team.writePost(db, await currentUser(request), projectAccess(request), request.body)),
  });
  done();
};
