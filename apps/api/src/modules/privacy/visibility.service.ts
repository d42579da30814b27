import { ageOn, type TMe, type TProfileVisibility } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The teen defaults (users.profile_restricted): on from onboarding for anyone under `widenAge`; the
 * person may turn them off from that age (and on again at any age).
 */

async function restrictionOf(db: Db, userId: string) {
  const [row] = await db
    .select({ restricted: users.profileRestricted, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHENTICATED', 401, 'Sign in first');
  return row;
}

const canWiden = (dateOfBirth: string | null, widenAge: number, now: Date) =>
  dateOfBirth === null || ageOn(dateOfBirth, now) >= widenAge;

export async function getVisibility(db: Db, me: TMe, widenAge: number, now = new Date()): Promise<TProfileVisibility> {
  const row = await restrictionOf(db, me.id);
  return { restricted: row.restricted, canWiden: canWiden(row.dateOfBirth, widenAge, now), widenAge };
}

/** Turning the defaults off under `widenAge` is refused with a translated code, and nothing changes. */
export async function setVisibility(
  db: Db,
  me: TMe,
  restricted: boolean,
  widenAge: number,
  now = new Date(),
): Promise<TProfileVisibility> {
  const row = await restrictionOf(db, me.id);
  if (!restricted && !canWiden(row.dateOfBirth, widenAge, now)) {
    throw new AppError('TOO_YOUNG_TO_WIDEN', 403, `The defaults can be widened from ${widenAge}`, {
      meta: { age: String(widenAge) },
    });
  }
  await db.update(users).set({ profileRestricted: restricted, updatedAt: now }).where(eq(users.id, me.id));
  return { restricted, canWiden: canWiden(row.dateOfBirth, widenAge, now), widenAge };
}
