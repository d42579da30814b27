import {
  ZAdminUpgradeRequest,
  ZAdminUser,
  ZAdminUserDetail,
  ZAdminUsersQuery,
  ZBlockBody,
  ZPage,
  ZRoleBody,
  ZSubscriptionActionBody,
  ZUpgradeRequestsQuery,
} from '@bagdar/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireSuperAdmin } from '../../plugins/access.ts';
import { requireCatalogAdmin } from '../../plugins/catalog-admin-access.ts';
import {
  blockUser,
  changeRole,
  changeSubscription,
  listUpgradeRequests,
  listUsers,
  unblockUser,
  userDetail,
} from './admin-users.service.ts';

const ZIdParams = z.object({ id: z.string().max(64) });

/**
 * The users admin under /api/v1/admin (spec §6): platform admins (SUPER_ADMIN, MINISTRY) list,
 * inspect, block and change subscriptions; only SUPER_ADMIN changes global roles. The role is
 * checked in preValidation, before the body is validated.
 */
export const adminUsersRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.addHook('preValidation', requireCatalogAdmin);
  const tags = ['admin-users'];

  app.get('/users', {
    schema: {
      tags,
      querystring: ZAdminUsersQuery,
      response: { 200: ZPage(ZAdminUser), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listUsers(db, request.query),
  });
  app.get('/users/:id', {
    schema: { tags, params: ZIdParams, response: { 200: ZAdminUserDetail, ...errorResponses(401, 403, 404) } },
    handler: async (request) => userDetail(db, request.params.id),
  });
  app.post('/users/:id/block', {
    schema: {
      tags,
      params: ZIdParams,
      body: ZBlockBody,
      response: { 200: ZAdminUserDetail, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => blockUser(db, await currentUser(request), request.params.id, request.body.reason),
  });
  app.post('/users/:id/unblock', {
    schema: { tags, params: ZIdParams, response: { 200: ZAdminUserDetail, ...errorResponses(401, 403, 404) } },
    handler: async (request) => unblockUser(db, await currentUser(request), request.params.id),
  });
  app.put('/users/:id/role', {
    preValidation: requireSuperAdmin,
    schema: {
      tags,
      params: ZIdParams,
      body: ZRoleBody,
      response: { 200: ZAdminUserDetail, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => changeRole(db, await currentUser(request), request.params.id, request.body.role),
  });
  app.post('/users/:id/subscription', {
    schema: {
      tags,
      params: ZIdParams,
      body: ZSubscriptionActionBody,
      response: { 200: ZAdminUserDetail, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => changeSubscription(db, await currentUser(request), request.params.id, request.body),
  });
  app.get('/billing/upgrade-requests', {
    schema: {
      tags,
      querystring: ZUpgradeRequestsQuery,
      response: { 200: ZPage(ZAdminUpgradeRequest), ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listUpgradeRequests(db, request.query),
  });
  done();
};
