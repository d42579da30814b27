import type { TCity, TCityBody, TCountry, TCountryBody, TLocationQuery, TUiLanguage } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/keyset.ts';
import { isUuid } from '../../lib/uuid.ts';
import { uniqueViolation } from '../auth/auth-context.ts';
import {
  cityIdNamed,
  cityUsage,
  countryUsage,
  deleteCity,
  deleteCountry,
  findCity,
  findCountry,
  findCountryByIso,
  insertCity,
  insertCountry,
  pageCities,
  pageCountries,
  updateCity,
  updateCountry,
  type CityWithCountry,
  type CountryWithCounts,
} from './locations.repository.ts';

/** Countries and cities: admin CRUD and the lists the catalogue's filters use. */

const sortKey = (name: { ru: string }): string => name.ru.trim().toLocaleLowerCase('ru');

function toCountry({ country, cityCount }: CountryWithCounts): TCountry {
  return {
    id: country.id,
    isoCode: country.isoCode,
    name: country.name,
    institutionCount: country.institutionCount,
    cityCount: Number(cityCount),
  };
}

function toCity({ city, countryName, institutionCount }: CityWithCountry): TCity {
  return {
    id: city.id,
    countryId: city.countryId,
    countryName,
    name: city.name,
    region: city.region,
    institutionCount: Number(institutionCount),
  };
}

const countryNotFound = () => new AppError('NOT_FOUND', 404, 'No such country');
const cityNotFound = () => new AppError('NOT_FOUND', 404, 'No such city');
const isoTaken = () =>
  new AppError('CONFLICT', 409, 'The ISO code is taken', {
    details: [{ field: 'isoCode', code: 'iso_code_taken', message: 'iso_code_taken' }],
  });
const cityTaken = () =>
  new AppError('CONFLICT', 409, 'The country already has a city of this name', {
    details: [{ field: 'name.ru', code: 'city_name_taken', message: 'city_name_taken' }],
  });
/** A city of the same name (case aside) in the same country breaks the unique index: 409 city_name_taken. */
async function oneCityPerName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (uniqueViolation(err)?.constraint === 'cities_country_name_uq') throw cityTaken();
    throw err;
  }
}
const inUse = (what: string) => new AppError('LOCATION_IN_USE', 409, `The ${what} is in use and cannot be deleted`);
export const unknownCountry = (field = 'countryId') =>
  new AppError('VALIDATION_ERROR', 400, 'No such country', {
    details: [{ field, code: 'country_unknown', message: 'country_unknown' }],
  });

/**
 * The cursor names only the last row shown: the repository reads its sort key back from the row, in
 * whichever language the list is read (a key of a long name would not fit the cursor limit either).
 */
function afterKey(cursor: string | undefined): string | null {
  const [after = null] = decodeCursor(cursor, 1) ?? [];
  if (after !== null && !isUuid(after)) throw invalidCursor();
  return after;
}

/** A page of countries in the order of the names in the reader's language `lang`. */
export async function listCountries(db: Db, query: TLocationQuery, lang: TUiLanguage = 'ru') {
  const rows = await pageCountries(db, { q: query.q, after: afterKey(query.cursor), limit: query.limit + 1, lang });
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toCountry),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.country.id]) : null,
  };
}

export async function getCountry(db: Db, id: string): Promise<TCountry> {
  const row = isUuid(id) ? await findCountry(db, id) : null;
  if (!row) throw countryNotFound();
  return toCountry(row);
}

export async function createCountry(db: Db, body: TCountryBody): Promise<TCountry> {
  const row = await insertCountry(db, { ...body, nameSort: sortKey(body.name) });
  if (!row) throw isoTaken();
  return getCountry(db, row.id);
}

export async function saveCountry(db: Db, id: string, body: TCountryBody): Promise<TCountry> {
  await getCountry(db, id);
  const owner = await findCountryByIso(db, body.isoCode);
  if (owner && owner.id !== id) throw isoTaken();
  if (!(await updateCountry(db, id, { ...body, nameSort: sortKey(body.name) }))) throw countryNotFound();
  return getCountry(db, id);
}

export async function removeCountry(db: Db, id: string): Promise<void> {
  await getCountry(db, id);
  await db.transaction(async (tx) => {
    if ((await countryUsage(tx, id)) > 0) throw inUse('country');
    if (!(await deleteCountry(tx, id))) throw countryNotFound();
  });
}

/** A page of cities in the order of the names in the reader's language `lang`. */
export async function listCities(db: Db, query: TLocationQuery, lang: TUiLanguage = 'ru') {
  const rows = await pageCities(db, {
    lang,
    q: query.q,
    countryId: query.countryId,
    after: afterKey(query.cursor),
    limit: query.limit + 1,
  });
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toCity),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.city.id]) : null,
  };
}

export async function getCity(db: Db, id: string): Promise<TCity> {
  const row = isUuid(id) ? await findCity(db, id) : null;
  if (!row) throw cityNotFound();
  return toCity(row);
}

/** 400 country_unknown unless the country exists (institutions and analyses check their country here). */
/** The country (its row), or the unknown-country error. */
export async function assertCountry(db: Db, countryId: string) {
  const found = await findCountry(db, countryId);
  if (!found) throw unknownCountry();
  return found.country;
}

/** The catalogue city a typed name means (any language, case aside); null when none or several match. */
export function cityNamed(db: Db, typed: string): Promise<string | null> {
  return cityIdNamed(db, typed);
}

/** A city's country id; null for an unknown city. */
export async function cityCountryId(db: Db, cityId: string): Promise<string | null> {
  return (await findCity(db, cityId))?.city.countryId ?? null;
}

export async function createCity(db: Db, body: TCityBody): Promise<TCity> {
  await assertCountry(db, body.countryId);
  const row = await oneCityPerName(() => insertCity(db, { ...body, nameSort: sortKey(body.name) }));
  return getCity(db, row.id);
}

export async function saveCity(db: Db, id: string, body: TCityBody): Promise<TCity> {
  await getCity(db, id);
  await assertCountry(db, body.countryId);
  await oneCityPerName(() =>
    db.transaction(async (tx) => {
      // A city with institutions keeps its country: they would disagree about where they are.
      const current = await findCity(tx, id);
      if (current && current.city.countryId !== body.countryId && (await cityUsage(tx, id)) > 0) throw inUse('city');
      if (!(await updateCity(tx, id, { ...body, nameSort: sortKey(body.name) }))) throw cityNotFound();
    }),
  );
  return getCity(db, id);
}

export async function removeCity(db: Db, id: string): Promise<void> {
  await getCity(db, id);
  await db.transaction(async (tx) => {
    if ((await cityUsage(tx, id)) > 0) throw inUse('city');
    if (!(await deleteCity(tx, id))) throw cityNotFound();
  });
}
