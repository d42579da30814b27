import type {
  TApiErrorBody,
  TAuditPage,
  TComment,
  TModerationQueue,
  TNotificationPage,
  TPost,
  TPostPage,
  TStory,
  TStoryFeed,
  TWordEntry,
} from '@bagdar/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentReports, userSuspensions } from '../../db/schema/moderation.ts';
import { posts } from '../../db/schema/social.ts';
import { countQueries } from '../../test/count-queries.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { createMember, createOrganization } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { mediaRow } from '../feed/social-fixtures.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

async function member(organizationId: string, role: 'ORG_STUDENT' | 'ORG_STAFF' | 'ORG_ADMIN' | 'ORG_TEACHER') {
  const created = await createMember(db(), organizationId, role);
  return {
    id: created.user.id,
    username: created.user.username,
    session: await signIn(ctx.app, created.user.username, TEST_PASSWORD),
  };
}

async function school() {
  const org = await createOrganization(db());
  return {
    id: org.id,
    author: await member(org.id, 'ORG_STUDENT'),
    pupils: [
      await member(org.id, 'ORG_STUDENT'),
      await member(org.id, 'ORG_STUDENT'),
      await member(org.id, 'ORG_STUDENT'),
    ],
    staff: await member(org.id, 'ORG_STAFF'),
    teacher: await member(org.id, 'ORG_TEACHER'),
  };
}

const post = async (session: string, text: string) =>
  call(ctx.app, 'POST', '/api/v1/posts', { session, body: { text } });
const report = (session: string, postId: string, reason = 'ABUSE') =>
  call(ctx.app, 'POST', `/api/v1/posts/${postId}/report`, { session, body: { reason, comment: 'обидно' } });
const queue = (session: string, status = 'OPEN') =>
  call(ctx.app, 'GET', `/api/v1/admin/moderation/reports?status=${status}`, { session });
const act = (session: string, body: Record<string, unknown>) =>
  call(ctx.app, 'POST', '/api/v1/admin/moderation/actions', { session, body });
const feedOf = async (session: string) =>
  (await call(ctx.app, 'GET', '/api/v1/posts?limit=50', { session })).json<TPostPage>().items;
const notificationsOf = async (session: string) =>
  (await call(ctx.app, 'GET', '/api/v1/notifications', { session })).json<TNotificationPage>().items;
const code = (response: { json: <T>() => T }) => response.json<TApiErrorBody>().code;

describe('reports and the queue', () => {
  it('hides a post reported by three pupils; the school’s staff remove it and suspend the author, who cannot sign in', async () => {
    const a = await school();
    const other = await school();
    const { id } = (await post(a.author.session, 'Пост, на который пожалуются')).json<TPost>();

    // Bad input first: one's own content, then the same person twice.
    const own = await report(a.author.session, id);
    expect([own.statusCode, code(own)]).toEqual([409, 'CANNOT_REPORT_OWN']);
    expect((await report(a.pupils[0]!.session, id)).statusCode).toBe(200);
    const twice = await report(a.pupils[0]!.session, id);
    expect([twice.statusCode, code(twice)]).toEqual([409, 'CONFLICT']);
    expect((await report(a.pupils[1]!.session, id, 'SPAM')).statusCode).toBe(200);
    expect((await feedOf(a.pupils[2]!.session)).map((p) => p.id)).toContain(id);
    expect((await report(a.pupils[2]!.session, id, 'INAPPROPRIATE')).statusCode).toBe(200);

    // Three different reporters: hidden from everyone but the author, who sees why.
    expect((await feedOf(a.pupils[2]!.session)).map((p) => p.id)).not.toContain(id);
    const mine = (await feedOf(a.author.session)).find((p) => p.id === id);
    expect(mine?.hiddenReason).toBe('REPORTS');
    expect(
      (await call(ctx.app, 'GET', `/api/v1/posts/${id}/comments`, { session: a.pupils[0]!.session })).statusCode,
    ).toBe(200);

    // The queue: school A's staff see it with its reports and reasons; school B's do not.
    const listed = (await queue(a.staff.session)).json<TModerationQueue>().items;
    const item = listed.find((c) => c.contentId === id);
    expect(item).toMatchObject({ contentType: 'POST', state: 'HIDDEN', stateReason: 'REPORTS', reportCount: 3 });
    expect(item?.author.username).toBe(a.author.username);
    expect(item?.reports.map((r) => r.reason)).toEqual(['ABUSE', 'SPAM', 'INAPPROPRIATE']);
    expect(item?.reports[0]?.comment).toBe('обидно');
    expect(item?.history.map((h) => [h.action, h.reason])).toEqual([['AUTO_HIDE', 'REPORTS']]);
    expect((await queue(other.staff.session)).json<TModerationQueue>().items.map((c) => c.contentId)).not.toContain(id);
    expect((await queue(a.teacher.session)).statusCode).toBe(403);

    // Acting outside one's organisation: 404, nothing changes.
    const foreign = await act(other.staff.session, {
      contentType: 'POST',
      contentId: id,
      action: 'REMOVE',
      reason: 'ABUSE',
    });
    expect([foreign.statusCode, code(foreign)]).toEqual([404, 'NOT_FOUND']);
    const [still] = await db().select({ moderation: posts.moderation }).from(posts).where(eq(posts.id, id));
    expect(still?.moderation).toBe('HIDDEN');

    // Remove: the author is told why, each reporter the outcome; the case leaves the open queue.
    const removed = await act(a.staff.session, {
      contentType: 'POST',
      contentId: id,
      action: 'REMOVE',
      reason: 'ABUSE',
    });
    expect(removed.statusCode).toBe(200);
    expect((await feedOf(a.author.session)).map((p) => p.id)).not.toContain(id);
    expect((await queue(a.staff.session)).json<TModerationQueue>().items.map((c) => c.contentId)).not.toContain(id);
    const resolved = (await queue(a.staff.session, 'RESOLVED')).json<TModerationQueue>().items;
    expect(resolved.find((c) => c.contentId === id)?.state).toBe('REMOVED');
    const told = (await notificationsOf(a.author.session)).find((n) => n.type === 'MODERATION_ACTION');
    expect(told?.data).toMatchObject({ action: 'REMOVE', reason: 'ABUSE', contentType: 'POST' });
    for (const pupil of a.pupils) {
      const outcome = (await notificationsOf(pupil.session)).find((n) => n.type === 'REPORT_RESOLVED');
      expect(outcome?.data).toMatchObject({ outcome: 'REMOVE' });
    }

    // A suspension needs an end and a reason: refused with the field named, nothing stored.
    for (const body of [
      { contentType: 'POST', contentId: id, action: 'SUSPEND', reason: 'ABUSE' },
      { contentType: 'POST', contentId: id, action: 'SUSPEND', until: new Date(Date.now() + 86_400_000).toISOString() },
      {
        contentType: 'POST',
        contentId: id,
        action: 'SUSPEND',
        reason: 'ABUSE',
        until: new Date(Date.now() - 1000).toISOString(),
      },
    ]) {
      const refused = await act(a.staff.session, body);
      expect([refused.statusCode, code(refused)]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect(await db().select({ n: count() }).from(userSuspensions)).toEqual([{ n: 0 }]);

    // Suspended for a day: sessions end, sign-in is refused with the end, other content is hidden.
    const { id: otherPost } = (await post(a.author.session, 'Другой пост автора')).json<TPost>();
    const until = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await act(a.staff.session, { contentType: 'POST', contentId: id, action: 'SUSPEND', reason: 'ABUSE', until }))
        .statusCode,
    ).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/v1/auth/me', { session: a.author.session })).statusCode).toBe(401);
    const login = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrUsername: a.author.username, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json<TApiErrorBody & { meta: { until: string } }>()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      meta: { until },
    });
    expect((await feedOf(a.pupils[0]!.session)).map((p) => p.id)).not.toContain(otherPost);

    // Restore: the post is back, the suspension lifted, the author can sign in.
    expect((await act(a.staff.session, { contentType: 'POST', contentId: id, action: 'RESTORE' })).statusCode).toBe(
      200,
    );
    const back = await signIn(ctx.app, a.author.username, TEST_PASSWORD);
    expect((await feedOf(back)).find((p) => p.id === id)?.hiddenReason).toBeNull();
    expect((await feedOf(a.pupils[0]!.session)).map((p) => p.id)).toEqual(expect.arrayContaining([id, otherPost]));

    // Every step is in the audit log, with the state before and after.
    const admin = await createUser(db(), { role: 'SUPER_ADMIN' });
    const adminSession = await signIn(ctx.app, admin.user.username, admin.password);
    const audit = (await call(ctx.app, 'GET', '/api/v1/admin/audit?action=MODERATION', { session: adminSession }))
      .json<TAuditPage>()
      .items.filter((e) => e.subjectId === id);
    expect(audit.map((e) => e.action)).toEqual([
      'MODERATION_RESTORE',
      'MODERATION_SUSPEND',
      'MODERATION_REMOVE',
      'MODERATION_AUTO_HIDE',
    ]);
    expect(audit[2]).toMatchObject({
      actor: a.staff.username,
      target: a.author.username,
      before: { state: 'HIDDEN' },
      after: { state: 'REMOVED' },
    });
    const xlsx = await call(ctx.app, 'GET', '/api/v1/admin/audit/export?action=MODERATION', { session: adminSession });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('reports comments too (hidden to others, marked for the author); a platform admin sees every organisation’s queue', async () => {
    const a = await school();
    const { id } = (await post(a.author.session, 'Пост')).json<TPost>();
    const comment = (
      await call(ctx.app, 'POST', `/api/v1/posts/${id}/comments`, {
        session: a.author.session,
        body: { text: 'Коммент' },
      })
    ).json<TComment>();
    const reported = await call(ctx.app, 'POST', `/api/v1/posts/${id}/comments/${comment.id}/report`, {
      session: a.pupils[0]!.session,
      body: { reason: 'SPAM' },
    });
    expect(reported.statusCode).toBe(200);
    const admin = await createUser(db(), { role: 'SUPER_ADMIN' });
    const session = await signIn(ctx.app, admin.user.username, admin.password);
    const item = (await queue(session)).json<TModerationQueue>().items.find((c) => c.contentId === comment.id);
    expect(item).toMatchObject({ contentType: 'COMMENT', text: 'Коммент', reportCount: 1 });
    expect(
      (await act(session, { contentType: 'COMMENT', contentId: comment.id, action: 'HIDE', reason: 'SPAM' }))
        .statusCode,
    ).toBe(200);
    const comments = async (s: string) =>
      (await call(ctx.app, 'GET', `/api/v1/posts/${id}/comments`, { session: s })).json<{ items: TComment[] }>().items;
    expect((await comments(a.pupils[0]!.session)).map((c) => c.id)).not.toContain(comment.id);
    expect((await comments(a.author.session)).find((c) => c.id === comment.id)?.hiddenReason).toBe('SPAM');
  });

  it('a hidden story is gone for others and marked hidden, with the reason, for its author', async () => {
    const a = await school();
    const mediaId = await mediaRow(db(), a.author.id, 'story');
    const story = (
      await call(ctx.app, 'POST', '/api/v1/stories', { session: a.author.session, body: { mediaId } })
    ).json<TStory>();
    expect(story.hiddenReason).toBeNull();
    expect(
      (
        await call(ctx.app, 'POST', `/api/v1/stories/${story.id}/report`, {
          session: a.pupils[0]!.session,
          body: { reason: 'ABUSE' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await act(a.staff.session, { contentType: 'STORY', contentId: story.id, action: 'HIDE', reason: 'ABUSE' }))
        .statusCode,
    ).toBe(200);
    const storiesOf = async (session: string) =>
      (await call(ctx.app, 'GET', '/api/v1/stories', { session })).json<TStoryFeed>().items.flatMap((g) => g.stories);
    expect((await storiesOf(a.pupils[1]!.session)).map((s) => s.id)).not.toContain(story.id);
    expect((await storiesOf(a.author.session)).map((s) => [s.id, s.hiddenReason])).toEqual([[story.id, 'ABUSE']]);
    // Restored, the mark goes.
    expect(
      (await act(a.staff.session, { contentType: 'STORY', contentId: story.id, action: 'RESTORE' })).statusCode,
    ).toBe(200);
    expect((await storiesOf(a.author.session)).map((s) => s.hiddenReason)).toEqual([null]);
  });
});

describe('the word filter on write', () => {
  it('refuses a post with a listed insult in any spelling, naming the words; stores nothing', async () => {
    const a = await school();
    const before = await db().select({ n: count() }).from(posts);
    for (const text of ['Ты д у р а к', 'сен aкымaк', 'what a m0r0n']) {
      const refused = await post(a.author.session, text);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<TApiErrorBody & { meta: { words: string } }>()).toMatchObject({ code: 'CONTENT_REJECTED' });
    }
    const named = (await post(a.author.session, 'дурак и idiot')).json<{ meta: { words: string } }>();
    expect(named.meta.words.split(', ').sort()).toEqual(['idiot', 'дурак']);
    expect(await db().select({ n: count() }).from(posts)).toEqual(before);
    const comment = await call(
      ctx.app,
      'POST',
      `/api/v1/posts/${(await post(a.author.session, 'ok')).json<TPost>().id}/comments`,
      {
        session: a.pupils[0]!.session,
        body: { text: 'сен топас' },
      },
    );
    expect(comment.statusCode).toBe(422);
  });

  it('refuses an insult in a profile bio, keeping the old one', async () => {
    const a = await school();
    const profile = {
      firstName: 'Айгерім',
      lastName: 'Серікова',
      gender: 'FEMALE',
      dateOfBirth: '2010-03-14',
      organizationName: null,
      bio: 'Мен т.о.п.а.с емеспін',
    };
    const refused = await call(ctx.app, 'PUT', '/api/v1/profiles/me', { session: a.author.session, body: profile });
    expect([refused.statusCode, code(refused)]).toEqual([422, 'CONTENT_REJECTED']);
    const ok = await call(ctx.app, 'PUT', '/api/v1/profiles/me', {
      session: a.author.session,
      body: { ...profile, bio: 'Робототехниканы жақсы көремін' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('publishes a review word hidden and queues it without a reporter', async () => {
    const a = await school();
    const created = (await post(a.author.session, 'Это было stupid')).json<TPost>();
    expect(created.hiddenReason).toBe('WORD_FILTER');
    expect((await feedOf(a.pupils[0]!.session)).map((p) => p.id)).not.toContain(created.id);
    const item = (await queue(a.staff.session)).json<TModerationQueue>().items.find((c) => c.contentId === created.id);
    expect(item?.reports).toEqual([expect.objectContaining({ reporter: null, comment: 'stupid' })]);
    expect(item?.reportCount).toBe(0);
    // Dismissing shows it: the filter's hold was the only reason.
    expect(
      (await act(a.staff.session, { contentType: 'POST', contentId: created.id, action: 'DISMISS' })).statusCode,
    ).toBe(200);
    expect((await feedOf(a.pupils[0]!.session)).map((p) => p.id)).toContain(created.id);
    expect(
      await db().select({ n: count() }).from(contentReports).where(eq(contentReports.contentId, created.id)),
    ).toEqual([{ n: 1 }]);
  });

  it('platform admins edit the lists; a new word applies at once, and the change is audited', async () => {
    const a = await school();
    const admin = await createUser(db(), { role: 'SUPER_ADMIN' });
    const session = await signIn(ctx.app, admin.user.username, admin.password);
    const added = await call(ctx.app, 'POST', '/api/v1/admin/moderation/words', {
      session,
      body: { language: 'kk', list: 'BLOCK', word: 'Шалқар' },
    });
    expect(added.statusCode).toBe(201);
    const word = added.json<TWordEntry>();
    expect(word.word).toBe('шалқар');
    const again = await call(ctx.app, 'POST', '/api/v1/admin/moderation/words', {
      session,
      body: { language: 'kk', list: 'BLOCK', word: 'шалқар' },
    });
    expect(again.statusCode).toBe(409);
    expect((await post(a.author.session, 'Сен шалкар')).statusCode).toBe(422);
    expect((await call(ctx.app, 'DELETE', `/api/v1/admin/moderation/words/${word.id}`, { session })).statusCode).toBe(
      200,
    );
    expect((await post(a.author.session, 'Сен шалкар')).statusCode).toBe(201);
    const audit = (await call(ctx.app, 'GET', '/api/v1/admin/audit?action=WORD', { session })).json<TAuditPage>().items;
    expect(audit.slice(0, 2).map((e) => [e.action, e.before, e.after])).toEqual([
      ['WORD_REMOVED', { language: 'kk', list: 'BLOCK', word: 'шалқар' }, null],
      ['WORD_ADDED', null, { language: 'kk', list: 'BLOCK', word: 'шалқар' }],
    ]);
  });
});

describe('the queue at scale', () => {
  it('reads a page in one statement however many items of each kind it holds, every part as before', async () => {
    const a = await school();
    const admin = await createUser(db(), { role: 'SUPER_ADMIN' });
    const session = await signIn(ctx.app, admin.user.username, admin.password);
    const first = (await post(a.author.session, 'Первый')).json<TPost>();
    expect((await report(a.pupils[0]!.session, first.id)).statusCode).toBe(200);
    await signalsSettled(ctx.app);
    await queue(session);
    const one = await countQueries(db(), () => queue(session));
    expect(one.result.json<TModerationQueue>().items).toHaveLength(1);
    // The cases with their reports, authors, history and texts.
    expect(one.queries).toBe(1);

    const second = (await post(a.pupils[1]!.session, 'Второй')).json<TPost>();
    const comment = (
      await call(ctx.app, 'POST', `/api/v1/posts/${first.id}/comments`, {
        session: a.author.session,
        body: { text: 'Коммент' },
      })
    ).json<TComment>();
    const mediaId = await mediaRow(db(), a.author.id, 'story');
    const story = (
      await call(ctx.app, 'POST', '/api/v1/stories', { session: a.author.session, body: { mediaId } })
    ).json<TStory>();
    expect((await report(a.pupils[1]!.session, first.id, 'SPAM')).statusCode).toBe(200);
    expect((await report(a.pupils[0]!.session, second.id)).statusCode).toBe(200);
    const reportPath = `/api/v1/posts/${first.id}/comments/${comment.id}/report`;
    const reportBody = { reason: 'SPAM' };
    expect(
      (await call(ctx.app, 'POST', reportPath, { session: a.pupils[2]!.session, body: reportBody })).statusCode,
    ).toBe(200);
    const storyReport = await call(ctx.app, 'POST', `/api/v1/stories/${story.id}/report`, {
      session: a.pupils[2]!.session,
      body: { reason: 'ABUSE' },
    });
    expect(storyReport.statusCode).toBe(200);
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const warned = await act(session, { contentType: 'POST', contentId: second.id, action: 'WARN', reason: 'SPAM' });
    expect(warned.statusCode).toBe(200);
    const suspended = await act(session, {
      contentType: 'COMMENT',
      contentId: comment.id,
      action: 'SUSPEND',
      reason: 'ABUSE',
      until,
    });
    expect(suspended.statusCode).toBe(200);

    await signalsSettled(ctx.app);
    await queue(session);
    const many = await countQueries(db(), () => queue(session));
    expect(many.queries).toBe(1);
    const items = many.result.json<TModerationQueue>().items;
    expect(items.map((c) => [c.contentType, c.contentId])).toEqual([
      ['POST', first.id],
      ['POST', second.id],
      ['COMMENT', comment.id],
      ['STORY', story.id],
    ]);
    const [p1, p2, c1, s1] = items;
    expect(p1).toMatchObject({
      text: 'Первый',
      mediaId: null,
      state: null,
      reportCount: 2,
      authorSuspendedUntil: until,
    });
    expect(p1!.reports.map((r) => [r.reporter?.username, r.reason])).toEqual([
      [a.pupils[0]!.username, 'ABUSE'],
      [a.pupils[1]!.username, 'SPAM'],
    ]);
    expect(p1!.author.username).toBe(a.author.username);
    expect(p1!.history.map((h) => [h.action, h.reason])).toEqual([['SUSPEND', 'ABUSE']]);
    expect(p2).toMatchObject({ text: 'Второй', authorSuspendedUntil: null, reportCount: 1 });
    expect(p2!.history.map((h) => [h.action, h.reason])).toEqual([['WARN', 'SPAM']]);
    expect(c1).toMatchObject({ text: 'Коммент', mediaId: null, reportCount: 1 });
    expect(s1).toMatchObject({ text: '', mediaId, reportCount: 1 });
    expect(new Date(s1!.firstReportedAt).getTime()).toBeLessThanOrEqual(Date.now());
  });
});
