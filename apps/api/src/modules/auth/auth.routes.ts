import {
  ZChangePasswordBody,
  ZForgotPasswordBody,
  ZLocaleBody,
  ZLoginBody,
  ZMe,
  ZOkResponse,
  ZOnboardingBody,
  ZResetPasswordBody,
  ZSignupBody,
  ZVerifyEmailBody,
} from '@bagdar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/api-error-schema.ts';
import { currentUser, requireAuth } from '../../plugins/access.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { completeOnboarding, login, logout, setLocale, signup } from './auth.service.ts';
import { confirmVerification, sendVerification, tokenOwner } from './email-verification.service.ts';
import { startSession } from './session.service.ts';
import { changePassword, forgotPassword, resetPassword } from './password.service.ts';

const tags = ['auth'];
const ok = { ok: true } as const;
const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The auth API of spec §7 under /api/v1/auth: each handler validates, limits, calls one service. */
export const authRoutes: FastifyPluginCallbackZod<{ db: Db; config: AppConfig }> = (app, options, done) => {
  const ctx: AuthContext = { db: options.db, config: options.config, mailer: app.mailer };
  const limiter = app.rateLimiter;

  app.post('/login', {
    schema: { tags, body: ZLoginBody, response: { 200: ZMe, ...errorResponses(400, 401, 429) } },
    handler: async (request, reply) => {
      const { me, token } = await login(ctx, limiter, request.body, clientOf(request), request.sessionId());
      return reply.setSessionCookie(token).send(me);
    },
  });

  app.post('/signup', {
    schema: {
      tags,
      summary: 'Register; the account signs in by the link mailed to the address',
      description:
        'Answers 202 `{ ok: true }` and sets no session whether the address is free or already registered, ' +
        'so the answer does not tell which (decision 023). A free address gets a confirmation link that ' +
        'confirms it and signs that browser in; the owner of a registered one gets a mail saying that someone ' +
        'tried to register with it. Until the link is followed the account cannot sign in by password (login ' +
        'answers as for a wrong password); signing up again with the same address replaces it. A taken ' +
        'username still answers 409 USERNAME_TAKEN.',
      body: ZSignupBody,
      response: { 202: ZOkResponse, ...errorResponses(400, 409, 429) },
    },
    handler: async (request, reply) => {
      await limiter.hit('signup', request.ip, request.body.email);
      await signup(ctx, request.body);
      return reply.code(202).send(ok);
    },
  });

  app.post('/onboarding', {
    preHandler: requireAuth,
    schema: { tags, body: ZOnboardingBody, response: { 200: ZMe, ...errorResponses(400, 401, 409) } },
    handler: async (request) => completeOnboarding(ctx, (await currentUser(request)).id, request.body),
  });

  app.get('/me', {
    schema: { tags, response: { 200: ZMe, ...errorResponses(401) } },
    handler: async (request) => currentUser(request),
  });

  app.post('/logout', {
    schema: { tags, response: { 200: ZOkResponse } },
    handler: async (request, reply) => {
      await logout(ctx, request.sessionId());
      return reply.clearSessionCookie().send(ok);
    },
  });

  app.post('/verify-email/send', {
    preHandler: requireAuth,
    schema: { tags, response: { 200: ZOkResponse, ...errorResponses(401, 409, 429) } },
    handler: async (request) => {
      const me = await currentUser(request);
      await limiter.hit('verify-send', request.ip, me.id);
      await sendVerification(ctx, me.id);
      return ok;
    },
  });

  app.post('/verify-email/confirm', {
    schema: {
      tags,
      summary: 'Confirm the address by the mailed token',
      description:
        'Anyone holding the link may confirm it (decision 002). The link that completes a signup also signs ' +
        'this browser in to the new account (a session cookie is set; decision 023).',
      body: ZVerifyEmailBody,
      response: { 200: ZOkResponse, ...errorResponses(400, 429) },
    },
    handler: async (request, reply) => {
      await limiter.hit('verify-confirm', request.ip, await tokenOwner(ctx, request.body.token));
      const signedUp = await confirmVerification(ctx, request.body.token);
      if (signedUp) {
        const token = await startSession(
          ctx.db,
          signedUp,
          clientOf(request),
          ctx.config.sessionTtlDays,
          request.sessionId(),
        );
        reply.setSessionCookie(token);
      }
      return reply.send(ok);
    },
  });

  app.post('/forgot-password', {
    schema: { tags, body: ZForgotPasswordBody, response: { 200: ZOkResponse, ...errorResponses(400, 429) } },
    handler: async (request) => {
      await limiter.hit('forgot', request.ip, request.body.email);
      await forgotPassword(ctx, request.body.email);
      return ok;
    },
  });

  app.post('/reset-password', {
    schema: { tags, body: ZResetPasswordBody, response: { 200: ZOkResponse, ...errorResponses(400, 429) } },
    handler: async (request) => {
      await limiter.hit('reset', request.ip, await tokenOwner(ctx, request.body.token));
      await resetPassword(ctx, request.body);
      return ok;
    },
  });

  app.post('/change-password', {
    preHandler: requireAuth,
    schema: {
      tags,
      body: ZChangePasswordBody,
      response: { 200: ZOkResponse, ...errorResponses(400, 401, 403, 429) },
    },
    handler: async (request, reply) => {
      const me = await currentUser(request);
      const token = await changePassword(ctx, limiter, me, request.body, clientOf(request), request.sessionId());
      return reply.setSessionCookie(token).send(ok);
    },
  });

  app.put('/locale', {
    preHandler: requireAuth,
    schema: { tags, body: ZLocaleBody, response: { 200: ZOkResponse, ...errorResponses(400, 401) } },
    handler: async (request) => {
      await setLocale(ctx, (await currentUser(request)).id, request.body.locale);
      return ok;
    },
  });
  done();
};
