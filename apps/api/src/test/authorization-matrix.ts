import { randomUUID } from 'node:crypto';
import { MATRIX_ACTOR_SPECS, MATRIX_ACTORS, type TMatrixActor } from '@bagdar/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { admissionRules, gopCutoffs } from '../db/schema/admission.ts';
import { plans } from '../db/schema/billing.ts';
import { seedAdmission } from '../db/seed/admission-seed.ts';
import { careerPlanPhases, careerPlans, careerPlanSubtasks } from '../db/schema/careers.ts';
import { notifications } from '../db/schema/notifications.ts';
import { organizationImportJobs } from '../db/schema/organizations.ts';
import { dataExports, userRelations } from '../db/schema/privacy.ts';
import { employmentBody, storeSyntheticPlan } from '../modules/careers/careers-test-helpers.ts';
import { seedImage } from '../modules/media/media-seed.ts';
import { projectBody } from '../modules/projects/project-fixtures.ts';
import { createPublishedTest, knowledgeDraft, L } from '../modules/tests/test-fixtures.ts';
import { createUser, TEST_PASSWORD } from './factories.ts';
import { createGroupRow, createMember, createOrganization, xlsxFile } from './org-factories.ts';
import { call, signIn } from './test-app.ts';
import { multipartBody } from './upload.ts';

/**
 * How the authorization matrix (packages/contracts/src/authorization-matrix.ts) sends each route:
 * the actors with their sessions, the objects they own (the fixtures), and per route a recipe with
 * its path parameters and a body valid enough that the answer reflects who asks, not what was sent.
 * A route without path parameters or body needs no recipe.
 */

export interface Fixtures {
  app: FastifyInstance;
  sessions: Partial<Record<TMatrixActor, string>>;
  userIds: Record<Exclude<TMatrixActor, 'anonymous'>, string>;
  usernames: Record<Exclude<TMatrixActor, 'anonymous'>, string>;
  orgA: string;
  orgB: string;
  studentMemberA: string;
  groupA: string;
  testId: string;
  questionId: string;
  optionId: string;
  attemptId: string;
  testToFinish: string;
  attemptToFinish: string;
  testFinished: string;
  attemptFinished: string;
  postId: string;
  commentId: string;
  projectId: string;
  planId: string;
  phaseId: string;
  subtaskId: string;
  mediaId: string;
  notificationId: string;
  adminTestId: string;
  countryId: string;
  cityId: string;
  institutionId: string;
  majorId: string;
  professionId: string;
  materialId: string;
  applicationId: string;
  enrollmentAnalysisId: string;
}

/** One request of the matrix: the actor, and a counter for unique names. */
export interface Cell {
  actor: TMatrixActor;
  n: number;
}

export interface Recipe {
  /** Path parameters (objects of the fixtures). */
  params?: (fx: Fixtures) => Record<string, string>;
  /** Path parameters of an object made anew for each cell (a deletion, an acceptance). */
  fresh?: (fx: Fixtures, cell: Cell) => Promise<Record<string, string>>;
  query?: (fx: Fixtures, cell: Cell) => Record<string, string>;
  /** `params` holds what `params` and `fresh` made (a fresh object may go in the body, as a story's media). */
  body?: (fx: Fixtures, cell: Cell, params: Record<string, string>) => unknown;
  /** A request of its own: signs the actor in anew (logging out or changing the password ends sessions). */
  ownSession?: true;
  /** A stream that stays open (server-sent events): read the status, then close it. */
  stream?: true;
  /** Raw inject options (multipart uploads) instead of a JSON body. */
  raw?: (fx: Fixtures, cell: Cell) => Promise<Partial<InjectOptions>>;
}

const START = new Date(Date.now() - 30 * 86_400_000).toISOString();
const END = new Date(Date.now() + 300 * 86_400_000).toISOString();
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

async function asOk(response: Response, what: string): Promise<Record<string, unknown>> {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Creates the actors of MATRIX_ACTOR_SPECS (signed in) and the objects the cells ask for. */
export async function createFixtures(app: FastifyInstance): Promise<Fixtures> {
  const db = app.database.db;
  const orgA = await createOrganization(db, { name: 'Organisation A' });
  const orgB = await createOrganization(db, { name: 'Organisation B' });
  const fx = { app, sessions: {}, userIds: {}, usernames: {}, orgA: orgA.id, orgB: orgB.id } as Fixtures;
  for (const actor of MATRIX_ACTORS) {
    const spec = MATRIX_ACTOR_SPECS[actor];
    if (!spec.role) continue;
    let created: { user: { id: string }; username: string; membershipId?: string };
    if (spec.org && spec.org.org !== 'expired') {
      created = await createMember(db, spec.org.org === 'A' ? orgA.id : orgB.id, spec.org.role, {
        username: `mx_${actor.toLowerCase()}`,
      });
    } else {
      created = await createUser(db, {
        username: `mx_${actor.toLowerCase()}`,
        role: spec.role,
        tier: spec.tier,
        ...(spec.org ? { org: { role: spec.org.role, window: 'ended' as const } } : {}),
      });
    }
    if (actor === 'orgStudent') fx.studentMemberA = created.membershipId!;
    const named = actor as Exclude<TMatrixActor, 'anonymous'>;
    fx.userIds[named] = created.user.id;
    fx.usernames[named] = created.username;
    fx.sessions[actor] = await signIn(app, created.username, TEST_PASSWORD);
  }
  const as = (actor: TMatrixActor) => fx.sessions[actor]!;
  fx.groupA = (await createGroupRow(db, orgA.id, '9A')).id;

  // Tests: a published STANDARD test and the PRO user's attempt at it.
  fx.testId = await createPublishedTest(db, knowledgeDraft({ slug: 'matrix-knowledge' }));
  const attempt = await asOk(
    await call(app, 'POST', `/api/v1/tests/${fx.testId}/attempts`, { session: as('pro') }),
    'attempt',
  );
  fx.attemptId = attempt.id as string;
  const test = await asOk(await call(app, 'GET', `/api/v1/tests/${fx.testId}`, { session: as('pro') }), 'test');
  const questions = (attempt.questions ?? test.questions) as { id: string; options: { id: string }[] }[] | undefined;
  fx.questionId = questions?.[0]?.id ?? '';
  fx.optionId = questions?.[0]?.options?.[0]?.id ?? '';
  // A second test answered in full (to finish) and a third finished (its result and feedback).
  fx.testToFinish = await createPublishedTest(db, knowledgeDraft({ slug: 'matrix-finish' }));
  fx.attemptToFinish = await answeredAttempt(fx, fx.testToFinish);
  fx.testFinished = await createPublishedTest(db, knowledgeDraft({ slug: 'matrix-finished' }));
  fx.attemptFinished = await answeredAttempt(fx, fx.testFinished);
  await asOk(
    await call(app, 'POST', `/api/v1/tests/${fx.testFinished}/attempts/${fx.attemptFinished}/finish`, {
      session: as('pro'),
    }),
    'finish',
  );
  fx.adminTestId = fx.testId;

  // Social objects of the PRO user.
  fx.postId = (
    await asOk(
      await call(app, 'POST', '/api/v1/posts', { session: as('pro'), body: { text: 'Matrix post #matrix' } }),
      'post',
    )
  ).id as string;
  fx.commentId = (
    await asOk(
      await call(app, 'POST', `/api/v1/posts/${fx.postId}/comments`, {
        session: as('pro'),
        body: { text: 'Matrix comment' },
      }),
      'comment',
    )
  ).id as string;
  fx.projectId = (
    await asOk(await call(app, 'POST', '/api/v1/projects', { session: as('pro'), body: projectBody() }), 'project')
  ).id as string;
  const image = await seedImage(db, app.storage, {
    ownerId: fx.userIds.pro,
    purpose: 'post',
    width: 40,
    height: 30,
    background: '#1c7ed6',
  });
  fx.mediaId = image.id;
  // A notification for the PRO user: someone likes the post.
  await call(app, 'POST', `/api/v1/posts/${fx.postId}/like`, { session: as('free') });
  const [note] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, fx.userIds.pro))
    .limit(1);
  fx.notificationId = note?.id ?? '00000000-0000-4000-8000-000000000000';

  // Careers of the PRO user.
  fx.planId = await storeSyntheticPlan(db, fx.userIds.pro, { goal: 'ENROLLMENT', phases: 1, subtasks: 2 });
  const [phase] = await db
    .select({ id: careerPlanPhases.id })
    .from(careerPlanPhases)
    .where(eq(careerPlanPhases.planId, fx.planId));
  fx.phaseId = phase!.id;
  const [subtask] = await db
    .select({ id: careerPlanSubtasks.id })
    .from(careerPlanSubtasks)
    .where(eq(careerPlanSubtasks.phaseId, fx.phaseId));
  fx.subtaskId = subtask!.id;

  await db.insert(plans).values({ tier: 'STANDARD', name: L('Стандарт'), description: L('Тесты'), priceKzt: 1990 });

  // Platform catalogues, made by the super admin.
  const sa = as('superAdmin');
  fx.countryId = (
    await asOk(
      await call(app, 'POST', '/api/v1/admin/locations/countries', {
        session: sa,
        body: { isoCode: 'KZ', name: L('Казахстан') },
      }),
      'country',
    )
  ).id as string;
  fx.cityId = (
    await asOk(
      await call(app, 'POST', '/api/v1/admin/locations/cities', {
        session: sa,
        body: { countryId: fx.countryId, name: L('Астана'), region: null },
      }),
      'city',
    )
  ).id as string;
  fx.institutionId = (
    await asOk(
      await call(app, 'POST', '/api/v1/admin/institutions', { session: sa, body: institutionBody(fx.countryId) }),
      'institution',
    )
  ).id as string;
  fx.majorId = (
    await asOk(
      await call(app, 'POST', `/api/v1/admin/institutions/${fx.institutionId}/majors`, {
        session: sa,
        body: majorBody(),
      }),
      'major',
    )
  ).id as string;
  fx.professionId = (
    await asOk(
      await call(app, 'POST', '/api/v1/admin/professions', { session: sa, body: professionBody() }),
      'profession',
    )
  ).id as string;
  fx.materialId = (
    await asOk(await call(app, 'POST', '/api/v1/admin/materials', { session: sa, body: materialBody() }), 'material')
  ).id as string;
  fx.applicationId = (
    await asOk(await call(app, 'POST', '/api/v1/organization-applications', { body: applicationBody() }), 'application')
  ).id as string;
  fx.enrollmentAnalysisId = (
    await asOk(
      await call(app, 'POST', '/api/v1/enrollment-analyses', { session: as('pro'), body: enrollmentBody(fx) }),
      'enrollment analysis',
    )
  ).id as string;
  return fx;
}

const institutionBody = (countryId: string) => ({
  name: L(`Университет ${unique()}`),
  type: 'UNIVERSITY',
  financing: 'GOV',
  hasDormitory: true,
  countryId,
  cityId: null,
  website: 'https://step.example.kz',
  email: null,
  phone: null,
  address: null,
  description: L('Описание'),
  logoMediaId: null,
  acceptanceRate: null,
  requirements: { academic: [L('ЕНТ')], language: [], other: [] },
  documents: [L('Аттестат')],
  preparationSteps: [{ title: L('Подготовка к ЕНТ'), months: 6 }],
});
const majorBody = () => ({
  name: L(`Специальность ${unique()}`),
  field: 'IT',
  durationYears: 4,
  pricePerYearKzt: 1_000_000,
  languages: ['ru', 'kk'],
  grantPlaces: 50,
  untMin: 65,
  untCutoffs: [{ year: 2024, score: 100 }],
  ieltsMin: null,
  satMin: null,
  gpaMin: null,
});
const professionBody = () => ({
  slug: `matrix-${unique()}`,
  name: L('Оператор дронов'),
  description: L('Flies drones'),
  riasec: 'RIC',
  typeAffinities: ['ISTP'],
  skills: [L('Piloting')],
  majors: [L('Aviation')],
  field: 'AVIATION',
  demand: 'MEDIUM',
  salaryKzt: { from: 300_000, to: 600_000 },
});
const materialBody = () => ({
  type: 'COURSE',
  title: `Drone basics ${unique()}`,
  url: 'https://example.kz/drones',
  language: 'RU',
  tags: ['drones'],
  riasec: ['R'],
  fields: ['AVIATION'],
});
const applicationBody = () => ({
  organizationName: `Лицей ${unique()}`,
  type: 'SCHOOL',
  city: 'Алматы',
  contactLastName: 'Қасымова',
  contactFirstName: 'Асель',
  contactEmail: `asel${unique()}@lyceum3.kz`,
  contactPhone: '',
  seats: 300,
});
const enrollmentBody = (fx: Fixtures) => ({ countryId: fx.countryId, institutionIds: [fx.institutionId] });

/** A new object of the super admin's catalogue (for deletions). */
const created = async (fx: Fixtures, url: string, body: unknown) =>
  (await asOk(await call(fx.app, 'POST', url, { session: fx.sessions.superAdmin!, body }), url)).id as string;

const org = (fx: Fixtures) => ({ id: fx.orgA });

export const RECIPES: Record<string, Recipe> = {
  'POST /api/v1/auth/login': {
    ownSession: true,
    body: (fx, c) => ({
      emailOrUsername: c.actor === 'anonymous' ? fx.usernames.free : fx.usernames[c.actor as 'free'],
      password: TEST_PASSWORD,
    }),
  },
  'POST /api/v1/auth/logout': { ownSession: true },
  'PUT /api/v1/auth/locale': { body: () => ({ locale: 'RU' }) },
  'POST /api/v1/auth/signup': {
    ownSession: true,
    body: () => {
      const name = `mx_${unique()}`;
      return {
        username: name,
        firstName: 'Айдана',
        lastName: 'Серикова',
        email: `${name}@example.kz`,
        password: TEST_PASSWORD,
        passwordConfirmation: TEST_PASSWORD,
        acceptTerms: true,
        acceptPrivacy: true,
      };
    },
  },
  'POST /api/v1/auth/verify-email/confirm': { body: () => ({ token: 'no-such-token' }) },
  'POST /api/v1/auth/forgot-password': { body: () => ({ email: 'nobody@example.kz' }) },
  'POST /api/v1/auth/reset-password': { body: () => ({ token: 'no-such-token', password: TEST_PASSWORD }) },
  'POST /api/v1/auth/onboarding': {
    ownSession: true,
    body: () => ({
      dateOfBirth: '2008-05-14',
      gender: 'FEMALE',
      educationStatus: 'SCHOOL_STUDENT',
      preferredLanguage: 'RU',
      city: 'Астана',
      interests: ['ROBOTICS', 'MATHEMATICS', 'ART'],
    }),
  },
  'POST /api/v1/auth/change-password': {
    ownSession: true,
    body: () => ({
      currentPassword: TEST_PASSWORD,
      newPassword: 'N3w!matrix-pass',
      newPasswordConfirmation: 'N3w!matrix-pass',
    }),
  },
  'POST /api/v1/activation': { body: () => ({ code: 'NOSUCHCODE', password: TEST_PASSWORD }) },

  'POST /api/v1/admin/tests': { body: () => knowledgeDraft({ slug: `matrix-${unique()}` }) },
  'GET /api/v1/admin/tests/:id': { params: (fx) => ({ id: fx.adminTestId }) },
  'PUT /api/v1/admin/tests/:id': {
    params: (fx) => ({ id: fx.adminTestId }),
    body: () => knowledgeDraft({ slug: 'matrix-knowledge' }),
  },
  'POST /api/v1/admin/tests/:id/publish': { params: (fx) => ({ id: fx.adminTestId }) },
  'GET /api/v1/admin/tests/:id/feedback': { params: (fx) => ({ id: fx.adminTestId }) },
  'POST /api/v1/admin/tests/:id/unpublish': {
    fresh: async (fx) => ({
      id: await created(fx, '/api/v1/admin/tests', knowledgeDraft({ slug: `matrix-${unique()}` })),
    }),
  },
  'DELETE /api/v1/admin/tests/:id': {
    fresh: async (fx) => ({
      id: await created(fx, '/api/v1/admin/tests', knowledgeDraft({ slug: `matrix-${unique()}` })),
    }),
  },
  'POST /api/v1/admin/test-categories': {
    body: () => ({ key: `matrix-${unique()}`, name: L('Категория'), priority: 10 }),
  },
  'PUT /api/v1/admin/test-categories/:id': {
    fresh: async (fx) => ({
      id: await created(fx, '/api/v1/admin/test-categories', {
        key: `matrix-${unique()}`,
        name: L('Категория'),
        priority: 10,
      }),
    }),
    body: () => ({ key: `matrix-${unique()}`, name: L('Другая категория'), priority: 20 }),
  },
  'DELETE /api/v1/admin/test-categories/:id': {
    fresh: async (fx) => ({
      id: await created(fx, '/api/v1/admin/test-categories', {
        key: `matrix-${unique()}`,
        name: L('Категория'),
        priority: 10,
      }),
    }),
  },
  'POST /api/v1/admin/professions': { body: professionBody },
  'GET /api/v1/admin/professions/:id': { params: (fx) => ({ id: fx.professionId }) },
  'PUT /api/v1/admin/professions/:id': {
    params: (fx) => ({ id: fx.professionId }),
    body: () => ({ ...professionBody(), slug: 'matrix-profession' }),
  },
  'DELETE /api/v1/admin/professions/:id': {
    fresh: async (fx) => ({ id: await created(fx, '/api/v1/admin/professions', professionBody()) }),
  },
  'GET /api/v1/admin/professions/:id/skills': { params: (fx) => ({ id: fx.professionId }) },
  'PUT /api/v1/admin/professions/:id/skills/:index/steps': {
    params: (fx) => ({ id: fx.professionId, index: '0' }),
    body: () => ({ steps: [L('Шаг 1'), L('Шаг 2'), L('Шаг 3')] }),
  },
  'POST /api/v1/admin/materials': { body: materialBody },
  'GET /api/v1/admin/materials/:id': { params: (fx) => ({ id: fx.materialId }) },
  'PUT /api/v1/admin/materials/:id': { params: (fx) => ({ id: fx.materialId }), body: materialBody },
  'DELETE /api/v1/admin/materials/:id': {
    fresh: async (fx) => ({ id: await created(fx, '/api/v1/admin/materials', materialBody()) }),
  },
  'POST /api/v1/admin/locations/countries': { body: (_fx, c) => ({ isoCode: isoFor(c.n), name: L(`Страна ${c.n}`) }) },
  'GET /api/v1/admin/locations/countries/:id': { params: (fx) => ({ id: fx.countryId }) },
  'PUT /api/v1/admin/locations/countries/:id': {
    params: (fx) => ({ id: fx.countryId }),
    body: () => ({ isoCode: 'KZ', name: L('Казахстан') }),
  },
  'DELETE /api/v1/admin/locations/countries/:id': {
    fresh: async (fx, c) => ({
      id: await created(fx, '/api/v1/admin/locations/countries', { isoCode: isoFor(c.n + 5000), name: L('Удаляемая') }),
    }),
  },
  'POST /api/v1/admin/locations/cities': {
    body: (fx) => ({ countryId: fx.countryId, name: L(`Город ${unique()}`), region: null }),
  },
  'GET /api/v1/admin/locations/cities/:id': { params: (fx) => ({ id: fx.cityId }) },
  'PUT /api/v1/admin/locations/cities/:id': {
    params: (fx) => ({ id: fx.cityId }),
    body: (fx) => ({ countryId: fx.countryId, name: L('Астана'), region: null }),
  },
  'DELETE /api/v1/admin/locations/cities/:id': {
    fresh: async (fx) => ({
      id: await created(fx, '/api/v1/admin/locations/cities', {
        countryId: fx.countryId,
        name: L(`Город ${unique()}`),
        region: null,
      }),
    }),
  },
  'POST /api/v1/admin/institutions': { body: (fx) => institutionBody(fx.countryId) },
  'GET /api/v1/admin/institutions/:id': { params: (fx) => ({ id: fx.institutionId }) },
  'PUT /api/v1/admin/institutions/:id': {
    params: (fx) => ({ id: fx.institutionId }),
    body: (fx) => institutionBody(fx.countryId),
  },
  'DELETE /api/v1/admin/institutions/:id': {
    fresh: async (fx) => ({ id: await created(fx, '/api/v1/admin/institutions', institutionBody(fx.countryId)) }),
  },
  'POST /api/v1/admin/institutions/:id/majors': { params: (fx) => ({ id: fx.institutionId }), body: majorBody },
  'PUT /api/v1/admin/institutions/:id/majors/:majorId': {
    params: (fx) => ({ id: fx.institutionId, majorId: fx.majorId }),
    body: majorBody,
  },
  'DELETE /api/v1/admin/institutions/:id/majors/:majorId': {
    fresh: async (fx) => ({
      id: fx.institutionId,
      majorId: await created(fx, `/api/v1/admin/institutions/${fx.institutionId}/majors`, majorBody()),
    }),
  },

  'PUT /api/v1/admin/admission/rules/:id': {
    fresh: async (fx) => ({ id: await ruleId(fx) }),
    body: () => ({ score: 50, sourceTitle: null, sourceUrl: null, sourceYear: null, sample: true }),
  },
  'POST /api/v1/admin/admission/cutoffs': {
    fresh: async (fx) => {
      await freeCutoff(fx, 2015);
      return {};
    },
    body: () => cutoffBody(2015),
  },
  'PUT /api/v1/admin/admission/cutoffs/:id': {
    fresh: async (fx) => ({ id: await cutoffRow(fx, 2016) }),
    body: () => cutoffBody(2016),
  },
  'DELETE /api/v1/admin/admission/cutoffs/:id': { fresh: async (fx) => ({ id: await cutoffRow(fx, 2017) }) },
  'POST /api/v1/admin/admission/cutoffs/import/preview': { raw: (fx) => cutoffUpload(fx) },
  'POST /api/v1/admin/admission/cutoffs/import/commit': { raw: (fx) => cutoffUpload(fx) },

  'POST /api/v1/admin/organizations': {
    body: () => ({
      name: `School ${unique()}`,
      type: 'SCHOOL',
      cityId: null,
      subscriptionStartsAt: START,
      subscriptionEndsAt: END,
      seatCount: 10,
    }),
  },
  'GET /api/v1/admin/organizations/:id': { params: org },
  'PUT /api/v1/admin/organizations/:id': {
    params: org,
    body: () => ({
      name: 'Organisation A',
      type: 'SCHOOL',
      cityId: null,
      subscriptionStartsAt: START,
      subscriptionEndsAt: END,
      seatCount: 100,
    }),
  },
  'GET /api/v1/admin/organizations/:id/members': { params: org, query: () => ({ role: 'ORG_STUDENT' }) },
  'GET /api/v1/admin/organizations/:id/members/export': { params: org, query: () => ({ role: 'ORG_STUDENT' }) },
  'GET /api/v1/admin/organizations/:id/members/:memberId': {
    params: (fx) => ({ id: fx.orgA, memberId: fx.studentMemberA }),
  },
  'PUT /api/v1/admin/organizations/:id/members/:memberId': {
    params: (fx) => ({ id: fx.orgA, memberId: fx.studentMemberA }),
    body: () => ({ status: 'ACTIVE' }),
  },
  'DELETE /api/v1/admin/organizations/:id/members/:memberId': {
    fresh: async (fx) => ({
      id: fx.orgA,
      memberId: (await createMember(fx.app.database.db, fx.orgA, 'ORG_STUDENT')).membershipId,
    }),
  },
  'GET /api/v1/admin/organizations/:id/activation-codes': { params: org, query: () => ({ role: 'ORG_STUDENT' }) },
  'POST /api/v1/admin/organizations/:id/activation-codes': { params: org, body: () => ({ role: 'ORG_STUDENT' }) },
  'GET /api/v1/admin/organizations/:id/import/jobs/:jobId': { fresh: (fx) => importJob(fx) },
  'GET /api/v1/admin/organizations/:id/import/jobs/:jobId/codes': { fresh: (fx) => importJob(fx) },
  'POST /api/v1/admin/organizations/:id/import/jobs/:jobId/codes': { fresh: (fx) => importJob(fx) },
  'GET /api/v1/admin/organizations/:id/analytics': { params: org },
  'GET /api/v1/admin/organizations/:id/analytics/export': { params: org },
  'GET /api/v1/admin/organizations/:id/analytics/students/:studentId': {
    params: (fx) => ({ id: fx.orgA, studentId: fx.studentMemberA }),
  },
  'GET /api/v1/admin/organizations/:id/analytics/students/:studentId/plans/:planId': {
    fresh: (fx) => studentPlanA(fx),
  },
  'POST /api/v1/admin/organizations/:id/analytics/students/:studentId/plans/:planId/comments': {
    fresh: (fx) => studentPlanA(fx),
    body: (_fx, _cell, params) => ({ phaseId: params.phaseId, body: 'Хороший план' }),
  },
  'POST /api/v1/admin/organizations/:id/analytics/students/:studentId/plans/:planId/review': {
    fresh: (fx) => studentPlanA(fx),
  },
  'GET /api/v1/admin/organizations/:id/analytics/students/:studentId/export': {
    params: (fx) => ({ id: fx.orgA, studentId: fx.studentMemberA }),
  },
  'POST /api/v1/admin/organizations/:id/admins': {
    params: org,
    body: () => ({
      firstName: 'Ерлан',
      lastName: 'Ахметов',
      gender: 'MALE',
      dateOfBirth: '1985-03-02',
      email: `a${unique()}@example.kz`,
    }),
  },
  'GET /api/v1/admin/organizations/:id/groups': { params: org },
  'POST /api/v1/admin/organizations/:id/groups': {
    params: org,
    body: () => ({ code: `G${unique()}`, mentorId: null }),
  },
  'PUT /api/v1/admin/organizations/:id/groups/:groupId': {
    params: (fx) => ({ id: fx.orgA, groupId: fx.groupA }),
    body: () => ({ code: '9A', mentorId: null }),
  },
  'DELETE /api/v1/admin/organizations/:id/groups/:groupId': {
    fresh: async (fx) => ({
      id: fx.orgA,
      groupId: (await createGroupRow(fx.app.database.db, fx.orgA, `D${unique()}`)).id,
    }),
  },
  'GET /api/v1/admin/organizations/:id/import/:role/template': {
    params: (fx) => ({ id: fx.orgA, role: 'ORG_STUDENT' }),
  },
  'POST /api/v1/admin/organizations/:id/import/:role/preview': {
    params: (fx) => ({ id: fx.orgA, role: 'ORG_STUDENT' }),
    raw: () => xlsxUpload(),
  },
  'POST /api/v1/admin/organizations/:id/import/:role/commit': {
    params: (fx) => ({ id: fx.orgA, role: 'ORG_STUDENT' }),
    raw: () => xlsxUpload(),
  },
  'POST /api/v1/admin/organization-applications/:id/accept': {
    fresh: async (fx) => ({
      id: (
        await asOk(
          await call(fx.app, 'POST', '/api/v1/organization-applications', { body: applicationBody() }),
          'application',
        )
      ).id as string,
    }),
  },
  'POST /api/v1/admin/organization-applications/:id/reject': {
    fresh: async (fx) => ({
      id: (
        await asOk(
          await call(fx.app, 'POST', '/api/v1/organization-applications', { body: applicationBody() }),
          'application',
        )
      ).id as string,
    }),
    body: () => ({ reason: 'Нет лицензии' }),
  },

  'PUT /api/v1/admin/billing/plans/:tier': {
    params: () => ({ tier: 'STANDARD' }),
    body: () => ({
      name: L('Стандарт'),
      description: L('Тесты'),
      priceKzt: 1990,
      interval: { unit: 'MONTH', count: 1 },
      features: [],
      active: true,
    }),
  },
  'PUT /api/v1/privacy/relations/:userId': {
    fresh: async (fx) => ({ userId: (await createUser(fx.app.database.db)).user.id }),
    body: () => ({ kind: 'BLOCK' }),
  },
  'DELETE /api/v1/privacy/relations/:userId': {
    // The cell's actor muted a new user; the cell undoes it.
    fresh: async (fx, c) => {
      const db = fx.app.database.db;
      const target = (await createUser(db)).user.id;
      if (c.actor !== 'anonymous') {
        await db.insert(userRelations).values({ ownerId: fx.userIds[c.actor], targetId: target, kind: 'MUTE' });
      }
      return { userId: target };
    },
  },
  'POST /api/v1/privacy/account/deletion': { body: () => ({ password: 'Not-the-password1' }) },
  'PUT /api/v1/privacy/visibility': { body: () => ({ restricted: false }) },
  'GET /api/v1/privacy/data-export/:exportId/download': {
    // A READY export of the owner (pro) with its file in storage, made anew for each cell.
    fresh: async (fx) => {
      const [row] = await fx.app.database.db
        .insert(dataExports)
        .values({
          userId: fx.userIds.pro,
          status: 'READY',
          readyAt: new Date(),
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning();
      const storageKey = `exports/${row!.id}.zip`;
      await fx.app.storage.put(storageKey, Buffer.from('PK\x05\x06'), 'application/zip');
      await fx.app.database.db.update(dataExports).set({ storageKey, bytes: 4 }).where(eq(dataExports.id, row!.id));
      return { exportId: row!.id };
    },
  },
  'GET /api/v1/admin/users/:id': { params: (fx) => ({ id: fx.userIds.free }) },
  'POST /api/v1/admin/users/:id/block': {
    fresh: async (fx) => ({ id: (await createUser(fx.app.database.db)).user.id }),
    body: () => ({ reason: 'Спам' }),
  },
  'POST /api/v1/admin/users/:id/unblock': {
    fresh: async (fx) => ({ id: (await createUser(fx.app.database.db)).user.id }),
  },
  'PUT /api/v1/admin/users/:id/role': {
    fresh: async (fx) => ({ id: (await createUser(fx.app.database.db)).user.id }),
    body: () => ({ role: 'USER' }),
  },
  'POST /api/v1/admin/users/:id/subscription': {
    fresh: async (fx) => ({ id: (await createUser(fx.app.database.db)).user.id }),
    body: () => ({ action: 'ACTIVATE', tier: 'STANDARD', idempotencyKey: randomUUID() }),
  },
  'PUT /api/v1/billing/auto-renew': { body: () => ({ autoRenew: false }) },
  'POST /api/v1/billing/upgrade-requests': { body: () => ({ tier: 'PRO' }) },
  'POST /api/v1/organization-applications': { body: applicationBody },

  'GET /api/v1/tests/:testId': { params: (fx) => ({ testId: fx.testId }) },
  'POST /api/v1/tests/:testId/attempts': { params: (fx) => ({ testId: fx.testId }) },
  'GET /api/v1/tests/:testId/attempts/current': { params: (fx) => ({ testId: fx.testId }) },
  'PUT /api/v1/tests/:testId/attempts/:attemptId/answers/:questionId': {
    params: (fx) => ({ testId: fx.testId, attemptId: fx.attemptId, questionId: fx.questionId }),
    body: (fx) => ({ optionIds: [fx.optionId] }),
  },
  'POST /api/v1/tests/:testId/attempts/:attemptId/finish': {
    params: (fx) => ({ testId: fx.testToFinish, attemptId: fx.attemptToFinish }),
  },
  'GET /api/v1/tests/:testId/attempts/:attemptId/result': {
    params: (fx) => ({ testId: fx.testFinished, attemptId: fx.attemptFinished }),
  },
  'POST /api/v1/tests/:testId/feedback': {
    params: (fx) => ({ testId: fx.testFinished }),
    body: (fx) => ({ attemptId: fx.attemptFinished, answer: 'YES', rating: 5 }),
  },

  'PUT /api/v1/profiles/me': {
    body: () => ({
      firstName: 'Айдана',
      lastName: 'Серикова',
      gender: 'FEMALE',
      dateOfBirth: '2007-05-14',
      organizationName: 'НИШ',
      bio: '',
    }),
  },
  'PUT /api/v1/profiles/me/academic': {
    body: () => ({ gpaSystem: 'FOUR', gpa: 3.5, ielts: 7, toefl: null, sat: 1400, unt: 120, languages: [] }),
  },
  'PUT /api/v1/profiles/me/cover': {
    fresh: async (fx, c) => ({ mediaId: await freshImage(fx, c.actor, 'cover') }),
    body: (_fx, _c, p) => ({ mediaId: p.mediaId }),
  },
  'POST /api/v1/profiles/me/certificates': { body: () => ({ name: 'IELTS 7.0', link: 'https://example.kz/ielts' }) },
  'DELETE /api/v1/profiles/me/certificates/:id': {
    fresh: async (fx) => ({
      id: (
        await asOk(
          await call(fx.app, 'POST', '/api/v1/profiles/me/certificates', {
            session: fx.sessions.pro!,
            body: { name: 'IELTS 7.0', link: 'https://example.kz/ielts' },
          }),
          'certificate',
        )
      ).id as string,
    }),
  },
  'GET /api/v1/profiles/:username': { params: (fx) => ({ username: fx.usernames.pro }) },
  'POST /api/v1/media': { query: () => ({ purpose: 'post' }), raw: () => imageUpload() },
  'DELETE /api/v1/media/:id': { fresh: async (fx) => ({ id: await freshImage(fx, 'pro', 'post') }) },
  'GET /api/v1/media/:id/content': { params: (fx) => ({ id: fx.mediaId }) },

  'POST /api/v1/projects': { body: () => projectBody({ name: `Проект ${unique()}` }) },
  'PUT /api/v1/projects/draft': { body: () => ({ data: { name: 'Черновик' }, step: 0 }) },
  'POST /api/v1/projects/invitations/:id/accept': {
    fresh: async (fx) => ({ id: (await invitation(fx)).invitationId }),
  },
  'POST /api/v1/projects/invitations/:id/reject': {
    fresh: async (fx) => ({ id: (await invitation(fx)).invitationId }),
  },
  'GET /api/v1/projects/:id': { params: (fx) => ({ id: fx.projectId }) },
  'PUT /api/v1/projects/:id': {
    params: (fx) => ({ id: fx.projectId }),
    body: () => ({ ...projectBody(), status: 'RECRUITING' }),
  },
  'DELETE /api/v1/projects/:id': { fresh: async (fx) => ({ id: await freshProject(fx) }) },
  'POST /api/v1/projects/:id/like': { params: (fx) => ({ id: fx.projectId }) },
  'DELETE /api/v1/projects/:id/like': { params: (fx) => ({ id: fx.projectId }) },
  'POST /api/v1/projects/:id/leave': {
    fresh: async (fx) => {
      const { id, invitationId } = await invitation(fx);
      await call(fx.app, 'POST', `/api/v1/projects/invitations/${invitationId}/accept`, {
        session: fx.sessions.standard!,
      });
      return { id };
    },
  },
  'GET /api/v1/projects/:id/members': { params: (fx) => ({ id: fx.projectId }) },
  'DELETE /api/v1/projects/:id/members/:userId': {
    fresh: async (fx) => {
      const { id, invitationId } = await invitation(fx);
      await call(fx.app, 'POST', `/api/v1/projects/invitations/${invitationId}/accept`, {
        session: fx.sessions.standard!,
      });
      return { id, userId: fx.userIds.standard };
    },
  },
  'PUT /api/v1/projects/:id/members/:userId': {
    params: (fx) => ({ id: fx.projectId, userId: fx.userIds.pro }),
    body: () => ({ role: 'OWNER' }),
  },
  'POST /api/v1/projects/:id/applications': {
    fresh: async (fx) => ({ id: await freshProject(fx) }),
    body: () => ({ message: 'Хочу в команду' }),
  },
  'GET /api/v1/projects/:id/applications': { params: (fx) => ({ id: fx.projectId }) },
  'DELETE /api/v1/projects/:id/applications/mine': { fresh: async (fx) => ({ id: (await application(fx)).id }) },
  'POST /api/v1/projects/:id/applications/:applicationId/accept': {
    fresh: (fx) => application(fx),
    body: () => ({ role: 'MEMBER' }),
  },
  'POST /api/v1/projects/:id/applications/:applicationId/reject': { fresh: (fx) => application(fx) },
  'GET /api/v1/projects/:id/invite-candidates': { params: (fx) => ({ id: fx.projectId }), query: () => ({ q: 'mx' }) },
  'POST /api/v1/projects/:id/invitations': {
    fresh: async (fx) => ({ id: await freshProject(fx) }),
    body: (fx) => ({ userId: fx.userIds.free, role: 'MEMBER' }),
  },
  'GET /api/v1/projects/:id/posts': { params: (fx) => ({ id: fx.projectId }) },
  'POST /api/v1/projects/:id/posts': {
    params: (fx) => ({ id: fx.projectId }),
    body: () => ({ text: 'Новости проекта' }),
  },

  'POST /api/v1/posts': { body: () => ({ text: 'Matrix post' }) },
  'GET /api/v1/posts/search': { query: () => ({ q: 'matrix' }) },
  'DELETE /api/v1/posts/:id': { fresh: async (fx) => ({ id: await freshPost(fx) }) },
  'POST /api/v1/posts/:id/like': { params: (fx) => ({ id: fx.postId }) },
  'DELETE /api/v1/posts/:id/like': { params: (fx) => ({ id: fx.postId }) },
  'GET /api/v1/posts/:id/comments': { params: (fx) => ({ id: fx.postId }) },
  'POST /api/v1/posts/:id/comments': { params: (fx) => ({ id: fx.postId }), body: () => ({ text: 'Комментарий' }) },
  'DELETE /api/v1/posts/:id/comments/:commentId': {
    fresh: async (fx) => ({
      id: fx.postId,
      commentId: (
        await asOk(
          await call(fx.app, 'POST', `/api/v1/posts/${fx.postId}/comments`, {
            session: fx.sessions.pro!,
            body: { text: 'x' },
          }),
          'comment',
        )
      ).id as string,
    }),
  },
  'POST /api/v1/posts/:id/report': {
    fresh: async (fx) => ({ id: await freshPost(fx) }),
    body: () => ({ reason: 'SPAM' }),
  },
  'POST /api/v1/posts/:id/comments/:commentId/report': {
    fresh: async (fx) => ({ id: fx.postId, commentId: await freshComment(fx) }),
    body: () => ({ reason: 'ABUSE' }),
  },
  'POST /api/v1/stories/:id/report': {
    fresh: async (fx) => ({ id: await freshStory(fx) }),
    body: () => ({ reason: 'INAPPROPRIATE', comment: 'matrix' }),
  },
  'POST /api/v1/admin/moderation/actions': {
    fresh: async (fx) => ({ id: await freshPost(fx, 'orgStudent') }),
    body: (_fx, _c, p) => ({ contentType: 'POST', contentId: p.id, action: 'WARN', reason: 'ABUSE' }),
  },
  'POST /api/v1/admin/moderation/words': {
    body: (_fx, c) => ({ language: 'en', list: 'REVIEW', word: `matrixword${c.n}` }),
  },
  'DELETE /api/v1/admin/moderation/words/:id': {
    fresh: async (fx, c) => ({
      id: (
        await asOk(
          await call(fx.app, 'POST', '/api/v1/admin/moderation/words', {
            session: fx.sessions.superAdmin!,
            body: { language: 'ru', list: 'REVIEW', word: `матрица${c.n}` },
          }),
          'word',
        )
      ).id as string,
    }),
  },
  'POST /api/v1/stories': {
    fresh: async (fx, c) => ({ mediaId: await freshImage(fx, c.actor, 'story') }),
    body: (_fx, _c, p) => ({ mediaId: p.mediaId }),
  },
  'DELETE /api/v1/stories/:id': {
    fresh: async (fx) => {
      const mediaId = await freshImage(fx, 'pro', 'story');
      return {
        id: (
          await asOk(
            await call(fx.app, 'POST', '/api/v1/stories', { session: fx.sessions.pro!, body: { mediaId } }),
            'story',
          )
        ).id as string,
      };
    },
  },
  'POST /api/v1/stories/:id/seen': {
    fresh: async (fx) => {
      const mediaId = await freshImage(fx, 'pro', 'story');
      return {
        id: (
          await asOk(
            await call(fx.app, 'POST', '/api/v1/stories', { session: fx.sessions.pro!, body: { mediaId } }),
            'story',
          )
        ).id as string,
      };
    },
  },
  'GET /api/v1/notifications/stream': { stream: true },
  'POST /api/v1/notifications/:id/read': { params: (fx) => ({ id: fx.notificationId }) },

  'GET /api/v1/institutions/:id': { params: (fx) => ({ id: fx.institutionId }) },
  'GET /api/v1/institutions/:id/fit': { params: (fx) => ({ id: fx.institutionId }) },
  'POST /api/v1/enrollment-analyses': { body: (fx) => enrollmentBody(fx) },
  'GET /api/v1/enrollment-analyses/:id': { params: (fx) => ({ id: fx.enrollmentAnalysisId }) },
  'POST /api/v1/enrollment-analyses/:id/what-if': {
    params: (fx) => ({ id: fx.enrollmentAnalysisId }),
    body: () => ({ scores: { unt: 100, ielts: null, sat: null, gpa: 3.5 } }),
  },
  'POST /api/v1/careers/plans': { body: (fx) => employmentBody(fx.professionId) },
  'GET /api/v1/careers/plans/:id': { params: (fx) => ({ id: fx.planId }) },
  'DELETE /api/v1/careers/plans/:id': { fresh: (fx, c) => employmentPlan(fx, c) },
  'POST /api/v1/careers/plans/:id/complete': { fresh: (fx, c) => employmentPlan(fx, c) },
  'POST /api/v1/careers/plans/:id/reopen': {
    fresh: async (fx, c) => {
      const plan = await employmentPlan(fx, c);
      // Only a completed plan can be reopened: the owner's fresh plan is completed first.
      if (c.actor === 'pro') {
        await fx.app.database.db
          .update(careerPlans)
          .set({ status: 'COMPLETED', completedAt: new Date() })
          .where(eq(careerPlans.id, plan.id!));
      }
      return plan;
    },
  },
  'GET /api/v1/careers/plans/:id/calendar.ics': { params: (fx) => ({ id: fx.planId }) },
  'GET /api/v1/careers/plans/:id/review': { params: (fx) => ({ id: fx.planId }) },
  'PUT /api/v1/careers/plans/:id/subtasks/:subtaskId': {
    params: (fx) => ({ id: fx.planId, subtaskId: fx.subtaskId }),
    body: () => ({ done: true }),
  },
  'DELETE /api/v1/careers/plans/:id/subtasks/:subtaskId': {
    fresh: async (fx) => {
      const added = await asOk(
        await call(fx.app, 'POST', `/api/v1/careers/plans/${fx.planId}/phases/${fx.phaseId}/subtasks`, {
          session: fx.sessions.pro!,
          body: { title: 'Своя задача' },
        }),
        'subtask',
      );
      return { id: fx.planId, subtaskId: ((added.subtask as { id: string } | undefined)?.id ?? added.id) as string };
    },
  },
  'POST /api/v1/careers/plans/:id/phases/:phaseId/subtasks': {
    params: (fx) => ({ id: fx.planId, phaseId: fx.phaseId }),
    body: () => ({ title: 'Своя задача' }),
  },
  'GET /api/v1/careers/plans/:id/report.pdf': { params: (fx) => ({ id: fx.planId }) },
};

/** Two capital letters, different for each n (country ISO codes are unique). */
function isoFor(n: number): string {
  const a = Math.floor(n / 26) % 26;
  return String.fromCharCode(65 + a, 65 + (n % 26)).replace('KZ', 'ZZ');
}

async function freshImage(fx: Fixtures, actor: TMatrixActor, purpose: 'post' | 'cover' | 'story'): Promise<string> {
  const ownerId = actor === 'anonymous' ? fx.userIds.pro : fx.userIds[actor];
  const row = await seedImage(fx.app.database.db, fx.app.storage, {
    ownerId,
    purpose,
    width: 40,
    height: 30,
    background: '#1c7ed6',
  });
  return row.id;
}

async function freshPost(fx: Fixtures, author: TMatrixActor = 'pro'): Promise<string> {
  return (
    await asOk(
      await call(fx.app, 'POST', '/api/v1/posts', {
        session: fx.sessions[author]!,
        body: { text: `Post ${unique()}` },
      }),
      'post',
    )
  ).id as string;
}

async function freshComment(fx: Fixtures): Promise<string> {
  const body = { text: `Comment ${unique()}` };
  return (
    await asOk(
      await call(fx.app, 'POST', `/api/v1/posts/${fx.postId}/comments`, { session: fx.sessions.pro!, body }),
      'comment',
    )
  ).id as string;
}

async function freshStory(fx: Fixtures): Promise<string> {
  const mediaId = await freshImage(fx, 'pro', 'story');
  return (
    await asOk(await call(fx.app, 'POST', '/api/v1/stories', { session: fx.sessions.pro!, body: { mediaId } }), 'story')
  ).id as string;
}

/** A finished background import of organisation A's students (nobody left pending). */
async function importJob(fx: Fixtures): Promise<Record<string, string>> {
  const [job] = await fx.app.database.db
    .insert(organizationImportJobs)
    .values({ organizationId: fx.orgA, role: 'ORG_STUDENT', status: 'DONE', total: 0, memberIds: [] })
    .returning({ id: organizationImportJobs.id });
  return { id: fx.orgA, jobId: job!.id };
}

async function freshProject(fx: Fixtures): Promise<string> {
  return (
    await asOk(
      await call(fx.app, 'POST', '/api/v1/projects', {
        session: fx.sessions.pro!,
        body: projectBody({ name: `Проект ${unique()}` }),
      }),
      'project',
    )
  ).id as string;
}

/** A new project of the PRO user with an invitation of the STANDARD user: the project and invitation ids. */
async function invitation(fx: Fixtures): Promise<{ id: string; invitationId: string }> {
  const id = await freshProject(fx);
  const invited = await asOk(
    await call(fx.app, 'POST', `/api/v1/projects/${id}/invitations`, {
      session: fx.sessions.pro!,
      body: { userId: fx.userIds.standard, role: 'MEMBER' },
    }),
    'invitation',
  );
  return { id, invitationId: invited.id as string };
}

/** A new project of the PRO user with an application of the FREE user. */
async function application(fx: Fixtures): Promise<{ id: string; applicationId: string }> {
  const id = await freshProject(fx);
  const applied = await asOk(
    await call(fx.app, 'POST', `/api/v1/projects/${id}/applications`, {
      session: fx.sessions.free!,
      body: { message: 'Хочу в команду' },
    }),
    'application',
  );
  return { id, applicationId: applied.id as string };
}

async function imageUpload(): Promise<Partial<InjectOptions>> {
  const buffer = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();
  const { body, contentType } = multipartBody({ filename: 'photo.png', contentType: 'image/png', buffer });
  return { payload: body, headers: { 'content-type': contentType } };
}

async function xlsxUpload(): Promise<Partial<InjectOptions>> {
  const buffer = await xlsxFile([
    ['Ахметова', 'Дана', `d${unique()}@example.kz`, `mx_imp_${unique()}`, '2010-02-03', 'FEMALE', '9A'],
  ]);
  const { body, contentType } = multipartBody({
    filename: 'members.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  return { payload: body, headers: { 'content-type': contentType } };
}

const cutoffBody = (year: number) => ({
  gopCode: 'B057',
  year,
  competition: 'RURAL',
  score: 90,
  sourceTitle: null,
  sourceUrl: null,
  sourceYear: null,
  sample: true,
});

/** The seeded admission rules' first id (the seed is idempotent). */
async function ruleId(fx: Fixtures): Promise<string> {
  await seedAdmission(fx.app.database.db);
  const [rule] = await fx.app.database.db.select({ id: admissionRules.id }).from(admissionRules).limit(1);
  if (!rule) throw new Error('no admission rule seeded');
  return rule.id;
}

/** No B057 rural cut-off for `year`, so a create answers 201 for each cell. */
async function freeCutoff(fx: Fixtures, year: number): Promise<void> {
  await seedAdmission(fx.app.database.db);
  await fx.app.database.db
    .delete(gopCutoffs)
    .where(and(eq(gopCutoffs.gopCode, 'B057'), eq(gopCutoffs.year, year), eq(gopCutoffs.competition, 'RURAL')));
}

/** A B057 rural cut-off of `year`, made anew. */
async function cutoffRow(fx: Fixtures, year: number): Promise<string> {
  await freeCutoff(fx, year);
  const [row] = await fx.app.database.db
    .insert(gopCutoffs)
    .values({ gopCode: 'B057', year, competition: 'RURAL', score: 88, sample: true })
    .returning({ id: gopCutoffs.id });
  if (!row) throw new Error('no cut-off made');
  return row.id;
}

async function cutoffUpload(fx: Fixtures): Promise<Partial<InjectOptions>> {
  await seedAdmission(fx.app.database.db);
  const buffer = await xlsxFile([['B057', '2018', 'RURAL', '91', '', '', '', 'да']]);
  const { body, contentType } = multipartBody({
    filename: 'cutoffs.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  return { payload: body, headers: { 'content-type': contentType } };
}

let planOfStudentA: Promise<Record<string, string>> | undefined;
/** A built plan of organisation A's student (made once), with its first phase, for the mentor-review routes. */
function studentPlanA(fx: Fixtures): Promise<Record<string, string>> {
  planOfStudentA ??= (async () => {
    const db = fx.app.database.db;
    const planId = await storeSyntheticPlan(db, fx.userIds.orgStudent, { phases: 1, subtasks: 1 });
    const [phase] = await db.select().from(careerPlanPhases).where(eq(careerPlanPhases.planId, planId));
    return { id: fx.orgA, studentId: fx.studentMemberA, planId, phaseId: phase!.id };
  })();
  return planOfStudentA;
}

/** For the PRO user's cell a new EMPLOYMENT plan of theirs (one per goal), for the others the shared plan. */
async function employmentPlan(fx: Fixtures, cell: Cell): Promise<Record<string, string>> {
  if (cell.actor !== 'pro') return { id: fx.planId };
  const db = fx.app.database.db;
  await db.delete(careerPlans).where(and(eq(careerPlans.userId, fx.userIds.pro), eq(careerPlans.goal, 'EMPLOYMENT')));
  return { id: await storeSyntheticPlan(db, fx.userIds.pro, { goal: 'EMPLOYMENT', phases: 1, subtasks: 1 }) };
}

/** The PRO user's attempt at a test with every question answered (its first option). */
async function answeredAttempt(fx: Fixtures, testId: string): Promise<string> {
  const session = fx.sessions.pro!;
  const attempt = await asOk(await call(fx.app, 'POST', `/api/v1/tests/${testId}/attempts`, { session }), 'attempt');
  const questions = attempt.questions as { id: string; options: { id: string }[] }[];
  for (const question of questions) {
    await asOk(
      await call(fx.app, 'PUT', `/api/v1/tests/${testId}/attempts/${attempt.id as string}/answers/${question.id}`, {
        session,
        body: { optionIds: [question.options[0]!.id] },
      }),
      'answer',
    );
  }
  return attempt.id as string;
}
