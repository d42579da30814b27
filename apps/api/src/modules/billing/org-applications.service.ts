import { randomInt } from 'node:crypto';
import type { TOrgApplication, TOrgApplicationAccepted, TOrgApplicationStatus } from '@bagdar/contracts';
import type { z } from 'zod';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationApplications } from '../../db/schema/billing.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeTimeCursor, encodeCursor, timeKey } from '../../lib/keyset.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { ZOrgApplicationBody } from '@bagdar/contracts';
import type { Mailer } from '../../plugins/mailer.ts';
import { cityNamed } from '../locations/locations.service.ts';
import { activationExpiry, newActivationCode, usernameFromEmail } from '../organizations/activation-codes.ts';
import { insertPendingAdmin } from '../organizations/members.service.ts';
import { orgAdminActivationMail } from './org-application-mail.ts';
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
      contactName: `${body.contactLastName} ${body.contactFirstName}`,
      contactLastName: body.contactLastName,
      contactFirstName: body.contactFirstName,
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

/** Where an accepted organisation's first administrator signs in from, and who mails them. */
export interface AcceptContext {
  db: Db;
  mailer: Mailer;
  publicUrl: URL;
}

/**
 * The administrator's names: the application's separate fields; an application made before those
 * fields has only the full name, read as "first last" (a single word is the first name).
 */
function contactNames(app: Row): { firstName: string; lastName: string } {
  if (app.contactFirstName && app.contactLastName) {
    return { firstName: app.contactFirstName, lastName: app.contactLastName };
  }
  const [first = app.contactName, ...rest] = app.contactName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * Accepting creates, in one transaction: the organisation with a one-year licence starting now,
 * its first administrator (an ORG_ADMIN membership pending confirmation, on an account named after
 * the contact) and the administrator's activation code (random, expiring, single use: the same
 * codes and activation page as an organisation's imported accounts). The clear code is answered
 * once, for the platform admin to print, and mailed (outbox in the transaction, delivered after)
 * when the form gave an e-mail. A contact e-mail that already has an account is refused (409),
 * nothing changed.
 */
export async function acceptApplication(
  ctx: AcceptContext,
  id: string,
  reviewerId: string,
  now = new Date(),
): Promise<TOrgApplicationAccepted> {
  const code = newActivationCode();
  const expiresAt = activationExpiry(now);
  const { view, username, queued } = await ctx.db.transaction(async (tx) => {
    const app = await pendingForReview(tx, id);
    const email = app.contactEmail?.toLowerCase() ?? null;
    if (email) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (taken) {
        throw new AppError('EMAIL_TAKEN', 409, 'An account with the contact e-mail exists', {
          details: [{ field: 'contactEmail', code: 'email_taken', message: 'email_taken' }],
        });
      }
    }
    const [org] = await tx
      .insert(organizations)
      .values({
        name: app.organizationName,
        type: app.type,
        // The typed city becomes the organisation's when the catalogue knows it by that name.
        cityId: await cityNamed(tx, app.city),
        seatCount: app.seats,
        subscriptionStartsAt: now,
        subscriptionEndsAt: addInterval(now, 'YEAR', 1),
      })
      .returning({ id: organizations.id });
    if (!org) throw new Error('acceptApplication: no organisation');
    const login = email ? usernameFromEmail(email) : `admin.${randomInt(100_000, 1_000_000)}`;
    // A phone-only contact gets a reserved, undeliverable address (RFC 2606) until they set theirs.
    const names = contactNames(app);
    await insertPendingAdmin(
      tx,
      org.id,
      { username: login, email: email ?? `${login}@no-email.bagdar.invalid`, ...names },
      code,
      now,
    );
    const [row] = await tx
      .update(organizationApplications)
      .set({ status: 'ACCEPTED', organizationId: org.id, reviewedBy: reviewerId, reviewedAt: now })
      .where(eq(organizationApplications.id, app.id))
      .returning();
    if (!row) throw new Error('acceptApplication: no row');
    const link = new URL(`/auth/activate?code=${encodeURIComponent(code)}`, ctx.publicUrl).toString();
    const mail = email
      ? await ctx.mailer.enqueue(
          tx,
          orgAdminActivationMail({
            to: email,
            name: `${names.firstName} ${names.lastName}`.trim(),
            organization: app.organizationName,
            username: login,
            code,
            expiresAt,
            link,
          }),
        )
      : null;
    return { view: toView(row), username: login, queued: mail };
  });
  if (queued) await ctx.mailer.deliver([queued]);
  return {
    ...view,
    activation: { username, code, expiresAt: expiresAt.toISOString(), mailedTo: queued?.mail.to ?? null },
  };
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
