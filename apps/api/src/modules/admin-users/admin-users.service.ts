import {
  effectiveTier,
  isSuperAdminLevel,
  type TAdminUser,
  type TAdminUserDetail,
  type TGlobalRole,
  type TMe,
  type TSubscriptionActionBody,
  type ZAdminUsersQuery,
} from '@bagdar/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeTimeCursor, encodeCursor } from '../../lib/keyset.ts';
import { isUuid } from '../../lib/uuid.ts';
import { toSubscription, toUpgradeRequest } from '../billing/billing.service.ts';
import { applyAdminChange } from '../billing/subscriptions.service.ts';
import * as repo from './admin-users.repository.ts';

function toAdminUser(row: repo.AdminUserRow, now: Date): TAdminUser {
  const { user, subscription } = row;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    tier: subscription ? effectiveTier(subscription, now) : 'FREE',
    subscriptionStatus: subscription?.status ?? null,
    organization:
      row.organizationId && row.organizationName ? { id: row.organizationId, name: row.organizationName } : null,
    verified: user.emailVerifiedAt !== null,
    blocked: row.blockedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listUsers(
  db: Db,
  query: z.output<typeof ZAdminUsersQuery>,
  now = new Date(),
): Promise<{ items: TAdminUser[]; nextCursor: string | null }> {
  const rows = await repo.listUsers(db, query, decodeTimeCursor(query.cursor), now);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toAdminUser(row, now)),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.key, last.user.id]) : null,
  };
}

async function requireUser(db: Db, id: string): Promise<repo.AdminUserRow> {
  const row = isUuid(id) ? await repo.findUser(db, id) : null;
  if (!row) throw new AppError('NOT_FOUND', 404, 'User not found');
  return row;
}

const iso = (text: string) => new Date(text).toISOString();

/** The detail page in one statement: the list row, history, upgrade requests, audit and counts. */
export async function userDetail(db: Db, id: string, now = new Date()): Promise<TAdminUserDetail> {
  const row = isUuid(id) ? await repo.findUserDetail(db, id) : null;
  if (!row) throw new AppError('NOT_FOUND', 404, 'User not found');
  return {
    ...toAdminUser(row, now),
    dateOfBirth: row.user.dateOfBirth,
    city: row.user.city,
    subscription: row.subscription ? toSubscription(row.subscription, now) : null,
    history: row.history.map((h) => ({
      id: h.id,
      event: h.event,
      fromStatus: h.from_status,
      toStatus: h.to_status,
      tier: h.tier,
      renewsAt: h.renews_at === null ? null : iso(h.renews_at),
      actor: h.actor,
      createdAt: iso(h.created_at),
    })),
    membership:
      row.organizationId && row.organizationName && row.membershipRole && row.membershipStatus
        ? {
            organizationId: row.organizationId,
            organizationName: row.organizationName,
            role: row.membershipRole,
            status: row.membershipStatus,
          }
        : null,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    blockReason: row.blockReason,
    upgradeRequests: row.upgradeRequests.map((r) =>
      toUpgradeRequest({
        id: r.id,
        userId: r.user_id,
        reference: r.reference,
        tier: r.tier,
        status: r.status,
        createdAt: new Date(r.created_at),
        resolvedAt: r.resolved_at === null ? null : new Date(r.resolved_at),
      }),
    ),
    testsCompleted: row.testsCompleted,
    analyses: row.analysesCompleted,
    audit: row.audit.map((a) => ({
      id: a.id,
      actor: a.actor,
      action: a.action,
      detail: a.detail,
      createdAt: iso(a.created_at),
    })),
  };
}

/** Only SUPER_ADMIN may act on another super-admin-level account (the Ministry cannot lock out the platform owner). */
function assertMayActOn(actor: TMe, target: repo.AdminUserRow): void {
  if (isSuperAdminLevel(target.user) && actor.role !== 'SUPER_ADMIN') {
    throw new AppError('FORBIDDEN', 403, 'Only a super admin may change this account', {
      reason: 'insufficient_permissions',
    });
  }
}

/** Blocks an account: its sessions end at once and it cannot sign in again until unblocked. */
export async function blockUser(db: Db, actor: TMe, id: string, reason: string): Promise<TAdminUserDetail> {
  const target = await requireUser(db, id);
  if (target.user.id === actor.id) throw new AppError('CANNOT_BLOCK_SELF', 409, 'You cannot block yourself');
  assertMayActOn(actor, target);
  await db.transaction(async (tx) => {
    if (await repo.insertBlock(tx, id, reason, actor.id)) {
      await repo.endSessions(tx, id);
      await repo.insertAudit(tx, { actorId: actor.id, targetUserId: id, action: 'BLOCK', detail: { reason } });
    }
  });
  return userDetail(db, id);
}

export async function unblockUser(db: Db, actor: TMe, id: string): Promise<TAdminUserDetail> {
  const target = await requireUser(db, id);
  assertMayActOn(actor, target);
  await db.transaction(async (tx) => {
    if (await repo.deleteBlock(tx, id)) {
      await repo.insertAudit(tx, { actorId: actor.id, targetUserId: id, action: 'UNBLOCK', detail: {} });
    }
  });
  return userDetail(db, id);
}

/** SUPER_ADMIN only (checked by the route); nobody changes their own role. */
export async function changeRole(db: Db, actor: TMe, id: string, role: TGlobalRole): Promise<TAdminUserDetail> {
  const target = await requireUser(db, id);
  if (target.user.id === actor.id) throw new AppError('CANNOT_CHANGE_OWN_ROLE', 409, 'You cannot change your own role');
  if (target.user.role !== role) {
    await db.transaction(async (tx) => {
      await repo.setRole(tx, id, role);
      await repo.insertAudit(tx, {
        actorId: actor.id,
        targetUserId: id,
        action: 'ROLE_CHANGE',
        detail: { from: target.user.role, to: role },
      });
    });
  }
  return userDetail(db, id);
}

/** Activate, extend or cancel through the state machine; a repeated idempotency key changes nothing. */
export async function changeSubscription(
  db: Db,
  actor: TMe,
  id: string,
  body: TSubscriptionActionBody,
): Promise<TAdminUserDetail> {
  const target = await requireUser(db, id);
  assertMayActOn(actor, target);
  await applyAdminChange(db, {
    userId: id,
    event: body.action,
    tier: body.tier,
    actorId: actor.id,
    idempotencyKey: body.idempotencyKey,
    alsoWrite: (tx) =>
      repo.insertAudit(tx, {
        actorId: actor.id,
        targetUserId: id,
        action: `SUBSCRIPTION_${body.action}`,
        detail: body.tier && body.action === 'ACTIVATE' ? { tier: body.tier } : {},
      }),
  });
  return userDetail(db, id);
}

export async function listUpgradeRequests(
  db: Db,
  query: { status?: 'PENDING' | 'DONE' | 'CANCELED' | undefined; cursor?: string | undefined; limit: number },
) {
  const rows = await repo.listUpgradeRequests(db, query.status, decodeTimeCursor(query.cursor), query.limit);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      ...toUpgradeRequest(r.request),
      user: { id: r.request.userId, username: r.username, firstName: r.firstName, lastName: r.lastName },
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.key, last.request.id]) : null,
  };
}

/** Whether an account is blocked (sign-in refuses it). */
export function isUserBlocked(db: Db, userId: string): Promise<boolean> {
  return repo.isBlocked(db, userId);
}
