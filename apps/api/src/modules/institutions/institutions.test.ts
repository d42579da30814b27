import type {
  TApiErrorBody,
  TCountry,
  TEnrollmentAnalysis,
  TEnrollmentAnalysisSummary,
  TEnrollmentResult,
  TInstitution,
  TInstitutionBody,
  TInstitutionFit,
  TInstitutionSummary,
  TMajor,
  TMajorBody,
} from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedAdmission } from '../../db/seed/admission-seed.ts';
import { academicProfiles } from '../../db/schema/profile.ts';
import { countQueries } from '../../test/count-queries.ts';
import { signalsSettled } from '../../test/session-signals.ts';
import { admissionSignalsSettled } from '../admission/admission-signals.testing.ts';
import { admissionCacheOf } from './institutions.module.ts';
import { createUser, type UserFactoryOptions } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { enrollmentAnalyses, majors } from '../../db/schema/institutions.ts';
import { countries } from '../../db/schema/locations.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
type Page<T> = { items: T[]; nextCursor: string | null };

async function session(options: UserFactoryOptions) {
  const { user, username, password } = await createUser(db(), options);
  return { user, session: await signIn(ctx.app, username, password) };
}
const admin = () => session({ role: 'SUPER_ADMIN' });
const pro = () => session({ tier: 'PRO' });

const L = (text: string) => ({ ru: text, kk: `${text} (kk)`, en: `${text} (en)` });

async function country(iso = 'KZ', name = 'Казахстан'): Promise<TCountry> {
  const a = await admin();
  const response = await call(ctx.app, 'POST', '/api/v1/admin/locations/countries', {
    session: a.session,
    body: { isoCode: iso, name: L(name) },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const institutionBody = (countryId: string, overrides: Partial<TInstitutionBody> = {}): TInstitutionBody => ({
  name: L('Университет Степь'),
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
  admissionBasis: 'UNT',
  nationalUniversity: false,
  ownTest: false,
  requirements: { academic: [L('ЕНТ')], language: [], other: [] },
  documents: [L('Аттестат')],
  preparationSteps: [{ title: L('Подготовка к ЕНТ'), months: 6 }],
  ...overrides,
});

const majorBody = (overrides: Partial<TMajorBody> = {}): TMajorBody => ({
  name: L('Информационные системы'),
  field: 'IT',
  durationYears: 4,
  pricePerYearKzt: 1_200_000,
  languages: ['ru', 'kk'],
  grantPlaces: 50,
  untMin: 65,
  untCutoffs: [
    { year: 2024, score: 100 },
    { year: 2023, score: 98 },
  ],
  gopCode: 'B057',
  ieltsMin: null,
  satMin: null,
  gpaMin: null,
  ...overrides,
});

async function institutionWithMajors(adminSession: string, countryId: string, name: string, majorCount = 2) {
  const created = await call(ctx.app, 'POST', '/api/v1/admin/institutions', {
    session: adminSession,
    body: institutionBody(countryId, { name: L(name) }),
  });
  expect(created.statusCode).toBe(201);
  const institution: TInstitution = created.json();
  for (let i = 0; i < majorCount; i++) {
    const response = await call(ctx.app, 'POST', `/api/v1/admin/institutions/${institution.id}/majors`, {
      session: adminSession,
      body: majorBody({
        name: L(`Специальность ${i + 1}`),
        field: i % 2 ? 'MEDICINE' : 'IT',
        pricePerYearKzt: 1_000_000 * (i + 1),
      }),
    });
    expect(response.statusCode).toBe(201);
  }
  return institution;
}

function fieldCodes(response: { json(): unknown }): string[] {
  return ((response.json() as TApiErrorBody).details ?? []).map((d) => d.code);
}

describe('admin institutions and majors', () => {
  it('creates an institution with two majors and keeps the catalogue figures', async () => {
    const kz = await country();
    const a = await admin();
    const institution = await institutionWithMajors(a.session, kz.id, 'Университет Степь');
    const detail: TInstitution = (
      await call(ctx.app, 'GET', `/api/v1/admin/institutions/${institution.id}`, { session: a.session })
    ).json();
    expect(detail.majors.map((m) => m.name.ru)).toEqual(['Специальность 1', 'Специальность 2']);
    expect(detail).toMatchObject({ majorCount: 2, priceFromKzt: 1_000_000, priceToKzt: 2_000_000 });
    expect(detail.fields).toEqual(['IT', 'MEDICINE']);
    const countryAfter: TCountry = (
      await call(ctx.app, 'GET', `/api/v1/admin/locations/countries/${kz.id}`, { session: a.session })
    ).json();
    expect(countryAfter.institutionCount).toBe(1);
  });

  it('refuses bad input with field codes and changes nothing', async () => {
    const kz = await country();
    const a = await admin();
    const unknownCountry = await call(ctx.app, 'POST', '/api/v1/admin/institutions', {
      session: a.session,
      body: institutionBody('00000000-0000-4000-8000-000000000000'),
    });
    expect(unknownCountry.statusCode).toBe(400);
    expect(fieldCodes(unknownCountry)).toEqual(['country_unknown']);

    const first = await institutionWithMajors(a.session, kz.id, 'Первый', 1);
    const second = await institutionWithMajors(a.session, kz.id, 'Второй', 1);
    const url = `/api/v1/admin/institutions/${first.id}/majors`;
    const cases: [Partial<TMajorBody>, string][] = [
      [{ pricePerYearKzt: -1 }, 'price_negative'],
      [{ durationYears: -2 }, 'duration_negative'],
      [{ untCutoffs: [{ year: 2024, score: -5 }] }, 'cutoff_negative'],
      [{ untCutoffs: [{ year: 2024, score: 141 }] }, 'cutoff_above_max'],
      [{ ieltsMin: 9.5 }, 'cutoff_above_max'],
      [{ satMin: 1700 }, 'cutoff_above_max'],
      [{ untMin: -1 }, 'cutoff_negative'],
      // A field outside the shared list, typed by hand or sent by an old client.
      [{ field: 'ROCKETRY' as TMajorBody['field'] }, 'field_code_invalid'],
    ];
    for (const [overrides, code] of cases) {
      const response = await call(ctx.app, 'POST', url, { session: a.session, body: majorBody(overrides) });
      expect(response.statusCode, code).toBe(400);
      expect(fieldCodes(response), code).toContain(code);
    }
    const duplicate = await call(ctx.app, 'POST', url, {
      session: a.session,
      body: majorBody({ name: { ru: '  специальность 1 ', kk: 'x', en: 'y' } }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(fieldCodes(duplicate)).toEqual(['major_name_taken']);

    const majorOfSecond = (await db().select().from(majors).where(eq(majors.institutionId, second.id)))[0]!;
    const foreign = await call(ctx.app, 'PUT', `${url}/${majorOfSecond.id}`, { session: a.session, body: majorBody() });
    expect(foreign.statusCode).toBe(404);
    const foreignDelete = await call(ctx.app, 'DELETE', `${url}/${majorOfSecond.id}`, { session: a.session });
    expect(foreignDelete.statusCode).toBe(404);

    const rows = await db().select().from(majors);
    expect(rows).toHaveLength(2);
    expect(rows.find((m) => m.id === majorOfSecond.id)?.name.ru).toBe('Специальность 1');
  });

  it('is closed to users who are not platform admins', async () => {
    const kz = await country();
    const user = await pro();
    const response = await call(ctx.app, 'POST', '/api/v1/admin/institutions', {
      session: user.session,
      body: institutionBody(kz.id),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('locations', () => {
  it('pages countries, refuses a taken ISO code, and keeps a country in use', async () => {
    const a = await admin();
    const kz = await country('KZ', 'Казахстан');
    await country('DE', 'Германия');
    const taken = await call(ctx.app, 'POST', '/api/v1/admin/locations/countries', {
      session: a.session,
      body: { isoCode: 'kz', name: L('Другой') },
    });
    expect(taken.statusCode).toBe(409);
    const first: Page<TCountry> = (
      await call(ctx.app, 'GET', '/api/v1/admin/locations/countries?limit=1', { session: a.session })
    ).json();
    expect(first.items.map((c) => c.isoCode)).toEqual(['DE']);
    const second: Page<TCountry> = (
      await call(ctx.app, 'GET', `/api/v1/admin/locations/countries?limit=1&cursor=${first.nextCursor}`, {
        session: a.session,
      })
    ).json();
    expect(second.items.map((c) => c.isoCode)).toEqual(['KZ']);

    const city = await call(ctx.app, 'POST', '/api/v1/admin/locations/cities', {
      session: a.session,
      body: { countryId: kz.id, name: L('Астана'), region: null },
    });
    expect(city.statusCode).toBe(201);
    const inUse = await call(ctx.app, 'DELETE', `/api/v1/admin/locations/countries/${kz.id}`, { session: a.session });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json<TApiErrorBody>().code).toBe('LOCATION_IN_USE');
    expect(await db().select().from(countries)).toHaveLength(2);

    await call(ctx.app, 'POST', '/api/v1/admin/institutions', {
      session: a.session,
      body: institutionBody(kz.id, { cityId: city.json<{ id: string }>().id }),
    });
    const cityInUse = await call(
      ctx.app,
      'DELETE',
      `/api/v1/admin/locations/cities/${city.json<{ id: string }>().id}`,
      {
        session: a.session,
      },
    );
    expect(cityInUse.json<TApiErrorBody>().code).toBe('LOCATION_IN_USE');

    const unknown = await call(ctx.app, 'POST', '/api/v1/admin/locations/cities', {
      session: a.session,
      body: { countryId: '00000000-0000-4000-8000-000000000000', name: L('Нигде'), region: null },
    });
    expect(fieldCodes(unknown)).toEqual(['country_unknown']);
  });
});

describe('catalogue (PRO)', () => {
  it('searches, filters, pages and opens a detail with the fit; STANDARD gets the paywall', async () => {
    const kz = await country();
    const a = await admin();
    const names = ['Алматинский университет', 'Астанинский колледж', 'Жетысуский университет'];
    const created = [];
    for (const name of names) created.push(await institutionWithMajors(a.session, kz.id, name));
    const student = await pro();

    const search: Page<TInstitutionSummary> = (
      await call(ctx.app, 'GET', '/api/v1/institutions?q=УНИВЕР', { session: student.session })
    ).json();
    expect(search.items.map((i) => i.name.ru)).toEqual([names[0], names[2]]);
    const short = await call(ctx.app, 'GET', '/api/v1/institutions?q=у', { session: student.session });
    expect(short.statusCode).toBe(400);
    expect(fieldCodes(short)).toEqual(['search_too_short']);
    const unknownField = await call(ctx.app, 'GET', '/api/v1/institutions?field=ROCKETRY', {
      session: student.session,
    });
    expect(unknownField.statusCode).toBe(400);
    expect(fieldCodes(unknownField)).toEqual(['field_code_invalid']);

    const priced: Page<TInstitutionSummary> = (
      await call(
        ctx.app,
        'GET',
        `/api/v1/institutions?countryId=${kz.id}&field=MEDICINE&priceMin=1500000&dormitory=true&limit=2`,
        {
          session: student.session,
        },
      )
    ).json();
    expect(priced.items).toHaveLength(2);
    expect(priced.nextCursor).not.toBeNull();
    const rest: Page<TInstitutionSummary> = (
      await call(
        ctx.app,
        'GET',
        `/api/v1/institutions?countryId=${kz.id}&field=MEDICINE&priceMin=1500000&dormitory=true&limit=2&cursor=${priced.nextCursor}`,
        {
          session: student.session,
        },
      )
    ).json();
    expect([...priced.items, ...rest.items].map((i) => i.name.ru)).toEqual(names);
    const none: Page<TInstitutionSummary> = (
      await call(ctx.app, 'GET', '/api/v1/institutions?priceMax=500000', { session: student.session })
    ).json();
    expect(none.items).toEqual([]);

    await seedAdmission(db());
    const detail = await call(ctx.app, 'GET', `/api/v1/institutions/${created[0]!.id}`, { session: student.session });
    expect(detail.json<TInstitution>().majors).toHaveLength(2);
    await db()
      .insert(academicProfiles)
      .values({ userId: student.user.id, gpaSystem: 'FOUR', unt: 110, gpa: 3.5, gpa4: 3.5 });
    const fit: TInstitutionFit = (
      await call(ctx.app, 'GET', `/api/v1/institutions/${created[0]!.id}/fit`, { session: student.session })
    ).json();
    expect(fit.scores.unt).toBe(110);
    expect(fit.majors[0]?.band).toBe('SAFETY');

    const standard = await session({ tier: 'STANDARD' });
    for (const url of [
      '/api/v1/institutions',
      `/api/v1/institutions/${created[0]!.id}`,
      '/api/v1/enrollment-analyses',
    ]) {
      const denied = await call(ctx.app, 'GET', url, { session: standard.session });
      expect(denied.statusCode).toBe(403);
      expect(denied.json<TApiErrorBody>()).toMatchObject({ code: 'PAYWALL', reason: 'user_insufficient_tier' });
    }
    expect(
      (await call(ctx.app, 'GET', '/api/v1/institutions/not-a-uuid', { session: student.session })).statusCode,
    ).toBe(404);
  });

  it('sends a fixed number of statements per catalogue page, whatever the page holds', async () => {
    const kz = await country();
    const a = await admin();
    for (let i = 0; i < 6; i++) await institutionWithMajors(a.session, kz.id, `Институт ${i}`, 3);
    const student = await pro();
    // Seen once, as in a browser: the session is then held by the session cache (decision 016), after
    // the signals of the writes above, one of which arriving late would drop it.
    await signalsSettled(ctx.app);
    await call(ctx.app, 'GET', '/api/v1/auth/me', { session: student.session });
    const small = await countQueries(db(), () =>
      call(ctx.app, 'GET', `/api/v1/institutions?limit=1&countryId=${kz.id}&field=IT`, { session: student.session }),
    );
    const large = await countQueries(db(), () =>
      call(ctx.app, 'GET', `/api/v1/institutions?limit=6&countryId=${kz.id}&field=IT`, { session: student.session }),
    );
    expect(large.queries).toBe(small.queries);
  });
});

describe('enrollment analysis', () => {
  it('analyses three institutions, saves it, reopens it, and what-if moves the chance without saving', async () => {
    const kz = await country();
    const a = await admin();
    await seedAdmission(db());
    const ids: string[] = [];
    for (const name of ['Первый', 'Второй', 'Третий'])
      ids.push((await institutionWithMajors(a.session, kz.id, name)).id);
    const student = await pro();
    await db()
      .insert(academicProfiles)
      .values({ userId: student.user.id, gpaSystem: 'FOUR', unt: 90, gpa: 3.2, gpa4: 3.2 });

    const created = await call(ctx.app, 'POST', '/api/v1/enrollment-analyses', {
      session: student.session,
      body: { countryId: kz.id, institutionIds: ids },
    });
    expect(created.statusCode).toBe(201);
    const analysis: TEnrollmentAnalysis = created.json();
    expect(analysis.result.institutions.map((i) => i.name.ru)).toEqual(['Первый', 'Второй', 'Третий']);
    const major = analysis.result.institutions[0]!.majors[0]!;
    expect(major.chance.low).toBeLessThanOrEqual(major.chance.high);
    expect(major.compatibility).toBeGreaterThanOrEqual(0);
    expect(major.compatibility).toBeLessThanOrEqual(100);
    expect(major.reasons.length).toBeLessThanOrEqual(3);
    expect(analysis.result.atLeastOneAdmission).toBeGreaterThan(0);
    expect(analysis.result.institutions[0]!.preparationMonths).toBe(6);

    const reopened = await call(ctx.app, 'GET', `/api/v1/enrollment-analyses/${analysis.id}`, {
      session: student.session,
    });
    expect(reopened.json<TEnrollmentAnalysis>().result).toEqual(analysis.result);

    // An analysis's statements, the session and the admission data held in memory: the institutions
    // (with the country's name), the student, the majors, the professions of their fields, the
    // insert. The answer is the result just computed, not read back.
    await signalsSettled(ctx.app);
    await admissionSignalsSettled(ctx.app);
    expect(admissionCacheOf(ctx.app)?.holds(new Date().getUTCFullYear())).toBe(false);
    await call(ctx.app, 'GET', `/api/v1/institutions/${ids[0]!}/fit`, { session: student.session });
    expect(admissionCacheOf(ctx.app)?.holds(new Date().getUTCFullYear())).toBe(true);
    await call(ctx.app, 'GET', '/api/v1/auth/me', { session: student.session });
    const counted = await countQueries(db(), () =>
      call(ctx.app, 'POST', '/api/v1/enrollment-analyses', {
        session: student.session,
        body: { countryId: kz.id, institutionIds: ids },
      }),
    );
    expect(counted.result.statusCode).toBe(201);
    expect(counted.queries).toBe(5);
    // The list below holds the first analysis only.
    await db()
      .delete(enrollmentAnalyses)
      .where(eq(enrollmentAnalyses.id, counted.result.json<TEnrollmentAnalysis>().id));

    const higher: TEnrollmentResult = (
      await call(ctx.app, 'POST', `/api/v1/enrollment-analyses/${analysis.id}/what-if`, {
        session: student.session,
        body: { scores: { unt: 125, ielts: null, sat: null, gpa: 3.2 } },
      })
    ).json();
    expect(higher.scores.unt).toBe(125);
    expect(higher.atLeastOneGrant).toBeGreaterThan(analysis.result.atLeastOneGrant);
    expect(analysis.result).toMatchObject({ modelVersion: 2, sampleData: true });
    expect(analysis.result.institutions[0]).toMatchObject({ bestRoute: 'PAID', admissionBasis: 'UNT' });

    // One point under the paid-place threshold: the route is blocked, naming the rule and the point missing.
    const below: TEnrollmentResult = (
      await call(ctx.app, 'POST', `/api/v1/enrollment-analyses/${analysis.id}/what-if`, {
        session: student.session,
        body: { scores: { unt: 49, ielts: null, sat: null, gpa: 3.2 } },
      })
    ).json();
    const paid = below.institutions[0]!.majors[0]!.routes.find((r) => r.route === 'PAID');
    expect(paid).toMatchObject({
      status: 'BLOCKED',
      rule: { kind: 'PAID_THRESHOLD', scope: 'GENERAL', bar: 50, score: 49, missing: 1, sample: false },
    });
    expect(below.institutions[0]).toMatchObject({ bestRoute: 'NOT_ELIGIBLE' });
    expect(below.atLeastOneAdmission).toBe(0);
    const after = await call(ctx.app, 'GET', `/api/v1/enrollment-analyses/${analysis.id}`, {
      session: student.session,
    });
    expect(after.json<TEnrollmentAnalysis>().result).toEqual(analysis.result);
    const list: Page<TEnrollmentAnalysisSummary> = (
      await call(ctx.app, 'GET', '/api/v1/enrollment-analyses', { session: student.session })
    ).json();
    expect(list.items.map((i) => i.id)).toEqual([analysis.id]);
    // The list's figure is kept beside the result (the list reads no result).
    expect(list.items[0]).toMatchObject({
      institutionCount: analysis.institutionIds.length,
      atLeastOneAdmission: analysis.result.atLeastOneAdmission,
      countryId: kz.id,
      createdAt: analysis.createdAt,
    });
    const [stored] = await db()
      .select({ atLeastOneAdmission: enrollmentAnalyses.atLeastOneAdmission })
      .from(enrollmentAnalyses)
      .where(eq(enrollmentAnalyses.id, analysis.id));
    expect(stored?.atLeastOneAdmission).toBe(analysis.result.atLeastOneAdmission);
    // The list is one statement, the session held.
    await signalsSettled(ctx.app);
    await call(ctx.app, 'GET', '/api/v1/auth/me', { session: student.session });
    const listed = await countQueries(db(), () =>
      call(ctx.app, 'GET', '/api/v1/enrollment-analyses', { session: student.session }),
    );
    expect(listed.result.statusCode).toBe(200);
    expect(listed.queries).toBe(1);

    const other = await pro();
    expect(
      (await call(ctx.app, 'GET', `/api/v1/enrollment-analyses/${analysis.id}`, { session: other.session })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, 'POST', `/api/v1/enrollment-analyses/${analysis.id}/what-if`, {
          session: other.session,
          body: { scores: { unt: 125, ielts: null, sat: null, gpa: null } },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a 9th institution, an unknown country and an institution of another country', async () => {
    const kz = await country();
    const de = await country('DE', 'Германия');
    const a = await admin();
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) ids.push((await institutionWithMajors(a.session, kz.id, `Вуз ${i}`, 1)).id);
    const student = await pro();
    const post = (body: unknown) =>
      call(ctx.app, 'POST', '/api/v1/enrollment-analyses', { session: student.session, body });

    const nine = await post({ countryId: kz.id, institutionIds: ids });
    expect(nine.statusCode).toBe(400);
    expect(fieldCodes(nine)).toEqual(['institutions_too_many']);
    const unknown = await post({ countryId: '00000000-0000-4000-8000-000000000000', institutionIds: ids.slice(0, 2) });
    expect(fieldCodes(unknown)).toEqual(['country_unknown']);
    const elsewhere = await post({ countryId: de.id, institutionIds: ids.slice(0, 2) });
    expect(fieldCodes(elsewhere)).toEqual(['institution_other_country']);
    const list: Page<unknown> = (
      await call(ctx.app, 'GET', '/api/v1/enrollment-analyses', { session: student.session })
    ).json();
    expect(list.items).toEqual([]);
  });
});

export type { TMajor };
