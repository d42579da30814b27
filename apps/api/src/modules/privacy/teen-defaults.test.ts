import type { TApiErrorBody, TProfileVisibility } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createMember, createOrganization } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { createProject } from '../projects/project-fixtures.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

/** A date of birth `years` years and a few days ago, as the onboarding form sends it. */
const bornYearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 3);
  return date.toISOString().slice(0, 10);
};

async function onboard(dateOfBirth: string) {
  const { user } = await createUser(db(), { onboarded: false });
  const session = await signIn(ctx.app, user.username, TEST_PASSWORD);
  const response = await call(ctx.app, 'POST', '/api/v1/auth/onboarding', {
    session,
    body: {
      dateOfBirth,
      gender: 'FEMALE',
      educationStatus: 'SCHOOL_STUDENT',
      city: 'Қостанай',
      interests: ['BIOLOGY'],
      preferredLanguage: 'KK',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { user, session };
}

const restrict = (userId: string) => db().update(users).set({ profileRestricted: true }).where(eq(users.id, userId));

describe('teen defaults', () => {
  it('start at onboarding under 16 and not from 16', async () => {
    const teen = await onboard(bornYearsAgo(14));
    const older = await onboard(bornYearsAgo(16));
    const visibility = async (session: string) =>
      (await call(ctx.app, 'GET', '/api/v1/privacy/visibility', { session })).json<TProfileVisibility>();
    expect(await visibility(teen.session)).toEqual({ restricted: true, canWiden: false, widenAge: 16 });
    expect(await visibility(older.session)).toEqual({ restricted: false, canWiden: true, widenAge: 16 });

    // Under 16 the defaults cannot be widened: a translated code, nothing changed.
    const refused = await call(ctx.app, 'PUT', '/api/v1/privacy/visibility', {
      session: teen.session,
      body: { restricted: false },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<TApiErrorBody>().code).toBe('TOO_YOUNG_TO_WIDEN');
    expect((await visibility(teen.session)).restricted).toBe(true);

    // From 16 the person may turn them on and off.
    const on = await call(ctx.app, 'PUT', '/api/v1/privacy/visibility', {
      session: older.session,
      body: { restricted: true },
    });
    expect(on.json<TProfileVisibility>().restricted).toBe(true);
    const off = await call(ctx.app, 'PUT', '/api/v1/privacy/visibility', {
      session: older.session,
      body: { restricted: false },
    });
    expect(off.json<TProfileVisibility>().restricted).toBe(false);
  });

  it('show the profile only to members of the same organisation', async () => {
    const school = await createOrganization(db());
    const other = await createOrganization(db());
    const pupil = await createMember(db(), school.id, 'ORG_STUDENT', { username: 'teen_pupil' });
    const classmate = await createMember(db(), school.id, 'ORG_STUDENT');
    const outsider = await createMember(db(), other.id, 'ORG_STUDENT');
    const stranger = await createUser(db());
    await restrict(pupil.user.id);
    const status = async (who: { username: string }) =>
      (
        await call(ctx.app, 'GET', '/api/v1/profiles/teen_pupil', {
          session: await signIn(ctx.app, who.username, TEST_PASSWORD),
        })
      ).statusCode;
    expect(await status(pupil)).toBe(200);
    expect(await status(classmate)).toBe(200);
    expect(await status(outsider)).toBe(404);
    expect(await status(stranger)).toBe(404);
  });

  it('let only the organisation and projects the teen applied to invite them, and hide them from outside searches', async () => {
    const school = await createOrganization(db());
    const pupil = await createMember(db(), school.id, 'ORG_STUDENT', { username: 'teen_invitee' });
    const teacher = await createMember(db(), school.id, 'ORG_TEACHER');
    const stranger = await createUser(db());
    await restrict(pupil.user.id);
    const strangerSession = await signIn(ctx.app, stranger.username, TEST_PASSWORD);
    const teacherSession = await signIn(ctx.app, teacher.username, TEST_PASSWORD);
    const pupilSession = await signIn(ctx.app, pupil.username, TEST_PASSWORD);
    const strangers = await createProject(ctx.app, strangerSession);
    const teachers = await createProject(ctx.app, teacherSession, { name: 'Мектеп газеті' });

    const invite = (session: string, projectId: string) =>
      call(ctx.app, 'POST', `/api/v1/projects/${projectId}/invitations`, {
        session,
        body: { userId: pupil.user.id, role: 'MEMBER' },
      });
    const candidates = async (session: string, projectId: string) =>
      (await call(ctx.app, 'GET', `/api/v1/projects/${projectId}/invite-candidates?q=teen_invitee`, { session })).json<{
        items: { username: string }[];
      }>().items;

    expect(await candidates(strangerSession, strangers.id)).toEqual([]);
    expect((await invite(strangerSession, strangers.id)).statusCode).toBe(404);
    expect((await candidates(teacherSession, teachers.id)).map((c) => c.username)).toEqual(['teen_invitee']);
    expect((await invite(teacherSession, teachers.id)).statusCode).toBe(201);

    // Once the pupil applied to the stranger's project, its owner may invite them there.
    const applied = await call(ctx.app, 'POST', `/api/v1/projects/${strangers.id}/applications`, {
      session: pupilSession,
      body: {},
    });
    expect(applied.statusCode).toBe(201);
    expect((await invite(strangerSession, strangers.id)).statusCode).toBe(201);
  });
});
