import type {
  TGlobalRole,
  TSubscriptionEvent,
  TSubscriptionStatus,
  TTier,
  TUpgradeRequestStatus,
} from '@bagdar/contracts';
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAdminUsersQuery } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { preparedByName } from '../../db/prepared.ts';
import { sessions } from '../../db/schema/auth.ts';
import { adminAudit, upgradeRequests, userBlocks } from '../../db/schema/billing.ts';
import { organizationMemberships, organizations } from '../../db/schema/organizations.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
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

type ListQuery = z.output<typeof ZAdminUsersQuery>;
type After = { createdAt: string; id: string } | null;
/** A value of the list's statement: a placeholder in a prepared one, the value itself otherwise. */
type Bind = (name: string, value: unknown) => unknown;

/** The tier a subscription gives now, in SQL (contracts' effectiveTier). */
function tierIs(tier: TTier, now: unknown, bind: Bind): SQL {
  const paid = sql`(${subscriptions.status} IN ('ACTIVE', 'PAST_DUE') OR (${subscriptions.status} = 'CANCELED' AND ${subscriptions.renewsAt} > ${now}::timestamptz))`;
  return tier === 'FREE'
    ? sql`(${subscriptions.id} IS NULL OR NOT ${paid})`
    : sql`(${subscriptions.tier} = ${bind('tier', tier)} AND ${paid})`;
}

function listConditions(query: ListQuery, after: After, now: Date, bind: Bind): SQL | undefined {
  return and(
    query.q ? sql`${searchText} LIKE ${bind('q', containsPattern(query.q.toLowerCase()))}` : undefined,
    query.role ? sql`${users.role} = ${bind('role', query.role)}` : undefined,
    query.tier ? tierIs(query.tier, bind('now', now.toISOString()), bind) : undefined,
    query.organizationId
      ? sql`${organizationMemberships.organizationId} = ${bind('organizationId', query.organizationId)}`
      : undefined,
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
    after
      ? sql`(${users.createdAt}, ${users.id}) < (${bind('afterAt', after.createdAt)}::timestamptz, ${bind('afterId', after.id)}::uuid)`
      : undefined,
  );
}

function prepareList(db: Db, name: string, query: ListQuery, after: After, now: Date) {
  return withFastRows(
    joined(db)
      .where(listConditions(query, after, now, (key) => sql.placeholder(key)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
}
const listPrepared = preparedByName<ReturnType<typeof prepareList>>();

/**
 * A page newest first over users_created_at_idx (created_at, id), keyset after `after`. The shapes
 * without a search text or an organisation are named prepared statements (planning the five-table
 * join costs more than running it); a search or an organisation is planned for its value, as a
 * rare word is best found through the trigram index and a common one by walking the order.
 */
export function listUsers(db: Db, query: ListQuery, after: After, now: Date): Promise<AdminUserRow[]> {
  if (query.q || query.organizationId) {
    return joined(db)
      .where(listConditions(query, after, now, (_key, value) => value))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit + 1);
  }
  const name = [
    'admin_users',
    query.role ? 'r' : '',
    query.tier ? (query.tier === 'FREE' ? 'f' : 'p') : '',
    query.verified ? `v${query.verified[0]}` : '',
    query.blocked ? `b${query.blocked[0]}` : '',
    after ? 'a' : '',
  ].join('_');
  const statement = listPrepared(db, name, () => prepareList(db, name, query, after, now));
  return statement.execute({
    role: query.role,
    tier: query.tier,
    now: now.toISOString(),
    afterAt: after?.createdAt,
    afterId: after?.id,
    limit: query.limit + 1,
  });
}

export async function findUser(db: Db, id: string): Promise<AdminUserRow | null> {
  const [row] = await joined(db).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** A subscription event as the detail's JSON carries it (snake_case, times as JSON text). */
export interface HistoryJson {
  id: string;
  event: TSubscriptionEvent;
  from_status: TSubscriptionStatus | null;
  to_status: TSubscriptionStatus;
  tier: TTier;
  renews_at: string | null;
  actor: string | null;
  created_at: string;
}
export interface UpgradeRequestJson {
  id: string;
  user_id: string;
  reference: string;
  tier: TTier;
  status: TUpgradeRequestStatus;
  created_at: string;
  resolved_at: string | null;
}
export interface AuditJson {
  id: string;
  actor: string | null;
  action: string;
  detail: Record<string, string>;
  created_at: string;
}

/**
 * The detail page's parts beside the list row, as subqueries of the same statement: the user's
 * subscription history (50 newest), upgrade requests (20 newest), audit entries (50 newest) as JSON
 * arrays, and the completed tests' and analyses' counts. `${users.id}` is the outer row's id (the
 * subqueries alias their own users join).
 */
const detailColumns = {
  ...columns,
  history: sql<HistoryJson[]>`(SELECT coalesce(json_agg(h ORDER BY h.created_at DESC, h.id DESC), '[]'::json) FROM (
      SELECT e.id, e.event, e.from_status, e.to_status, e.tier, e.renews_at, ea.username AS actor, e.created_at
      FROM subscription_events e LEFT JOIN users ea ON ea.id = e.actor_id
      WHERE e.user_id = ${users.id} ORDER BY e.created_at DESC, e.id DESC LIMIT 50) h)`,
  upgradeRequests: sql<UpgradeRequestJson[]>`(SELECT coalesce(json_agg(r ORDER BY r.created_at DESC), '[]'::json) FROM (
      SELECT q.id, q.user_id, q.reference, q.tier, q.status, q.created_at, q.resolved_at
      FROM upgrade_requests q WHERE q.user_id = ${users.id} ORDER BY q.created_at DESC LIMIT 20) r)`,
  audit: sql<AuditJson[]>`(SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id DESC), '[]'::json) FROM (
      SELECT aa.id, au.username AS actor, aa.action, aa.detail, aa.created_at
      FROM admin_audit aa LEFT JOIN users au ON au.id = aa.actor_id
      WHERE aa.target_user_id = ${users.id} ORDER BY aa.created_at DESC, aa.id DESC LIMIT 50) x)`,
  testsCompleted:
    sql<number>`(SELECT count(*)::int FROM test_attempts t WHERE t.user_id = ${users.id} AND t.completed_at IS NOT NULL)`.mapWith(
      Number,
    ),
  analysesCompleted:
    sql<number>`(SELECT count(*)::int FROM personality_analyses pa WHERE pa.user_id = ${users.id} AND pa.status = 'COMPLETED')`.mapWith(
      Number,
    ),
};

function prepareUserDetail(db: Db) {
  return withFastRows(
    db
      .select(detailColumns)
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .leftJoin(organizationMemberships, eq(organizationMemberships.userId, users.id))
      .leftJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
      .leftJoin(userBlocks, eq(userBlocks.userId, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('admin_user_detail'),
  );
}
const userDetailPrepared = preparedByName<ReturnType<typeof prepareUserDetail>>();

export type AdminUserDetailRow = Awaited<ReturnType<ReturnType<typeof prepareUserDetail>['execute']>>[number];

/** The user with everything the detail page shows, in one statement (a named prepared statement). */
export async function findUserDetail(db: Db, id: string): Promise<AdminUserDetailRow | null> {
  const [row] = await userDetailPrepared(db, 'admin_user_detail', () => prepareUserDetail(db)).execute({ id });
  return row ?? null;
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
