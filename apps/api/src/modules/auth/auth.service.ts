import {
  ageOn,
  type TLocale,
  type TLoginBody,
  type TMe,
  type ZOnboardingBody,
  type ZSignupBody,
} from '@bagdar/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/secrets.ts';
import { cancelDeletionOnSignIn } from '../privacy/account-deletion.service.ts';
import type { QueuedMail } from '../../plugins/mailer.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { uniqueViolation, type AuthContext, type ClientInfo } from './auth-context.ts';
import {
  findUserById,
  findUserByEmail,
  findUserByLogin,
  insertUser,
  isUsernameTaken,
  updateUser,
} from './auth.repository.ts';
import { admitLoginAttempt, refundLoginAttempt } from './login-throttle.ts';
import { loadMeById } from './me.ts';
import { queueVerificationMail } from './email-verification.service.ts';
import { deleteSession } from './session.repository.ts';
import { startSession } from './session.service.ts';
import { isUserBlocked } from '../admin-users/admin-users.service.ts';
import { suspendedUntil } from '../moderation/moderation.service.ts';

export interface SignedIn {
  me: TMe;
  token: string;
}

async function requireMe(ctx: AuthContext, userId: string): Promise<TMe> {
  const me = await loadMeById(ctx.db, userId);
  if (!me) throw new AppError('UNAUTHENTICATED', 401, 'Sign in first');
  return me;
}

/**
 * Unknown users and wrong passwords get the same answer, after the same work; guesses are limited
 * per IP and per account (login-throttle.ts) once the name is resolved.
 */
export async function login(
  ctx: AuthContext,
  limiter: RateLimiter,
  body: TLoginBody,
  client: ClientInfo,
  currentSessionId: string | null,
): Promise<SignedIn> {
  const user = await findUserByLogin(ctx.db, body.emailOrUsername);
  const attempt = { userId: user?.id ?? null, typed: body.emailOrUsername, client, sessionId: currentSessionId };
  await admitLoginAttempt(ctx.db, limiter, ctx.config.rateLimit, attempt);
  const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', 401, 'Wrong email/username or password');
  await refundLoginAttempt(limiter, attempt);
  if (await isUserBlocked(ctx.db, user.id)) throw new AppError('ACCOUNT_BLOCKED', 403, 'This account is blocked');
  const until = await suspendedUntil(ctx.db, user.id);
  if (until) {
    throw new AppError('ACCOUNT_SUSPENDED', 403, 'This account is suspended', { meta: { until: until.toISOString() } });
  }
  // Signing in during an account deletion's grace period cancels the deletion.
  await cancelDeletionOnSignIn(ctx.db, user.id);
  const token = await startSession(ctx.db, user.id, client, ctx.config.sessionTtlDays, currentSessionId);
  return { me: await requireMe(ctx, user.id), token };
}

export async function signup(
  ctx: AuthContext,
  body: z.output<typeof ZSignupBody>,
  client: ClientInfo,
  currentSessionId: string | null,
): Promise<SignedIn> {
  // `body` is the schema's output: unknown fields (role, tier, onboarded...) were stripped, and the
  // insert below names every column it sets.
  if (await isUsernameTaken(ctx.db, body.username)) throw new AppError('USERNAME_TAKEN', 409, 'Username is taken');
  if (await findUserByEmail(ctx.db, body.email)) throw new AppError('EMAIL_TAKEN', 409, 'Email is already registered');

  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  let created: { mail: QueuedMail; token: string; userId: string };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username: body.username,
        email: body.email.toLowerCase(),
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        locale: body.locale ?? 'RU',
        marketingConsent: body.marketingConsent,
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
      });
      const queued = await queueVerificationMail({ ...ctx, db: tx }, user);
      const sessionToken = await startSession(tx, user.id, client, ctx.config.sessionTtlDays, currentSessionId);
      return { mail: queued, token: sessionToken, userId: user.id };
    });
  } catch (err) {
    const violation = uniqueViolation(err);
    if (violation?.constraint.includes('username')) throw new AppError('USERNAME_TAKEN', 409, 'Username is taken');
    if (violation) throw new AppError('EMAIL_TAKEN', 409, 'Email is already registered');
    throw err;
  }
  await ctx.mailer.deliver([created.mail]);
  return { me: await requireMe(ctx, created.userId), token: created.token };
}

export async function completeOnboarding(
  ctx: AuthContext,
  userId: string,
  body: z.output<typeof ZOnboardingBody>,
): Promise<TMe> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 401, 'Sign in first');
  if (user.onboarded) throw new AppError('ALREADY_ONBOARDED', 409, 'Onboarding is already complete');
  await updateUser(ctx.db, userId, {
    dateOfBirth: body.dateOfBirth,
    gender: body.gender,
    educationStatus: body.educationStatus,
    city: body.city,
    interests: body.interests,
    locale: body.preferredLanguage,
    onboarded: true,
    profileRestricted: ageOn(body.dateOfBirth, new Date()) < ctx.config.teenPrivacyAge,
  });
  return requireMe(ctx, userId);
}

export async function logout(ctx: AuthContext, sessionId: string | null): Promise<void> {
  if (sessionId) await deleteSession(ctx.db, sessionId);
}

export async function setLocale(ctx: AuthContext, userId: string, locale: TLocale): Promise<void> {
  await updateUser(ctx.db, userId, { locale });
}
