import type { TApiErrorBody, TMe, TProject, TProjectPage } from '@bagdar/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectDrafts, projectGallery, projects } from '../../db/schema/projects.ts';
import { users } from '../../db/schema/users.ts';
import { call, useTestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/upload.ts';
import { mediaRow, signedInUser } from '../feed/social-fixtures.ts';
import { createProject, projectBody } from './project-fixtures.ts';
import { insertProject } from './projects.repository.ts';
import { listProjects } from './projects.service.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const projectCount = async () => (await db().select({ n: count() }).from(projects))[0]?.n;

const codesOf = (body: TApiErrorBody) => (body.details ?? []).map((d) => d.code);

describe('creating a project', () => {
  it('creates it with the creator as its only OWNER, turns a Telegram @username into a link and clears the draft', async () => {
    const { user, session } = await signedInUser(ctx.app);
    const banner = await mediaRow(db(), user.id, 'project');
    const gallery = [await mediaRow(db(), user.id, 'project'), await mediaRow(db(), user.id, 'project')];
    await call(ctx.app, 'PUT', '/api/v1/projects/draft', { session, body: { data: { name: 'Черно' }, step: 1 } });
    const project = await createProject(ctx.app, session, { bannerMediaId: banner, galleryMediaIds: gallery });
    expect(project).toMatchObject({
      status: 'RECRUITING',
      memberCount: 1,
      myRole: 'OWNER',
      likeCount: 0,
      postCount: 0,
      socials: {
        github: 'https://github.com/bagdar/sorter',
        telegram: 'https://t.me/bagdar_sorter',
        website: null,
        linkedin: null,
        twitter: null,
      },
    });
    expect(project.banner?.id).toBe(banner);
    expect(project.gallery.map((m) => m.id)).toEqual(gallery);
    const draft = await call(ctx.app, 'GET', '/api/v1/projects/draft', { session });
    expect(draft.json()).toEqual({ draft: null });
    const members = await call(ctx.app, 'GET', `/api/v1/projects/${project.id}/members`, { session });
    const items = members.json<{ items: { role: string; user: { id: string } }[] }>().items;
    expect(items.map((m) => [m.role, m.user.id])).toEqual([['OWNER', user.id]]);
  });

  it('refuses every rule broken, with a translatable code per field, and stores nothing', async () => {
    const { session } = await signedInUser(ctx.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'ab' }, 'project_name_too_short'],
      [{ name: 'x'.repeat(101) }, 'project_name_too_long'],
      [{ description: 'коротко' }, 'project_description_too_short'],
      [{ description: 'x'.repeat(501) }, 'project_description_too_long'],
      [{ bio: 'Слишком мало слов' }, 'project_bio_too_short'],
      [{ objectives: [] }, 'project_objectives_required'],
      [{ skills: [] }, 'project_skills_required'],
      [{ interests: [] }, 'project_interests_required'],
      [{ interests: ['KNITTING'] }, 'interest_invalid'],
      [{ socials: { github: 'https://gitlab.com/bagdar/sorter' } }, 'social_github_invalid'],
      [{ socials: { github: 'https://github.com' } }, 'social_github_invalid'],
      [{ socials: { linkedin: 'https://linked.in/x' } }, 'social_linkedin_invalid'],
      [{ socials: { twitter: 'https://facebook.com/bagdar' } }, 'social_twitter_invalid'],
      [{ socials: { telegram: '@ab' } }, 'social_telegram_invalid'],
      [{ socials: { telegram: 'https://t.me.evil.kz/x' } }, 'social_telegram_invalid'],
      [{ socials: { website: 'javascript:alert(1)' } }, 'social_website_invalid'],
      [{ categories: ['SCIENCE', 'SCIENCE'] }, 'project_categories_duplicate'],
    ];
    for (const [override, code] of cases) {
      const response = await call(ctx.app, 'POST', '/api/v1/projects', {
        session,
        body: { ...projectBody(), ...override },
      });
      expect(response.statusCode, code).toBe(400);
      expect(codesOf(response.json<TApiErrorBody>()), code).toContain(code);
    }
    expect(await projectCount()).toBe(0);
  });

  it('accepts the networks’ real links: x.com, www.linkedin.com, t.me links and any https website', async () => {
    const { session } = await signedInUser(ctx.app);
    const project = await createProject(ctx.app, session, {
      socials: {
        website: 'https://sorter.kz',
        twitter: 'https://x.com/bagdar',
        linkedin: 'https://www.linkedin.com/company/bagdar',
        telegram: 'https://t.me/bagdar_sorter',
      },
    });
    expect(project.socials).toMatchObject({ twitter: 'https://x.com/bagdar', website: 'https://sorter.kz/' });
  });

  it('takes only the creator’s own project images: someone else’s, a post image and an HTML file are refused', async () => {
    const { user, session } = await signedInUser(ctx.app);
    const other = await signedInUser(ctx.app);
    const foreign = await mediaRow(db(), other.user.id, 'project');
    const postImage = await mediaRow(db(), user.id, 'post');
    for (const bad of [{ logoMediaId: foreign }, { galleryMediaIds: [postImage] }]) {
      const response = await call(ctx.app, 'POST', '/api/v1/projects', { session, body: projectBody(bad) });
      expect(response.statusCode).toBe(400);
      expect(response.json<TApiErrorBody>().code).toBe('MEDIA_INVALID');
    }
    const html = await uploadFile(ctx.app, session, {
      purpose: 'project',
      filename: 'logo.png',
      contentType: 'image/png',
      buffer: Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
    });
    expect(html.statusCode).toBe(400);
    expect(html.json<TApiErrorBody>().code).toBe('MEDIA_INVALID');
    expect(await projectCount()).toBe(0);
  });
});

describe('the draft', () => {
  it('is saved on the server and resumes from any session of the same user', async () => {
    const { user, session } = await signedInUser(ctx.app);
    const logo = await mediaRow(db(), user.id, 'project');
    const saved = await call(ctx.app, 'PUT', '/api/v1/projects/draft', {
      session,
      body: { data: { name: 'Полу', objectives: ['Первое'], logoMediaId: logo, socials: { telegram: '@x' } }, step: 2 },
    });
    expect(saved.statusCode).toBe(200);
    const otherDevice = await call(ctx.app, 'POST', '/api/v1/auth/login', {
      body: { emailOrUsername: user.username, password: 'Str0ng!pass' },
    });
    const cookie = otherDevice.cookies.find((c) => c.name === 'bagdar_session')?.value ?? '';
    const draft = await call(ctx.app, 'GET', '/api/v1/projects/draft', { session: cookie });
    expect(draft.json()).toMatchObject({
      draft: { step: 2, data: { name: 'Полу', objectives: ['Первое'], logoMediaId: logo }, media: [{ id: logo }] },
    });
    const oversized = await call(ctx.app, 'PUT', '/api/v1/projects/draft', {
      session,
      body: { data: { name: 'x'.repeat(1000) }, step: 9 },
    });
    expect(oversized.statusCode).toBe(400);
    expect((await call(ctx.app, 'DELETE', '/api/v1/projects/draft', { session })).statusCode).toBe(200);
    expect(await db().select({ n: count() }).from(projectDrafts)).toEqual([{ n: 0 }]);
  });
});

describe('editing and deleting', () => {
  it('lets owners edit every field and the status; outsiders, members and maintainers are refused', async () => {
    const owner = await signedInUser(ctx.app);
    const outsider = await signedInUser(ctx.app);
    const project = await createProject(ctx.app, owner.session);
    const body = { ...projectBody({ name: 'Новое имя проекта' }), status: 'ACTIVE' };
    const refused = await call(ctx.app, 'PUT', `/api/v1/projects/${project.id}`, { session: outsider.session, body });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<TApiErrorBody>().reason).toBe('owner_only');
    const del = await call(ctx.app, 'DELETE', `/api/v1/projects/${project.id}`, { session: outsider.session });
    expect(del.statusCode).toBe(403);
    const missing = await call(ctx.app, 'PUT', '/api/v1/projects/00000000-0000-4000-8000-000000000000', {
      session: owner.session,
      body,
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/v1/projects/not-a-uuid', { session: owner.session })).statusCode).toBe(
      404,
    );
    const edited = await call(ctx.app, 'PUT', `/api/v1/projects/${project.id}`, { session: owner.session, body });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<TProject>()).toMatchObject({ name: 'Новое имя проекта', status: 'ACTIVE' });
    const badStatus = await call(ctx.app, 'PUT', `/api/v1/projects/${project.id}`, {
      session: owner.session,
      body: { ...body, status: 'PAUSED' },
    });
    expect(codesOf(badStatus.json<TApiErrorBody>())).toContain('project_status_invalid');
  });

  it('takes at most three new gallery images per edit: a fourth is refused and nothing changes', async () => {
    const { user, session } = await signedInUser(ctx.app);
    const first = await mediaRow(db(), user.id, 'project');
    const project = await createProject(ctx.app, session, { galleryMediaIds: [first] });
    const fresh = await Promise.all(Array.from({ length: 4 }, () => mediaRow(db(), user.id, 'project')));
    const body = (gallery: string[]) => ({
      ...projectBody({ name: 'Изменено' }),
      status: 'RECRUITING',
      galleryMediaIds: gallery,
    });
    const tooMany = await call(ctx.app, 'PUT', `/api/v1/projects/${project.id}`, {
      session,
      body: body([first, ...fresh]),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(codesOf(tooMany.json<TApiErrorBody>())).toContain('project_gallery_too_many_new');
    const [stored] = await db().select({ name: projects.name }).from(projects).where(eq(projects.id, project.id));
    expect(stored?.name).toBe(project.name);
    expect(await db().select({ n: count() }).from(projectGallery)).toEqual([{ n: 1 }]);
    const three = await call(ctx.app, 'PUT', `/api/v1/projects/${project.id}`, {
      session,
      body: body([first, ...fresh.slice(0, 3)]),
    });
    expect(three.statusCode).toBe(200);
    expect(three.json<TProject>().gallery).toHaveLength(4);
    // The next edit may add three more; removing images is always allowed.
    const next = await call(ctx.app, 'PUT', `/api/v1/projects/${project.id}`, {
      session,
      body: body([fresh[3] ?? '']),
    });
    expect(next.json<TProject>().gallery.map((m) => m.id)).toEqual([fresh[3]]);
  });

  it('lets only owners delete; a maintainer is refused and the project stays', async () => {
    const owner = await signedInUser(ctx.app);
    const maintainer = await signedInUser(ctx.app);
    const project = await createProject(ctx.app, owner.session);
    await call(ctx.app, 'POST', `/api/v1/projects/${project.id}/invitations`, {
      session: owner.session,
      body: { userId: maintainer.user.id, role: 'MAINTAINER' },
    });
    const invitation = (
      await call(ctx.app, 'GET', `/api/v1/projects/${project.id}`, { session: maintainer.session })
    ).json<TProject>().myInvitation;
    await call(ctx.app, 'POST', `/api/v1/projects/invitations/${invitation?.id}/accept`, {
      session: maintainer.session,
    });
    const refused = await call(ctx.app, 'DELETE', `/api/v1/projects/${project.id}`, { session: maintainer.session });
    expect(refused.statusCode).toBe(403);
    expect(await projectCount()).toBe(1);
    expect(
      (await call(ctx.app, 'DELETE', `/api/v1/projects/${project.id}`, { session: owner.session })).statusCode,
    ).toBe(200);
    expect(await projectCount()).toBe(0);
  });
});

describe('the catalogue', () => {
  async function catalogue(session: string, query: string) {
    const response = await call(ctx.app, 'GET', `/api/v1/projects?${query}`, { session });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TProjectPage>();
  }

  it('searches from two characters, filters by category and status, hides archived ones and pages by cursor', async () => {
    const { user, session } = await signedInUser(ctx.app);
    await db()
      .update(users)
      .set({ interests: ['ROBOTICS'] })
      .where(eq(users.id, user.id));
    const robot = await createProject(ctx.app, session);
    const music = await createProject(ctx.app, session, {
      name: 'Школьный оркестр',
      description: 'Собираем оркестр из учеников и учителей.',
      categories: ['ART'],
      interests: ['MUSIC'],
    });
    const archived = await createProject(ctx.app, session, { name: 'Старый робот' });
    await call(ctx.app, 'PUT', `/api/v1/projects/${archived.id}`, {
      session,
      body: { ...projectBody({ name: 'Старый робот' }), status: 'ARCHIVED' },
    });
    const short = await call(ctx.app, 'GET', '/api/v1/projects?q=р', { session });
    expect(short.statusCode).toBe(400);
    expect(codesOf(short.json<TApiErrorBody>())).toContain('search_too_short');
    expect((await catalogue(session, `q=${encodeURIComponent('ОРКЕСТР')}`)).items.map((p) => p.id)).toEqual([music.id]);
    expect((await catalogue(session, 'q=50%25')).items).toEqual([]);
    expect((await catalogue(session, 'category=ART')).items.map((p) => p.id)).toEqual([music.id]);
    expect((await catalogue(session, 'status=ARCHIVED')).items.map((p) => p.id)).toEqual([archived.id]);
    const all = await catalogue(session, 'limit=1');
    expect(all.items.map((p) => p.id)).toEqual([music.id]);
    const second = await catalogue(session, `limit=1&cursor=${all.nextCursor}`);
    expect(second.items.map((p) => p.id)).toEqual([robot.id]);
    expect(second.nextCursor).toBeNull();
    const recommended = await catalogue(session, 'tab=recommended');
    expect(recommended.items.map((p) => [p.id, p.recommended])).toEqual([[robot.id, true]]);
    const forged = await call(ctx.app, 'GET', '/api/v1/projects?tab=popular&cursor=abc', { session });
    expect(forged.statusCode).toBe(400);
  });

  it('reads the same filtered pages whether the walk of the newest rows fills them or the filter’s index finds them past it', async () => {
    const { user } = await signedInUser(ctx.app);
    const me = { id: user.id, interests: ['ROBOTICS'] } as TMe;
    const start = Date.parse('2026-01-01T00:00:00Z');
    // 16 projects, a minute apart: every third a robot, every fourth in ART, some completed or archived,
    // likes making Popular differ from All (ties broken by id).
    const made: { id: string; name: string; art: boolean; status: string; likes: number; at: number }[] = [];
    for (let i = 0; i < 16; i++) {
      const robot = i % 3 === 0;
      const art = i % 4 === 0;
      const status = i % 5 === 0 ? 'COMPLETED' : i % 7 === 6 ? 'ARCHIVED' : 'RECRUITING';
      const likes = (i * 7) % 5;
      const at = start + i * 60_000;
      const { id } = await insertProject(
        db(),
        user.id,
        {
          ...projectBody(),
          name: robot ? `Робот ${i}` : `Оркестр ${i}`,
          description: robot ? 'Команда строит робота для школы.' : 'Школьная команда играет музыку вместе.',
          categories: art ? ['ART'] : ['SCIENCE'],
          bio: 'Описание проекта',
          socials: { website: null, github: null, linkedin: null, twitter: null, telegram: null },
          bannerMediaId: null,
          logoMediaId: null,
        },
        new Date(at),
      );
      await db()
        .update(projects)
        .set({ status: status, likeCount: likes })
        .where(eq(projects.id, id));
      made.push({ id, name: robot ? `Робот ${i}` : `Оркестр ${i}`, art, status, likes, at });
    }
    const byAll = (a: (typeof made)[number], b: (typeof made)[number]) => b.at - a.at;
    const byPopular = (a: (typeof made)[number], b: (typeof made)[number]) =>
      b.likes - a.likes || (a.id < b.id ? 1 : -1);
    const cases: { query: Parameters<typeof listProjects>[2]; keep: (p: (typeof made)[number]) => boolean }[] = [
      {
        query: { tab: 'all', q: 'робот', limit: 2 },
        keep: (p) => p.name.startsWith('Робот') && p.status !== 'ARCHIVED',
      },
      { query: { tab: 'all', category: 'ART', limit: 2 }, keep: (p) => p.art && p.status !== 'ARCHIVED' },
      { query: { tab: 'all', status: 'COMPLETED', limit: 2 }, keep: (p) => p.status === 'COMPLETED' },
      { query: { tab: 'all', status: 'ARCHIVED', limit: 2 }, keep: (p) => p.status === 'ARCHIVED' },
      {
        query: { tab: 'all', q: 'РОБОТ', category: 'ART', limit: 1 },
        keep: (p) => p.name.startsWith('Робот') && p.art && p.status !== 'ARCHIVED',
      },
      {
        query: { tab: 'popular', q: 'оркестр', limit: 3 },
        keep: (p) => p.name.startsWith('Оркестр') && p.status !== 'ARCHIVED',
      },
      { query: { tab: 'all', q: 'нет такого', limit: 2 }, keep: () => false },
      { query: { tab: 'all', limit: 5 }, keep: (p) => p.status !== 'ARCHIVED' },
      { query: { tab: 'popular', limit: 5 }, keep: (p) => p.status !== 'ARCHIVED' },
    ];
    for (const { query, keep } of cases) {
      const expected = made
        .filter(keep)
        .sort(query.tab === 'popular' ? byPopular : byAll)
        .map((p) => p.id);
      for (const window of [2, 3, 1000]) {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page: TProjectPage = await listProjects(
            db(),
            me,
            { ...query, ...(cursor ? { cursor } : {}) },
            { window },
          );
          expect(page.items.length).toBeLessThanOrEqual(query.limit);
          seen.push(...page.items.map((p) => p.id));
          cursor = page.nextCursor;
        } while (cursor);
        expect(seen, `${JSON.stringify(query)} window ${window}`).toEqual(expected);
      }
    }
    // The interest badge: every one of these projects shares ROBOTICS with the viewer.
    const first = await listProjects(db(), me, { tab: 'all', limit: 1 });
    expect(first.items[0]?.recommended).toBe(true);
    const other = await listProjects(db(), { ...me, interests: ['MUSIC'] }, { tab: 'all', limit: 1 });
    expect(other.items[0]?.recommended).toBe(false);
  });

  it('ranks Recommended by the interests shared, most first, newest first among equals, and pages by cursor', async () => {
    const { user, session } = await signedInUser(ctx.app);
    await db()
      .update(users)
      .set({ interests: ['ROBOTICS', 'MATHEMATICS', 'PHYSICS'] })
      .where(eq(users.id, user.id));
    const make = (name: string, interests: TProject['interests']) =>
      createProject(ctx.app, session, { name, interests });
    const one = await make('Один общий интерес', ['ROBOTICS', 'MUSIC']);
    const three = await make('Три общих интереса', ['PHYSICS', 'ROBOTICS', 'MATHEMATICS']);
    const twoOld = await make('Два общих, раньше', ['MATHEMATICS', 'PHYSICS']);
    const twoNew = await make('Два общих, позже', ['ROBOTICS', 'PHYSICS', 'ART']);
    await make('Ничего общего', ['MUSIC', 'ART']);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: TProjectPage = await catalogue(
        session,
        `tab=recommended&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([three.id, twoNew.id, twoOld.id, one.id]);
  });

  it("ranks only the newest projects sharing an interest on Recommended, and later pages keep the first page's set", async () => {
    const { user, session } = await signedInUser(ctx.app);
    await db()
      .update(users)
      .set({ interests: ['LITERATURE', 'GEOGRAPHY'] })
      .where(eq(users.id, user.id));
    const me = { id: user.id, interests: ['LITERATURE', 'GEOGRAPHY'] } as TMe;
    const make = (name: string, interests: TProject['interests']) =>
      createProject(ctx.app, session, { name, interests });
    // The best match is the oldest: outside a bound of 3 candidates.
    await make('Старый, оба интереса', ['LITERATURE', 'GEOGRAPHY']);
    const newer = [
      await make('Новый 1', ['LITERATURE']),
      await make('Новый 2', ['GEOGRAPHY', 'LITERATURE']),
      await make('Новый 3', ['GEOGRAPHY']),
    ];
    const page = (cursor: string | null) =>
      listProjects(db(), me, { tab: 'recommended', limit: 2, ...(cursor ? { cursor } : {}) }, { candidates: 3 });
    const first = await page(null);
    expect(first.items.map((p) => p.name)).toEqual(['Новый 2', 'Новый 3']);
    // A better match created after the first page does not enter the set being paged.
    await make('Свежий, оба интереса', ['GEOGRAPHY', 'LITERATURE']);
    const second = await page(first.nextCursor);
    expect(second.items.map((p) => p.name)).toEqual(['Новый 1']);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((p) => p.id))).toEqual(new Set(newer.map((p) => p.id)));
    // A new visit sees it first.
    expect((await page(null)).items[0]?.name).toBe('Свежий, оба интереса');
    const forged = await call(
      ctx.app,
      'GET',
      `/api/v1/projects?tab=recommended&cursor=${first.nextCursor?.slice(0, -2)}`,
      {
        session,
      },
    );
    expect(forged.statusCode).toBe(400);
  });

  it('ranks Popular by members, posts and likes, and lists a user’s projects for their profile', async () => {
    const a = await signedInUser(ctx.app);
    const b = await signedInUser(ctx.app);
    const quiet = await createProject(ctx.app, a.session, { name: 'Тихий проект' });
    const liked = await createProject(ctx.app, a.session, { name: 'Любимый проект' });
    await createProject(ctx.app, b.session, { name: 'Проект второго' });
    await call(ctx.app, 'POST', `/api/v1/projects/${liked.id}/like`, { session: b.session });
    await call(ctx.app, 'POST', `/api/v1/projects/${liked.id}/like`, { session: b.session });
    await call(ctx.app, 'POST', `/api/v1/projects/${liked.id}/posts`, {
      session: a.session,
      body: { text: 'Новости' },
    });
    const popular = await catalogue(a.session, 'tab=popular');
    expect(popular.items[0]).toMatchObject({ id: liked.id, likeCount: 1, postCount: 1 });
    const page1 = await catalogue(a.session, 'tab=popular&limit=2');
    const page2 = await catalogue(a.session, `tab=popular&limit=2&cursor=${page1.nextCursor}`);
    expect(new Set([...page1.items, ...page2.items].map((p) => p.id)).size).toBe(3);
    const mine = await catalogue(b.session, `member=${a.user.username}`);
    expect(mine.items.map((p) => [p.id, p.role])).toEqual([
      [liked.id, 'OWNER'],
      [quiet.id, 'OWNER'],
    ]);
    const unliked = await call(ctx.app, 'DELETE', `/api/v1/projects/${liked.id}/like`, { session: b.session });
    expect(unliked.json()).toEqual({ liked: false, likeCount: 0 });
  });
});
