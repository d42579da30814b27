import type {
  TApiErrorBody,
  TCareerGate,
  TPlanDetails,
  TPlanPage,
  TProfessionOptionPage,
  TSubtaskChange,
} from '@bagdar/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../db/seed/catalog-seed.ts';
import { careerPlans, careerPlanSubtasks } from '../../db/schema/careers.ts';
import { professions } from '../../db/schema/catalog.ts';
import { academicProfiles } from '../../db/schema/profile.ts';
import { createUser, type UserFactoryOptions } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { employmentBody, giveAnalysis, professionId } from './careers-test-helpers.ts';
import { runPlanCreation } from './plan-runner.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const API = '/api/v1/careers';

async function signedIn(options: UserFactoryOptions = { tier: 'PRO' }, analysed = true) {
  const { user, username, password } = await createUser(db(), options);
  if (analysed) await giveAnalysis(db(), user.id);
  return { user, session: await signIn(ctx.app, username, password) };
}
/** What the pg-boss worker does with the job, run here synchronously. */
const work = (planId: string) =>
  runPlanCreation({ db: db(), ai: ctx.config.ai, log: ctx.app.log }, planId, new Date('2026-09-01T10:00:00Z'));
const planCount = async () => (await db().select({ n: count() }).from(careerPlans))[0]?.n ?? 0;
const details = async (session: string, id: string) =>
  (await call(ctx.app, 'GET', `${API}/plans/${id}`, { session })).json<TPlanDetails>();

async function builtPlan(session: string, body = {}) {
  const developer = await professionId(db(), 'software-developer');
  const created = await call(ctx.app, 'POST', `${API}/plans`, { session, body: employmentBody(developer, body) });
  expect(created.statusCode, created.body).toBe(202);
  const { planId } = created.json<{ planId: string }>();
  await work(planId);
  return details(session, planId);
}

describe('careers gate and paywall', () => {
  it('answers FREE and STANDARD users 403 PAYWALL with the reason, and creates nothing', async () => {
    await seedCatalog(db());
    const developer = await professionId(db(), 'software-developer');
    for (const tier of ['FREE', 'STANDARD'] as const) {
      const { session } = await signedIn({ tier });
      for (const [method, url, body] of [
        ['GET', `${API}/plans`, undefined],
        ['GET', `${API}/gate`, undefined],
        ['POST', `${API}/plans`, employmentBody(developer)],
      ] as const) {
        const response = await call(ctx.app, method, url, { session, body });
        expect(response.statusCode, `${tier} ${method} ${url}`).toBe(403);
        expect(response.json<TApiErrorBody>()).toMatchObject({ code: 'PAYWALL', reason: 'user_insufficient_tier' });
      }
    }
    expect(await planCount()).toBe(0);
  });

  it('a PRO user without an analysis meets the gate: 409 ANALYSIS_REQUIRED, nothing created', async () => {
    await seedCatalog(db());
    const { user, session } = await signedIn({ tier: 'PRO' }, false);
    const gate = await call(ctx.app, 'GET', `${API}/gate`, { session });
    expect(gate.json<TCareerGate>()).toEqual({
      analysisCompleted: false,
      plans: { EMPLOYMENT: null, ENROLLMENT: null },
    });
    const developer = await professionId(db(), 'software-developer');
    const refused = await call(ctx.app, 'POST', `${API}/plans`, { session, body: employmentBody(developer) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<TApiErrorBody>().code).toBe('ANALYSIS_REQUIRED');
    expect(await planCount()).toBe(0);
    await giveAnalysis(db(), user.id);
    expect((await call(ctx.app, 'GET', `${API}/gate`, { session })).json<TCareerGate>().analysisCompleted).toBe(true);
  });
});

describe('plan creation', () => {
  it('queues a PENDING plan, the job builds phases from the profession with materials, and the list shows it', async () => {
    await seedCatalog(db());
    const { user, session } = await signedIn();
    await db().insert(academicProfiles).values({ userId: user.id, gpaSystem: 'FOUR', gpa: 3.4, gpa4: 3.4, ielts: 5.5 });
    const developer = await professionId(db(), 'software-developer');
    const created = await call(ctx.app, 'POST', `${API}/plans`, { session, body: employmentBody(developer) });
    expect(created.statusCode).toBe(202);
    const { planId } = created.json<{ planId: string }>();

    const pending = (await call(ctx.app, 'GET', `${API}/plans`, { session })).json<TPlanPage>();
    expect(pending.items).toHaveLength(1);
    expect(pending.items[0]).toMatchObject({ id: planId, status: 'PENDING', job: { stage: 'PROFILE', failed: false } });

    await work(planId);
    const plan = await details(session, planId);
    expect(plan).toMatchObject({
      status: 'ACTIVE',
      goal: 'EMPLOYMENT',
      lifeStage: 'STUDENT',
      years: 2,
      progress: 0,
      job: null,
      title: { en: 'Software developer' },
    });
    const kinds = plan.phases.map((p) => p.kind);
    expect(kinds[0]).toBe('EXPLORE');
    expect(kinds).toContain('EDUCATION');
    expect(kinds).toContain('LANGUAGE'); // IELTS 5.5 is below the 6.0 a job asks for
    expect(plan.phases.find((p) => p.kind === 'EDUCATION')?.description.en).toContain('3.4');
    expect(plan.subtasksTotal).toBe(plan.phases.reduce((sum, p) => sum + p.subtasks.length, 0));
    expect(plan.phasesTotal).toBe(plan.phases.length);
    // every phase and generated subtask is stored with the input that produced it
    expect(plan.phases.every((p) => p.because !== null && p.subtasks.every((st) => st.because !== null))).toBe(true);
    expect(plan.aiModel).toBeNull();
    const skillMaterials = plan.phases.filter((p) => p.kind === 'SKILL').flatMap((p) => p.materials);
    expect(skillMaterials.length).toBeGreaterThan(0);
    expect(plan.remainingDays).toBeGreaterThan(0);
    expect(plan.targetDate).toBe('2029-06-01');
    expect(plan.summary?.en).toContain('IRA');

    const gate = (await call(ctx.app, 'GET', `${API}/gate`, { session })).json<TCareerGate>();
    expect(gate.plans.EMPLOYMENT).toBe(planId);
  });

  it('refuses bad input with field errors and creates nothing', async () => {
    await seedCatalog(db());
    const { session } = await signedIn();
    const developer = await professionId(db(), 'software-developer');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ professionId: '00000000-0000-4000-8000-000000000000' }, 'professionId', 'profession_unknown'],
      [{ about: 'x'.repeat(1001) }, 'about', 'about_too_long'],
      [{ targetDate: '2020-01-01' }, 'targetDate', 'target_date_past'],
      [{ targetDate: '2027-13-45' }, 'targetDate', 'target_date_invalid'],
      [{ lifeStage: 'PUPIL', years: 12 }, 'years', 'years_invalid'],
      [{ lifeStage: 'STUDENT', years: null }, 'years', 'years_invalid'],
      [{ professionId: null }, 'professionId', 'profession_required'],
      [{ goal: 'ENROLLMENT', professionId: null }, 'institutionId', 'institution_required'],
      [
        {
          goal: 'ENROLLMENT',
          institutionId: '00000000-0000-4000-8000-000000000001',
          majorId: '00000000-0000-4000-8000-000000000002',
        },
        'majorId',
        'major_unknown',
      ],
    ];
    for (const [override, field, code] of cases) {
      const response = await call(ctx.app, 'POST', `${API}/plans`, {
        session,
        body: employmentBody(developer, override),
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      const body = response.json<TApiErrorBody>();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(
        body.details?.some((d) => d.field === field && d.code === code),
        response.body,
      ).toBe(true);
    }
    expect(await planCount()).toBe(0);
  });

  it('a second plan for the same goal is 409 PLAN_EXISTS with the existing plan’s id', async () => {
    await seedCatalog(db());
    const { session } = await signedIn();
    const first = await builtPlan(session);
    const other = await professionId(db(), 'web-developer');
    const second = await call(ctx.app, 'POST', `${API}/plans`, { session, body: employmentBody(other) });
    expect(second.statusCode).toBe(409);
    expect(second.json<TApiErrorBody>()).toMatchObject({ code: 'PLAN_EXISTS', meta: { planId: first.id } });
    expect(await planCount()).toBe(1);
  });

  it('a failed job leaves the plan PENDING with failed=true, and starting again replaces it', async () => {
    await seedCatalog(db());
    const { session } = await signedIn();
    const developer = await professionId(db(), 'software-developer');
    const created = await call(ctx.app, 'POST', `${API}/plans`, { session, body: employmentBody(developer) });
    const { planId } = created.json<{ planId: string }>();
    await db().delete(professions).where(eq(professions.id, developer));
    await work(planId);
    const failed = (await call(ctx.app, 'GET', `${API}/plans`, { session })).json<TPlanPage>();
    expect(failed.items[0]).toMatchObject({ id: planId, status: 'PENDING', job: { failed: true } });
    const again = await call(ctx.app, 'POST', `${API}/plans`, {
      session,
      body: employmentBody(await professionId(db(), 'web-developer')),
    });
    expect(again.statusCode).toBe(202);
    expect(again.json<{ planId: string }>().planId).not.toBe(planId);
    expect(await planCount()).toBe(1);
  });

  it('lists professions for the picker with search and keyset pages', async () => {
    await seedCatalog(db());
    const { session } = await signedIn();
    const page = (await call(ctx.app, 'GET', `${API}/professions?limit=5`, { session })).json<TProfessionOptionPage>();
    expect(page.items).toHaveLength(5);
    const next = (
      await call(ctx.app, 'GET', `${API}/professions?limit=5&cursor=${page.nextCursor ?? ''}`, { session })
    ).json<TProfessionOptionPage>();
    expect(next.items[0]?.slug.localeCompare(page.items[4]?.slug ?? '')).toBe(1);
    const found = (
      await call(ctx.app, 'GET', `${API}/professions?q=разработ`, { session })
    ).json<TProfessionOptionPage>();
    expect(found.items.map((p) => p.slug)).toContain('software-developer');
  });
});

describe('subtasks, achievements and the plan’s life', () => {
  it('ticking moves the counts at once, persists, and finishing a phase earns its achievement', async () => {
    await seedCatalog(db());
    const { session } = await signedIn();
    const plan = await builtPlan(session);
    const phase = plan.phases[0];
    if (!phase) throw new Error('no phase');
    let last: TSubtaskChange | undefined;
    for (const subtask of phase.subtasks) {
      const response = await call(ctx.app, 'PUT', `${API}/plans/${plan.id}/subtasks/${subtask.id}`, {
        session,
        body: { done: true },
      });
      expect(response.statusCode).toBe(200);
      last = response.json<TSubtaskChange>();
    }
    expect(last?.phase).toMatchObject({ subtasksDone: phase.subtasks.length, subtasksTotal: phase.subtasks.length });
    expect(last?.phase.achievementReceivedAt).not.toBeNull();
    expect(last?.plan.subtasksDone).toBe(phase.subtasks.length);
    expect(last?.plan.progress).toBe(Math.round((phase.subtasks.length / plan.subtasksTotal) * 100));

    const reloaded = await details(session, plan.id);
    expect(reloaded.subtasksDone).toBe(phase.subtasks.length);
    expect(reloaded.phasesDone).toBe(1);
    expect(reloaded.phases[0]?.achievement.receivedAt).not.toBeNull();
    expect(reloaded.phases[0]?.subtasks.every((s) => s.done)).toBe(true);
    expect(reloaded.activity).toEqual([{ day: new Date().toISOString().slice(0, 10), count: phase.subtasks.length }]);

    const firstSubtask = phase.subtasks[0];
    if (!firstSubtask) throw new Error('no subtask');
    const undone = await call(ctx.app, 'PUT', `${API}/plans/${plan.id}/subtasks/${firstSubtask.id}`, {
      session,
      body: { done: false },
    });
    // The phase is open again, but an achievement once received stays, with its date.
    const receivedAt = last?.phase.achievementReceivedAt;
    expect(undone.json<TSubtaskChange>().phase.achievementReceivedAt).toBe(receivedAt);
    expect((await details(session, plan.id)).phasesDone).toBe(0);
    await call(ctx.app, 'PUT', `${API}/plans/${plan.id}/subtasks/${firstSubtask.id}`, {
      session,
      body: { done: true },
    });

    // So does adding one's own subtask to the finished phase.
    const added = await call(ctx.app, 'POST', `${API}/plans/${plan.id}/phases/${phase.id}/subtasks`, {
      session,
      body: { title: 'Ещё одна задача' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<TSubtaskChange>().phase.achievementReceivedAt).toBe(receivedAt);
    expect((await details(session, plan.id)).phases[0]?.achievement.receivedAt).toBe(receivedAt);
  });

  it('someone else’s plan and subtasks are 404 and stay unchanged', async () => {
    await seedCatalog(db());
    const owner = await signedIn();
    const plan = await builtPlan(owner.session);
    const stranger = await signedIn();
    const subtask = plan.phases[0]?.subtasks[0];
    if (!subtask) throw new Error('no subtask');
    const attempts = [
      call(ctx.app, 'PUT', `${API}/plans/${plan.id}/subtasks/${subtask.id}`, {
        session: stranger.session,
        body: { done: true },
      }),
      call(ctx.app, 'GET', `${API}/plans/${plan.id}`, { session: stranger.session }),
      call(ctx.app, 'DELETE', `${API}/plans/${plan.id}`, { session: stranger.session }),
      call(ctx.app, 'POST', `${API}/plans/${plan.id}/complete`, { session: stranger.session }),
      call(ctx.app, 'GET', `${API}/plans/${plan.id}/report.pdf`, { session: stranger.session }),
      call(ctx.app, 'POST', `${API}/plans/${plan.id}/phases/${plan.phases[0]?.id ?? ''}/subtasks`, {
        session: stranger.session,
        body: { title: 'Mine now' },
      }),
      call(ctx.app, 'GET', `${API}/plans/not-a-uuid`, { session: owner.session }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404);
    const [row] = await db().select().from(careerPlanSubtasks).where(eq(careerPlanSubtasks.id, subtask.id));
    expect(row?.doneAt).toBeNull();
    expect((await details(owner.session, plan.id)).subtasksTotal).toBe(plan.subtasksTotal);
  });

  it('own subtasks can be added, renamed, ticked and removed; generated ones cannot be renamed or removed', async () => {
    await seedCatalog(db());
    const { session } = await signedIn();
    const plan = await builtPlan(session);
    const phase = plan.phases[1];
    if (!phase) throw new Error('no phase');
    const added = await call(ctx.app, 'POST', `${API}/plans/${plan.id}/phases/${phase.id}/subtasks`, {
      session,
      body: { title: '  Пройти курс по SQL  ' },
    });
    expect(added.statusCode).toBe(201);
    const own = added.json<TSubtaskChange>();
    expect(own.subtask).toMatchObject({ own: true, done: false, title: { ru: 'Пройти курс по SQL' } });
    expect(own.plan.subtasksTotal).toBe(plan.subtasksTotal + 1);
    const renamed = await call(ctx.app, 'PUT', `${API}/plans/${plan.id}/subtasks/${own.subtask.id}`, {
      session,
      body: { title: 'Курс по PostgreSQL', done: true },
    });
    expect(renamed.json<TSubtaskChange>().subtask).toMatchObject({ done: true, title: { en: 'Курс по PostgreSQL' } });
    const generated = phase.subtasks[0];
    if (!generated) throw new Error('no subtask');
    const rename = await call(ctx.app, 'PUT', `${API}/plans/${plan.id}/subtasks/${generated.id}`, {
      session,
      body: { title: 'Other' },
    });
    expect(rename.statusCode).toBe(403);
    expect(
      (await call(ctx.app, 'DELETE', `${API}/plans/${plan.id}/subtasks/${generated.id}`, { session })).statusCode,
    ).toBe(403);
    const tooLong = await call(ctx.app, 'POST', `${API}/plans/${plan.id}/phases/${phase.id}/subtasks`, {
      session,
      body: { title: 'x'.repeat(201) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      (await call(ctx.app, 'DELETE', `${API}/plans/${plan.id}/subtasks/${own.subtask.id}`, { session })).statusCode,
    ).toBe(204);
    const after = await details(session, plan.id);
    expect(after.subtasksTotal).toBe(plan.subtasksTotal);
    expect(after.subtasksDone).toBe(0);
  });

  it('filters All / Active / Completed, completes once, and deletes', async () => {
    await seedCatalog(db());
    const { session } = await signedIn();
    const plan = await builtPlan(session);
    const list = async (status: string) =>
      (await call(ctx.app, 'GET', `${API}/plans?status=${status}`, { session }))
        .json<TPlanPage>()
        .items.map((p) => p.id);
    expect(await list('ACTIVE')).toEqual([plan.id]);
    expect(await list('COMPLETED')).toEqual([]);
    const completed = await call(ctx.app, 'POST', `${API}/plans/${plan.id}/complete`, { session });
    expect(completed.json()).toMatchObject({ status: 'COMPLETED' });
    expect((await call(ctx.app, 'POST', `${API}/plans/${plan.id}/complete`, { session })).statusCode).toBe(409);
    expect(await list('ACTIVE')).toEqual([]);
    expect(await list('COMPLETED')).toEqual([plan.id]);
    expect(await list('ALL')).toEqual([plan.id]);
    expect((await details(session, plan.id)).completedAt).not.toBeNull();
    expect((await call(ctx.app, 'DELETE', `${API}/plans/${plan.id}`, { session })).statusCode).toBe(204);
    expect((await call(ctx.app, 'GET', `${API}/plans/${plan.id}`, { session })).statusCode).toBe(404);
    expect(await planCount()).toBe(0);
  });

  it('a completed plan does not block a new one for its goal, and reopens only while no other is open', async () => {
    await seedCatalog(db());
    const { session } = await signedIn();
    const first = await builtPlan(session);
    expect((await call(ctx.app, 'POST', `${API}/plans/${first.id}/reopen`, { session })).statusCode).toBe(409);
    await call(ctx.app, 'POST', `${API}/plans/${first.id}/complete`, { session });
    const second = await builtPlan(session);
    expect(second.status).toBe('ACTIVE');
    expect((await call(ctx.app, 'GET', `${API}/gate`, { session })).json()).toMatchObject({
      plans: { EMPLOYMENT: second.id },
    });

    const refused = await call(ctx.app, 'POST', `${API}/plans/${first.id}/reopen`, { session });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<TApiErrorBody>()).toMatchObject({ code: 'PLAN_EXISTS', meta: { planId: second.id } });
    expect((await details(session, first.id)).status).toBe('COMPLETED');

    expect((await call(ctx.app, 'DELETE', `${API}/plans/${second.id}`, { session })).statusCode).toBe(204);
    const reopened = await call(ctx.app, 'POST', `${API}/plans/${first.id}/reopen`, { session });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'ACTIVE' });
    expect((await details(session, first.id)).completedAt).toBeNull();
  });

  it('exports the plan as a PDF and as an iCalendar file of its deadlines', async () => {
    await seedCatalog(db());
    const { session } = await signedIn();
    const plan = await builtPlan(session);
    const pdf = await call(ctx.app, 'GET', `${API}/plans/${plan.id}/report.pdf?locale=kk`, { session });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const ics = await call(ctx.app, 'GET', `${API}/plans/${plan.id}/calendar.ics?locale=en`, { session });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    const text = ics.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(plan.phases.length + 1);
    expect(text).toContain(`DTSTART;VALUE=DATE:${plan.targetDate.replace(/-/g, '')}`);
    expect(text).toContain('SUMMARY:1. Getting to know the profession');
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});
