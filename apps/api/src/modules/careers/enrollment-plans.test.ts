import type { TApiErrorBody, TPlanDetails } from '@bagdar/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careerPlans } from '../../db/schema/careers.ts';
import { institutions, majors } from '../../db/schema/institutions.ts';
import { seedAdmission } from '../../db/seed/admission-seed.ts';
import { seedCatalog } from '../../db/seed/catalog-seed.ts';
import { academicProfiles } from '../../db/schema/profile.ts';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { giveAnalysis, storeInstitution } from './careers-test-helpers.ts';
import { runPlanCreation } from './plan-runner.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const API = '/api/v1/careers';

async function pro() {
  const { user, username, password } = await createUser(db(), { tier: 'PRO' });
  await giveAnalysis(db(), user.id);
  return { user, session: await signIn(ctx.app, username, password) };
}
const body = (institutionId: string, majorId: string) => ({
  lifeStage: 'PUPIL',
  years: 11,
  goal: 'ENROLLMENT',
  institutionId,
  majorId,
  about: '',
});

describe('ENROLLMENT plans', () => {
  it('builds phases from the major’s minimums, the IELTS gap and the institution’s preparation steps', async () => {
    await seedCatalog(db());
    const { institution, major } = await storeInstitution(db());
    const { user, session } = await pro();
    await db()
      .insert(academicProfiles)
      .values({ userId: user.id, gpaSystem: 'FOUR', gpa: 3.6, gpa4: 3.6, ielts: 5.5, unt: 90 });
    const created = await call(ctx.app, 'POST', `${API}/plans`, { session, body: body(institution.id, major.id) });
    expect(created.statusCode, created.body).toBe(202);
    const { planId } = created.json<{ planId: string }>();
    await runPlanCreation({ db: db(), ai: ctx.config.ai, log: ctx.app.log }, planId);
    const plan = (await call(ctx.app, 'GET', `${API}/plans/${planId}`, { session })).json<TPlanDetails>();
    expect(plan).toMatchObject({ status: 'ACTIVE', goal: 'ENROLLMENT', title: { en: 'Computer science' } });
    expect(plan.phases.map((p) => p.kind)).toEqual([
      'EXPLORE',
      'SCORE_UNT',
      'LANGUAGE',
      'PREPARATION',
      'PREPARATION',
      'APPLICATION',
    ]);
    const language = plan.phases.find((p) => p.kind === 'LANGUAGE');
    // The title states the measurable target: from the student's score to the major's minimum.
    expect(language?.title.en).toBe('English: IELTS 5.5 → 6.5, +1');
    expect(language?.target).toMatchObject({ exam: 'IELTS', current: 5.5, target: 6.5, gain: 1 });
    expect(plan.phases.find((p) => p.kind === 'SCORE_UNT')?.target).toMatchObject({ exam: 'UNT', current: 90 });
    expect(language?.description.en).toContain('5.5');
    expect(plan.phases[3]?.title.en).toBe('Foundation year');
    expect(plan.phases.find((p) => p.kind === 'PREPARATION')?.materials.length).toBeGreaterThan(0);
  });

  it('refuses an unknown major, an unknown institution and a major of another institution; nothing created', async () => {
    const { institution, other, major, otherMajor } = await storeInstitution(db());
    const { session } = await pro();
    const unknown = '00000000-0000-4000-8000-000000000009';
    for (const [institutionId, majorId] of [
      [institution.id, unknown],
      [unknown, major.id],
      [institution.id, otherMajor.id],
      [other.id, major.id],
    ] as const) {
      const response = await call(ctx.app, 'POST', `${API}/plans`, { session, body: body(institutionId, majorId) });
      expect(response.statusCode).toBe(400);
      expect(response.json<TApiErrorBody>().details).toEqual([
        expect.objectContaining({ field: 'majorId', code: 'major_unknown' }),
      ]);
    }
    expect((await db().select({ n: count() }).from(careerPlans))[0]?.n).toBe(0);
  });

  it('refuses a school as an enrollment target, and the picker’s query leaves schools out', async () => {
    const { institution, major } = await storeInstitution(db());
    await db().update(institutions).set({ type: 'SCHOOL' }).where(eq(institutions.id, institution.id));
    const { session } = await pro();
    const response = await call(ctx.app, 'POST', `${API}/plans`, { session, body: body(institution.id, major.id) });
    expect(response.statusCode).toBe(400);
    expect(response.json<TApiErrorBody>().details).toEqual([
      expect.objectContaining({ field: 'institutionId', code: 'institution_not_for_enrollment' }),
    ]);
    expect((await db().select({ n: count() }).from(careerPlans))[0]?.n).toBe(0);

    const page = await call(ctx.app, 'GET', '/api/v1/institutions?types=COLLEGE,UNIVERSITY', { session });
    expect(page.json<{ items: { name: { en: string } }[] }>().items.map((i) => i.name.en)).toEqual([
      'Other University',
    ]);
  });
});

describe('ENROLLMENT plans against the admission model and calendar', () => {
  it('a UNT total below the GOP’s forecast cut-off becomes a phase with its target and the main session’s deadline', async () => {
    await seedCatalog(db());
    await seedAdmission(db());
    const { institution, major } = await storeInstitution(db());
    await db().update(majors).set({ gopCode: 'B057', ieltsMin: null, untMin: null }).where(eq(majors.id, major.id));
    const { user, session } = await pro();
    await db().insert(academicProfiles).values({ userId: user.id, gpaSystem: 'FOUR', gpa: 3.6, gpa4: 3.6, unt: 70 });
    const created = await call(ctx.app, 'POST', `${API}/plans`, { session, body: body(institution.id, major.id) });
    const { planId } = created.json<{ planId: string }>();
    const now = new Date('2026-09-01T08:00:00Z');
    await runPlanCreation({ db: db(), ai: ctx.config.ai, log: ctx.app.log }, planId, now);
    const plan = (await call(ctx.app, 'GET', `${API}/plans/${planId}`, { session })).json<TPlanDetails>();
    const unt = plan.phases.find((p) => p.kind === 'SCORE_UNT');
    expect(unt?.target).toMatchObject({
      exam: 'UNT',
      current: 70,
      bar: 'FORECAST_CUTOFF',
      deadline: { kind: 'UNT_MAIN', year: 2027 },
    });
    expect(unt?.target?.target).toBeGreaterThan(70);
    expect((unt?.dueOn ?? '') < (unt?.target?.deadline?.on ?? '')).toBe(true);
    expect(unt?.because?.input).toBe('SCORE');
    expect(plan.phases.filter((p) => p.kind === 'SCORE_PROFILE')).toHaveLength(2);
    // A gap this wide needs more days at the usual pace than are left before the session: the plan warns.
    const gain = unt?.target?.gain ?? 0;
    expect(plan.warnings).toEqual([
      expect.objectContaining({
        code: 'DEADLINE_TOO_CLOSE',
        phaseKind: 'SCORE_UNT',
        daysNeeded: Math.ceil((gain / 3) * 30),
      }),
    ]);
    expect(plan.warnings[0]?.daysLeft).toBeLessThan(plan.warnings[0]?.daysNeeded ?? 0);
  });

  it('refuses a target date in the past: nothing created', async () => {
    const { institution, major } = await storeInstitution(db());
    const { session } = await pro();
    const response = await call(ctx.app, 'POST', `${API}/plans`, {
      session,
      body: { ...body(institution.id, major.id), targetDate: '2024-05-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<TApiErrorBody>().details).toEqual([
      expect.objectContaining({ field: 'targetDate', code: 'target_date_past' }),
    ]);
    expect((await db().select({ n: count() }).from(careerPlans))[0]?.n).toBe(0);
  });
});
