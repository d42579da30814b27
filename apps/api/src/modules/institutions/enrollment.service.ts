import {
  RIASEC_CODES,
  type TAdmissionScores,
  type TEnrollmentAnalysis,
  type TEnrollmentAnalysisBody,
  type TEnrollmentAnalysisSummary,
  type TEnrollmentResult,
  type TInstitutionFit,
  type TInstitutionResult,
  type TInterest,
  type TMajorResult,
  type TRiasecCode,
  type TRouteChance,
} from '@bagdar/contracts';
import { interestsForField } from '../../ai/analysis-vocabulary.ts';
import {
  createBuiltinExplainer,
  explainEnrollment,
  type EnrollmentExplainer,
} from '../../ai/enrollment-explanation.ts';
import { scoreProfession } from '../../ai/profession-fit.ts';
import { buildTypeProfile, type TTypeProfile } from '../../ai/type-profile.ts';
import type { Db } from '../../db/client.ts';
import type { MajorRow } from '../../db/schema/institutions.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeTimeCursor, encodeCursor } from '../../lib/keyset.ts';
import { isUuid } from '../../lib/uuid.ts';
import { assertCountry } from '../locations/locations.service.ts';
import { admissionChance, atLeastOne, chancePercents, compatibility } from './admission-model.ts';
import {
  findEnrollmentAnalysis,
  findStudentRecord,
  insertEnrollmentAnalysis,
  pageEnrollmentAnalyses,
  professionsOfFields,
  type AnalysisWithCountry,
  type StudentRecord,
} from './enrollment.repository.ts';
import {
  findInstitution,
  findInstitutionsByIds,
  majorsOf,
  type InstitutionWithPlace,
} from './institutions.repository.ts';
import { institutionNotFound } from './institutions.service.ts';

/** The enrollment analysis: compatibility and admission chances for up to 8 institutions (issue 8). */

interface Student {
  interests: TInterest[];
  profile: TTypeProfile | null;
  scores: TAdmissionScores;
  hasAcademic: boolean;
}

/** The saved personality result as a type profile; null when there is none or it is malformed. */
function personalityProfile(result: unknown): TTypeProfile | null {
  const r = result as { type?: unknown; riasec?: { code: TRiasecCode; score: number }[] } | null;
  if (!r || typeof r.type !== 'string' || !Array.isArray(r.riasec)) return null;
  const riasec = Object.fromEntries(RIASEC_CODES.map((c) => [c, r.riasec?.find((e) => e.code === c)?.score ?? 50]));
  const axes = { EI: 50, SN: 50, TF: 50, JP: 50 };
  return { ...buildTypeProfile(axes, riasec as Record<TRiasecCode, number>), type: r.type };
}

function toStudent(record: StudentRecord): Student {
  const a = record.academic;
  return {
    interests: record.interests as TInterest[],
    profile: personalityProfile(record.personality),
    scores: { unt: a?.unt ?? null, ielts: a?.ielts ?? null, sat: a?.sat ?? null, gpa: a?.gpa4 ?? null },
    hasAcademic: a !== null,
  };
}

async function loadStudent(db: Db, userId: string): Promise<Student> {
  const record = await findStudentRecord(db, userId);
  if (!record) throw new AppError('UNAUTHENTICATED', 401, 'Sign in first');
  return toStudent(record);
}

/** The best profession fit per field for this student (the personality part of compatibility). */
async function fieldFits(db: Db, student: Student, fields: string[]): Promise<Map<string, number>> {
  const fits = new Map<string, number>();
  if (!student.profile) return fits;
  for (const profession of await professionsOfFields(db, [...new Set(fields)])) {
    const fit = scoreProfession(student.profile, profession, student.interests, null).fit;
    fits.set(profession.field, Math.max(fits.get(profession.field) ?? 0, fit));
  }
  return fits;
}

function majorResult(
  major: MajorRow,
  acceptanceRate: number | null,
  student: Student,
  scores: TAdmissionScores,
  fits: Map<string, number>,
): TMajorResult & { point: number; grantPoint: number | null } {
  const chance = admissionChance(major, acceptanceRate, scores);
  const percents = chancePercents(chance);
  const paid: TRouteChance = {
    status: 'ESTIMATED',
    route: 'PAID',
    point: Math.round(chance.point * 100),
    ...percents,
    band: chance.band,
    evidence: {
      years: [],
      forecast: null,
      spread: null,
      competition: null,
      gopCode: null,
      sources: [],
      sample: true,
      testedYears: 0,
    },
  };
  const fit = compatibility({
    fieldFit: student.profile ? (fits.get(major.field) ?? 0) : null,
    personalityType: student.profile?.type ?? null,
    matchedInterests: interestsForField(student.interests, major.field),
    readiness: student.hasAcademic || Object.values(scores).some((v) => v !== null) ? chance.point : null,
    field: major.field,
  });
  return {
    majorId: major.id,
    name: major.name,
    field: major.field,
    pricePerYearKzt: major.pricePerYearKzt,
    grantPlaces: major.grantPlaces,
    compatibility: fit.score,
    reasons: fit.reasons,
    chance: percents,
    band: chance.band,
    grantChance: chance.grant === null ? null : Math.round(chance.grant * 100),
    drivers: chance.drivers,
    missing: chance.missing,
    gopCode: major.gopCode,
    routes: [paid],
    best: paid,
    point: chance.point,
    grantPoint: chance.grant,
  };
}

/** Scores every major of every institution; pure given its inputs. */
export function evaluate(
  rows: InstitutionWithPlace[],
  majors: MajorRow[],
  student: Student,
  scores: TAdmissionScores,
  fits: Map<string, number>,
): TEnrollmentResult {
  const best: number[] = [];
  const bestGrant: number[] = [];
  const institutions: TInstitutionResult[] = rows.map(({ institution, cityName }) => {
    const results = majors
      .filter((m) => m.institutionId === institution.id)
      .map((m) => majorResult(m, institution.acceptanceRate, student, scores, fits))
      .sort((a, b) => b.compatibility - a.compatibility || b.point - a.point);
    if (results.length > 0) best.push(Math.max(...results.map((r) => r.point)));
    const grants = results.map((r) => r.grantPoint).filter((g): g is number => g !== null);
    if (grants.length > 0) bestGrant.push(Math.max(...grants));
    return {
      institutionId: institution.id,
      name: institution.name,
      cityName,
      type: institution.type,
      financing: institution.financing,
      majors: results.map(({ point: _p, grantPoint: _g, ...rest }) => rest),
      bestMajorId: results[0]?.majorId ?? null,
      preparationSteps: institution.preparationSteps,
      preparationMonths: institution.preparationSteps.reduce((sum, s) => sum + s.months, 0),
      admissionBasis: institution.admissionBasis,
      bestRoute: results[0] ? 'PAID' : 'NOT_ESTIMATED',
      bestChance: results[0]?.best ?? null,
      sampleData: institution.sampleData,
    };
  });
  const result = {
    scores,
    institutions,
    atLeastOneAdmission: Math.round(atLeastOne(best) * 100),
    atLeastOneGrant: Math.round(atLeastOne(bestGrant) * 100),
    inputs: {
      personality: student.profile !== null,
      interests: student.interests.length > 0,
      academic: student.hasAcademic,
    },
    modelVersion: 2 as const,
    rulesYear: null,
    sampleData: true,
    sources: [],
  };
  return { ...result, explanation: explainEnrollment(result) };
}

const badInstitutions = (code: string, message: string) =>
  new AppError('VALIDATION_ERROR', 400, message, { details: [{ field: 'institutionIds', code, message: code }] });

/** Loads the chosen institutions (all must exist and be in the chosen country), in the order given. */
async function chosenInstitutions(db: Db, countryId: string, ids: string[]): Promise<InstitutionWithPlace[]> {
  const rows = await findInstitutionsByIds(db, ids);
  if (rows.length !== ids.length) throw badInstitutions('institution_unknown', 'An institution does not exist');
  if (rows.some((r) => r.institution.countryId !== countryId)) {
    throw badInstitutions('institution_other_country', 'An institution is not in the chosen country');
  }
  const byId = new Map(rows.map((r) => [r.institution.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is InstitutionWithPlace => r !== undefined);
}

async function compute(db: Db, userId: string, rows: InstitutionWithPlace[], scores?: TAdmissionScores) {
  const student = await loadStudent(db, userId);
  const majors = await majorsOf(
    db,
    rows.map((r) => r.institution.id),
  );
  const fits = await fieldFits(
    db,
    student,
    majors.map((m) => m.field),
  );
  return evaluate(rows, majors, student, scores ?? student.scores, fits);
}

function toAnalysis(row: AnalysisWithCountry): TEnrollmentAnalysis {
  const a = row.analysis;
  return {
    id: a.id,
    countryId: a.countryId,
    countryName: row.countryName,
    institutionIds: a.institutionIds,
    result: a.result,
    createdAt: a.createdAt.toISOString(),
  };
}

/**
 * Computes and saves an analysis. The explainer (the configured AI, else built-in) words the
 * explanation of the saved result; a what-if keeps the built-in wording.
 */
export async function createEnrollmentAnalysis(
  db: Db,
  userId: string,
  body: TEnrollmentAnalysisBody,
  explainer: EnrollmentExplainer = createBuiltinExplainer(),
): Promise<TEnrollmentAnalysis> {
  await assertCountry(db, body.countryId);
  const rows = await chosenInstitutions(db, body.countryId, body.institutionIds);
  const computed = await compute(db, userId, rows);
  const result = { ...computed, explanation: await explainer.explain(computed) };
  const saved = await insertEnrollmentAnalysis(db, {
    userId,
    countryId: body.countryId,
    institutionIds: body.institutionIds,
    scores: result.scores,
    result,
  });
  return getEnrollmentAnalysis(db, userId, saved.id);
}

const analysisNotFound = () => new AppError('NOT_FOUND', 404, 'No such analysis');

export async function getEnrollmentAnalysis(db: Db, userId: string, id: string): Promise<TEnrollmentAnalysis> {
  const row = isUuid(id) ? await findEnrollmentAnalysis(db, userId, id) : null;
  if (!row) throw analysisNotFound();
  return toAnalysis(row);
}

export async function listEnrollmentAnalyses(db: Db, userId: string, query: { cursor?: string; limit: number }) {
  const rows = await pageEnrollmentAnalyses(db, userId, decodeTimeCursor(query.cursor), query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return {
    items: items.map((row): TEnrollmentAnalysisSummary => {
      const { result, ...rest } = toAnalysis(row);
      return { ...rest, institutionCount: rest.institutionIds.length, atLeastOneAdmission: result.atLeastOneAdmission };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.timeKey, last.analysis.id]) : null,
  };
}

/** The saved analysis recomputed with other scores; nothing is saved. */
export async function whatIf(db: Db, userId: string, id: string, scores: TAdmissionScores): Promise<TEnrollmentResult> {
  const saved = await getEnrollmentAnalysis(db, userId, id);
  const rows = await findInstitutionsByIds(db, saved.institutionIds);
  const order = new Map(saved.institutionIds.map((value, index) => [value, index]));
  rows.sort((a, b) => (order.get(a.institution.id) ?? 0) - (order.get(b.institution.id) ?? 0));
  return compute(db, userId, rows, scores);
}

/** The signed-in student's compatibility and chance for every major of one institution (detail page). */
export async function institutionFit(db: Db, userId: string, id: string): Promise<TInstitutionFit> {
  const row = isUuid(id) ? await findInstitution(db, id) : null;
  if (!row) throw institutionNotFound();
  const result = await compute(db, userId, [row]);
  return { institutionId: id, majors: result.institutions[0]?.majors ?? [], scores: result.scores };
}
