import type { TCountry, TEnrollmentAnalysis, TInstitution, TInstitutionFit, TRouteChance } from '@bagdar/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedAdmission } from '../../db/seed/admission-seed.ts';
import { gopCutoffs } from '../../db/schema/admission.ts';
import { enrollmentAnalyses } from '../../db/schema/institutions.ts';
import { academicProfiles } from '../../db/schema/profile.ts';
import { countQueries } from '../../test/count-queries.ts';
import { createUser } from '../../test/factories.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { buildExtraApp, call, signIn, useTestApp } from '../../test/test-app.ts';
import { admissionSignalsSettled } from '../admission/admission-signals.testing.ts';
import { admissionCacheOf } from './institutions.module.ts';

/** The admission rules, GOPs and cut-offs held per process (admission-data-cache.ts, migration 0039). */

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const L = (text: string) => ({ ru: text, kk: `${text} (kk)`, en: `${text} (en)` });
const year = () => new Date().getUTCFullYear();

async function session(role: 'SUPER_ADMIN' | null) {
  const { user, username, password } = await createUser(db(), role ? { role } : { tier: 'PRO' });
  return { user, session: await signIn(ctx.app, username, password) };
}

/** A country, an institution with one major of GOP B057, a PRO student with a UNT score; the seeded rules. */
async function setUp() {
  await seedAdmission(db());
  const admin = await session('SUPER_ADMIN');
  const kz: TCountry = (
    await call(ctx.app, 'POST', '/api/v1/admin/locations/countries', {
      session: admin.session,
      body: { isoCode: 'KZ', name: L('Казахстан') },
    })
  ).json();
  const institution: TInstitution = (
    await call(ctx.app, 'POST', '/api/v1/admin/institutions', {
      session: admin.session,
      body: {
        name: L('Университет Степь'),
        type: 'UNIVERSITY',
        financing: 'GOV',
        hasDormitory: false,
        countryId: kz.id,
        cityId: null,
        website: null,
        email: null,
        phone: null,
        address: null,
        description: L('Описание'),
        logoMediaId: null,
        acceptanceRate: null,
        admissionBasis: 'UNT',
        nationalUniversity: false,
        ownTest: false,
        requirements: { academic: [], language: [], other: [] },
        documents: [],
        preparationSteps: [],
      },
    })
  ).json();
  const major = await call(ctx.app, 'POST', `/api/v1/admin/institutions/${institution.id}/majors`, {
    session: admin.session,
    body: {
      name: L('Информационные системы'),
      field: 'IT',
      durationYears: 4,
      pricePerYearKzt: 1_200_000,
      languages: ['ru'],
      grantPlaces: 50,
      untMin: null,
      untCutoffs: [],
      gopCode: 'B057',
      ieltsMin: null,
      satMin: null,
      gpaMin: null,
    },
  });
  expect(major.statusCode).toBe(201);
  const student = await session(null);
  await db()
    .insert(academicProfiles)
    .values({ userId: student.user.id, gpaSystem: 'FOUR', unt: 100, gpa: 3.5, gpa4: 3.5 });
  const [cutoff] = await db()
    .select()
    .from(gopCutoffs)
    .where(and(eq(gopCutoffs.gopCode, 'B057'), eq(gopCutoffs.competition, 'GENERAL')))
    .orderBy(desc(gopCutoffs.year))
    .limit(1);
  if (!cutoff) throw new Error('the seed has no cut-off of B057');
  return { admin, institution, student, cutoff, countryId: kz.id };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

/** The forecast grant cut-off the student's fit shows, through `app`. */
async function forecast(app: FastifyInstance, s: Setup): Promise<number | null> {
  const response = await call(app, 'GET', `/api/v1/institutions/${s.institution.id}/fit`, {
    session: s.student.session,
  });
  expect(response.statusCode).toBe(200);
  const grant = response.json<TInstitutionFit>().majors[0]?.routes.find((r: TRouteChance) => r.route === 'GRANT');
  return grant?.status === 'ESTIMATED' ? grant.evidence.forecast : null;
}

/** Sets the latest cut-off of B057 to `score` through `app`'s admin route. */
async function moveCutoff(app: FastifyInstance, s: Setup, score: number) {
  const response = await call(app, 'PUT', `/api/v1/admin/admission/cutoffs/${s.cutoff.id}`, {
    session: s.admin.session,
    body: {
      gopCode: s.cutoff.gopCode,
      year: s.cutoff.year,
      competition: s.cutoff.competition,
      score,
      sourceTitle: s.cutoff.sourceTitle,
      sourceUrl: s.cutoff.sourceUrl,
      sourceYear: s.cutoff.sourceYear,
      sample: s.cutoff.sample,
    },
  });
  expect(response.statusCode).toBe(200);
}

describe('the admission data cache', () => {
  it('is read once, then the analyses of this process send no statement for it', async () => {
    const s = await setUp();
    // The session held in memory, as in a browser that has seen the page (decision 016).
    await signalsSettled(ctx.app);
    await call(ctx.app, 'GET', '/api/v1/auth/me', { session: s.student.session });
    await admissionSignalsSettled(ctx.app);
    const cache = admissionCacheOf(ctx.app)!;
    expect(cache.holds(year())).toBe(false);
    const cold = await countQueries(db(), () => forecast(ctx.app, s));
    expect(cache.holds(year())).toBe(true);
    const warm = await countQueries(db(), () => forecast(ctx.app, s));
    // The fit: the institution, the student, the majors, the professions of their fields; cold, the
    // rules, the GOPs and the cut-offs too.
    expect(warm.queries).toBe(4);
    expect(cold.queries).toBe(7);
    expect(warm.result).toBe(cold.result);
  });

  it('shows a cut-off changed in this process in the next analysis at once', async () => {
    const s = await setUp();
    await admissionSignalsSettled(ctx.app);
    const before = await forecast(ctx.app, s);
    expect(before).not.toBeNull();
    expect(admissionCacheOf(ctx.app)!.holds(year())).toBe(true);
    try {
      await moveCutoff(ctx.app, s, s.cutoff.score + 20);
      expect(await forecast(ctx.app, s)).not.toBe(before);
    } finally {
      await moveCutoff(ctx.app, s, s.cutoff.score);
    }
    expect(await forecast(ctx.app, s)).toBe(before);
  });

  it('shows a cut-off changed in another process in the next analysis of this one (the triggers’ NOTIFY)', async () => {
    const s = await setUp();
    await admissionSignalsSettled(ctx.app);
    const before = await forecast(ctx.app, s);
    expect(before).not.toBeNull();
    const cache = admissionCacheOf(ctx.app)!;
    expect(cache.holds(year())).toBe(true);
    const other = await buildExtraApp(ctx, {});
    try {
      await moveCutoff(other, s, s.cutoff.score + 20);
      // This process did not write: only the notification can drop what it holds.
      await expect.poll(() => cache.holds(year()), { timeout: 2000, interval: 5 }).toBe(false);
      const after = await forecast(ctx.app, s);
      expect(after).not.toBe(before);
      expect(after).toBe(await forecast(other, s));
    } finally {
      await moveCutoff(other, s, s.cutoff.score);
      await other.close();
    }
    await expect.poll(() => forecast(ctx.app, s), { timeout: 2000, interval: 5 }).toBe(before);
  });
});

describe('a saved analysis', () => {
  it('is answered in one statement with the text it was saved as, and the same from a result stored in another form', async () => {
    const s = await setUp();
    const created = await call(ctx.app, 'POST', '/api/v1/enrollment-analyses', {
      session: s.student.session,
      body: { countryId: s.countryId, institutionIds: [s.institution.id] },
    });
    expect(created.statusCode).toBe(201);
    const analysis = created.json<TEnrollmentAnalysis>();
    await signalsSettled(ctx.app);
    await call(ctx.app, 'GET', '/api/v1/auth/me', { session: s.student.session });
    const url = `/api/v1/enrollment-analyses/${analysis.id}`;
    const stored = await countQueries(db(), () => call(ctx.app, 'GET', url, { session: s.student.session }));
    expect(stored.queries).toBe(1);
    expect(stored.result.body).toBe(created.body);
    // A result stored in jsonb's form (as rows saved before migration 0039 are): parsed and written again.
    await db()
      .update(enrollmentAnalyses)
      .set({ result: sql`(${enrollmentAnalyses.result}::jsonb)::json` })
      .where(eq(enrollmentAnalyses.id, analysis.id));
    const [text] = await db()
      .select({ text: sql<string>`${enrollmentAnalyses.result}::text` })
      .from(enrollmentAnalyses)
      .where(eq(enrollmentAnalyses.id, analysis.id));
    expect(text?.text.startsWith('{"scores":{"unt":')).toBe(false);
    const converted = await countQueries(db(), () => call(ctx.app, 'GET', url, { session: s.student.session }));
    expect(converted.queries).toBe(1);
    expect(converted.result.body).toBe(created.body);
  });
});
