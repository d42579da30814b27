import type { TOrgApplication, TOrgApplicationStatus } from '@bagdar/contracts';
import type { z } from 'zod';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationApplications } from '../../db/schema/billing.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeTimeCursor, encodeCursor, timeKey } from '../../lib/keyset.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { ZOrgApplicationBody } from '@bagdar/contracts';
import { addInterval } from './subscriptions.service.ts';

/** Organisation licence applications: the public form stores them, platform admins review them. */

type Row = typeof organizationApplications.$inferSelect;

function toView(row: Row): TOrgApplication {
  return {
    id: row.id,
    organizationName: row.organizationName,
    type: row.type,
    city: row.city,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    seats: row.seats,
    status: row.status,
    rejectionReason: row.rejectionReason,
    organizationId: row.organizationId,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

export async function submitApplication(db: Db, body: z.output<typeof ZOrgApplicationBody>): Promise<TOrgApplication> {
  const [row] = await db
    .insert(organizationApplications)
    .values({
      organizationName: body.organizationName,
      type: body.type,
      city: body.city,
      contactName: body.contactName,
      contactEmail: body.contactEmail?.toLowerCase() ?? null,
      contactPhone: body.contactPhone ?? null,
      seats: body.seats,
    })
    .returning();
  if (!row) throw new Error('submitApplication: no row');
  return toView(row);
}

const key = timeKey(organizationApplications.createdAt);

/** Newest first, keyset over (created_at, id). */
export async function listApplications(
  db: Db,
  query: { status?: TOrgApplicationStatus | undefined; cursor?: string | undefined; limit: number },
): Promise<{ items: TOrgApplication[]; nextCursor: string | null }> {
  const after = decodeTimeCursor(query.cursor);
  const conditions: (SQL | undefined)[] = [
    query.status ? eq(organizationApplications.status, query.status) : undefined,
  ];
  if (after) {
    conditions.push(
      sql`(${organizationApplications.createdAt}, ${organizationApplications.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  const rows = await db
    .select({ row: organizationApplications, key })
    .from(organizationApplications)
    .where(and(...conditions))
    .orderBy(desc(organizationApplications.createdAt), desc(organizationApplications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => toView(r.row)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.key, last.row.id]) : null,
  };
}

async function pendingForReview(db: Db, id: string): Promise<Row> {
  const [row] = isUuid(id)
    ? await db.select().from(organizationApplications).where(eq(organizationApplications.id, id)).limit(1).for('update')
    : [];
  if (!row) throw new AppError('NOT_FOUND', 404, 'Application not found');
  if (row.status !== 'PENDING') throw new AppError('ALREADY_REVIEWED', 409, 'The application was already reviewed');
  return row;
}

/** Accepting creates the organisation with a one-year licence starting now, in one transaction. */
export async function acceptApplication(
  db: Db,
  id: string,
  reviewerId: string,
  now = new Date(),
): Promise<TOrgApplication> {
  return db.transaction(async (tx) => {
    const app = await pendingForReview(tx, id);
    const [org] = await tx
      .insert(organizations)
      .values({
        name: app.organizationName,
        type: app.type,
        subscriptionStartsAt: now,
        subscriptionEndsAt: addInterval(now, 'YEAR', 1),
      })
      .returning({ id: organizations.id });
    if (!org) throw new Error('acceptApplication: no organisation');
    const [row] = await tx
      .update(organizationApplications)
      .set({ status: 'ACCEPTED', organizationId: org.id, reviewedBy: reviewerId, reviewedAt: now })
      .where(eq(organizationApplications.id, app.id))
      .returning();
    if (!row) throw new Error('acceptApplication: no row');
    return toView(row);
  });
}

export async function rejectApplication(
  db: Db,
  id: string,
  reviewerId: string,
  reason: string,
): Promise<TOrgApplication> {
  return db.transaction(async (tx) => {
    const app = await pendingForReview(tx, id);
    const [row] = await tx
      .update(organizationApplications)
      .set({ status: 'REJECTED', rejectionReason: reason, reviewedBy: reviewerId, reviewedAt: new Date() })
      .where(eq(organizationApplications.id, app.id))
      .returning();
    if (!row) throw new Error('rejectApplication: no row');
    return toView(row);
  });
}
