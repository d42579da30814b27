import type { TApiErrorBody, TComment, TPost, TStoryFeed, TUserRelationList } from '@bagdar/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/billing.ts';
import { userRelations } from '../../db/schema/privacy.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { mediaRow, postAt, signedInUser } from '../feed/social-fixtures.ts';
import { createProject } from '../projects/project-fixtures.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

type Person = Awaited<ReturnType<typeof signedInUser>>;

const relate = (who: Person, other: string, kind: 'BLOCK' | 'MUTE') =>
  call(ctx.app, 'PUT', `/api/v1/privacy/relations/${other}`, { session: who.session, body: { kind } });
const undo = (who: Person, other: string) =>
  call(ctx.app, 'DELETE', `/api/v1/privacy/relations/${other}`, { session: who.session });

const feedIds = async (who: Person, query = '') =>
  (await call(ctx.app, 'GET', `/api/v1/posts${query}`, { session: who.session }))
    .json<{ items: TPost[] }>()
    .items.map((p) => p.id);
const searchIds = async (who: Person, q: string) =>
  (await call(ctx.app, 'GET', `/api/v1/posts/search?q=${encodeURIComponent(q)}`, { session: who.session }))
    .json<{ items: TPost[] }>()
    .items.map((p) => p.id);
const storyAuthors = async (who: Person) =>
  (await call(ctx.app, 'GET', '/api/v1/stories', { session: who.session }))
    .json<TStoryFeed>()
    .items.map((g) => g.author.username);
const profileStatus = async (who: Person, username: string) =>
  (await call(ctx.app, 'GET', `/api/v1/profiles/${username}`, { session: who.session })).statusCode;

async function story(who: Person) {
  const mediaId = await mediaRow(db(), who.user.id, 'story');
  await call(ctx.app, 'POST', '/api/v1/stories', { session: who.session, body: { mediaId } });
}

describe('blocking', () => {
  it('hides each from the other on every surface, both ways, and the blocked person is not told', async () => {
    const pupil = await signedInUser(ctx.app, 'aru_pupil');
    const bully = await signedInUser(ctx.app, 'bully_b');
    const friend = await signedInUser(ctx.app, 'friend_f');
    const bullyPost = await postAt(db(), bully.user.id, 'олимпиада туралы жазба');
    const pupilPost = await postAt(db(), pupil.user.id, 'олимпиада дайындығы');
    const comment = await call(ctx.app, 'POST', `/api/v1/posts/${pupilPost.id}/comments`, {
      session: bully.session,
      body: { text: 'Сәлем' },
    });
    expect(comment.statusCode).toBe(201);
    await story(bully);
    await story(pupil);
    // The feed is read once before the block, so its post view cache holds the bully's post.
    expect(await feedIds(pupil)).toContain(bullyPost.id);

    const blocked = await relate(pupil, bully.user.id, 'BLOCK');
    expect(blocked.statusCode).toBe(204);

    for (const [viewer, hidden, own] of [
      [pupil, bullyPost.id, pupilPost.id],
      [bully, pupilPost.id, bullyPost.id],
    ] as const) {
      const feed = await feedIds(viewer);
      expect(feed).not.toContain(hidden);
      expect(feed).toContain(own);
      expect(await searchIds(viewer, 'олимпиада')).toEqual([own]);
    }
    expect(await feedIds(pupil, '?author=bully_b')).toEqual([]);
    expect(await feedIds(bully, '?author=aru_pupil')).toEqual([]);
    expect(await storyAuthors(pupil)).toEqual(['aru_pupil']);
    expect(await storyAuthors(bully)).toEqual(['bully_b']);
    expect(await profileStatus(pupil, 'bully_b')).toBe(404);
    expect(await profileStatus(bully, 'aru_pupil')).toBe(404);
    expect(await profileStatus(friend, 'bully_b')).toBe(200);

    // Comments: the bully's comment is gone from the pupil's view of her own post; a third person still sees it.
    const commentsAs = async (who: Person) =>
      (await call(ctx.app, 'GET', `/api/v1/posts/${pupilPost.id}/comments`, { session: who.session }))
        .json<{ items: TComment[] }>()
        .items.map((c) => c.author.username);
    expect(await commentsAs(pupil)).toEqual([]);
    expect(await commentsAs(friend)).toEqual(['bully_b']);

    // No interaction crosses the block: 404 as for a missing post, nothing written.
    const notesBefore = await db().select().from(notifications).where(eq(notifications.userId, pupil.user.id));
    for (const [method, path, body] of [
      ['POST', `/api/v1/posts/${pupilPost.id}/like`, undefined],
      ['POST', `/api/v1/posts/${pupilPost.id}/comments`, { text: 'Тағы да' }],
      ['GET', `/api/v1/posts/${pupilPost.id}/comments`, undefined],
    ] as const) {
      const refused = await call(ctx.app, method, path, { session: bully.session, ...(body ? { body } : {}) });
      expect(refused.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(await db().select().from(notifications).where(eq(notifications.userId, pupil.user.id))).toHaveLength(
      notesBefore.length,
    );
    // The blocked person gets no notification of the block.
    expect(await db().select().from(notifications).where(eq(notifications.userId, bully.user.id))).toHaveLength(0);

    // The block is in the audit log.
    const audit = await db()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.actorId, pupil.user.id), eq(adminAudit.targetUserId, bully.user.id)));
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['USER_RELATION_BLOCK', { relation: 'NONE' }, { relation: 'BLOCK' }],
    ]);

    // Unblocking restores every surface.
    expect((await undo(pupil, bully.user.id)).statusCode).toBe(204);
    expect(await feedIds(pupil)).toContain(bullyPost.id);
    expect(await profileStatus(bully, 'aru_pupil')).toBe(200);
    expect(await commentsAs(pupil)).toEqual(['bully_b']);
  });

  it('stops likes, applications and invitations between the two in projects', async () => {
    const owner = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const project = await createProject(ctx.app, owner.session);
    await relate(owner, other.user.id, 'BLOCK');
    const like = await call(ctx.app, 'POST', `/api/v1/projects/${project.id}/like`, { session: other.session });
    expect(like.statusCode).toBe(404);
    const apply = await call(ctx.app, 'POST', `/api/v1/projects/${project.id}/applications`, {
      session: other.session,
      body: {},
    });
    expect(apply.statusCode).toBe(404);
    const invite = await call(ctx.app, 'POST', `/api/v1/projects/${project.id}/invitations`, {
      session: owner.session,
      body: { userId: other.user.id, role: 'MEMBER' },
    });
    expect(invite.statusCode).toBe(404);
    const stranger = await signedInUser(ctx.app);
    const liked = await call(ctx.app, 'POST', `/api/v1/projects/${project.id}/like`, { session: stranger.session });
    expect(liked.statusCode).toBe(200);
  });

  it('refuses blocking oneself, an unknown person and an invalid kind, changing nothing', async () => {
    const me = await signedInUser(ctx.app);
    const self = await relate(me, me.user.id, 'BLOCK');
    expect(self.statusCode).toBe(400);
    expect(self.json<TApiErrorBody>().code).toBe('CANNOT_BLOCK_SELF');
    expect((await relate(me, '00000000-0000-4000-8000-000000000000', 'BLOCK')).statusCode).toBe(404);
    expect((await relate(me, 'nobody', 'MUTE')).statusCode).toBe(404);
    const bad = await call(ctx.app, 'PUT', `/api/v1/privacy/relations/${me.user.id}`, {
      session: me.session,
      body: { kind: 'HIDE' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await undo(me, me.user.id)).statusCode).toBe(404);
    expect(await db().select().from(userRelations).where(eq(userRelations.ownerId, me.user.id))).toEqual([]);
  });
});

describe('muting', () => {
  it("hides the muted person's posts and stories from the feed only; their profile and tab still show", async () => {
    const me = await signedInUser(ctx.app, 'muter_m');
    const loud = await signedInUser(ctx.app, 'loud_l');
    const loudPost = await postAt(db(), loud.user.id, 'көп жазба');
    await story(loud);
    expect((await relate(me, loud.user.id, 'MUTE')).statusCode).toBe(204);
    expect(await feedIds(me)).not.toContain(loudPost.id);
    expect(await storyAuthors(me)).toEqual([]);
    expect(await feedIds(me, '?author=loud_l')).toEqual([loudPost.id]);
    const profile = await call(ctx.app, 'GET', '/api/v1/profiles/loud_l', { session: me.session });
    expect(profile.json<{ mutedByMe: boolean }>().mutedByMe).toBe(true);
    // The muted person sees everything of the muter and can still interact.
    const mine = await postAt(db(), me.user.id, 'менің жазбам');
    expect(await feedIds(loud)).toContain(mine.id);
    expect((await call(ctx.app, 'POST', `/api/v1/posts/${mine.id}/like`, { session: loud.session })).statusCode).toBe(
      200,
    );
    // A mute is not audited; the list shows it, and blocking replaces it.
    expect(await db().select().from(adminAudit).where(eq(adminAudit.actorId, me.user.id))).toEqual([]);
    await relate(me, loud.user.id, 'BLOCK');
    const list = (
      await call(ctx.app, 'GET', '/api/v1/privacy/relations', { session: me.session })
    ).json<TUserRelationList>();
    expect(list.items.map((r) => [r.user.username, r.kind])).toEqual([['loud_l', 'BLOCK']]);
    expect((await undo(me, loud.user.id)).statusCode).toBe(204);
    expect(
      (await call(ctx.app, 'GET', '/api/v1/privacy/relations', { session: me.session })).json<TUserRelationList>()
        .items,
    ).toEqual([]);
  });
});
