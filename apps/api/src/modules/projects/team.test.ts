import type { TApiErrorBody, TNotificationPage, TPostPage, TProject } from '@bagdar/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { projectApplications, projectMembers, projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { signedInUser } from '../feed/social-fixtures.ts';
import { createUser } from '../../test/factories.ts';
import { createProject } from './project-fixtures.ts';
import { addMember, insertInvitation, inviteCandidates } from './team.repository.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
type TUser = Awaited<ReturnType<typeof signedInUser>>;

const post = (app: FastifyInstance, url: string, session: string, body?: unknown) =>
  call(app, 'POST', `/api/v1/projects${url}`, { session, ...(body !== undefined ? { body } : {}) });
const view = async (id: string, session: string) =>
  (await call(ctx.app, 'GET', `/api/v1/projects/${id}`, { session })).json<TProject>();
const notificationsOf = async (session: string) =>
  (await call(ctx.app, 'GET', '/api/v1/notifications', { session })).json<TNotificationPage>().items;
const memberCount = async (id: string) =>
  (await db().select({ n: projects.memberCount }).from(projects).where(eq(projects.id, id)))[0]?.n;

/** A project with an owner, and a helper to bring users in with a role through an accepted invitation. */
async function team() {
  const owner = await signedInUser(ctx.app);
  const project = await createProject(ctx.app, owner.session);
  const join = async (user: TUser, role: 'OWNER' | 'MAINTAINER' | 'MEMBER') => {
    const invited = await post(ctx.app, `/${project.id}/invitations`, owner.session, { userId: user.user.id, role });
    expect(invited.statusCode, invited.body).toBe(201);
    const id = invited.json<{ id: string }>().id;
    expect((await post(ctx.app, `/invitations/${id}/accept`, user.session)).statusCode).toBe(200);
  };
  return { owner, project, join };
}

describe('applying', () => {
  it('goes checking → can withdraw → applied again; twice is 409, and managers are notified', async () => {
    const { owner, project } = await team();
    const applicant = await signedInUser(ctx.app);
    expect((await view(project.id, applicant.session)).myApplication).toBeNull();
    const applied = await post(ctx.app, `/${project.id}/applications`, applicant.session, {
      message: 'Хочу в команду',
    });
    expect(applied.statusCode).toBe(201);
    expect((await view(project.id, applicant.session)).myApplication?.id).toBe(applied.json<{ id: string }>().id);
    const twice = await post(ctx.app, `/${project.id}/applications`, applicant.session, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json<TApiErrorBody>().reason).toBe('already_applied');
    const [notification] = await notificationsOf(owner.session);
    expect(notification).toMatchObject({
      type: 'PROJECT_APPLICATION',
      actor: { id: applicant.user.id },
      data: { projectId: project.id, projectName: project.name },
    });
    const withdrawn = await call(ctx.app, 'DELETE', `/api/v1/projects/${project.id}/applications/mine`, {
      session: applicant.session,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await view(project.id, applicant.session)).myApplication).toBeNull();
    const again = await call(ctx.app, 'DELETE', `/api/v1/projects/${project.id}/applications/mine`, {
      session: applicant.session,
    });
    expect(again.json<TApiErrorBody>().reason).toBe('no_application');
    expect((await post(ctx.app, `/${project.id}/applications`, applicant.session, {})).statusCode).toBe(201);
  });

  it('refuses a project that is not recruiting, a member applying, a too long message and an unknown project', async () => {
    const { owner, project } = await team();
    const applicant = await signedInUser(ctx.app);
    const own = await post(ctx.app, `/${project.id}/applications`, owner.session, {});
    expect(own.json<TApiErrorBody>().reason).toBe('already_member');
    const long = await post(ctx.app, `/${project.id}/applications`, applicant.session, { message: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    await db().update(projects).set({ status: 'ACTIVE' }).where(eq(projects.id, project.id));
    const closed = await post(ctx.app, `/${project.id}/applications`, applicant.session, {});
    expect(closed.statusCode).toBe(409);
    expect(closed.json<TApiErrorBody>().reason).toBe('not_recruiting');
    const unknown = await post(ctx.app, '/00000000-0000-4000-8000-000000000000/applications', applicant.session, {});
    expect(unknown.statusCode).toBe(404);
    expect(await db().select({ n: count() }).from(projectApplications)).toEqual([{ n: 0 }]);
  });
});

describe('deciding applications', () => {
  it('a maintainer accepts with a role: the applicant becomes a member and is notified; a plain member is refused', async () => {
    const { project, join } = await team();
    const maintainer = await signedInUser(ctx.app);
    const member = await signedInUser(ctx.app);
    await join(maintainer, 'MAINTAINER');
    await join(member, 'MEMBER');
    const applicant = await signedInUser(ctx.app);
    const { id } = (await post(ctx.app, `/${project.id}/applications`, applicant.session, {})).json<{ id: string }>();

    const byMember = await post(ctx.app, `/${project.id}/applications/${id}/accept`, member.session, {
      role: 'MEMBER',
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json<TApiErrorBody>().reason).toBe('manager_only');
    const list = await call(ctx.app, 'GET', `/api/v1/projects/${project.id}/applications`, { session: member.session });
    expect(list.statusCode).toBe(403);
    const asOwner = await post(ctx.app, `/${project.id}/applications/${id}/accept`, maintainer.session, {
      role: 'OWNER',
    });
    expect(asOwner.json<TApiErrorBody>().reason).toBe('owner_role_by_owner');
    const badRole = await post(ctx.app, `/${project.id}/applications/${id}/accept`, maintainer.session, {
      role: 'BOSS',
    });
    expect(badRole.statusCode).toBe(400);

    const pending = await call(ctx.app, 'GET', `/api/v1/projects/${project.id}/applications`, {
      session: maintainer.session,
    });
    expect(pending.json<{ items: { id: string }[] }>().items.map((a) => a.id)).toEqual([id]);
    const accepted = await post(ctx.app, `/${project.id}/applications/${id}/accept`, maintainer.session, {
      role: 'MAINTAINER',
    });
    expect(accepted.json()).toEqual({ status: 'ACCEPTED' });
    expect(await memberCount(project.id)).toBe(4);
    expect((await view(project.id, applicant.session)).myRole).toBe('MAINTAINER');
    const [notification] = await notificationsOf(applicant.session);
    expect(notification).toMatchObject({
      type: 'PROJECT_APPLICATION_ACCEPTED',
      data: { projectId: project.id, role: 'MAINTAINER' },
    });
    const again = await post(ctx.app, `/${project.id}/applications/${id}/reject`, maintainer.session);
    expect(again.json<TApiErrorBody>().reason).toBe('already_decided');
  });

  it('rejecting notifies the applicant and adds no member', async () => {
    const { owner, project } = await team();
    const applicant = await signedInUser(ctx.app);
    const { id } = (await post(ctx.app, `/${project.id}/applications`, applicant.session, {})).json<{ id: string }>();
    expect((await post(ctx.app, `/${project.id}/applications/${id}/reject`, owner.session)).json()).toEqual({
      status: 'REJECTED',
    });
    expect(await memberCount(project.id)).toBe(1);
    expect((await notificationsOf(applicant.session))[0]?.type).toBe('PROJECT_APPLICATION_REJECTED');
  });

  it('two owners accepting the same application at once count it once', async () => {
    const { owner, project, join } = await team();
    const second = await signedInUser(ctx.app);
    await join(second, 'OWNER');
    const applicant = await signedInUser(ctx.app);
    const { id } = (await post(ctx.app, `/${project.id}/applications`, applicant.session, {})).json<{ id: string }>();
    const answers = await Promise.all([
      post(ctx.app, `/${project.id}/applications/${id}/accept`, owner.session, { role: 'MEMBER' }),
      post(ctx.app, `/${project.id}/applications/${id}/accept`, second.session, { role: 'MAINTAINER' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await memberCount(project.id)).toBe(3);
    const rows = await db()
      .select({ n: count() })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, applicant.user.id)));
    expect(rows).toEqual([{ n: 1 }]);
    const accepted = (await notificationsOf(applicant.session)).filter(
      (n) => n.type === 'PROJECT_APPLICATION_ACCEPTED',
    );
    expect(accepted).toHaveLength(1);
  });
});

describe('invitations', () => {
  it('finds users by name, invites with a role, and the invitee accepts or rejects; only the invitee may answer', async () => {
    const { owner, project } = await team();
    const invitee = await signedInUser(ctx.app);
    const stranger = await signedInUser(ctx.app);
    await db().update(users).set({ firstName: 'Жандос', lastName: 'Нурланов' }).where(eq(users.id, invitee.user.id));
    const found = await call(
      ctx.app,
      'GET',
      `/api/v1/projects/${project.id}/invite-candidates?q=${encodeURIComponent('жандос н')}`,
      {
        session: owner.session,
      },
    );
    expect(found.json<{ items: { id: string; invited: boolean }[] }>().items).toEqual([
      expect.objectContaining({ id: invitee.user.id, invited: false }),
    ]);
    const byOutsider = await call(ctx.app, 'GET', `/api/v1/projects/${project.id}/invite-candidates?q=ab`, {
      session: stranger.session,
    });
    expect(byOutsider.statusCode).toBe(403);
    const invited = await post(ctx.app, `/${project.id}/invitations`, owner.session, {
      userId: invitee.user.id,
      role: 'MEMBER',
    });
    expect(invited.statusCode).toBe(201);
    const { id } = invited.json<{ id: string }>();
    const twice = await post(ctx.app, `/${project.id}/invitations`, owner.session, {
      userId: invitee.user.id,
      role: 'MEMBER',
    });
    expect(twice.json<TApiErrorBody>().reason).toBe('already_invited');
    const [notification] = await notificationsOf(invitee.session);
    expect(notification).toMatchObject({ type: 'PROJECT_INVITATION', data: { invitationId: id, role: 'MEMBER' } });
    expect((await view(project.id, invitee.session)).myInvitation).toMatchObject({ id, role: 'MEMBER' });

    expect((await post(ctx.app, `/invitations/${id}/accept`, stranger.session)).statusCode).toBe(404);
    expect((await post(ctx.app, `/invitations/${id}/reject`, invitee.session)).json()).toEqual({
      status: 'REJECTED',
      projectId: project.id,
    });
    const late = await post(ctx.app, `/invitations/${id}/accept`, invitee.session);
    expect(late.json<TApiErrorBody>().reason).toBe('already_decided');
    expect(await memberCount(project.id)).toBe(1);

    const second = (
      await post(ctx.app, `/${project.id}/invitations`, owner.session, { userId: invitee.user.id, role: 'MAINTAINER' })
    ).json<{ id: string }>();
    expect((await post(ctx.app, `/invitations/${second.id}/accept`, invitee.session)).statusCode).toBe(200);
    expect((await view(project.id, invitee.session)).myRole).toBe('MAINTAINER');
    expect((await notificationsOf(owner.session))[0]).toMatchObject({
      type: 'PROJECT_INVITATION_ACCEPTED',
      actor: { id: invitee.user.id },
    });
    const member = await post(ctx.app, `/${project.id}/invitations`, owner.session, {
      userId: invitee.user.id,
      role: 'MEMBER',
    });
    expect(member.json<TApiErrorBody>().reason).toBe('already_member');
  });

  it('a maintainer cannot invite an owner; a member cannot invite at all', async () => {
    const { project, join } = await team();
    const maintainer = await signedInUser(ctx.app);
    const member = await signedInUser(ctx.app);
    const target = await signedInUser(ctx.app);
    await join(maintainer, 'MAINTAINER');
    await join(member, 'MEMBER');
    const owner = await post(ctx.app, `/${project.id}/invitations`, maintainer.session, {
      userId: target.user.id,
      role: 'OWNER',
    });
    expect(owner.json<TApiErrorBody>().reason).toBe('owner_role_by_owner');
    const byMember = await post(ctx.app, `/${project.id}/invitations`, member.session, {
      userId: target.user.id,
      role: 'MEMBER',
    });
    expect(byMember.statusCode).toBe(403);
  });
});

describe('leaving and handing over', () => {
  it('refuses the last owner until someone else is made owner; members leave freely', async () => {
    const { owner, project, join } = await team();
    const member = await signedInUser(ctx.app);
    await join(member, 'MEMBER');
    const refused = await post(ctx.app, `/${project.id}/leave`, owner.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<TApiErrorBody>().reason).toBe('last_owner');
    const stepDown = await call(ctx.app, 'PUT', `/api/v1/projects/${project.id}/members/${owner.user.id}`, {
      session: owner.session,
      body: { role: 'MEMBER' },
    });
    expect(stepDown.json<TApiErrorBody>().reason).toBe('last_owner');
    const byMember = await call(ctx.app, 'PUT', `/api/v1/projects/${project.id}/members/${member.user.id}`, {
      session: member.session,
      body: { role: 'OWNER' },
    });
    expect(byMember.statusCode).toBe(403);
    const handOver = await call(ctx.app, 'PUT', `/api/v1/projects/${project.id}/members/${member.user.id}`, {
      session: owner.session,
      body: { role: 'OWNER' },
    });
    expect(handOver.statusCode).toBe(200);
    expect((await post(ctx.app, `/${project.id}/leave`, owner.session)).statusCode).toBe(200);
    expect(await memberCount(project.id)).toBe(1);
    expect((await view(project.id, member.session)).myRole).toBe('OWNER');
    expect((await post(ctx.app, `/${project.id}/leave`, owner.session)).json<TApiErrorBody>().reason).toBe(
      'not_member',
    );
  });
});

describe('project posts', () => {
  it('members write feed posts on the page, counted on the project; outsiders read but cannot write', async () => {
    const { owner, project } = await team();
    const outsider = await signedInUser(ctx.app);
    const written = await post(ctx.app, `/${project.id}/posts`, owner.session, {
      text: 'Первый прототип готов #робот',
    });
    expect(written.statusCode).toBe(201);
    const refused = await post(ctx.app, `/${project.id}/posts`, outsider.session, { text: 'чужой' });
    expect(refused.statusCode).toBe(403);
    const page = await call(ctx.app, 'GET', `/api/v1/projects/${project.id}/posts`, { session: outsider.session });
    expect(page.json<TPostPage>().items.map((p) => p.text)).toEqual(['Первый прототип готов #робот']);
    expect((await view(project.id, outsider.session)).postCount).toBe(1);
    // Deleted through the feed, it leaves the project and its count.
    const postId = written.json<{ id: string }>().id;
    expect((await call(ctx.app, 'DELETE', `/api/v1/posts/${postId}`, { session: owner.session })).statusCode).toBe(200);
    expect((await view(project.id, outsider.session)).postCount).toBe(0);
  });
});

describe('removing a member', () => {
  it('owners remove anyone but the last owner, maintainers only non-owners; the member is told, in one go', async () => {
    const { owner, project, join } = await team();
    const [coOwner, maintainer, member, other, outsider] = await Promise.all(
      Array.from({ length: 5 }, () => signedInUser(ctx.app)),
    );
    if (!coOwner || !maintainer || !member || !other || !outsider) throw new Error('users');
    await join(coOwner, 'OWNER');
    await join(maintainer, 'MAINTAINER');
    await join(member, 'MEMBER');
    await join(other, 'MEMBER');
    const remove = (session: string, userId: string) =>
      call(ctx.app, 'DELETE', `/api/v1/projects/${project.id}/members/${userId}`, { session });
    const before = await memberCount(project.id);

    // Refusals change nothing.
    const byMember = await remove(member.session, other.user.id);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json<TApiErrorBody>().reason).toBe('manager_only');
    expect((await remove(outsider.session, member.user.id)).statusCode).toBe(403);
    const ownerByMaintainer = await remove(maintainer.session, coOwner.user.id);
    expect(ownerByMaintainer.statusCode).toBe(403);
    expect(ownerByMaintainer.json<TApiErrorBody>().reason).toBe('owner_removed_by_owner');
    const self = await remove(owner.session, owner.user.id);
    expect(self.json<TApiErrorBody>().reason).toBe('remove_self');
    expect((await remove(owner.session, outsider.user.id)).statusCode).toBe(404);
    expect((await remove(owner.session, 'nope')).statusCode).toBe(404);
    expect(await memberCount(project.id)).toBe(before);

    // A maintainer removes a member; the member is notified and the count follows.
    expect((await remove(maintainer.session, member.user.id)).statusCode).toBe(200);
    expect(await memberCount(project.id)).toBe((before ?? 0) - 1);
    expect((await view(project.id, member.session)).myRole).toBeNull();
    const [told] = await notificationsOf(member.session);
    expect(told).toMatchObject({
      type: 'PROJECT_MEMBER_REMOVED',
      actor: { id: maintainer.user.id },
      data: { projectId: project.id, projectName: project.name },
    });
    expect((await remove(maintainer.session, member.user.id)).statusCode).toBe(404);

    // An owner removes the other owner; the remaining one is the last and stays.
    expect((await remove(owner.session, coOwner.user.id)).statusCode).toBe(200);
    const ownerRows = await db()
      .select({ n: count() })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.role, 'OWNER')));
    expect(ownerRows[0]?.n).toBe(1);
    const lastOwner = await remove(maintainer.session, owner.user.id);
    expect(lastOwner.json<TApiErrorBody>().reason).toBe('owner_removed_by_owner');
  });
});

describe('invite candidates at scale', () => {
  it('finds the same people in the same order whether the walk in name order fills the page or the trigram index finds them past it', async () => {
    const owner = await signedInUser(ctx.app);
    const project = await createProject(ctx.app, owner.session);
    // Twelve people named apart; the match "kana" is in some first names, last names or usernames.
    const people: { id: string; matches: boolean }[] = [];
    for (let i = 0; i < 12; i++) {
      const { user } = await createUser(db(), {
        username: i % 4 === 0 ? `kana_${i}_${owner.user.id.slice(0, 6)}` : undefined,
      });
      const firstName = `Imya${String.fromCharCode(97 + i)}${i % 3 === 0 ? 'kana' : ''}`;
      const lastName = i % 5 === 0 ? 'Kanalova' : 'Serikova';
      await db().update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
      people.push({ id: user.id, matches: i % 3 === 0 || i % 5 === 0 || i % 4 === 0 });
    }
    const [member, restricted, invited] = [people[0]!, people[3]!, people[5]!];
    await addMember(db(), project.id, member.id, 'MEMBER');
    await db().update(users).set({ profileRestricted: true }).where(eq(users.id, restricted.id));
    await insertInvitation(db(), {
      projectId: project.id,
      userId: invited.id,
      invitedBy: owner.user.id,
      role: 'MEMBER',
    });
    const expected = people.filter((p) => p.matches && p !== member && p !== restricted).map((p) => p.id);
    for (const limit of [1, 3, 20]) {
      const results = [];
      for (const window of [1, 2, 5, 1000]) {
        const rows = await inviteCandidates(db(), project.id, 'KANA', limit, null, window);
        results.push(rows.map((r) => [r.authorId, r.invited]));
      }
      // Every window reads the same page; the full page is every match but the member and the restricted person.
      for (const result of results) expect(result).toEqual(results[0]);
      if (limit === 20) {
        expect(new Set(results[0]!.map(([id]) => id))).toEqual(new Set(expected));
        expect(results[0]!.find(([id]) => id === invited.id)?.[1]).toBe(true);
      }
    }
    // In name order: the first names differ by their fifth letter.
    const rows = await inviteCandidates(db(), project.id, 'KANA', 20, null, 2);
    const names = rows.map((r) => r.authorFirstName);
    expect(names).toEqual([...names].sort());
  });
});
