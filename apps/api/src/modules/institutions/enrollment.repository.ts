import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TProfessionRecord } from '../../ai/analysis-provider.ts';
import type { Db } from '../../db/client.ts';
import { personalityAnalyses } from '../../db/schema/analysis.ts';
import { professions } from '../../db/schema/catalog.ts';
import { enrollmentAnalyses, type EnrollmentAnalysisRow } from '../../db/schema/institutions.ts';
import { countries } from '../../db/schema/locations.ts';
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

/** Professions of the given fields (the compatibility's personality part). */
export async function professionsOfFields(db: Db, fields: readonly string[]): Promise<TProfessionRecord[]> {
  if (fields.length === 0) return [];
  return db
    .select({
      id: professions.id,
      slug: professions.slug,
      name: professions.name,
      riasec: professions.riasec,
      typeAffinities: professions.typeAffinities,
      majors: professions.majors,
      skills: professions.skills,
      field: professions.field,
    })
    .from(professions)
    .where(inArray(professions.field, [...fields]));
}

/** Saves an analysis; returns its id and time only (the caller holds the result it wrote). */
export async function insertEnrollmentAnalysis(
  db: Db,
  values: typeof enrollmentAnalyses.$inferInsert,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(enrollmentAnalyses)
    .values(values)
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
