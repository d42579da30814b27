import { organizationAccess, type TChangePasswordBody, type TResetPasswordBody, type TMe } from '@bagdar/contracts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, newToken, sha256, verifyPassword } from '../../lib/secrets.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { passwordResetMail } from './auth-mail.ts';
import { consumeToken, findUserByEmail, findUserById, replaceToken, updateUser } from './auth.repository.ts';
import { admitPasswordCheck, refundPasswordCheck } from './login-throttle.ts';
import { deleteUserSessions } from './session.repository.ts';
import { startSession } from './session.service.ts';

/** Mails a reset link when the account exists; the caller answers the same either way. */
export async function forgotPassword(ctx: AuthContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newToken();
  const ttlMinutes = ctx.config.tokenTtlMinutes.reset;
  const link = new URL(`/auth/reset-password/${token}`, ctx.config.publicUrl).toString();
  const queued = await ctx.db.transaction(async (tx) => {
    await replaceToken(tx, {
      userId: user.id,
      kind: 'PASSWORD_RESET',
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    });
    return ctx.mailer.enqueue(
      tx,
      passwordResetMail({ to: user.email, name: user.firstName, locale: user.locale, link, ttlMinutes }),
    );
  });
  await ctx.mailer.deliver([queued]);
}

/** Sets a new password by a single-use token and signs the user out everywhere. */
export async function resetPassword(ctx: AuthContext, body: TResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const userId = await consumeToken(tx, 'PASSWORD_RESET', sha256(body.token), now);
    if (!userId) throw new AppError('TOKEN_INVALID', 400, 'The link is invalid or has expired');
    const user = await findUserById(tx, userId);
    // Following the mailed link proves the address too (and completes an unconfirmed signup).
    await updateUser(tx, userId, {
      passwordHash,
      signupPending: false,
      ...(user?.emailVerifiedAt ? {} : { emailVerifiedAt: now }),
    });
    await deleteUserSessions(tx, userId);
  });
}

/**
 * Changes the password of the signed-in user: allowed when the email is verified or the user has
 * organisation access (spec §5); other sessions are revoked and this one gets a new id. Wrong
 * current passwords are limited per account as failed logins are (login-throttle.ts).
 */
export async function changePassword(
  ctx: AuthContext,
  limiter: RateLimiter,
  me: TMe,
  body: TChangePasswordBody,
  client: ClientInfo,
  currentSessionId: string | null,
): Promise<string> {
  if (!me.emailVerified && organizationAccess(me) !== 'ok') {
    throw new AppError('PASSWORD_CHANGE_NOT_ALLOWED', 403, 'Verify your email before changing the password');
  }
  await admitPasswordCheck(limiter, ctx.config.rateLimit.authPerAccount, me.id);
  const user = await findUserById(ctx.db, me.id);
  if (!user || !(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', 400, 'The current password is wrong', {
      details: [{ field: 'currentPassword', code: 'currentPassword_wrong', message: 'currentPassword_wrong' }],
    });
  }
  await refundPasswordCheck(limiter, me.id);
  const passwordHash = await hashPassword(body.newPassword);
  return ctx.db.transaction(async (tx) => {
    await updateUser(tx, me.id, { passwordHash });
    await deleteUserSessions(tx, me.id);
    return startSession(tx, me.id, client, ctx.config.sessionTtlDays, currentSessionId);
  });
}
