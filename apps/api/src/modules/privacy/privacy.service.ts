import type { TMe, TUserRelation, TUserRelationKind, TUserRelationList } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import * as repo from './privacy.repository.ts';
import { recordAudit } from '../audit/audit.service.ts';

/**
 * Blocking and muting. The blocked person is never told: nothing is notified, and what they see
 * of the blocker is what they would see of a missing user (404s, empty lists).
 */

const userNotFound = () => new AppError('NOT_FOUND', 404, 'User not found');

async function requireOther(db: Db, me: TMe, targetId: string): Promise<void> {
  if (targetId === me.id) throw new AppError('CANNOT_BLOCK_SELF', 400, 'You cannot block or mute yourself');
  if (!isUuid(targetId) || !(await repo.userExists(db, targetId))) throw userNotFound();
}

export async function listRelations(db: Db, me: TMe): Promise<TUserRelationList> {
  const rows = await repo.listRelations(db, me.id);
  return {
    items: rows.map((row): TUserRelation => ({
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      user: {
        id: row.authorId,
        username: row.authorUsername,
        firstName: row.authorFirstName,
        lastName: row.authorLastName,
        avatarUrl: row.authorAvatarUrl,
      },
    })),
  };
}

/** Blocks or mutes `targetId`; a block is written to the audit log. Setting what is already set changes nothing. */
export async function setRelation(db: Db, me: TMe, targetId: string, kind: TUserRelationKind): Promise<void> {
  await requireOther(db, me, targetId);
  await db.transaction(async (tx) => {
    const before = await repo.upsertRelation(tx, me.id, targetId, kind);
    if (before === kind) return;
    if (kind === 'BLOCK' || before === 'BLOCK') {
      await recordAudit(tx, {
        actorId: me.id,
        targetUserId: targetId,
        action: kind === 'BLOCK' ? 'USER_RELATION_BLOCK' : 'USER_RELATION_UNBLOCK',
        subject: { type: 'USER', id: targetId },
        before: { relation: before ?? 'NONE' },
        after: { relation: kind },
      });
    }
  });
}

/** Undoes a block or a mute; 404 when there was none. */
export async function removeRelation(db: Db, me: TMe, targetId: string): Promise<void> {
  if (!isUuid(targetId)) throw userNotFound();
  await db.transaction(async (tx) => {
    const before = await repo.deleteRelation(tx, me.id, targetId);
    if (!before) throw userNotFound();
    if (before === 'BLOCK') {
      await recordAudit(tx, {
        actorId: me.id,
        targetUserId: targetId,
        action: 'USER_RELATION_UNBLOCK',
        subject: { type: 'USER', id: targetId },
        before: { relation: before },
        after: { relation: 'NONE' },
      });
    }
  });
}

/**
 * Throws 404 (as for a missing object) when `me` and any of `others` blocked one another: no like,
 * comment, invitation or application crosses a block.
 */
export async function requireNotBlocked(db: Db, me: string, others: string[]): Promise<void> {
  const rest = others.filter((id) => id !== me);
  if (await repo.isBlockedWithAny(db, me, rest)) throw new AppError('NOT_FOUND', 404, 'Not found');
}
