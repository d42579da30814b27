import type { TApiErrorBody } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../test/count-queries.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { signedInUser } from '../feed/social-fixtures.ts';
import { createProject, projectBody } from './project-fixtures.ts';

const ctx = useTestApp();
type TUser = Awaited<ReturnType<typeof signedInUser>>;
type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const send = (method: TMethod, url: string, session: string, body?: unknown) =>
  call(ctx.app, method, `/api/v1/projects${url}`, { session, ...(body !== undefined ? { body } : {}) });

/** A project of `owner` with a maintainer, a member and a pending application. */
async function project() {
  const [owner, maintainer, member, applicant] = await Promise.all(
    Array.from({ length: 4 }, () => signedInUser(ctx.app)),
  );
  if (!owner || !maintainer || !member || !applicant) throw new Error('no users');
  const { id } = await createProject(ctx.app, owner.session);
  const join = async (user: TUser, role: 'MAINTAINER' | 'MEMBER') => {
    const invited = await send('POST', `/${id}/invitations`, owner.session, { userId: user.user.id, role });
    const accepted = await send('POST', `/invitations/${invited.json<{ id: string }>().id}/accept`, user.session);
    expect(accepted.statusCode, accepted.body).toBe(200);
  };
  await join(maintainer, 'MAINTAINER');
  await join(member, 'MEMBER');
  const applied = await send('POST', `/${id}/applications`, applicant.session, { message: 'Возьмите меня' });
  return { id, owner, maintainer, member, applicant, applicationId: applied.json<{ id: string }>().id };
}

describe('project routes check the caller’s role before the body', () => {
  it('a caller without the role gets the same 403 with an invalid body as with a valid one', async () => {
    const p = await project();
    const outsider = await signedInUser(ctx.app);
    const invalid = { '': [] };
    // [route, valid body, who lacks the role, the refusal's reason]
    const routes: [TMethod, string, unknown, TUser, string][] = [
      ['PUT', `/${p.id}`, { ...projectBody(), status: 'ACTIVE' }, p.maintainer, 'owner_only'],
      ['PUT', `/${p.id}/members/${p.member.user.id}`, { role: 'MAINTAINER' }, p.maintainer, 'owner_only'],
      ['POST', `/${p.id}/applications/${p.applicationId}/accept`, { role: 'MEMBER' }, p.member, 'manager_only'],
      ['POST', `/${p.id}/invitations`, { userId: outsider.user.id, role: 'MEMBER' }, p.member, 'manager_only'],
      ['POST', `/${p.id}/posts`, { text: 'Новости' }, outsider, 'not_member'],
    ];
    for (const [method, url, valid, lacking, reason] of routes) {
      for (const body of [valid, invalid, { ...(valid as object), text: 'a\u0000b' }]) {
        const refused = await send(method, url, lacking.session, body);
        expect(refused.statusCode, `${method} ${url} ${refused.body}`).toBe(403);
        expect(refused.json<TApiErrorBody>().reason).toBe(reason);
      }
      // The owner's invalid body is 400, as before.
      const ownersInvalid = await send(method, url, p.owner.session, invalid);
      expect(ownersInvalid.statusCode, `${method} ${url} as the owner`).toBe(400);
      expect(ownersInvalid.json<TApiErrorBody>().code).toBe('VALIDATION_ERROR');
      // A project that does not exist is not found once the input passed, as a handler says it: an
      // invalid body or a NUL (in the body or the path) is 400 first.
      for (const id of [UNKNOWN, 'not-a-uuid']) {
        const missing = url.replace(p.id, id);
        expect((await send(method, missing, p.owner.session, valid)).statusCode, `${method} ${missing}`).toBe(404);
        expect((await send(method, missing, p.owner.session, invalid)).statusCode, `${method} ${missing}`).toBe(400);
      }
      expect((await send(method, url.replace(p.id, 'a%00b'), p.owner.session, valid)).statusCode).toBe(400);
    }
  });

  it('the guard’s lookup replaces the service’s: each role-gated route sends as many statements as before', async () => {
    const p = await project();
    const invitee = await signedInUser(ctx.app);
    // The route's own statements: its session is held by the session cache first (decision 016), as it
    // is for a browser that has loaded a page, so no session lookup is counted.
    // The signals of the writes before are waited for first: on a server one arriving late would drop the
    // held session and add its lookup to the count.
    const statements = async (method: TMethod, url: string, session: string, body?: unknown) => {
      await signalsSettled(ctx.app);
      await call(ctx.app, 'GET', '/api/v1/auth/me', { session });
      const { statements, result } = await countStatements(ctx.app.database.db, () => send(method, url, session, body));
      expect(result.statusCode, `${method} ${url} ${result.body}`).toBeLessThan(300);
      return statements;
    };
    const second = (await send('POST', `/${p.id}/applications`, invitee.session, {})).json<{ id: string }>().id;
    const counts = {
      update: await statements('PUT', `/${p.id}`, p.owner.session, { ...projectBody(), status: 'ACTIVE' }),
      setRole: await statements('PUT', `/${p.id}/members/${p.member.user.id}`, p.owner.session, { role: 'MAINTAINER' }),
      accept: await statements('POST', `/${p.id}/applications/${p.applicationId}/accept`, p.maintainer.session, {
        role: 'MEMBER',
      }),
      reject: await statements('POST', `/${p.id}/applications/${second}/reject`, p.maintainer.session),
      candidates: await statements(
        'GET',
        `/${p.id}/invite-candidates?q=${invitee.user.username}`,
        p.maintainer.session,
      ),
      invite: await statements('POST', `/${p.id}/invitations`, p.maintainer.session, {
        userId: invitee.user.id,
        role: 'MEMBER',
      }),
      post: await statements('POST', `/${p.id}/posts`, p.member.session, { text: 'Новости' }),
      remove: await statements('DELETE', `/${p.id}/members/${p.member.user.id}`, p.owner.session),
      delete: await statements('DELETE', `/${p.id}`, p.owner.session),
    };
    // The figures of the routes before the guards (services looking the role up after validation), less
    // the session lookup:
    // the guard's lookup is the one the service no longer makes, and the routes that lock the project
    // re-read the role in the statement that takes the lock, with the member or application it is about.
    expect(counts).toEqual({
      update: 8,
      setRole: 5,
      accept: 9,
      reject: 7,
      candidates: 2,
      invite: 9, // one more than the guard alone: whether a block or the invitee's teen privacy refuses it
      post: 7, // 8 before the post's images came in its own statement (decision 007)
      remove: 8,
      delete: 4,
    });
  });
});
