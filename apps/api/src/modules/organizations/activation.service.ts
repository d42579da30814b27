import type { TActivationBody, TActivationResult } from '@bagdar/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activationCodes, organizationMemberships } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { activationCodeHash } from './activation-codes.ts';

const invalidCode = () =>
  new AppError('ACTIVATION_CODE_INVALID', 400, 'The activation code is not valid', {
    details: [{ field: 'code', code: 'activationCode_invalid', message: 'activationCode_invalid' }],
  });

/**
 * Redeems an activation code: the code is marked used, the password set and the membership
 * made ACTIVE in one transaction (a replay, an expired or unknown code answers the same 400).
 * The account then signs in and finishes onboarding as any other.
 */
export async function activate(
  db: Db,
  body: TActivationBody,
  now: Date = new Date(),
): Promise<{ userId: string } & TActivationResult> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [code] = await tx
      .update(activationCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(activationCodes.codeHash, activationCodeHash(body.code)),
          isNull(activationCodes.usedAt),
          gt(activationCodes.expiresAt, now),
        ),
      )
      .returning({ membershipId: activationCodes.membershipId });
    if (!code) throw invalidCode();
    const [membership] = await tx
      .update(organizationMemberships)
      .set({ status: 'ACTIVE' })
      .where(
        and(
          eq(organizationMemberships.id, code.membershipId),
          eq(organizationMemberships.status, 'PENDING_CONFIRMATION'),
        ),
      )
      .returning({ userId: organizationMemberships.userId });
    if (!membership) throw invalidCode();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, membership.userId))
      .returning({ id: users.id, username: users.username });
    if (!user) throw invalidCode();
    return { userId: user.id, username: user.username };
  });
}
