import type { TProjectPage } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { countQueries, countStatements } from '../../test/count-queries.ts';
import { onPostgresServer } from '../../test/test-db.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { mediaRow, signedInUser } from '../feed/social-fixtures.ts';
import { createProject } from './project-fixtures.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

describe('project endpoints issue a fixed number of queries whatever the page size', () => {
  it('catalogue tabs, search, a profile’s projects, a project page, its members, posts and applications', async () => {
    const people = await Promise.all(Array.from({ length: 3 }, () => signedInUser(ctx.app)));
    const [me, other, third] = people;
    if (!me || !other || !third) throw new Error('no users');
    await db()
      .update(users)
      .set({ interests: ['ROBOTICS'] })
      .where(eq(users.id, me.user.id));
    for (let i = 0; i < 12; i++) {
      const author = people[i % people.length]!;
      const gallery = [
        await mediaRow(db(), author.user.id, 'project'),
        await mediaRow(db(), author.user.id, 'project'),
      ];
      const project = await createProject(ctx.app, author.session, {
        name: `Робот номер ${i}`,
        galleryMediaIds: gallery,
      });
      await call(ctx.app, 'POST', `/api/v1/projects/${project.id}/like`, { session: me.session });
      await call(ctx.app, 'POST', `/api/v1/projects/${project.id}/posts`, {
        session: author.session,
        body: { text: `Пост ${i}` },
      });
    }
    const get = (url: string) => async () =>
      (await countQueries(db(), () => call(ctx.app, 'GET', url, { session: me.session }))).queries;
    const mine = (
      await call(ctx.app, 'GET', `/api/v1/projects?member=${me.user.username}&limit=1`, { session: me.session })
    ).json<TProjectPage>().items[0];
    for (const user of [other, third]) {
      await call(ctx.app, 'POST', `/api/v1/projects/${mine?.id}/applications`, { session: user.session, body: {} });
    }
    const lists = {
      all: (n: number) => `/api/v1/projects?limit=${n}`,
      popular: (n: number) => `/api/v1/projects?tab=popular&limit=${n}`,
      recommended: (n: number) => `/api/v1/projects?tab=recommended&limit=${n}`,
      search: (n: number) => `/api/v1/projects?q=${encodeURIComponent('робот')}&limit=${n}`,
      member: (n: number) => `/api/v1/projects?member=${me.user.username}&limit=${n}`,
      members: (n: number) => `/api/v1/projects/${mine?.id}/members?limit=${n}`,
      posts: (n: number) => `/api/v1/projects/${mine?.id}/posts?limit=${n}`,
      applications: (n: number) => `/api/v1/projects/${mine?.id}/applications?limit=${n}`,
    };
    // The session channel's signals of the writes above first: one arriving late would drop the held
    // session and add its lookup to one count (test/session-signals.ts).
    await signalsSettled(ctx.app);
    // Seen once, as in a browser, so that the session is held (decision 016) before anything is counted:
    // a signal settled above may have dropped it, and the baseline would then count its lookup.
    await call(ctx.app, 'GET', '/api/v1/auth/me', { session: me.session });
    const session = await get('/api/v1/auth/me')();
    const extra: Record<string, number> = {};
    for (const [name, url] of Object.entries(lists)) {
      const [big, small] = [await get(url(10))(), await get(url(1))()];
      expect(big, name).toBe(small);
      extra[name] = big - session;
    }
    extra.page = (await get(`/api/v1/projects/${mine?.id}`)()) - session;
    extra.invite =
      (await get(`/api/v1/projects/${mine?.id}/invite-candidates?q=${encodeURIComponent('Айд')}`)()) - session;
    // Catalogue pages are one query; members/applications check the project then page; posts check the
    // project, page ids, then posts with authors, likes and images; a project page is one statement with its media;
    // invite candidates check the manager's role, then search.
    // An application, the applicant's second (the first warms the session as the bench's does): BEGIN,
    // the project and the caller's role, its managers, the block check, the application, the
    // notification of each manager (one here: its row and its signal), COMMIT; the managers are read once.
    const applicant = await signedInUser(ctx.app);
    const myProjects = (
      await call(ctx.app, 'GET', `/api/v1/projects?member=${me.user.username}&limit=2`, { session: me.session })
    ).json<TProjectPage>().items;
    const [firstApply, secondApply] = myProjects.map(
      (project) => () =>
        call(ctx.app, 'POST', `/api/v1/projects/${project.id}/applications`, { session: applicant.session, body: {} }),
    );
    expect((await firstApply!()).statusCode).toBe(201);
    await signalsSettled(ctx.app);
    const applied = await countStatements(db(), secondApply!);
    expect(applied.result.statusCode).toBe(201);
    // On a PostgreSQL server the applicant's session is read again for this second request (the
    // first request's write dropped the held session there): one statement that is not the route's.
    const applyTotal = applied.statements - (onPostgresServer ? 1 : 0);
    expect({ ...extra, apply: applyTotal }).toEqual({
      all: 1,
      popular: 1,
      recommended: 1,
      search: 1,
      member: 1,
      members: 2,
      posts: 3,
      applications: 2,
      page: 1,
      invite: 2,
      apply: 8,
    });
  });
});
