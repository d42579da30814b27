import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TLocalized } from '@bagdar/contracts';
import type { TProfessionRecord } from '../../ai/analysis-provider.ts';
import type { Db } from '../../db/client.ts';
import { personalityAnalyses } from '../../db/schema/analysis.ts';
import { professionRecordColumns, professions } from '../../db/schema/catalog.ts';
import { alias } from 'drizzle-orm/pg-core';
import {
  enrollmentAnalyses,
  institutions,
  majors,
  type EnrollmentAnalysisRow,
  type InstitutionRow,
  type MajorRow,
} from '../../db/schema/institutions.ts';
import { cities, countries } from '../../db/schema/locations.ts';
import { academicProfiles } from '../../db/schema/profile.ts';
import { users } from '../../db/schema/users.ts';
import { timeKey } from '../../lib/keyset.ts';

/** What the enrollment analysis reads about the student, and the saved analyses. */

export interface StudentRecord {
  interests: string[];
  academic: { unt: number | null; ielts: number | null; sat: number | null; gpa4: number | null } | null;
  /** The latest completed personality analysis's result (type, axes, riasec, hollandCode). */
  personality: unknown;
}

/** The student's interests, academic profile and latest personality result: one statement. */
export async function findStudentRecord(db: Db, userId: string): Promise<StudentRecord | null> {
  const latest = db
    .select({ result: personalityAnalyses.result })
    .from(personalityAnalyses)
    .where(and(eq(personalityAnalyses.userId, userId), eq(personalityAnalyses.status, 'COMPLETED')))
    .orderBy(desc(personalityAnalyses.createdAt))
    .limit(1);
  const [row] = await db
    .select({
      interests: users.interests,
      unt: academicProfiles.unt,
      ielts: academicProfiles.ielts,
      sat: academicProfiles.sat,
      gpa4: academicProfiles.gpa4,
      hasAcademic: sql<boolean>`${academicProfiles.userId} IS NOT NULL`,
      personality: sql<unknown>`(${latest})`,
    })
    .from(users)
    .leftJoin(academicProfiles, eq(academicProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    interests: row.interests,
    academic: row.hasAcademic ? { unt: row.unt, ielts: row.ielts, sat: row.sat, gpa4: row.gpa4 } : null,
    personality: typeof row.personality === 'string' ? JSON.parse(row.personality) : row.personality,
  };
}

/**
 * What the analysis reads of an institution: not the long texts in three languages (description,
 * requirements, documents) that only the detail page shows.
 */
const analysedColumns = {
  id: institutions.id,
  name: institutions.name,
  type: institutions.type,
  financing: institutions.financing,
  countryId: institutions.countryId,
  preparationSteps: institutions.preparationSteps,
  admissionBasis: institutions.admissionBasis,
  nationalUniversity: institutions.nationalUniversity,
  ownTest: institutions.ownTest,
  acceptanceRate: institutions.acceptanceRate,
  sampleData: institutions.sampleData,
};
export type AnalysedInstitution = Pick<InstitutionRow, keyof typeof analysedColumns>;

export interface AnalysedInstitutionRow {
  institution: AnalysedInstitution;
  cityName: TLocalized | null;
  /** The name of the country asked for (null when it does not exist), on every row. */
  countryName: TLocalized | null;
}

const analysedCity = alias(cities, 'analysed_city');
const askedCountry = alias(countries, 'asked_country');

/**
 * The given institutions (any country) with their city's name and the name of the country
 * `countryId` (the one the analysis is for): one statement, no row for an unknown id.
 */
export async function findAnalysedInstitutions(
  db: Db,
  ids: readonly string[],
  countryId: string | null,
): Promise<AnalysedInstitutionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ institution: analysedColumns, cityName: analysedCity.name, countryName: askedCountry.name })
    .from(institutions)
    .leftJoin(analysedCity, eq(analysedCity.id, institutions.cityId))
    .leftJoin(askedCountry, countryId === null ? sql`false` : eq(askedCountry.id, countryId))
    .where(inArray(institutions.id, [...ids]));
}

/** What the analysis reads of a major (not its cut-off history, languages or times). */
const analysedMajorColumns = {
  id: majors.id,
  institutionId: majors.institutionId,
  name: majors.name,
  field: majors.field,
  pricePerYearKzt: majors.pricePerYearKzt,
  grantPlaces: majors.grantPlaces,
  untMin: majors.untMin,
  gopCode: majors.gopCode,
  ieltsMin: majors.ieltsMin,
  satMin: majors.satMin,
  gpaMin: majors.gpaMin,
};
export type AnalysedMajor = Pick<MajorRow, keyof typeof analysedMajorColumns>;

/** The majors of the given institutions, in each institution's order. One statement. */
export async function analysedMajors(db: Db, institutionIds: readonly string[]): Promise<AnalysedMajor[]> {
  if (institutionIds.length === 0) return [];
  return db
    .select(analysedMajorColumns)
    .from(majors)
    .where(inArray(majors.institutionId, [...institutionIds]))
    .orderBy(asc(majors.institutionId), asc(majors.position), asc(majors.nameKey));
}

/** The professions of the fields of the given institutions' majors: one statement, read beside the majors. */
export async function professionsOfInstitutions(
  db: Db,
  institutionIds: readonly string[],
): Promise<TProfessionRecord[]> {
  if (institutionIds.length === 0) return [];
  const fields = db
    .selectDistinct({ field: majors.field })
    .from(majors)
    .where(inArray(majors.institutionId, [...institutionIds]));
  return db.select(professionRecordColumns).from(professions).where(inArray(professions.field, fields));
}

/**
 * Saves an analysis whose result is given as JSON text (the caller answers with the same text);
 * returns its id and time only.
 */
export async function insertEnrollmentAnalysis(
  db: Db,
  values: Omit<typeof enrollmentAnalyses.$inferInsert, 'result'> & { resultJson: string },
): Promise<{ id: string; createdAt: Date }> {
  const { resultJson, ...rest } = values;
  const [row] = await db
    .insert(enrollmentAnalyses)
    .values({ ...rest, result: sql`${resultJson}` })
    .returning({ id: enrollmentAnalyses.id, createdAt: enrollmentAnalyses.createdAt });
  if (!row) throw new Error('analysis insert returned no row');
  return row;
}

/** Replaces a saved analysis's result (recomputed by a newer model from its saved scores). */
export async function updateEnrollmentResult(
  db: Db,
  id: string,
  result: EnrollmentAnalysisRow['result'],
): Promise<void> {
  await db
    .update(enrollmentAnalyses)
    .set({ result, atLeastOneAdmission: result.atLeastOneAdmission })
    .where(eq(enrollmentAnalyses.id, id));
}

const analysisSelect = (db: Db) =>
  db
    .select({
      analysis: enrollmentAnalyses,
      countryName: countries.name,
      timeKey: timeKey(enrollmentAnalyses.createdAt),
    })
    .from(enrollmentAnalyses)
    .innerJoin(countries, eq(countries.id, enrollmentAnalyses.countryId));

export type AnalysisWithCountry = Awaited<ReturnType<ReturnType<typeof analysisSelect>['limit']>>[number];

/** The user's own analysis; null for an unknown id or another user's. */
export async function findEnrollmentAnalysis(db: Db, userId: string, id: string): Promise<AnalysisWithCountry | null> {
  const [row] = await analysisSelect(db)
    .where(and(eq(enrollmentAnalyses.id, id), eq(enrollmentAnalyses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The user's own analysis with its result as the stored JSON text (not parsed); null for an unknown id or another user's. */
export async function findEnrollmentAnalysisText(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({
      id: enrollmentAnalyses.id,
      countryId: enrollmentAnalyses.countryId,
      countryName: countries.name,
      institutionIds: enrollmentAnalyses.institutionIds,
      scores: enrollmentAnalyses.scores,
      atLeastOneAdmission: enrollmentAnalyses.atLeastOneAdmission,
      createdAt: enrollmentAnalyses.createdAt,
      resultText: sql<string>`${enrollmentAnalyses.result}::text`,
    })
    .from(enrollmentAnalyses)
    .innerJoin(countries, eq(countries.id, enrollmentAnalyses.countryId))
    .where(and(eq(enrollmentAnalyses.id, id), eq(enrollmentAnalyses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The user's analyses, newest first, after the (created_at, id) cursor: the list's columns, no result. */
export async function pageEnrollmentAnalyses(
  db: Db,
  userId: string,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  const conditions: (SQL | undefined)[] = [eq(enrollmentAnalyses.userId, userId)];
  if (after) {
    conditions.push(
      sql`(${enrollmentAnalyses.createdAt}, ${enrollmentAnalyses.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return db
    .select({
      id: enrollmentAnalyses.id,
      countryId: enrollmentAnalyses.countryId,
      countryName: countries.name,
      institutionIds: enrollmentAnalyses.institutionIds,
      atLeastOneAdmission: enrollmentAnalyses.atLeastOneAdmission,
      createdAt: enrollmentAnalyses.createdAt,
      timeKey: timeKey(enrollmentAnalyses.createdAt),
    })
    .from(enrollmentAnalyses)
    .innerJoin(countries, eq(countries.id, enrollmentAnalyses.countryId))
    .where(and(...conditions))
    .orderBy(desc(enrollmentAnalyses.createdAt), desc(enrollmentAnalyses.id))
    .limit(limit);
}
