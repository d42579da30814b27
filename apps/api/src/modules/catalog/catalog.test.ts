import type {
  TApiErrorBody,
  TMaterial,
  TMaterialBody,
  TProfession,
  TProfessionBody,
  TProfessionSkillSteps,
} from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEARNING_MATERIALS } from '../../content/catalog/materials.ts';
import { PROFESSIONS } from '../../content/catalog/professions.ts';
import { SKILL_STEPS } from '../../content/catalog/skill-steps.ts';
import { adminAudit } from '../../db/schema/billing.ts';
import { seedCatalog } from '../../db/seed/catalog-seed.ts';
import { createUser, type UserFactoryOptions } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

async function signedIn(options: UserFactoryOptions = { role: 'SUPER_ADMIN' }) {
  const { username, password } = await createUser(db(), options);
  return signIn(ctx.app, username, password);
}
type Page<T> = { items: T[]; nextCursor: string | null };

const L = (text: string) => ({ ru: `${text} ru`, kk: `${text} kk`, en: `${text} en` });
const profession = (overrides: Partial<TProfessionBody> = {}): TProfessionBody => ({
  slug: 'drone-operator',
  name: { ru: 'Оператор дронов', kk: 'Дрон операторы', en: 'Drone operator' },
  description: L('Flies drones'),
  riasec: 'RIC',
  typeAffinities: ['ISTP'],
  skills: [L('Piloting')],
  majors: [L('Aviation')],
  field: 'AVIATION',
  demand: 'MEDIUM',
  salaryKzt: { from: 300_000, to: 600_000 },
  ...overrides,
});
const material = (overrides: Partial<TMaterialBody> = {}): TMaterialBody => ({
  type: 'COURSE',
  title: 'Drone basics',
  url: 'https://example.kz/drones',
  language: 'RU',
  tags: ['drones', 'aviation'],
  riasec: ['R'],
  fields: ['AVIATION'],
  ...overrides,
});

describe('catalogue seed', () => {
  it('loads every profession and material once', async () => {
    expect(await seedCatalog(db())).toEqual({
      professions: PROFESSIONS.length,
      materials: LEARNING_MATERIALS.length,
      skillSteps: Object.keys(SKILL_STEPS).length,
    });
    expect(await seedCatalog(db())).toEqual({ professions: 0, materials: 0, skillSteps: 0 });
    expect(PROFESSIONS.length).toBeGreaterThanOrEqual(120);
  });
});

describe('admin professions', () => {
  it('pages in slug order and searches names in every language', async () => {
    await seedCatalog(db());
    const session = await signedIn();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/v1/admin/professions?limit=50${cursor ? `&cursor=${cursor}` : ''}`;
      const page: Page<TProfession> = (await call(ctx.app, 'GET', url, { session })).json();
      seen.push(...page.items.map((p) => p.slug));
      cursor = page.nextCursor;
    } while (cursor);
    // Every profession exactly once (the order is the database collation's).
    expect(seen).toHaveLength(PROFESSIONS.length);
    expect([...seen].sort()).toEqual(PROFESSIONS.map((p) => p.slug).sort());

    for (const q of ['программист', 'БАҒДАРЛАМАШЫ', 'software dev']) {
      const page = (
        await call(ctx.app, 'GET', `/api/v1/admin/professions?q=${encodeURIComponent(q)}`, { session })
      ).json<Page<TProfession>>();
      expect(page.items.map((p) => p.slug)).toContain('software-developer');
    }
    const none = await call(ctx.app, 'GET', '/api/v1/admin/professions?q=%25%25', { session });
    expect(none.json<Page<TProfession>>().items).toEqual([]);
    const badCursor = await call(ctx.app, 'GET', '/api/v1/admin/professions?cursor=zzz', { session });
    expect(badCursor.statusCode).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/professions?limit=500', { session })).statusCode).toBe(400);
  });

  it('creates, reads, updates and deletes, validating the body', async () => {
    const session = await signedIn({ role: 'MINISTRY' });
    const created = await call(ctx.app, 'POST', '/api/v1/admin/professions', { session, body: profession() });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<TProfession>();
    expect(created.json<TProfession>()).toMatchObject({ ...profession(), id });

    const taken = await call(ctx.app, 'POST', '/api/v1/admin/professions', { session, body: profession() });
    expect(taken.statusCode).toBe(409);
    for (const bad of [
      profession({ slug: 'Bad Slug' }),
      profession({ riasec: 'XYZ' }),
      profession({ typeAffinities: ['ABCD'] }),
      profession({ name: { ru: '', kk: 'a', en: 'a' } }),
      profession({ salaryKzt: { from: 500, to: 100 } }),
    ]) {
      const response = await call(ctx.app, 'POST', '/api/v1/admin/professions', { session, body: bad });
      expect(response.statusCode).toBe(400);
      expect(response.json<TApiErrorBody>().code).toBe('VALIDATION_ERROR');
    }

    const updated = await call(ctx.app, 'PUT', `/api/v1/admin/professions/${id}`, {
      session,
      body: profession({ demand: 'HIGH', riasec: 'RI' }),
    });
    expect(updated.json<TProfession>()).toMatchObject({ demand: 'HIGH', riasec: 'RI' });
    expect(
      (await call(ctx.app, 'GET', `/api/v1/admin/professions/${id}`, { session })).json<TProfession>().riasec,
    ).toBe('RI');
    const other = await call(ctx.app, 'POST', '/api/v1/admin/professions', {
      session,
      body: profession({ slug: 'other' }),
    });
    const clash = await call(ctx.app, 'PUT', `/api/v1/admin/professions/${other.json<TProfession>().id}`, {
      session,
      body: profession(),
    });
    expect(clash.statusCode).toBe(409);

    expect((await call(ctx.app, 'DELETE', `/api/v1/admin/professions/${id}`, { session })).json()).toEqual({
      ok: true,
    });
    expect((await call(ctx.app, 'GET', `/api/v1/admin/professions/${id}`, { session })).statusCode).toBe(404);
    expect((await call(ctx.app, 'DELETE', `/api/v1/admin/professions/${id}`, { session })).statusCode).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/professions/nope', { session })).statusCode).toBe(404);
  });
});

describe('admin materials', () => {
  it('creates, pages by title, searches, updates and deletes', async () => {
    const session = await signedIn();
    const ids: string[] = [];
    for (const title of ['Гамма', 'Alpha', 'beta course', 'Delta']) {
      const response = await call(ctx.app, 'POST', '/api/v1/admin/materials', { session, body: material({ title }) });
      expect(response.statusCode).toBe(201);
      ids.push(response.json<TMaterial>().id);
    }
    const first = (await call(ctx.app, 'GET', '/api/v1/admin/materials?limit=2', { session })).json<Page<TMaterial>>();
    const second = (
      await call(ctx.app, 'GET', `/api/v1/admin/materials?limit=2&cursor=${first.nextCursor}`, { session })
    ).json<Page<TMaterial>>();
    const titles = [...first.items, ...second.items].map((m) => m.title);
    expect(titles).toHaveLength(4);
    expect(new Set(titles).size).toBe(4);
    expect(second.nextCursor).toBeNull();

    const search = await call(ctx.app, 'GET', '/api/v1/admin/materials?q=BETA', { session });
    expect(search.json<Page<TMaterial>>().items.map((m) => m.title)).toEqual(['beta course']);
    const byTag = await call(ctx.app, 'GET', '/api/v1/admin/materials?q=drone', { session });
    expect(byTag.json<Page<TMaterial>>().items).toHaveLength(4);

    for (const bad of [
      material({ url: 'javascript:alert(1)' }),
      material({ title: 'x' }),
      { ...material(), type: 'PODCAST' },
      { ...material(), riasec: ['Q'] },
    ]) {
      expect((await call(ctx.app, 'POST', '/api/v1/admin/materials', { session, body: bad })).statusCode).toBe(400);
    }
    const updated = await call(ctx.app, 'PUT', `/api/v1/admin/materials/${ids[0]}`, {
      session,
      body: material({ title: 'Gamma', type: 'BOOK' }),
    });
    expect(updated.json<TMaterial>()).toMatchObject({ title: 'Gamma', type: 'BOOK' });
    expect((await call(ctx.app, 'DELETE', `/api/v1/admin/materials/${ids[0]}`, { session })).statusCode).toBe(200);
    expect(
      (await call(ctx.app, 'PUT', `/api/v1/admin/materials/${ids[0]}`, { session, body: material() })).statusCode,
    ).toBe(404);
  });

  it('keeps organisation staff and users out', async () => {
    for (const options of [
      { org: { role: 'ORG_STAFF' } },
      { org: { role: 'ORG_ADMIN' } },
      { tier: 'PRO' },
    ] satisfies UserFactoryOptions[]) {
      const session = await signedIn(options);
      for (const url of ['/api/v1/admin/materials', '/api/v1/admin/professions']) {
        const response = await call(ctx.app, 'GET', url, { session });
        expect(response.statusCode).toBe(403);
      }
      expect((await call(ctx.app, 'POST', '/api/v1/admin/materials', { session, body: material() })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('admin skill steps', () => {
  const steps = (prefix: string, n = 3) => Array.from({ length: n }, (_, i) => L(`${prefix} step ${i + 1}`));
  const two = (a: string, b: string) => ({ ...profession({ slug: a, skills: [L('Piloting'), L(b)] }) });

  it('lists a profession’s skills with their steps, edits one for every profession sharing it, and audits it', async () => {
    const session = await signedIn();
    const first = (
      await call(ctx.app, 'POST', '/api/v1/admin/professions', { session, body: two('drone-pilot', 'Mapping') })
    ).json<TProfession>();
    const second = (
      await call(ctx.app, 'POST', '/api/v1/admin/professions', { session, body: two('crop-sprayer', 'Agronomy') })
    ).json<TProfession>();

    const before = await call(ctx.app, 'GET', `/api/v1/admin/professions/${first.id}/skills`, { session });
    expect(before.statusCode).toBe(200);
    expect(before.json<{ items: TProfessionSkillSteps[] }>().items).toEqual([
      { index: 0, skill: L('Piloting'), steps: [], sharedWith: 1, updatedAt: null },
      { index: 1, skill: L('Mapping'), steps: [], sharedWith: 0, updatedAt: null },
    ]);

    const saved = await call(ctx.app, 'PUT', `/api/v1/admin/professions/${first.id}/skills/0/steps`, {
      session,
      body: { steps: steps('Fly') },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TProfessionSkillSteps>()).toMatchObject({ index: 0, steps: steps('Fly'), sharedWith: 1 });

    // The list belongs to the skill: the other profession with it shows it too.
    const shared = (await call(ctx.app, 'GET', `/api/v1/admin/professions/${second.id}/skills`, { session })).json<{
      items: TProfessionSkillSteps[];
    }>();
    expect(shared.items[0]?.steps).toEqual(steps('Fly'));

    await call(ctx.app, 'PUT', `/api/v1/admin/professions/${second.id}/skills/0/steps`, {
      session,
      body: { steps: steps('Hover', 4) },
    });
    const audit = await db().select().from(adminAudit).where(eq(adminAudit.action, 'SKILL_STEPS_EDITED'));
    expect(audit).toHaveLength(2);
    expect(audit.map((row) => row.before)).toContainEqual({ steps: steps('Fly') });
    expect(audit.map((row) => row.after)).toContainEqual({ steps: steps('Hover', 4) });
  });

  it('refuses too few, too many or too long steps, an unknown skill or profession, and changes nothing', async () => {
    const session = await signedIn();
    const { id } = (
      await call(ctx.app, 'POST', '/api/v1/admin/professions', {
        session,
        body: profession({ slug: 'skill-limits', skills: [L('Soldering')] }),
      })
    ).json<TProfession>();
    const put = (url: string, body: unknown) => call(ctx.app, 'PUT', url, { session, body });
    const url = `/api/v1/admin/professions/${id}/skills/0/steps`;
    const codeOf = (response: Awaited<ReturnType<typeof put>>) =>
      response.json<TApiErrorBody>().details?.map((d) => d.code);

    const few = await put(url, { steps: steps('Few', 2) });
    expect(few.statusCode).toBe(400);
    expect(codeOf(few)).toContain('skill_steps_too_few');
    expect((await put(url, { steps: steps('Many', 9) })).statusCode).toBe(400);
    const long = await put(url, { steps: [...steps('Long', 2), { ...L('x'), kk: 'ә'.repeat(201) }] });
    expect(long.statusCode).toBe(400);
    expect(codeOf(long)).toContain('skill_step_too_long');
    expect((await put(url, { steps: [...steps('Blank', 2), { ...L('x'), en: '  ' }] })).statusCode).toBe(400);
    expect((await put(`/api/v1/admin/professions/${id}/skills/1/steps`, { steps: steps('X') })).statusCode).toBe(404);
    expect(
      (
        await put('/api/v1/admin/professions/00000000-0000-4000-8000-000000000000/skills/0/steps', {
          steps: steps('X'),
        })
      ).statusCode,
    ).toBe(404);

    const items = (await call(ctx.app, 'GET', `/api/v1/admin/professions/${id}/skills`, { session })).json<{
      items: TProfessionSkillSteps[];
    }>().items;
    expect(items[0]?.steps).toEqual([]);
  });

  it('keeps organisation staff and users out', async () => {
    const admin = await signedIn();
    const { id } = (
      await call(ctx.app, 'POST', '/api/v1/admin/professions', {
        session: admin,
        body: profession({ slug: 'skill-guard' }),
      })
    ).json<TProfession>();
    for (const options of [{ org: { role: 'ORG_ADMIN' } }, { tier: 'PRO' }] satisfies UserFactoryOptions[]) {
      const session = await signedIn(options);
      expect((await call(ctx.app, 'GET', `/api/v1/admin/professions/${id}/skills`, { session })).statusCode).toBe(403);
      const put = await call(ctx.app, 'PUT', `/api/v1/admin/professions/${id}/skills/0/steps`, {
        session,
        body: { steps: steps('No') },
      });
      expect(put.statusCode).toBe(403);
    }
  });
});
