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
  findUsernameOwner,
  deleteUser,
  insertUser,
  updateUser,
} from './auth.repository.ts';
import { signupAttemptMail } from './auth-mail.ts';
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
  // An unconfirmed signup answers as an unknown user: else signing up with someone's address and
  // signing in would tell whether the address was registered (decision 023).
  if (!user || !ok || user.signupPending) {
    throw new AppError('INVALID_CREDENTIALS', 401, 'Wrong email/username or password');
  }
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

/**
 * Registers an account that signs in once its address is confirmed (decision 023). The answer is the
 * same whether the address is free or registered, and so is the work (the password is hashed and
 * one mail is sent either way): a free address gets the confirmation link, a registered one's owner
 * is told that someone tried to register with it. The username may still answer 409 USERNAME_TAKEN.
 * An unconfirmed signup holding the address is replaced, so a lost mail is fixed by signing up again.
 */
export async function signup(ctx: AuthContext, body: z.output<typeof ZSignupBody>): Promise<void> {
  // `body` is the schema's output: unknown fields (role, tier, onboarded...) were stripped, and the
  // insert below names every column it sets.
  const holder = await findUserByEmail(ctx.db, body.email);
  const replaced = holder?.signupPending ? holder.id : null;
  const usernameOwner = await findUsernameOwner(ctx.db, body.username);
  if (usernameOwner && usernameOwner !== replaced) throw usernameTaken();
  const passwordHash = await hashPassword(body.password);

  if (holder && !replaced) {
    const queued = await ctx.mailer.enqueue(
      ctx.db,
      signupAttemptMail({
        to: holder.email,
        name: holder.firstName,
        locale: holder.locale,
        signInLink: new URL('/auth/login', ctx.config.publicUrl).toString(),
        resetLink: new URL('/auth/forgot-password', ctx.config.publicUrl).toString(),
      }),
    );
    await ctx.mailer.deliver([queued]);
    return;
  }

  const now = new Date();
  let mail: QueuedMail;
  try {
    mail = await ctx.db.transaction(async (tx) => {
      if (replaced) await deleteUser(tx, replaced);
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
        signupPending: true,
      });
      return queueVerificationMail({ ...ctx, db: tx }, user);
    });
  } catch (err) {
    const violation = uniqueViolation(err);
    if (violation?.constraint.includes('username')) throw usernameTaken();
    // The address was registered between the check and the insert: answered as any signup is.
    if (violation) return;
    throw err;
  }
  await ctx.mailer.deliver([mail]);
}

const usernameTaken = () => new AppError('USERNAME_TAKEN', 409, 'Username is taken');

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
