import type { TGlobalRole, TTier } from '@bagdar/contracts';
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAdminUsersQuery } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { personalityAnalyses } from '../../db/schema/analysis.ts';
import { adminAudit, upgradeRequests, userBlocks } from '../../db/schema/billing.ts';
import { organizationMemberships, organizations } from '../../db/schema/organizations.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { testAttempts } from '../../db/schema/tests.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, timeKey } from '../../lib/keyset.ts';

/** Queries behind /admin/users; one query a page (joins, no N+1). */

const columns = {
  user: users,
  subscription: subscriptions,
  organizationId: organizations.id,
  organizationName: organizations.name,
  membershipRole: organizationMemberships.role,
  membershipStatus: organizationMemberships.status,
  blockedAt: userBlocks.createdAt,
  blockReason: userBlocks.reason,
  key: timeKey(users.createdAt),
};

function joined(db: Db) {
  return db
    .select(columns)
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .leftJoin(organizationMemberships, eq(organizationMemberships.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
    .leftJoin(userBlocks, eq(userBlocks.userId, users.id));
}

export type AdminUserRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** The same expression as the trigram index `users_admin_search_trgm_idx` (migration 0009). */
const searchText = sql`lower(${users.username} || ' ' || ${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName})`;

/** The tier a subscription gives now, in SQL (contracts' effectiveTier). */
function tierIs(tier: TTier, now: Date): SQL {
  const paid = sql`(${subscriptions.status} IN ('ACTIVE', 'PAST_DUE') OR (${subscriptions.status} = 'CANCELED' AND ${subscriptions.renewsAt} > ${now.toISOString()}))`;
  return tier === 'FREE'
    ? sql`(${subscriptions.id} IS NULL OR NOT ${paid})`
    : sql`(${subscriptions.tier} = ${tier} AND ${paid})`;
}

export function listUsers(
  db: Db,
  query: z.output<typeof ZAdminUsersQuery>,
  after: { createdAt: string; id: string } | null,
  now: Date,
): Promise<AdminUserRow[]> {
  const conditions: (SQL | undefined)[] = [
    query.q ? sql`${searchText} LIKE ${containsPattern(query.q.toLowerCase())}` : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.tier ? tierIs(query.tier, now) : undefined,
    query.organizationId ? eq(organizationMemberships.organizationId, query.organizationId) : undefined,
    query.verified === 'true'
      ? isNotNull(users.emailVerifiedAt)
      : query.verified === 'false'
        ? isNull(users.emailVerifiedAt)
        : undefined,
    query.blocked === 'true'
      ? isNotNull(userBlocks.userId)
      : query.blocked === 'false'
        ? isNull(userBlocks.userId)
        : undefined,
    after ? sql`(${users.createdAt}, ${users.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined,
  ];
  return joined(db)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
}

export async function findUser(db: Db, id: string): Promise<AdminUserRow | null> {
  const [row] = await joined(db).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function activityCounts(db: Db, userId: string): Promise<{ testsCompleted: number; analyses: number }> {
  const [[tests], [analyses]] = await Promise.all([
    db
      .select({ n: count() })
      .from(testAttempts)
      .where(and(eq(testAttempts.userId, userId), isNotNull(testAttempts.completedAt))),
    db
      .select({ n: count() })
      .from(personalityAnalyses)
      .where(and(eq(personalityAnalyses.userId, userId), eq(personalityAnalyses.status, 'COMPLETED'))),
  ]);
  return { testsCompleted: tests?.n ?? 0, analyses: analyses?.n ?? 0 };
}

export async function insertBlock(db: Db, userId: string, reason: string, actorId: string): Promise<boolean> {
  const rows = await db
    .insert(userBlocks)
    .values({ userId, reason, blockedBy: actorId })
    .onConflictDoNothing()
    .returning({ userId: userBlocks.userId });
  return rows.length > 0;
}

export async function deleteBlock(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(userBlocks)
    .where(eq(userBlocks.userId, userId))
    .returning({ userId: userBlocks.userId });
  return rows.length > 0;
}

export async function isBlocked(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userBlocks.userId })
    .from(userBlocks)
    .where(eq(userBlocks.userId, userId))
    .limit(1);
  return Boolean(row);
}

export async function endSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function setRole(db: Db, userId: string, role: TGlobalRole): Promise<void> {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertAudit(
  db: Db,
  entry: { actorId: string; targetUserId: string; action: string; detail: Record<string, string> },
): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

export function listAudit(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: adminAudit.id,
      actor: users.username,
      action: adminAudit.action,
      detail: adminAudit.detail,
      createdAt: adminAudit.createdAt,
    })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.actorId))
    .where(eq(adminAudit.targetUserId, userId))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit);
}

/** Upgrade requests of every user, newest first, with who asked (for the admins' queue). */
export function listUpgradeRequests(
  db: Db,
  status: 'PENDING' | 'DONE' | 'CANCELED' | undefined,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  return db
    .select({
      request: upgradeRequests,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      key: timeKey(upgradeRequests.createdAt),
    })
    .from(upgradeRequests)
    .innerJoin(users, eq(users.id, upgradeRequests.userId))
    .where(
      and(
        status ? eq(upgradeRequests.status, status) : undefined,
        after
          ? sql`(${upgradeRequests.createdAt}, ${upgradeRequests.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(upgradeRequests.createdAt), desc(upgradeRequests.id))
    .limit(limit + 1);
}
