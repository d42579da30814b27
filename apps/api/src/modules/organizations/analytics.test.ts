import type { TOrganizationAnalytics, TPlatformAnalytics, TStudentAnalytics } from '@bagdar/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { personalityAnalyses } from '../../db/schema/analysis.ts';
import { careerPlans } from '../../db/schema/careers.ts';
import { academicProfiles } from '../../db/schema/profile.ts';
import { testAttempts, testFeedback, tests, testVersions } from '../../db/schema/tests.ts';
import { organizationGroupAnalytics, organizationMemberships } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { countQueries } from '../../test/count-queries.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { createUser } from '../../test/factories.ts';
import { createGroupRow, createMember, createOrganization, readWorkbook } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const db = (): Db => ctx.testDb.database.db;
const base = '/api/v1/admin/organizations';
const L = (en: string) => ({ ru: en, kk: en, en });

async function instrument(slug: string) {
  const [test] = await db().insert(tests).values({ slug, status: 'PUBLISHED' }).returning();
  const [version] = await db()
    .insert(testVersions)
    .values({
      testId: test!.id,
      version: 1,
      title: L(slug),
      description: L(slug),
      estimatedMinutes: 10,
      minimumAge: 10,
      requiredTier: 'STANDARD',
      scoring: 'TRAIT',
      scales: [],
    })
    .returning();
  return { testId: test!.id, versionId: version!.id };
}

type Instrument = Awaited<ReturnType<typeof instrument>>;

async function attempt(userId: string, t: Instrument, scores: Record<string, number>, completedAt = new Date()) {
  const [row] = await db()
    .insert(testAttempts)
    .values({
      userId,
      testId: t.testId,
      versionId: t.versionId,
      completedAt,
      result: {
        scoring: 'TRAIT',
        knowledge: null,
        scales: Object.entries(scores).map(([key, score]) => ({
          key,
          name: L(key),
          score,
          poles: null,
          interpretation: L(''),
        })),
      },
    })
    .returning();
  return row!.id;
}

async function analysis(userId: string, type: string, professions: string[], at = new Date()) {
  await db()
    .insert(personalityAnalyses)
    .values({
      userId,
      status: 'COMPLETED',
      stage: 'SCORING',
      percent: 100,
      createdAt: at,
      completedAt: at,
      result: {
        type,
        hollandCode: 'IRA',
        summary: L(`${type} summary`),
        riasec: [{ code: 'I', score: 80 }],
        professions: professions.map((slug, i) => ({
          id: slug,
          slug,
          name: L(slug),
          fit: 90 - i,
          riasec: 'I',
          reasons: [],
        })),
      },
    });
}

/**
 * Org A: groups G1 (mentored by the teacher) and G2; s1, s2 in G1, s3 in G2, s4 without a group.
 * Known answers: 3 students tested of 4, types INTJ 1 + ENFP 1, RIASEC R avg (40+60)/2 = 50,
 * professions p1 ×2, p2 ×1, p3 ×1 (p6 is 6th in s1's list, not counted), interests MATHEMATICS ×2,
 * grades 4.6/5 → 5 and 70/100 → 3.5 → 4 (average 4.05), feedback YES/5 and NO/2 (average 3.5).
 */
async function fixture() {
  const org = await createOrganization(db());
  const other = await createOrganization(db());
  const teacher = await createMember(db(), org.id, 'ORG_TEACHER');
  const g1 = await createGroupRow(db(), org.id, '10A', teacher.membershipId);
  const g2 = await createGroupRow(db(), org.id, '10B');
  const s1 = await createMember(db(), org.id, 'ORG_STUDENT', { groupId: g1.id });
  const s2 = await createMember(db(), org.id, 'ORG_STUDENT', { groupId: g1.id });
  const s3 = await createMember(db(), org.id, 'ORG_STUDENT', { groupId: g2.id });
  const s4 = await createMember(db(), org.id, 'ORG_STUDENT');
  const outsider = await createMember(db(), other.id, 'ORG_STUDENT');
  const type = await instrument('personality-type');
  const interests = await instrument('career-interests');
  const riasec = (r: number) => ({ R: r, I: 80, A: 60, S: 40, E: 20, C: 10 });
  // s1: an older career-interests attempt (R 0) is superseded by the latest one (R 40).
  await attempt(s1.user.id, interests, riasec(0), new Date(Date.now() - 86_400_000));
  const a1 = await attempt(s1.user.id, interests, riasec(40));
  await attempt(s1.user.id, type, { EI: 30 });
  const a2 = await attempt(s2.user.id, type, { EI: 70 });
  await attempt(s4.user.id, interests, riasec(60));
  await attempt(outsider.user.id, interests, riasec(100));
  await analysis(s1.user.id, 'ESTJ', ['old'], new Date(Date.now() - 86_400_000));
  await analysis(s1.user.id, 'INTJ', ['p1', 'p2', 'x3', 'x4', 'x5', 'p6']);
  await analysis(s2.user.id, 'ENFP', ['p1', 'p3']);
  await analysis(outsider.user.id, 'ISTP', ['p1']);
  await db()
    .update(users)
    .set({ interests: ['MATHEMATICS', 'PHYSICS'] })
    .where(eq(users.id, s1.user.id));
  await db()
    .update(users)
    .set({ interests: ['MATHEMATICS'] })
    .where(eq(users.id, s2.user.id));
  await db()
    .update(users)
    .set({ interests: ['ART'] })
    .where(eq(users.id, s3.user.id));
  await db()
    .insert(academicProfiles)
    .values([
      { userId: s1.user.id, gpaSystem: 'FIVE', gpa: 4.6 },
      { userId: s2.user.id, gpaSystem: 'HUNDRED', gpa: 70 },
    ]);
  await db()
    .insert(testFeedback)
    .values([
      { attemptId: a1, userId: s1.user.id, testId: interests.testId, answer: 'YES', rating: 5 },
      { attemptId: a2, userId: s2.user.id, testId: type.testId, answer: 'NO', rating: 2 },
    ]);
  await db()
    .insert(careerPlans)
    .values({
      userId: s1.user.id,
      goal: 'EMPLOYMENT',
      status: 'ACTIVE',
      lifeStage: 'PUPIL',
      title: L('Data scientist'),
      targetDate: '2030-06-01',
      subtasksTotal: 8,
      subtasksDone: 2,
    });
  const admin = await createMember(db(), org.id, 'ORG_ADMIN');
  return {
    org,
    other,
    g1,
    g2,
    s1,
    s2,
    s3,
    s4,
    outsider,
    admin: await signIn(ctx.app, admin.username, admin.password),
    teacher: await signIn(ctx.app, teacher.username, teacher.password),
  };
}

async function platformSession(role: 'SUPER_ADMIN' | 'MINISTRY') {
  const { username, password } = await createUser(db(), { role });
  return signIn(ctx.app, username, password);
}

describe('organisation analytics', () => {
  it('computes the figures of a small organisation, and of one group', async () => {
    const f = await fixture();
    const res = await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics`, { session: f.admin });
    expect(res.statusCode).toBe(200);
    const a = res.json<TOrganizationAnalytics>();
    expect(a).toMatchObject({ students: 4, tested: 3, analysed: 2, riasecRespondents: 2 });
    expect(a.byStatus).toEqual([{ status: 'ACTIVE', count: 4 }]);
    expect(a.completionByGroup).toEqual([
      { groupId: f.g1.id, code: '10A', students: 2, tested: 2, analysed: 2 },
      { groupId: f.g2.id, code: '10B', students: 1, tested: 0, analysed: 0 },
      { groupId: null, code: null, students: 1, tested: 1, analysed: 0 },
    ]);
    expect(a.personalityTypes).toEqual([
      { type: 'ENFP', count: 1 },
      { type: 'INTJ', count: 1 },
    ]);
    expect(a.riasec.map((r) => r.code)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(a.riasec[0]).toEqual({ code: 'R', score: 50 });
    expect(a.riasec[1]).toEqual({ code: 'I', score: 80 });
    expect(a.topProfessions.map((p) => [p.slug, p.count])).toEqual([
      ['p1', 2],
      ['p2', 1],
      ['p3', 1],
      ['x3', 1],
      ['x4', 1],
      ['x5', 1],
    ]);
    expect(a.topInterests).toEqual([
      { interest: 'MATHEMATICS', count: 2 },
      { interest: 'ART', count: 1 },
      { interest: 'PHYSICS', count: 1 },
    ]);
    expect(a.education).toEqual({
      students: 2,
      average: 4.05,
      ratings: [
        { rating: 1, count: 0 },
        { rating: 2, count: 0 },
        { rating: 3, count: 0 },
        { rating: 4, count: 1 },
        { rating: 5, count: 1 },
      ],
    });
    expect(a.feedback.responses).toBe(2);
    expect(a.feedback.averageRating).toBe(3.5);
    expect(a.feedback.answers.find((x) => x.answer === 'YES')?.count).toBe(1);
    expect(a.feedback.answers.find((x) => x.answer === 'NO')?.count).toBe(1);
    expect(a.feedback.ratings.filter((r) => r.count > 0)).toEqual([
      { rating: 2, count: 1 },
      { rating: 5, count: 1 },
    ]);

    const g2 = (
      await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics?groupId=${f.g2.id}`, { session: f.admin })
    ).json<TOrganizationAnalytics>();
    expect(g2).toMatchObject({ students: 1, tested: 0, analysed: 0, personalityTypes: [], topProfessions: [] });
    expect(g2.topInterests).toEqual([{ interest: 'ART', count: 1 }]);
    expect(g2.education).toMatchObject({ students: 0, average: null });
    expect(g2.feedback).toMatchObject({ responses: 0, averageRating: null });

    const bad = await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics?groupId=nope`, { session: f.admin });
    expect(bad.statusCode).toBe(400);
  });

  it('follows the attempts as they change: a deleted latest attempt gives way to the one before, none leaves the student untested', async () => {
    const f = await fixture();
    const figures = async () =>
      (
        await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics`, { session: f.admin })
      ).json<TOrganizationAnalytics>();
    const [interests] = await db().select({ id: tests.id }).from(tests).where(eq(tests.slug, 'career-interests'));
    const [latest] = await db()
      .select({ id: testAttempts.id })
      .from(testAttempts)
      .where(and(eq(testAttempts.userId, f.s1.user.id), eq(testAttempts.testId, interests!.id)))
      .orderBy(desc(testAttempts.completedAt))
      .limit(1);
    // s1's latest career-interests attempt (R 40) goes: the older one (R 0) counts again beside s4's (R 60).
    await db().delete(testFeedback).where(eq(testFeedback.attemptId, latest!.id));
    await db().delete(testAttempts).where(eq(testAttempts.id, latest!.id));
    let a = await figures();
    expect(a).toMatchObject({ tested: 3, riasecRespondents: 2 });
    expect(a.riasec[0]).toEqual({ code: 'R', score: 30 });
    // s4's only attempt goes: s4 is neither tested nor a respondent.
    await db().delete(testAttempts).where(eq(testAttempts.userId, f.s4.user.id));
    a = await figures();
    expect(a).toMatchObject({ tested: 2, riasecRespondents: 1 });
    expect(a.riasec[0]).toEqual({ code: 'R', score: 0 });
    // s3 finishes another test: tested, not a respondent.
    await attempt(f.s3.user.id, await instrument('work-values-bench'), { R: 10 });
    a = await figures();
    expect(a).toMatchObject({ tested: 3, riasecRespondents: 1 });
  });

  it('keeps tenants apart: staff of another organisation get 404, a teacher sees only their groups', async () => {
    const f = await fixture();
    const otherAdmin = await createMember(db(), f.other.id, 'ORG_ADMIN');
    const foreign = await signIn(ctx.app, otherAdmin.username, otherAdmin.password);
    for (const url of [
      `${base}/${f.org.id}/analytics`,
      `${base}/${f.org.id}/analytics/export`,
      `${base}/${f.org.id}/analytics/students/${f.s1.membershipId}`,
    ]) {
      expect((await call(ctx.app, 'GET', url, { session: foreign })).statusCode).toBe(404);
    }
    // The other organisation's admin asking their own organisation for a student of A: 404 too.
    expect(
      (
        await call(ctx.app, 'GET', `${base}/${f.other.id}/analytics/students/${f.s1.membershipId}`, {
          session: foreign,
        })
      ).statusCode,
    ).toBe(404);

    const mine = (
      await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics`, { session: f.teacher })
    ).json<TOrganizationAnalytics>();
    expect(mine).toMatchObject({ students: 2, tested: 2 });
    expect(mine.completionByGroup.map((g) => g.code)).toEqual(['10A']);
    expect(mine.topInterests.map((i) => i.interest)).toEqual(['MATHEMATICS', 'PHYSICS']);
    const notMine = (
      await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics?groupId=${f.g2.id}`, { session: f.teacher })
    ).json<TOrganizationAnalytics>();
    expect(notMine.students).toBe(0);
    const own = await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics/students/${f.s1.membershipId}`, {
      session: f.teacher,
    });
    expect(own.statusCode).toBe(200);
    const others = await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics/students/${f.s3.membershipId}`, {
      session: f.teacher,
    });
    expect(others.statusCode).toBe(404);

    const ministry = await platformSession('MINISTRY');
    expect((await call(ctx.app, 'GET', `${base}/${f.other.id}/analytics`, { session: ministry })).statusCode).toBe(200);
    expect(
      (await call(ctx.app, 'GET', `${base}/00000000-0000-4000-8000-000000000000/analytics`, { session: ministry }))
        .statusCode,
    ).toBe(404);
    expect((await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics`)).statusCode).toBe(401);
  });

  it("shows one student's tests, analysis and roadmap; 404 for a student of another organisation", async () => {
    const f = await fixture();
    const res = await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics/students/${f.s1.membershipId}`, {
      session: f.admin,
    });
    expect(res.statusCode).toBe(200);
    const s = res.json<TStudentAnalytics>();
    expect(s.student).toMatchObject({ memberId: f.s1.membershipId, group: { code: '10A' }, rating: 4.6 });
    expect(s.tests.map((t) => t.slug).sort()).toEqual(['career-interests', 'personality-type']);
    expect(s.tests.find((t) => t.slug === 'career-interests')?.scales[0]).toMatchObject({ key: 'R', score: 40 });
    expect(s.analysis).toMatchObject({ type: 'INTJ' });
    expect(s.analysis?.professions).toHaveLength(5);
    expect(s.roadmaps).toEqual([
      expect.objectContaining({ goal: 'EMPLOYMENT', subtasksDone: 2, subtasksTotal: 8, percent: 25 }),
    ]);

    const empty = (
      await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics/students/${f.s3.membershipId}`, { session: f.admin })
    ).json<TStudentAnalytics>();
    expect(empty).toMatchObject({ tests: [], analysis: null, roadmaps: [] });

    for (const id of [f.outsider.membershipId, 'not-a-uuid']) {
      expect(
        (await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics/students/${id}`, { session: f.admin })).statusCode,
      ).toBe(404);
    }
  });

  it('exports the figures as an xlsx workbook that reads back, labels in the interface language', async () => {
    const f = await fixture();
    const res = await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics/export?lang=kk`, { session: f.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = await readWorkbook(res.rawPayload);
    expect(workbook.worksheets.map((w) => w.name)).toContain('Үздік 10 мамандық');
    const summary = workbook.getWorksheet('Жиынтық');
    expect(summary?.getRow(3).values).toEqual([undefined, 'Оқушылар', 4]);
    const professions = workbook.getWorksheet('Үздік 10 мамандық');
    expect(professions?.getRow(2).values).toEqual([undefined, 1, 'p1', 2]);
  });

  it("exports one student's figures and the platform's as xlsx workbooks, labels in the interface language", async () => {
    const f = await fixture();
    const load = (res: { rawPayload: Buffer }) => readWorkbook(res.rawPayload);
    const student = await call(
      ctx.app,
      'GET',
      `${base}/${f.org.id}/analytics/students/${f.s1.membershipId}/export?lang=kk`,
      {
        session: f.admin,
      },
    );
    expect(student.statusCode).toBe(200);
    expect(student.headers['content-type']).toContain('spreadsheetml');
    const sw = await load(student);
    expect(sw.worksheets.map((w) => w.name)).toEqual(['Оқушы', 'Тесттер', 'Тұлғалық талдау', 'Жол карталары']);
    expect(sw.getWorksheet('Тұлғалық талдау')?.getRow(3).values).toEqual([undefined, 'Тұлға типі', 'INTJ']);
    expect(sw.getWorksheet('Жол карталары')?.getRow(2).getCell(4).value).toBe('2 / 8');
    const foreign = await call(
      ctx.app,
      'GET',
      `${base}/${f.org.id}/analytics/students/${f.outsider.membershipId}/export`,
      {
        session: f.admin,
      },
    );
    expect(foreign.statusCode).toBe(404);

    const platform = await call(ctx.app, 'GET', '/api/v1/admin/analytics/export?lang=ru', {
      session: await platformSession('MINISTRY'),
    });
    expect(platform.statusCode).toBe(200);
    const pw = await load(platform);
    expect(pw.getWorksheet('Итоги')?.getRow(5).values).toEqual([undefined, 'Пройдено тестов', 6]);
    expect(pw.getWorksheet('По месяцам')?.rowCount).toBe(13);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/analytics/export', { session: f.admin })).statusCode).toBe(403);
  });

  it('writes formula-like text as text in the export', async () => {
    const f = await fixture();
    const group = await createGroupRow(db(), f.org.id, '@SUM(A1)');
    await createMember(db(), f.org.id, 'ORG_STUDENT', { groupId: group.id });
    const res = await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics/export?lang=en`, { session: f.admin });
    const workbook = await readWorkbook(res.rawPayload);
    const cells = workbook.getWorksheet('By group')?.getColumn(1).values ?? [];
    expect(cells).toContain("'@SUM(A1)");
    expect(cells.some((c) => typeof c === 'object' && c !== null && 'formula' in c)).toBe(false);
  });

  it('writes the export on the report threads: per-user limit with 429 and Retry-After, the last file until the figures change', async () => {
    const f = await fixture();
    const exportIn = (lang: string, groupId?: string) =>
      call(ctx.app, 'GET', `${base}/${f.org.id}/analytics/export?lang=${lang}${groupId ? `&groupId=${groupId}` : ''}`, {
        session: f.admin,
      });
    expect((await exportIn('ru')).statusCode).toBe(200); // the render thread starts

    // Nine different workbooks at once (three languages of the whole school and of each group): at
    // most REPORTS_PER_USER (2) render at a time for this admin, the others are refused with 429.
    const burst = await Promise.all(
      ['kk', 'en', 'ru'].flatMap((lang) => [undefined, f.g1.id, f.g2.id].map((group) => exportIn(lang, group))),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const refused = burst.find((response) => response.statusCode === 429);
    expect(refused?.json<{ code: string }>().code).toBe('RATE_LIMITED');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);

    // The last file is answered again byte for byte (a new one would carry a new creation time)...
    const first = await exportIn('en');
    expect(first.statusCode).toBe(200);
    const again = await exportIn('en');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // ...until the figures change; the new file shows them.
    await createMember(db(), f.org.id, 'ORG_STUDENT');
    const changed = await exportIn('en');
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(false);
    const students = async (payload: Buffer) => {
      const workbook = await readWorkbook(payload);
      return workbook.getWorksheet('Summary')?.getRow(3).getCell(2).value;
    };
    expect(await students(changed.rawPayload)).toBe(Number(await students(first.rawPayload)) + 1);
  });

  it('issues a fixed number of SQL statements whatever the organisation holds', async () => {
    const f = await fixture();
    const small = await createOrganization(db());
    const smallAdmin = await createMember(db(), small.id, 'ORG_ADMIN');
    const smallSession = await signIn(ctx.app, smallAdmin.username, smallAdmin.password);
    const queries = async (session: string, url: string) =>
      (await countQueries(db(), () => call(ctx.app, 'GET', url, { session }))).queries;
    // Both sessions held first, after the signals of the writes above (one arriving between the two
    // counts would drop a held session and add its lookup to one of them).
    await signalsSettled(ctx.app);
    for (const session of [f.admin, smallSession]) await call(ctx.app, 'GET', '/api/v1/auth/me', { session });
    const big = await queries(f.admin, `${base}/${f.org.id}/analytics`);
    const empty = await queries(smallSession, `${base}/${small.id}/analytics`);
    expect(big).toBe(empty);
    const student = await queries(f.admin, `${base}/${f.org.id}/analytics/students/${f.s1.membershipId}`);
    const bare = await queries(f.admin, `${base}/${f.org.id}/analytics/students/${f.s3.membershipId}`);
    expect(student).toBe(bare);
    const ministry = await platformSession('MINISTRY');
    expect(await queries(ministry, '/api/v1/admin/analytics')).toBeLessThanOrEqual(big);
  });
});

describe('organisation analytics kept per group', () => {
  const groupRows = (organizationId: string) =>
    db().select().from(organizationGroupAnalytics).where(eq(organizationGroupAnalytics.organizationId, organizationId));

  it('shows the new figures after a result, an analysis, a grade, interests, feedback or a membership changes', async () => {
    const f = await fixture();
    const figures = async (query = '') => {
      const res = await call(ctx.app, 'GET', `${base}/${f.org.id}/analytics${query}`, { session: f.admin });
      expect(res.statusCode).toBe(200);
      return res.json<TOrganizationAnalytics>();
    };
    let a = await figures();
    expect(a).toMatchObject({ students: 4, tested: 3, analysed: 2 });
    // Read once, every group is up to date; a write moves only its own group's version ahead.
    const before = await groupRows(f.org.id);
    expect(before.every((r) => r.computedVersion === r.version)).toBe(true);
    const [interests] = await db().select({ id: tests.id }).from(tests).where(eq(tests.slug, 'career-interests'));
    const [version] = await db()
      .select({ id: testVersions.id })
      .from(testVersions)
      .where(eq(testVersions.testId, interests!.id));
    // s3 (group 10B) finishes career interests with R 90: tested, a respondent, R averages (40+60+90)/3.
    const a3 = await attempt(f.s3.user.id, { testId: interests!.id, versionId: version!.id }, { R: 90, I: 20 });
    const after = await groupRows(f.org.id);
    const moved = after.filter((r) => r.version !== before.find((b) => b.groupKey === r.groupKey)?.version);
    expect(moved.map((r) => r.groupKey)).toEqual([f.g2.id]);
    a = await figures();
    expect(a).toMatchObject({ tested: 4, riasecRespondents: 3 });
    expect(a.riasec[0]).toEqual({ code: 'R', score: 63.33 });
    expect(a.riasec[1]).toEqual({ code: 'I', score: 60 });
    expect(a.completionByGroup.find((g) => g.code === '10B')).toMatchObject({ students: 1, tested: 1, analysed: 0 });
    // An analysis, a grade, interests and feedback of s3.
    await analysis(f.s3.user.id, 'INTJ', ['p3', 'p9']);
    await db().insert(academicProfiles).values({ userId: f.s3.user.id, gpaSystem: 'FOUR', gpa: 2 });
    await db()
      .update(users)
      .set({ interests: ['PHYSICS', 'ART'] })
      .where(eq(users.id, f.s3.user.id));
    await db()
      .insert(testFeedback)
      .values({ attemptId: a3, userId: f.s3.user.id, testId: interests!.id, answer: 'YES', rating: 4 });
    a = await figures();
    expect(a.analysed).toBe(3);
    expect(a.personalityTypes).toEqual([
      { type: 'INTJ', count: 2 },
      { type: 'ENFP', count: 1 },
    ]);
    expect(a.topProfessions.slice(0, 2).map((p) => [p.slug, p.count])).toEqual([
      ['p1', 2],
      ['p3', 2],
    ]);
    expect(a.topInterests).toEqual([
      { interest: 'MATHEMATICS', count: 2 },
      { interest: 'PHYSICS', count: 2 },
      { interest: 'ART', count: 1 },
    ]);
    // Grades 5, 4 and 2/4 → 2.5 → 3: average (4.6 + 3.5 + 2.5) / 3.
    expect(a.education).toMatchObject({ students: 3, average: 3.53 });
    expect(a.education.ratings.find((r) => r.rating === 3)?.count).toBe(1);
    expect(a.feedback).toMatchObject({ responses: 3, averageRating: 3.67 });
    // s3 moves to 10A; s4 (no group) leaves; s2 is suspended.
    await db()
      .update(organizationMemberships)
      .set({ groupId: f.g1.id })
      .where(eq(organizationMemberships.id, f.s3.membershipId));
    await db().delete(organizationMemberships).where(eq(organizationMemberships.id, f.s4.membershipId));
    await db()
      .update(organizationMemberships)
      .set({ status: 'SUSPENDED' })
      .where(eq(organizationMemberships.id, f.s2.membershipId));
    a = await figures();
    expect(a).toMatchObject({ students: 3, tested: 3, analysed: 3, riasecRespondents: 2 });
    expect(a.completionByGroup).toEqual([{ groupId: f.g1.id, code: '10A', students: 3, tested: 3, analysed: 3 }]);
    expect(a.byStatus).toEqual([
      { status: 'ACTIVE', count: 2 },
      { status: 'SUSPENDED', count: 1 },
    ]);
    const g1 = await figures(`?groupId=${f.g1.id}`);
    expect(g1).toMatchObject({ students: 3, tested: 3, analysed: 3 });
    expect(g1.riasec[0]).toEqual({ code: 'R', score: 65 });
    const g2 = await figures(`?groupId=${f.g2.id}`);
    expect(g2).toMatchObject({ students: 0, tested: 0, analysed: 0, completionByGroup: [] });
  });

  it('reads the figures in two statements once the sessions are held, the groups up to date or not', async () => {
    const f = await fixture();
    await signalsSettled(ctx.app);
    await call(ctx.app, 'GET', '/api/v1/auth/me', { session: f.admin });
    const url = `${base}/${f.org.id}/analytics`;
    const queries = async () =>
      (await countQueries(db(), () => call(ctx.app, 'GET', url, { session: f.admin }))).queries;
    expect(await queries()).toBe(2);
    expect(await queries()).toBe(2);
    expect(await queries()).toBe(2);
  });
});

describe('platform analytics', () => {
  it('gives SUPER_ADMIN and MINISTRY totals and 12 months; organisation admins get 403', async () => {
    const f = await fixture();
    const ministry = await platformSession('MINISTRY');
    const res = await call(ctx.app, 'GET', '/api/v1/admin/analytics', { session: ministry });
    expect(res.statusCode).toBe(200);
    const p = res.json<TPlatformAnalytics>();
    expect(p.totals).toMatchObject({ organizations: 2, activeOrganizations: 2, testsTaken: 6, analyses: 4 });
    expect(p.months).toHaveLength(12);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(p.months.at(-1)?.month).toBe(thisMonth);
    const total = (await db().select({ id: users.id }).from(users)).length;
    expect(p.totals.users).toBe(total);
    expect(p.months.reduce((sum, m) => sum + m.users, 0)).toBe(total);
    expect(p.months.at(-1)?.activeOrganizations).toBe(2);

    expect(
      (await call(ctx.app, 'GET', '/api/v1/admin/analytics', { session: await platformSession('SUPER_ADMIN') }))
        .statusCode,
    ).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/analytics', { session: f.admin })).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/v1/admin/analytics')).statusCode).toBe(401);
  });
});
