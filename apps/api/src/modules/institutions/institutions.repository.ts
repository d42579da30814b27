import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TInstitutionFinancing, TInstitutionType, TLocalized, TUiLanguage } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { institutions, majors, type InstitutionRow, type MajorRow } from '../../db/schema/institutions.ts';
import { cities, countries } from '../../db/schema/locations.ts';
import { afterRowOf, containsPattern } from '../../lib/keyset.ts';

/** Queries of institutions and their majors. Other modules (roadmaps) read through here too. */

export type NewInstitution = typeof institutions.$inferInsert;
export type NewMajor = typeof majors.$inferInsert;

/** An institution with the names of its country and city, as lists and the detail show it. */
export interface InstitutionWithPlace {
  institution: InstitutionRow;
  countryName: TLocalized;
  cityName: TLocalized | null;
}

/**
 * What a list shows of an institution (ZInstitutionSummary) and its sort key: not the long texts in
 * three languages (description, requirements, documents, preparation steps) that only the detail
 * shows. A catalogue page read them all: 14 KB of JSON sent, and the driver's decoding of the rest
 * was 30 % of the API's CPU on the page.
 */
const summaryColumns = {
  id: institutions.id,
  name: institutions.name,
  nameSort: institutions.nameSort,
  type: institutions.type,
  financing: institutions.financing,
  hasDormitory: institutions.hasDormitory,
  countryId: institutions.countryId,
  cityId: institutions.cityId,
  website: institutions.website,
  logoMediaId: institutions.logoMediaId,
  majorCount: institutions.majorCount,
  priceFromKzt: institutions.priceFromKzt,
  priceToKzt: institutions.priceToKzt,
  fields: institutions.fields,
  sampleData: institutions.sampleData,
  admissionBasis: institutions.admissionBasis,
  nationalUniversity: institutions.nationalUniversity,
  ownTest: institutions.ownTest,
};

/** An institution as a list shows it, with the names of its country and city. */
export interface InstitutionSummaryWithPlace {
  institution: Pick<InstitutionRow, keyof typeof summaryColumns>;
  countryName: TLocalized;
  cityName: TLocalized | null;
}

const cityOf = alias(cities, 'institution_city');

/** Institutions (all their columns, or the given ones) with their country's and city's names. */
const withPlace = <T extends typeof institutions | typeof summaryColumns>(db: Db, columns: T) =>
  db
    .select({ institution: columns, countryName: countries.name, cityName: cityOf.name })
    .from(institutions)
    .innerJoin(countries, eq(countries.id, institutions.countryId))
    .leftJoin(cityOf, eq(cityOf.id, institutions.cityId));

export interface MajorWithInstitution extends InstitutionWithPlace {
  major: MajorRow;
}

/** A major with its institution (and the institution's country and city names); null when unknown. One statement. */
export async function findMajorWithInstitution(db: Db, majorId: string): Promise<MajorWithInstitution | null> {
  const [row] = await db
    .select({ major: majors, institution: institutions, countryName: countries.name, cityName: cityOf.name })
    .from(majors)
    .innerJoin(institutions, eq(institutions.id, majors.institutionId))
    .innerJoin(countries, eq(countries.id, institutions.countryId))
    .leftJoin(cityOf, eq(cityOf.id, institutions.cityId))
    .where(eq(majors.id, majorId))
    .limit(1);
  return row ?? null;
}

export async function findInstitution(db: Db, id: string): Promise<InstitutionWithPlace | null> {
  const [row] = await withPlace(db, institutions).where(eq(institutions.id, id)).limit(1);
  return row ?? null;
}

/** The majors of the given institutions, in each institution's order. One statement. */
export async function majorsOf(db: Db, institutionIds: readonly string[]): Promise<MajorRow[]> {
  if (institutionIds.length === 0) return [];
  return db
    .select()
    .from(majors)
    .where(inArray(majors.institutionId, [...institutionIds]))
    .orderBy(asc(majors.institutionId), asc(majors.position), asc(majors.nameKey));
}

export interface InstitutionFilters {
  q?: string;
  countryId?: string;
  cityId?: string;
  type?: TInstitutionType;
  types?: TInstitutionType[];
  financing?: TInstitutionFinancing;
  dormitory?: boolean;
  field?: string;
  priceMin?: number;
  priceMax?: number;
}

/** The sort key of an institution's name for a reader of each language (db/schema/name-sort.ts). */
const institutionNameOrder = {
  ru: institutions.nameSort,
  kk: institutions.nameSortKk,
  en: institutions.nameSortEn,
} as const;

/**
 * Institutions in (name sort key of `lang`, id) order after the institution `after` (the last one of
 * the previous page), matching every filter given. One statement. When that institution has been
 * deleted since, the page is empty: its sort key is gone with it.
 */
export async function pageInstitutions(
  db: Db,
  filters: InstitutionFilters,
  after: string | null,
  limit: number,
  lang: TUiLanguage = 'ru',
): Promise<InstitutionSummaryWithPlace[]> {
  const order = institutionNameOrder[lang];
  const conditions: (SQL | undefined)[] = [];
  if (after) conditions.push(afterRowOf(institutions, order, institutions.id, after));
  if (filters.q) conditions.push(sql`${institutions.searchText} ILIKE ${containsPattern(filters.q.toLowerCase())}`);
  if (filters.countryId) conditions.push(eq(institutions.countryId, filters.countryId));
  if (filters.cityId) conditions.push(eq(institutions.cityId, filters.cityId));
  if (filters.type) conditions.push(eq(institutions.type, filters.type));
  if (filters.types) conditions.push(inArray(institutions.type, filters.types));
  if (filters.financing) conditions.push(eq(institutions.financing, filters.financing));
  if (filters.dormitory !== undefined) conditions.push(eq(institutions.hasDormitory, filters.dormitory));
  if (filters.field) conditions.push(sql`${institutions.fields} @> ARRAY[${filters.field}]::text[]`);
  // A price range keeps institutions with at least one major priced inside it.
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    const min = filters.priceMin ?? 0;
    const max = filters.priceMax ?? 2_147_483_647;
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${majors} WHERE ${majors.institutionId} = ${institutions.id} AND ${majors.pricePerYearKzt} BETWEEN ${min} AND ${max})`,
    );
  }
  return withPlace(db, summaryColumns)
    .where(and(...conditions))
    .orderBy(asc(order), asc(institutions.id))
    .limit(limit);
}

export async function insertInstitution(db: Db, values: NewInstitution): Promise<InstitutionRow> {
  const [row] = await db.insert(institutions).values(values).returning();
  if (!row) throw new Error('institution insert returned no row');
  return row;
}

export async function updateInstitution(db: Db, id: string, values: Partial<NewInstitution>): Promise<boolean> {
  const rows = await db
    .update(institutions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(institutions.id, id))
    .returning({ id: institutions.id });
  return rows.length > 0;
}

export async function deleteInstitution(db: Db, id: string): Promise<InstitutionRow | null> {
  const [row] = await db.delete(institutions).where(eq(institutions.id, id)).returning();
  return row ?? null;
}

export async function findMajor(db: Db, institutionId: string, majorId: string): Promise<MajorRow | null> {
  const [row] = await db
    .select()
    .from(majors)
    .where(and(eq(majors.id, majorId), eq(majors.institutionId, institutionId)))
    .limit(1);
  return row ?? null;
}

export async function findMajorByNameKey(db: Db, institutionId: string, nameKey: string): Promise<MajorRow | null> {
  const [row] = await db
    .select()
    .from(majors)
    .where(and(eq(majors.institutionId, institutionId), eq(majors.nameKey, nameKey)))
    .limit(1);
  return row ?? null;
}

/** Inserts; null when the name is taken in that institution. */
export async function insertMajor(db: Db, values: NewMajor): Promise<MajorRow | null> {
  const [row] = await db.insert(majors).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateMajor(
  db: Db,
  institutionId: string,
  majorId: string,
  values: Partial<NewMajor>,
): Promise<MajorRow | null> {
  const [row] = await db
    .update(majors)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(majors.id, majorId), eq(majors.institutionId, institutionId)))
    .returning();
  return row ?? null;
}

export async function deleteMajor(db: Db, institutionId: string, majorId: string): Promise<boolean> {
  const rows = await db
    .delete(majors)
    .where(and(eq(majors.id, majorId), eq(majors.institutionId, institutionId)))
    .returning({ id: majors.id });
  return rows.length > 0;
}

export async function nextMajorPosition(db: Db, institutionId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${majors.position}) + 1, 0)::int` })
    .from(majors)
    .where(eq(majors.institutionId, institutionId));
  return row?.next ?? 0;
}

/** Recomputes the figures the catalogue filters on (count, price range, fields) from the majors. */
export async function refreshMajorFigures(db: Db, institutionId: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${institutions} SET
      major_count = s.n, price_from_kzt = s.lo, price_to_kzt = s.hi, fields = s.fields, updated_at = now()
    FROM (
      SELECT count(*)::int AS n, min(price_per_year_kzt) AS lo, max(price_per_year_kzt) AS hi,
             coalesce(array_agg(DISTINCT field ORDER BY field) FILTER (WHERE field IS NOT NULL), '{}') AS fields
      FROM ${majors} WHERE institution_id = ${institutionId}
    ) s
    WHERE ${institutions.id} = ${institutionId}`);
}

/** Recounts a country's institutions (countries.institution_count). */
export async function refreshCountryInstitutionCount(db: Db, countryId: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${countries} SET institution_count =
      (SELECT count(*)::int FROM ${institutions} WHERE ${institutions.countryId} = ${countryId})
    WHERE ${countries.id} = ${countryId}`);
}
