import type { TLocalized } from '@bagdar/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { nameSortExpression } from './name-sort.ts';

/**
 * Countries and cities: institutions and organisations point at them. Names are stored
 * per language; `nameSort` is the Russian name lower-cased, the lists' keyset order for a Russian
 * reader; `nameSortKk` / `nameSortEn` are the Kazakh and English readers' (generated, db/schema/name-sort.ts).
 */
export const countries = pgTable(
  'countries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ISO 3166-1 alpha-2, upper case; unique. */
    isoCode: text('iso_code').notNull().unique('countries_iso_code_uq'),
    name: jsonb('name').$type<TLocalized>().notNull(),
    nameSort: text('name_sort').notNull(),
    nameSortKk: text('name_sort_kk').generatedAlwaysAs(nameSortExpression('kk')),
    nameSortEn: text('name_sort_en').generatedAlwaysAs(nameSortExpression('en')),
    /** Maintained by the institutions service, not counted per request. */
    institutionCount: integer('institution_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('countries_name_sort_idx').on(t.nameSort, t.id),
    index('countries_name_sort_kk_idx').on(t.nameSortKk, t.id),
    index('countries_name_sort_en_idx').on(t.nameSortEn, t.id),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    name: jsonb('name').$type<TLocalized>().notNull(),
    /** Region (oblast) per language; null for cities of republican significance. */
    region: jsonb('region').$type<TLocalized>(),
    nameSort: text('name_sort').notNull(),
    nameSortKk: text('name_sort_kk').generatedAlwaysAs(nameSortExpression('kk')),
    nameSortEn: text('name_sort_en').generatedAlwaysAs(nameSortExpression('en')),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cities_country_name_idx').on(t.countryId, t.nameSort, t.id),
    /** One city of a name per country: `nameSort` is the Russian name trimmed and lower-cased. */
    uniqueIndex('cities_country_name_uq').on(t.countryId, t.nameSort),
    index('cities_name_sort_idx').on(t.nameSort, t.id),
    index('cities_country_name_kk_idx').on(t.countryId, t.nameSortKk, t.id),
    index('cities_country_name_en_idx').on(t.countryId, t.nameSortEn, t.id),
    index('cities_name_sort_kk_idx').on(t.nameSortKk, t.id),
    index('cities_name_sort_en_idx').on(t.nameSortEn, t.id),
  ],
);

export type CountryRow = typeof countries.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
