import type { TLicenceState, TOrganizationType } from '@bagdar/contracts';
import { and, eq, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema/locations.ts';
import { organizationMemberCounts, organizationMemberships, organizations } from '../../db/schema/organizations.ts';
import { containsPattern } from '../../lib/keyset.ts';

/** Queries of the organisations themselves (licence, seats, city). */

export type NewOrganization = typeof organizations.$inferInsert;

/**
 * Students holding a seat: every student membership that is not blocked, summed from the counts kept
 * per group and status (organization_member_counts) in the same statement.
 */
const seatsUsedOf = (organizationId: SQLWrapper | string) => sql<number>`(
  SELECT coalesce(sum(c.members), 0)::int FROM ${organizationMemberCounts} c
  WHERE c.organization_id = ${organizationId} AND c.role = 'ORG_STUDENT' AND c.status <> 'BLOCKED'
)`;
const seatsUsed = seatsUsedOf(organizations.id);

const selection = {
  organization: organizations,
  cityName: cities.name,
  seatsUsed,
  sortName: sql<string>`lower(${organizations.name})`,
};

function licenceCondition(state: TLicenceState, now: Date): SQL {
  const start = organizations.subscriptionStartsAt;
  const end = organizations.subscriptionEndsAt;
  switch (state) {
    case 'NONE':
      return sql`(${start} IS NULL OR ${end} IS NULL)`;
    case 'NOT_STARTED':
      return sql`${start} > ${now.toISOString()}::timestamptz`;
    case 'EXPIRED':
      return sql`${end} < ${now.toISOString()}::timestamptz`;
    case 'CURRENT':
      return sql`${start} <= ${now.toISOString()}::timestamptz AND ${end} >= ${now.toISOString()}::timestamptz`;
  }
}

/** Organisations in (lower(name), id) order after the cursor; one statement per page. */
export async function pageOrganizations(
  db: Db,
  options: {
    q?: string;
    type?: TOrganizationType;
    licence?: TLicenceState;
    onlyId?: string;
    after: [string, string] | null;
    limit: number;
    now: Date;
  },
) {
  const conditions: (SQL | undefined)[] = [];
  if (options.after) {
    const [name, id] = options.after;
    conditions.push(sql`(lower(${organizations.name}), ${organizations.id}) > (${name}, ${id}::uuid)`);
  }
  if (options.q) conditions.push(sql`${organizations.name} ILIKE ${containsPattern(options.q)}`);
  if (options.type) conditions.push(eq(organizations.type, options.type));
  if (options.licence) conditions.push(licenceCondition(options.licence, options.now));
  if (options.onlyId) conditions.push(eq(organizations.id, options.onlyId));
  return db
    .select(selection)
    .from(organizations)
    .leftJoin(cities, eq(cities.id, organizations.cityId))
    .where(and(...conditions))
    .orderBy(sql`lower(${organizations.name})`, organizations.id)
    .limit(options.limit);
}

export async function findOrganization(db: Db, id: string) {
  const [row] = await db
    .select(selection)
    .from(organizations)
    .leftJoin(cities, eq(cities.id, organizations.cityId))
    .where(eq(organizations.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertOrganization(db: Db, values: NewOrganization): Promise<string> {
  const [row] = await db.insert(organizations).values(values).returning({ id: organizations.id });
  if (!row) throw new Error('organisation insert returned no row');
  return row.id;
}

export async function updateOrganization(db: Db, id: string, values: Partial<NewOrganization>): Promise<boolean> {
  const rows = await db
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, id))
    .returning({ id: organizations.id });
  return rows.length > 0;
}

export async function cityExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
  return !!row;
}

/**
 * Seats and the students already holding one (for the seat checks); `lock` takes the organisation's
 * row for the rest of the caller's transaction.
 */
export async function seatUse(
  db: Db,
  organizationId: string,
  options: { lock?: boolean } = {},
): Promise<{ seatCount: number | null; used: number }> {
  if (options.lock) {
    await db.execute(sql`SELECT 1 FROM ${organizations} WHERE ${organizations.id} = ${organizationId} FOR UPDATE`);
  }
  // The sum names the organisation by parameter: `seatsUsed` correlates on the organisation's id,
  // which a select from one table renders unqualified ("id"), binding it to the counts' columns.
  const [row] = await db
    .select({ seatCount: organizations.seatCount, used: seatsUsedOf(organizationId) })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row ?? { seatCount: null, used: 0 };
}

export const notBlocked = ne(organizationMemberships.status, 'BLOCKED');
