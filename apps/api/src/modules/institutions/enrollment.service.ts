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
  type TLocalized,
  type TMajorResult,
  type TRiasecCode,
  type TBestRoute,
  type TChanceDriver,
  type TRouteChance,
  type TSource,
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
import { AppError } from '../../lib/app-error.ts';
import { decodeTimeCursor, encodeCursor } from '../../lib/keyset.ts';
import { isUuid } from '../../lib/uuid.ts';
import { assertCountry } from '../locations/locations.service.ts';
import { loadAdmissionData, type TAdmissionData } from '../admission/admission-data.ts';
import type { TProfessionRecord } from '../../ai/analysis-provider.ts';
import { atLeastOne, compatibility } from './admission-model.ts';
import { admissionRoutes, routePoint, routeRank } from './admission-rules.ts';
import {
  analysedMajors,
  findAnalysedInstitutions,
  findEnrollmentAnalysis,
  findEnrollmentAnalysisText,
  findStudentRecord,
  insertEnrollmentAnalysis,
  pageEnrollmentAnalyses,
  professionsOfInstitutions,
  updateEnrollmentResult,
  type AnalysedInstitution,
  type AnalysedInstitutionRow,
  type AnalysedMajor,
  type AnalysisWithCountry,
  type StudentRecord,
} from './enrollment.repository.ts';
import { institutionNotFound } from './institutions.service.ts';

/** The enrollment analysis: compatibility and admission chances for up to 8 institutions. */

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

function studentOf(record: StudentRecord | null): Student {
  if (!record) throw new AppError('UNAUTHENTICATED', 401, 'Sign in first');
  return toStudent(record);
}

/** The best profession fit per field for this student (the personality part of compatibility). */
function fieldFits(student: Student, professions: readonly TProfessionRecord[]): Map<string, number> {
  const fits = new Map<string, number>();
  if (!student.profile) return fits;
  for (const profession of professions) {
    const fit = scoreProfession(student.profile, profession, student.interests, null).fit;
    fits.set(profession.field, Math.max(fits.get(profession.field) ?? 0, fit));
  }
  return fits;
}

/** Where the admission rules, GOPs and cut-offs come from: the database, or this process's cache. */
export type AdmissionSource = (db: Db, year: number) => Promise<TAdmissionData>;

/** The year whose rules and cut-offs apply: the current one (the clock is read here, not in the model). */
const admissionYear = () => new Date().getUTCFullYear();

/** Text in three languages with its keys in the contract's order (a jsonb column holds them in its own). */
const localized = (text: TLocalized): TLocalized => ({ ru: text.ru, kk: text.kk, en: text.en });

/** The legacy numbers of a route for screens that read `chance`, `band` and `grantChance`. */
function legacyRange(route: TRouteChance | undefined): { low: number; high: number } {
  return route?.status === 'ESTIMATED' ? { low: route.low, high: route.high } : { low: 0, high: 0 };
}

function majorResult(
  major: AnalysedMajor,
  institution: AnalysedInstitution,
  data: TAdmissionData,
  student: Student,
  scores: TAdmissionScores,
  fits: Map<string, number>,
): TMajorResult & { point: number } {
  const gop = major.gopCode ? (data.gops.get(major.gopCode) ?? null) : null;
  const { routes, best, own } = admissionRoutes({
    rules: data.rules,
    institution,
    major,
    gop,
    pooled: data.pooled,
    scores,
    testedYears: major.gopCode ? (data.tested.get(major.gopCode) ?? 0) : 0,
  });
  const admission = routes.find((r) => r.route !== 'GRANT');
  const grant = routes.find((r) => r.route === 'GRANT');
  const point = routePoint(best) ?? 0;
  const fit = compatibility({
    fieldFit: student.profile ? (fits.get(major.field) ?? 0) : null,
    personalityType: student.profile?.type ?? null,
    matchedInterests: interestsForField(student.interests, major.field),
    readiness: student.hasAcademic || Object.values(scores).some((v) => v !== null && v !== undefined) ? point : null,
    field: major.field,
  });
  const drivers: TChanceDriver[] = own?.drivers ?? untDrivers(routes, scores);
  return {
    majorId: major.id,
    name: localized(major.name),
    field: major.field,
    pricePerYearKzt: major.pricePerYearKzt,
    grantPlaces: major.grantPlaces,
    compatibility: fit.score,
    reasons: fit.reasons,
    chance: legacyRange(admission),
    band: admission?.status === 'ESTIMATED' ? admission.band : 'REACH',
    grantChance: grant?.status === 'ESTIMATED' ? grant.point : grant?.status === 'BLOCKED' ? 0 : null,
    drivers,
    missing: own?.missing ?? (scores.unt === null && institution.admissionBasis === 'UNT' ? ['unt'] : []),
    gopCode: major.gopCode,
    routes,
    best,
    point,
  };
}

/** The UNT against each route's bar: the threshold that blocks it, or the grant forecast. */
function untDrivers(routes: TRouteChance[], scores: TAdmissionScores): TChanceDriver[] {
  const drivers: TChanceDriver[] = [];
  for (const route of routes) {
    const bar =
      route.status === 'BLOCKED' && route.rule.kind !== 'SUBJECT_MINIMUM'
        ? route.rule.bar
        : route.status === 'ESTIMATED'
          ? route.evidence.forecast
          : null;
    if (bar === null) continue;
    const score = scores.unt;
    drivers.push({ exam: 'unt', score, bar, margin: score === null ? null : Math.round((score - bar) * 100) / 100 });
  }
  return drivers;
}

/** The summary row's route: the best estimate over the majors, else not estimated, else not eligible. */
function bestOf(results: { best: TRouteChance }[]): { bestRoute: TBestRoute; bestChance: TRouteChance | null } {
  if (results.length === 0) return { bestRoute: 'NOT_ESTIMATED', bestChance: null };
  const best = results.map((r) => r.best).reduce((a, b) => (routeRank(b) > routeRank(a) ? b : a));
  if (best.status === 'ESTIMATED') return { bestRoute: best.route, bestChance: best };
  if (best.status === 'NOT_ESTIMATED') return { bestRoute: 'NOT_ESTIMATED', bestChance: best };
  return { bestRoute: 'NOT_ELIGIBLE', bestChance: best };
}

function evidenceOf(route: TRouteChance): { sample: boolean; sources: TSource[] } {
  if (route.status === 'ESTIMATED') return route.evidence;
  if (route.status === 'BLOCKED')
    return { sample: route.rule.sample, sources: route.rule.source ? [route.rule.source] : [] };
  return { sample: false, sources: [] };
}

/** Scores every major of every institution; pure given its inputs. */
export function evaluate(
  rows: readonly { institution: AnalysedInstitution; cityName: AnalysedInstitutionRow['cityName'] }[],
  majors: readonly AnalysedMajor[],
  data: TAdmissionData,
  student: Student,
  scores: TAdmissionScores,
  fits: Map<string, number>,
): TEnrollmentResult {
  const best: number[] = [];
  /** Grants are won per GOP, whichever university runs it: the best grant chance of each GOP counts once. */
  const grantByGop = new Map<string, number>();
  const sources = new Map<string, TSource>();
  let sample = false;
  const institutions: TInstitutionResult[] = rows.map(({ institution, cityName }) => {
    const results = majors
      .filter((m) => m.institutionId === institution.id)
      .map((m) => majorResult(m, institution, data, student, scores, fits))
      .sort((a, b) => (b.compatibility ?? -1) - (a.compatibility ?? -1) || b.point - a.point);
    if (results.length > 0) best.push(Math.max(...results.map((r) => r.point)));
    let institutionSample = institution.sampleData;
    for (const result of results) {
      for (const route of result.routes) {
        const proof = evidenceOf(route);
        institutionSample ||= proof.sample;
        for (const source of proof.sources) sources.set(`${source.url}|${source.year}`, source);
        if (route.route === 'GRANT' && route.status === 'ESTIMATED' && result.gopCode) {
          grantByGop.set(result.gopCode, Math.max(grantByGop.get(result.gopCode) ?? 0, route.point / 100));
        }
      }
    }
    sample ||= institutionSample;
    return {
      institutionId: institution.id,
      name: localized(institution.name),
      cityName: cityName && localized(cityName),
      type: institution.type,
      financing: institution.financing,
      majors: results.map(({ point: _p, ...rest }) => rest),
      bestMajorId: results[0]?.majorId ?? null,
      preparationSteps: institution.preparationSteps.map((s) => ({ title: localized(s.title), months: s.months })),
      preparationMonths: institution.preparationSteps.reduce((sum, s) => sum + s.months, 0),
      admissionBasis: institution.admissionBasis,
      ...bestOf(results),
      sampleData: institutionSample,
    };
  });
  const result = {
    scores,
    institutions,
    atLeastOneAdmission: Math.round(atLeastOne(best) * 100),
    atLeastOneGrant: Math.round(atLeastOne([...grantByGop.values()]) * 100),
    inputs: {
      personality: student.profile !== null,
      interests: student.interests.length > 0,
      academic: student.hasAcademic,
    },
    modelVersion: 2 as const,
    rulesYear: data.rules?.year ?? null,
    sampleData: sample,
    sources: [...sources.values()],
  };
  return withExplanation(result, explainEnrollment(result));
}

/**
 * The result with its explanation, keys in the contract's order (ZEnrollmentResult): the answer to
 * a new analysis is JSON.stringify of it, which then writes what Zod's serializer would.
 */
function withExplanation(result: Omit<TEnrollmentResult, 'explanation'>, explanation: TLocalized): TEnrollmentResult {
  return {
    scores: result.scores,
    institutions: result.institutions,
    atLeastOneAdmission: result.atLeastOneAdmission,
    atLeastOneGrant: result.atLeastOneGrant,
    inputs: result.inputs,
    explanation: localized(explanation),
    modelVersion: result.modelVersion,
    rulesYear: result.rulesYear,
    sampleData: result.sampleData,
    sources: result.sources,
  };
}

const badInstitutions = (code: string, message: string) =>
  new AppError('VALIDATION_ERROR', 400, message, { details: [{ field: 'institutionIds', code, message: code }] });

/** The rows in the order of `ids` (a missing id is left out). */
function inOrder(rows: AnalysedInstitutionRow[], ids: readonly string[]): AnalysedInstitutionRow[] {
  const byId = new Map(rows.map((r) => [r.institution.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is AnalysedInstitutionRow => r !== undefined);
}

/** The chosen institutions (all must exist and be in the chosen country), in the order given. */
function chosenInstitutions(
  rows: AnalysedInstitutionRow[],
  countryId: string,
  ids: string[],
): AnalysedInstitutionRow[] {
  if (rows.length !== ids.length) throw badInstitutions('institution_unknown', 'An institution does not exist');
  if (rows.some((r) => r.institution.countryId !== countryId)) {
    throw badInstitutions('institution_other_country', 'An institution is not in the chosen country');
  }
  return inOrder(rows, ids);
}

/**
 * Everything an analysis of `ids` reads, the statements sent together: the institutions (with
 * the name of `countryId`), the student, the majors, the professions of their fields; the
 * admission data comes from `admission` (this process's cache in the app).
 */
async function load(
  db: Db,
  userId: string,
  ids: readonly string[],
  countryId: string | null,
  admission: AdmissionSource,
) {
  const [rows, record, majors, professions, data] = await Promise.all([
    findAnalysedInstitutions(db, ids, countryId),
    findStudentRecord(db, userId),
    analysedMajors(db, ids),
    professionsOfInstitutions(db, ids),
    admission(db, admissionYear()),
  ]);
  return { rows, record, majors, professions, data };
}

type Loaded = Awaited<ReturnType<typeof load>>;

function computeFrom(loaded: Loaded, rows: AnalysedInstitutionRow[], scores?: TAdmissionScores): TEnrollmentResult {
  const student = studentOf(loaded.record);
  const fits = fieldFits(student, loaded.professions);
  return evaluate(rows, loaded.majors, loaded.data, student, scores ?? student.scores, fits);
}

/** The analysis of saved institution ids (a reopened or what-if analysis): those that still exist, in their order. */
async function compute(
  db: Db,
  userId: string,
  ids: readonly string[],
  scores: TAdmissionScores | undefined,
  admission: AdmissionSource,
): Promise<TEnrollmentResult> {
  const loaded = await load(db, userId, ids, null, admission);
  return computeFrom(loaded, inOrder(loaded.rows, ids), scores);
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
/** A new analysis computed and saved, with its result's JSON (written once, for the row and the answer). */
async function analyse(
  db: Db,
  userId: string,
  body: TEnrollmentAnalysisBody,
  explainer: EnrollmentExplainer,
  admission: AdmissionSource,
) {
  const loaded = await load(db, userId, body.institutionIds, body.countryId, admission);
  // The country's name rides on the institutions' rows; without a row, or without the name, the
  // country is looked up alone for its error.
  const countryName = localized(loaded.rows[0]?.countryName ?? (await assertCountry(db, body.countryId)).name);
  const rows = chosenInstitutions(loaded.rows, body.countryId, body.institutionIds);
  const computed = computeFrom(loaded, rows);
  const result = withExplanation(computed, await explainer.explain(computed));
  const resultJson = JSON.stringify(result);
  const saved = await insertEnrollmentAnalysis(db, {
    userId,
    countryId: body.countryId,
    institutionIds: body.institutionIds,
    scores: result.scores,
    resultJson,
    atLeastOneAdmission: result.atLeastOneAdmission,
  });
  return { saved, countryName, result, resultJson };
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
  admission: AdmissionSource = loadAdmissionData,
): Promise<TEnrollmentAnalysis> {
  const { saved, countryName, result } = await analyse(db, userId, body, explainer, admission);
  return {
    id: saved.id,
    countryId: body.countryId,
    countryName,
    institutionIds: body.institutionIds,
    result,
    createdAt: saved.createdAt.toISOString(),
  };
}

/**
 * createEnrollmentAnalysis's answer as JSON (ZEnrollmentAnalysis): the result's JSON is the text the
 * row was written from, not read back (some 250 KB for 8 institutions) nor written twice.
 */
export async function createEnrollmentAnalysisJson(
  db: Db,
  userId: string,
  body: TEnrollmentAnalysisBody,
  explainer: EnrollmentExplainer = createBuiltinExplainer(),
  admission: AdmissionSource = loadAdmissionData,
): Promise<string> {
  const { saved, countryName, resultJson } = await analyse(db, userId, body, explainer, admission);
  return analysisJson(
    { id: saved.id, countryId: body.countryId, countryName, institutionIds: body.institutionIds },
    resultJson,
    saved.createdAt,
  );
}

const analysisNotFound = () => new AppError('NOT_FOUND', 404, 'No such analysis');

/** The envelope of an analysis around its result's JSON text, keys in ZEnrollmentAnalysis's order. */
function analysisJson(
  head: { id: string; countryId: string; countryName: TLocalized; institutionIds: string[] },
  resultJson: string,
  createdAt: Date,
): string {
  const fields = JSON.stringify({
    id: head.id,
    countryId: head.countryId,
    countryName: localized(head.countryName),
    institutionIds: head.institutionIds,
  });
  return `${fields.slice(0, -1)},"result":${resultJson},"createdAt":${JSON.stringify(createdAt.toISOString())}}`;
}

/**
 * How a result written by `analyse` begins: JSON.stringify of the result in the contract's order.
 * A result stored otherwise (a jsonb column's text, with a space after each colon; one recomputed
 * from saved scores in another key order) does not begin so and is parsed and written again.
 */
const WRITTEN_RESULT_START = '{"scores":{"unt":';

/**
 * getEnrollmentAnalysis's answer as JSON (ZEnrollmentAnalysis): a result saved by `analyse` is sent
 * as the text stored, without parsing some 250 KB to write them again; any other is parsed, brought
 * up to date and written by `serialize`.
 */
export async function getEnrollmentAnalysisJson(
  db: Db,
  userId: string,
  id: string,
  admission: AdmissionSource,
  serialize: (analysis: TEnrollmentAnalysis) => string,
): Promise<string> {
  const row = isUuid(id) ? await findEnrollmentAnalysisText(db, userId, id) : null;
  if (!row) throw analysisNotFound();
  if (row.resultText.startsWith(WRITTEN_RESULT_START)) return analysisJson(row, row.resultText, row.createdAt);
  const { resultText, ...analysis } = row;
  const result = JSON.parse(resultText) as TEnrollmentResult;
  const saved = { ...analysis, userId, result };
  const current = await upToDate(db, userId, { analysis: saved, countryName: row.countryName, timeKey: '' }, admission);
  return serialize(toAnalysis(current));
}

export async function getEnrollmentAnalysis(
  db: Db,
  userId: string,
  id: string,
  admission: AdmissionSource = loadAdmissionData,
): Promise<TEnrollmentAnalysis> {
  const row = isUuid(id) ? await findEnrollmentAnalysis(db, userId, id) : null;
  if (!row) throw analysisNotFound();
  return toAnalysis(await upToDate(db, userId, row, admission));
}

/**
 * A result saved by an older model (invented cut-offs, the threshold as a soft bar) is recomputed
 * from its saved scores under the rules and saved again, so no screen shows the old numbers.
 */
async function upToDate(
  db: Db,
  userId: string,
  row: AnalysisWithCountry,
  admission: AdmissionSource,
): Promise<AnalysisWithCountry> {
  const saved = row.analysis.result as Partial<TEnrollmentResult>;
  if (saved.modelVersion === 2) return row;
  const result = await compute(db, userId, row.analysis.institutionIds, row.analysis.scores, admission);
  await updateEnrollmentResult(db, row.analysis.id, result);
  return { ...row, analysis: { ...row.analysis, result } };
}

export async function listEnrollmentAnalyses(db: Db, userId: string, query: { cursor?: string; limit: number }) {
  const rows = await pageEnrollmentAnalyses(db, userId, decodeTimeCursor(query.cursor), query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return {
    items: items.map((row): TEnrollmentAnalysisSummary => ({
      id: row.id,
      countryId: row.countryId,
      countryName: row.countryName,
      institutionIds: row.institutionIds,
      createdAt: row.createdAt.toISOString(),
      institutionCount: row.institutionIds.length,
      atLeastOneAdmission: row.atLeastOneAdmission,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.timeKey, last.id]) : null,
  };
}

/** The saved analysis recomputed with other scores; nothing is saved. */
export async function whatIf(
  db: Db,
  userId: string,
  id: string,
  scores: TAdmissionScores,
  admission: AdmissionSource = loadAdmissionData,
): Promise<TEnrollmentResult> {
  const saved = await getEnrollmentAnalysis(db, userId, id, admission);
  return compute(db, userId, saved.institutionIds, scores, admission);
}

/** The signed-in student's compatibility and chance for every major of one institution (detail page). */
export async function institutionFit(
  db: Db,
  userId: string,
  id: string,
  admission: AdmissionSource = loadAdmissionData,
): Promise<TInstitutionFit> {
  if (!isUuid(id)) throw institutionNotFound();
  const loaded = await load(db, userId, [id], null, admission);
  if (loaded.rows.length === 0) throw institutionNotFound();
  const result = computeFrom(loaded, loaded.rows);
  return { institutionId: id, majors: result.institutions[0]?.majors ?? [], scores: result.scores };
}
