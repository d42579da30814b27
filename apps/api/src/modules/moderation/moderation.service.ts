import {
  isSuperAdminLevel,
  MODERATION_LIMITS,
  type TAuthor,
  type TMe,
  type TModerationActionBody,
  type TModerationCase,
  type TModerationContentType,
  type TModerationQueue,
  type TReportBody,
} from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { groupModerationHistory, recordAudit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as repo from './moderation.repository.ts';

/**
 * Reports and the moderators' actions. Platform admins moderate everything; an organisation's
 * ORG_ADMIN and ORG_STAFF moderate content written by their organisation's active members, and
 * anything else answers 404 as a missing item does (tenant isolation).
 */

const contentNotFound = () => new AppError('NOT_FOUND', 404, 'Content not found');

/** Whose content the caller moderates: null for all (platform), or one organisation. Routes let only these through. */
export function moderationScope(me: TMe): string | null {
  if (isSuperAdminLevel(me)) return null;
  const membership = me.organizationUser;
  if (
    me.organization &&
    membership?.status === 'ACTIVE' &&
    (membership.role === 'ORG_ADMIN' || membership.role === 'ORG_STAFF')
  ) {
    return me.organization.id;
  }
  throw new AppError('FORBIDDEN', 403, 'Moderation is for administrators', { reason: 'insufficient_permissions' });
}

/** When a user's suspension ends, if they are suspended now (sign-in is refused until then). */
export async function suspendedUntil(db: Db, userId: string, now = new Date()): Promise<Date | null> {
  return (await repo.activeSuspension(db, userId, now))?.endsAt ?? null;
}

async function requireContent(db: Db, type: TModerationContentType, id: string): Promise<repo.ContentRow> {
  const content = isUuid(id) ? await repo.findContent(db, type, id) : null;
  if (!content) throw contentNotFound();
  return content;
}

/**
 * A user reports a post, comment or story. Not one's own, not twice; content removed by a moderator
 * is gone (404). When `autoHideAt` different people have open reports on it, it is hidden until reviewed.
 */
export async function fileReport(
  db: Db,
  me: TMe,
  type: TModerationContentType,
  id: string,
  body: TReportBody,
  autoHideAt: number,
): Promise<void> {
  const content = await requireContent(db, type, id);
  if (content.state === 'REMOVED') throw contentNotFound();
  if (content.authorId === me.id) {
    throw new AppError('CANNOT_REPORT_OWN', 409, 'You cannot report your own content');
  }
  await db.transaction(async (tx) => {
    const stored = await repo.insertReport(tx, {
      contentType: type,
      contentId: id,
      authorId: content.authorId,
      reporterId: me.id,
      reason: body.reason,
      comment: body.comment ?? null,
    });
    if (!stored) {
      throw new AppError('CONFLICT', 409, 'You have already reported this', { reason: 'already_reported' });
    }
    if (content.state === null && (await repo.openReporterCount(tx, type, id)) >= autoHideAt) {
      await repo.setContentState(tx, type, id, 'HIDDEN', 'REPORTS');
      await recordAudit(tx, {
        actorId: null,
        action: 'MODERATION_AUTO_HIDE',
        targetUserId: content.authorId,
        subject: { type, id },
        before: { state: null },
        after: { state: 'HIDDEN', reason: 'REPORTS' },
        detail: { reason: 'REPORTS', reports: String(autoHideAt) },
      });
    }
  });
}

const toAuthor = (u: {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}): TAuthor => ({
  id: u.id,
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
  avatarUrl: u.avatarUrl,
});

export async function listQueue(
  db: Db,
  me: TMe,
  query: { status: 'OPEN' | 'RESOLVED'; limit: number },
  now = new Date(),
): Promise<TModerationQueue> {
  const open = query.status === 'OPEN';
  const parts = await repo.queuePage(db, { organizationId: moderationScope(me), open, limit: query.limit }, now);
  const cases = parts.cases.map((c) => ({
    contentType: c.content_type,
    contentId: c.content_id,
    authorId: c.author_id,
    firstReportedAt: new Date(c.first_reported_at),
  }));
  const reports = parts.reports.map((r) => ({
    id: r.id,
    contentId: r.content_id,
    reason: r.reason,
    comment: r.comment,
    createdAt: new Date(r.created_at),
    reporterId: r.reporter_id,
    reporterUsername: r.reporter_username,
    reporterFirstName: r.reporter_first_name,
    reporterLastName: r.reporter_last_name,
    reporterAvatarUrl: r.reporter_avatar_url,
  }));
  const history = groupModerationHistory(
    parts.history.map((h) => ({
      targetUserId: h.target_user_id,
      action: h.action,
      detail: h.detail,
      createdAt: new Date(h.created_at),
    })),
  );
  const contents = new Map(
    parts.contents.map((c) => [
      c.id,
      { text: c.text, mediaId: c.media_id, state: c.state, stateReason: c.state_reason },
    ]),
  );
  const authorById = new Map(
    parts.authors.map((a) => [
      a.id,
      { id: a.id, username: a.username, firstName: a.first_name, lastName: a.last_name, avatarUrl: a.avatar_url },
    ]),
  );
  const suspendedUntil = new Map(
    parts.authors.flatMap((a): [string, string][] =>
      a.suspended_until ? [[a.id, new Date(a.suspended_until).toISOString()]] : [],
    ),
  );
  const items: TModerationCase[] = cases.flatMap((c) => {
    const content = contents.get(c.contentId);
    const author = authorById.get(c.authorId);
    if (!content || !author) return [];
    const own = reports.filter((r) => r.contentId === c.contentId);
    return [
      {
        contentType: c.contentType,
        contentId: c.contentId,
        text: content.text,
        mediaId: content.mediaId,
        state: content.state,
        stateReason: content.stateReason,
        author: toAuthor(author),
        authorSuspendedUntil: suspendedUntil.get(c.authorId) ?? null,
        reportCount: own.filter((r) => r.reporterId !== null).length,
        reports: own.map((r) => ({
          id: r.id,
          reporter:
            r.reporterId && r.reporterUsername && r.reporterFirstName !== null && r.reporterLastName !== null
              ? toAuthor({
                  id: r.reporterId,
                  username: r.reporterUsername,
                  firstName: r.reporterFirstName,
                  lastName: r.reporterLastName,
                  avatarUrl: r.reporterAvatarUrl,
                })
              : null,
          reason: r.reason,
          comment: r.comment,
          createdAt: r.createdAt.toISOString(),
        })),
        history: history.get(c.authorId) ?? [],
        firstReportedAt: c.firstReportedAt.toISOString(),
      },
    ];
  });
  return { items };
}

/** Reporters are told the outcome of these actions (the others concern the author, not the report). */
const RESOLVING = new Set(['DISMISS', 'HIDE', 'REMOVE', 'RESTORE']);

function suspensionEnd(body: TModerationActionBody, now: Date): Date {
  const until = body.until ? new Date(body.until) : null;
  const latest = now.getTime() + MODERATION_LIMITS.suspensionDaysMax * 86_400_000;
  if (!until || Number.isNaN(until.getTime()) || until.getTime() <= now.getTime() || until.getTime() > latest) {
    throw new AppError('VALIDATION_ERROR', 400, 'The suspension needs an end in the future', {
      details: [{ field: 'until', code: 'suspension_end_invalid', message: 'suspension_end_invalid' }],
    });
  }
  return until;
}

/**
 * One moderator action on a reported item (or its author), atomic with its audit entry and the
 * notifications: the author is told the action and the reason, the reporters the outcome.
 * - DISMISS closes the reports; content hidden only by the reports or the word filter shows again.
 * - HIDE: only the author sees it (marked, with the reason). REMOVE: nobody sees it.
 * - WARN tells the author; SUSPEND refuses their sign-in until `until` and hides all their content
 *   meanwhile. Neither closes the reports: the item still wants a decision.
 * - RESTORE shows the item again and lifts the author's suspension.
 */
export async function act(db: Db, me: TMe, body: TModerationActionBody, now = new Date()): Promise<void> {
  const scope = moderationScope(me);
  const { contentType: type, contentId: id, action } = body;
  const content = await requireContent(db, type, id);
  if (scope && (await repo.organizationOf(db, content.authorId)) !== scope) throw contentNotFound();
  if (content.authorId === me.id) throw contentNotFound();
  const until = action === 'SUSPEND' ? suspensionEnd(body, now) : null;
  const reason = body.reason ?? null;
  const note = body.note ?? null;
  await db.transaction(async (tx) => {
    const suspension = await repo.activeSuspension(tx, content.authorId, now);
    const before = {
      state: content.state,
      reason: content.stateReason,
      suspendedUntil: suspension?.endsAt.toISOString() ?? null,
    };
    const after = { ...before };
    switch (action) {
      case 'DISMISS':
        if (content.state === 'HIDDEN' && ['REPORTS', 'WORD_FILTER'].includes(content.stateReason ?? '')) {
          await repo.setContentState(tx, type, id, null, null);
          Object.assign(after, { state: null, reason: null });
        }
        break;
      case 'HIDE':
      case 'REMOVE': {
        const state = action === 'HIDE' ? 'HIDDEN' : 'REMOVED';
        await repo.setContentState(tx, type, id, state, reason);
        Object.assign(after, { state, reason });
        break;
      }
      case 'WARN':
        break;
      case 'SUSPEND':
        if (!until || !reason) throw new Error('act: SUSPEND without its end or reason');
        await repo.suspend(tx, { userId: content.authorId, endsAt: until, reason, note, suspendedBy: me.id });
        after.suspendedUntil = until.toISOString();
        break;
      case 'RESTORE':
        await repo.setContentState(tx, type, id, null, null);
        await repo.liftSuspension(tx, content.authorId);
        Object.assign(after, { state: null, reason: null, suspendedUntil: null });
        break;
    }
    const reporters = RESOLVING.has(action) ? await repo.resolveReports(tx, type, id, action, now) : [];
    await recordAudit(tx, {
      actorId: me.id,
      action: `MODERATION_${action}`,
      targetUserId: content.authorId,
      subject: { type, id },
      before,
      after,
      detail: {
        ...(reason ? { reason } : {}),
        ...(note ? { note } : {}),
        ...(until ? { until: until.toISOString() } : {}),
        ...(scope ? { organizationId: scope } : {}),
      },
    });
    const authorToldOf = action !== 'DISMISS' || after.state !== before.state;
    if (authorToldOf) {
      await notify(tx, {
        userId: content.authorId,
        type: 'MODERATION_ACTION',
        actorId: null,
        data: {
          action: action === 'DISMISS' ? 'RESTORE' : action,
          contentType: type,
          ...(reason ? { reason } : {}),
          ...(note ? { note } : {}),
          ...(until ? { until: until.toISOString() } : {}),
        },
      });
    }
    for (const reporterId of reporters) {
      await notify(tx, {
        userId: reporterId,
        type: 'REPORT_RESOLVED',
        actorId: null,
        data: { outcome: action, contentType: type },
      });
    }
  });
}
