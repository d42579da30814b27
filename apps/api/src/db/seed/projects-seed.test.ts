import type { TProject, TProjectPage } from '@bagdar/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { projectMembers, projects } from '../schema/projects.ts';
import { seedProjects } from './projects-seed.ts';

describe('projects seed', () => {
  const t = useTestApp();

  it('creates recruiting, active and completed projects with teams, applications and demo.pro’s invitation, once', async () => {
    const db = t.testDb.database.db;
    const users = ['demo.free', 'demo.standard', 'demo.pro', 'school.teacher', 'school.student', 'school.staff'];
    for (const username of users) await createUser(db, { username });
    await seedProjects(db);
    await seedProjects(db);
    expect(await db.select({ n: count() }).from(projects)).toEqual([{ n: 4 }]);
    expect(await db.select({ n: count() }).from(projectMembers)).toEqual([{ n: 10 }]);

    const pro = await signIn(t.app, 'demo.pro', 'Str0ng!pass');
    const all = (await call(t.app, 'GET', '/api/v1/projects?status=COMPLETED', { session: pro })).json<TProjectPage>();
    expect(all.items.map((p) => p.name)).toEqual(['School Eco Garden']);
    const recruiting = (
      await call(t.app, 'GET', '/api/v1/projects?status=RECRUITING', { session: pro })
    ).json<TProjectPage>();
    const sorter = recruiting.items.find((p) => p.name === 'Робот-сортировщик мусора');
    const page = (await call(t.app, 'GET', `/api/v1/projects/${sorter?.id}`, { session: pro })).json<TProject>();
    expect(page).toMatchObject({ memberCount: 3, postCount: 1, likeCount: 3, myInvitation: { role: 'MEMBER' } });
    const free = await signIn(t.app, 'demo.free', 'Str0ng!pass');
    const podcast = recruiting.items.find((p) => p.name === 'Подкаст «Мамандық»');
    const mine = (await call(t.app, 'GET', `/api/v1/projects/${podcast?.id}`, { session: free })).json<TProject>();
    expect(mine).toMatchObject({ myRole: 'OWNER', pendingApplications: 1 });
  });
});
