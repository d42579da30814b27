import type { TUiLanguage } from '@bagdar/contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { institutions } from '../../db/schema/institutions.ts';
import { cities, countries, type CityRow, type CountryRow } from '../../db/schema/locations.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { afterRowOf, containsPattern } from '../../lib/keyset.ts';

/** Queries of countries and cities. */

export type NewCountry = typeof countries.$inferInsert;
export type NewCity = typeof cities.$inferInsert;

const nameMatches = (column: typeof countries.name | typeof cities.name, q: string): SQL => {
  const pattern = containsPattern(q);
  return sql`(${column}->>'ru' ILIKE ${pattern} OR ${column}->>'kk' ILIKE ${pattern} OR ${column}->>'en' ILIKE ${pattern})`;
};

// The country is named with its table: a select from `countries` alone renders `${countries.id}` as a
// bare "id", which inside this subquery would mean the city's own id (and count nothing).
const cityCount = sql<number>`(SELECT count(*)::int FROM ${cities} c WHERE c.country_id = "countries"."id")`;

export interface CountryWithCounts {
  country: CountryRow;
  cityCount: number;
}

/** The sort keys of the names for a reader of each language (db/schema/name-sort.ts). */
const countryNameOrder = { ru: countries.nameSort, kk: countries.nameSortKk, en: countries.nameSortEn } as const;
const cityNameOrder = { ru: cities.nameSort, kk: cities.nameSortKk, en: cities.nameSortEn } as const;

/**
 * Countries in (name sort key of `lang`, id) order after the country `after` (the last one shown);
 * one statement with the city counts.
 */
export async function pageCountries(
  db: Db,
  options: { q?: string; after: string | null; limit: number; lang: TUiLanguage },
): Promise<CountryWithCounts[]> {
  const order = countryNameOrder[options.lang];
  const conditions: (SQL | undefined)[] = [];
  if (options.after) conditions.push(afterRowOf(countries, order, countries.id, options.after));
  if (options.q)
    conditions.push(
      sql`(${nameMatches(countries.name, options.q)} OR ${countries.isoCode} = ${options.q.toUpperCase()})`,
    );
  return db
    .select({ country: countries, cityCount })
    .from(countries)
    .where(and(...conditions))
    .orderBy(asc(order), asc(countries.id))
    .limit(options.limit);
}

export async function findCountry(db: Db, id: string): Promise<CountryWithCounts | null> {
  const [row] = await db.select({ country: countries, cityCount }).from(countries).where(eq(countries.id, id)).limit(1);
  return row ?? null;
}

export async function findCountryByIso(db: Db, isoCode: string): Promise<CountryRow | null> {
  const [row] = await db.select().from(countries).where(eq(countries.isoCode, isoCode)).limit(1);
  return row ?? null;
}

/** Inserts; null when the ISO code is taken. */
export async function insertCountry(db: Db, values: NewCountry): Promise<CountryRow | null> {
  const [row] = await db.insert(countries).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCountry(db: Db, id: string, values: Partial<NewCountry>): Promise<CountryRow | null> {
  const [row] = await db
    .update(countries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(countries.id, id))
    .returning();
  return row ?? null;
}

export async function deleteCountry(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(countries).where(eq(countries.id, id)).returning({ id: countries.id });
  return rows.length > 0;
}

/** What still points at a country: its cities and institutions. */
export async function countryUsage(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`(SELECT count(*)::int FROM ${cities} WHERE ${cities.countryId} = ${id})
        + (SELECT count(*)::int FROM ${institutions} WHERE ${institutions.countryId} = ${id})`,
    })
    .from(countries)
    .where(eq(countries.id, id));
  return Number(row?.n ?? 0);
}

const cityInstitutionCount = sql<number>`(SELECT count(*)::int FROM ${institutions} WHERE ${institutions.cityId} = ${cities.id})`;

export interface CityWithCountry {
  city: CityRow;
  countryName: CountryRow['name'];
  institutionCount: number;
}

const citySelect = (db: Db) =>
  db
    .select({ city: cities, countryName: countries.name, institutionCount: cityInstitutionCount })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId));

/**
 * Cities in (name sort key of `lang`, id) order after the city `after` (the last one shown),
 * optionally of one country; one statement.
 */
export async function pageCities(
  db: Db,
  options: { q?: string; countryId?: string; after: string | null; limit: number; lang: TUiLanguage },
): Promise<CityWithCountry[]> {
  const order = cityNameOrder[options.lang];
  const conditions: (SQL | undefined)[] = [];
  if (options.after) conditions.push(afterRowOf(cities, order, cities.id, options.after));
  if (options.countryId) conditions.push(eq(cities.countryId, options.countryId));
  if (options.q) conditions.push(nameMatches(cities.name, options.q));
  return citySelect(db)
    .where(and(...conditions))
    .orderBy(asc(order), asc(cities.id))
    .limit(options.limit);
}

export async function findCity(db: Db, id: string): Promise<CityWithCountry | null> {
  const [row] = await citySelect(db).where(eq(cities.id, id)).limit(1);
  return row ?? null;
}

export async function insertCity(db: Db, values: NewCity): Promise<CityRow> {
  const [row] = await db.insert(cities).values(values).returning();
  if (!row) throw new Error('city insert returned no row');
  return row;
}

export async function updateCity(db: Db, id: string, values: Partial<NewCity>): Promise<boolean> {
  const rows = await db
    .update(cities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cities.id, id))
    .returning({ id: cities.id });
  return rows.length > 0;
}

export async function deleteCity(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(cities).where(eq(cities.id, id)).returning({ id: cities.id });
  return rows.length > 0;
}

/** What still points at a city: institutions and organisations. */
export async function cityUsage(db: Db, id: string): Promise<number> {
  const [inst] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(institutions)
    .where(eq(institutions.cityId, id));
  const [orgs] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(organizations)
    .where(eq(organizations.cityId, id));
  return Number(inst?.n ?? 0) + Number(orgs?.n ?? 0);
}

/**
 * The city a typed name means: one whose name in any language equals it, case and surrounding
 * spaces aside; null when none or several match.
 */
export async function cityIdNamed(db: Db, typed: string): Promise<string | null> {
  const name = typed.trim().toLowerCase();
  if (!name) return null;
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(
      sql`${name} IN (lower(btrim(${cities.name}->>'ru')), lower(btrim(${cities.name}->>'kk')), lower(btrim(${cities.name}->>'en')))`,
    )
    .limit(2);
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}
