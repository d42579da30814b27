import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { adminAudit } from '../../db/schema/billing.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern, timeKey } from '../../lib/keyset.ts';

/** Queries of the audit log (admin_audit). */

export type AuditInsert = typeof adminAudit.$inferInsert;

export async function insertAuditRow(db: Db, entry: AuditInsert): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

export interface AuditFilter {
  action?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const actors = alias(users, 'audit_actor');
const targets = alias(users, 'audit_target');

/** The log newest first over admin_audit_created_idx, with the actor's and the target's usernames. */
export function listAudit(db: Db, filter: AuditFilter, after: { createdAt: string; id: string } | null, limit: number) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(sql`${adminAudit.action} ILIKE ${containsPattern(filter.action)}`);
  if (filter.actor) conditions.push(sql`${actors.username} ILIKE ${containsPattern(filter.actor)}`);
  if (filter.from) conditions.push(sql`${adminAudit.createdAt} >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`${adminAudit.createdAt} < ${filter.to}::date + 1`);
  if (after) {
    conditions.push(
      sql`(${adminAudit.createdAt}, ${adminAudit.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return db
    .select({
      row: adminAudit,
      actor: actors.username,
      target: targets.username,
      key: timeKey(adminAudit.createdAt),
    })
    .from(adminAudit)
    .leftJoin(actors, eq(actors.id, adminAudit.actorId))
    .leftJoin(targets, eq(targets.id, adminAudit.targetUserId))
    .where(and(...conditions))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit);
}

export type AuditListRow = Awaited<ReturnType<typeof listAudit>>[number];
