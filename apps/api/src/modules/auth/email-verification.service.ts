import { AppError } from '../../lib/app-error.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import type { QueuedMail } from '../../plugins/mailer.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { AuthContext } from './auth-context.ts';
import { verificationMail } from './auth-mail.ts';
import { consumeToken, findTokenOwner, findUserById, replaceToken, updateUser } from './auth.repository.ts';

/** Issues a verification token and writes its mail to the outbox, in the caller's transaction. */
export async function queueVerificationMail(
  ctx: AuthContext,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'locale'>,
): Promise<QueuedMail> {
  const token = newToken();
  const ttlMinutes = ctx.config.tokenTtlMinutes.verification;
  await replaceToken(ctx.db, {
    userId: user.id,
    kind: 'EMAIL_VERIFICATION',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
  const link = new URL(`/auth/verify-email?token=${token}`, ctx.config.publicUrl).toString();
  return ctx.mailer.enqueue(
    ctx.db,
    verificationMail({ to: user.email, name: user.firstName, locale: user.locale, link, ttlMinutes }),
  );
}

/** Sends (or re-sends) the verification mail to the signed-in user. */
export async function sendVerification(ctx: AuthContext, userId: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 401, 'Sign in first');
  if (user.emailVerifiedAt) throw new AppError('ALREADY_VERIFIED', 409, 'The email is already verified');
  const queued = await ctx.db.transaction((tx) => queueVerificationMail({ ...ctx, db: tx }, user));
  await ctx.mailer.deliver([queued]);
}

/**
 * Confirms the email by a mailed token; a used, expired or unknown token gives 400 TOKEN_INVALID.
 * Resolves to the account's id when the link completed a signup (decision 023): the caller signs
 * that browser in, as the link proves the address.
 */
export async function confirmVerification(ctx: AuthContext, token: string): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const userId = await consumeToken(tx, 'EMAIL_VERIFICATION', sha256(token), now);
    if (!userId) throw new AppError('TOKEN_INVALID', 400, 'The link is invalid or has expired');
    const user = await findUserById(tx, userId);
    if (!user) return null;
    if (!user.emailVerifiedAt || user.signupPending) {
      await updateUser(tx, userId, { emailVerifiedAt: user.emailVerifiedAt ?? now, signupPending: false });
    }
    return user.signupPending ? userId : null;
  });
}

/** The account a mailed token belongs to (used or not), so token endpoints are rate-limited per account too. */
export function tokenOwner(ctx: AuthContext, token: string): Promise<string | null> {
  return findTokenOwner(ctx.db, sha256(token));
}
