import { effectiveTier, type TMe } from '@bagdar/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { sessions } from '../../db/schema/auth.ts';
import { organizationMemberships, organizations } from '../../db/schema/organizations.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

const meColumns = {
  user: users,
  membership: organizationMemberships,
  organization: organizations,
  subscription: subscriptions,
};

export type MeRow = {
  user: typeof users.$inferSelect;
  membership: typeof organizationMemberships.$inferSelect | null;
  organization: typeof organizations.$inferSelect | null;
  subscription: typeof subscriptions.$inferSelect | null;
};

/** The one shape of "the current user" (`GET /auth/me`, login, signup...). */
export function toMe(row: MeRow, now: Date = new Date()): TMe {
  const { user, membership, organization, subscription } = row;
  const sub = subscription ?? ({ tier: 'FREE', status: 'ACTIVE', renewsAt: null, autoRenew: false } as const);
  const billingUnit = subscription?.billingIntervalUnit ?? null;
  return {
    id: user.id,
    onboarded: user.onboarded,
    role: user.role,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    bio: user.bio,
    organizationName: user.organizationName,
    city: user.city,
    educationStatus: user.educationStatus,
    interests: user.interests as TMe['interests'],
    locale: user.locale,
    avatarUrl: user.avatarUrl,
    organization: organization
      ? {
          id: organization.id,
          name: organization.name,
          type: organization.type,
          subscriptionStartsAt: iso(organization.subscriptionStartsAt),
          subscriptionEndsAt: iso(organization.subscriptionEndsAt),
        }
      : null,
    organizationUser: membership ? { id: membership.id, role: membership.role, status: membership.status } : null,
    subscription: {
      tier: sub.tier,
      effectiveTier: effectiveTier(sub, now),
      status: sub.status,
      renewsAt: iso(sub.renewsAt),
      billingInterval:
        billingUnit && subscription?.billingIntervalCount
          ? { unit: billingUnit, count: subscription.billingIntervalCount }
          : null,
      autoRenew: sub.autoRenew,
    },
    createdAt: user.createdAt.toISOString(),
  };
}

function selectMe(db: Db) {
  return db
    .select(meColumns)
    .from(users)
    .leftJoin(organizationMemberships, eq(organizationMemberships.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id));
}

export async function loadMeById(db: Db, userId: string): Promise<TMe | null> {
  const [row] = await selectMe(db).where(eq(users.id, userId)).limit(1);
  return row ? toMe(row) : null;
}

function prepareMeBySession(db: Db) {
  return withFastRows(
    db
      .select({ ...meColumns, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(organizationMemberships, eq(organizationMemberships.userId, users.id))
      .leftJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare('me_by_session'),
  );
}

/**
 * Built once per database: a named prepared statement, which PostgreSQL plans once per connection.
 * Planning this five-table join took about 0.6-1 ms a time against 0.07 ms to run it (docs/decisions/007).
 */
const meBySession = new WeakMap<Db, ReturnType<typeof prepareMeBySession>>();

/** A live session as stored: the rows `toMe` builds the user from, and the session's own times. */
export interface SessionRecord {
  row: MeRow;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** The live session `sessionId` names, in one query, or null (unknown or expired). */
export async function findSessionRecord(
  db: Db,
  sessionId: string,
  now: Date = new Date(),
): Promise<SessionRecord | null> {
  let prepared = meBySession.get(db);
  if (!prepared) {
    prepared = prepareMeBySession(db);
    meBySession.set(db, prepared);
  }
  const [found] = await prepared.execute({ sessionId, now });
  if (!found) return null;
  const { lastSeenAt, expiresAt, ...row } = found;
  return { row, lastSeenAt, expiresAt };
}
