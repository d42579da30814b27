import type {
  TInstitution,
  TInstitutionBody,
  TInstitutionQuery,
  TInstitutionSummary,
  TMajor,
  TMajorBody,
  TUiLanguage,
} from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import type { MajorRow } from '../../db/schema/institutions.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/keyset.ts';
import { isUuid } from '../../lib/uuid.ts';
import { findOwnedMedia, mediaUrl } from '../media/media.service.ts';
import { assertCountry, cityCountryId } from '../locations/locations.service.ts';
import {
  deleteInstitution,
  deleteMajor,
  findInstitution,
  findMajor,
  findMajorWithInstitution,
  findMajorByNameKey,
  insertInstitution,
  insertMajor,
  majorsOf,
  nextMajorPosition,
  pageInstitutions,
  refreshCountryInstitutionCount,
  refreshMajorFigures,
  updateInstitution,
  updateMajor,
  type InstitutionSummaryWithPlace,
  type InstitutionWithPlace,
  type MajorWithInstitution,
  type NewInstitution,
  type NewMajor,
} from './institutions.repository.ts';

/** The institution catalogue (PRO) and its admin CRUD with the majors editor. */

export function toMajor(row: MajorRow): TMajor {
  return {
    id: row.id,
    institutionId: row.institutionId,
    name: row.name,
    field: row.field,
    durationYears: row.durationYears,
    pricePerYearKzt: row.pricePerYearKzt,
    languages: row.languages,
    grantPlaces: row.grantPlaces,
    untMin: row.untMin,
    untCutoffs: row.untCutoffs,
    gopCode: row.gopCode,
    ieltsMin: row.ieltsMin,
    satMin: row.satMin,
    gpaMin: row.gpaMin,
  };
}

export function toSummary({ institution: i, countryName, cityName }: InstitutionSummaryWithPlace): TInstitutionSummary {
  return {
    id: i.id,
    name: i.name,
    type: i.type,
    financing: i.financing,
    hasDormitory: i.hasDormitory,
    countryId: i.countryId,
    countryName,
    cityId: i.cityId,
    cityName,
    website: i.website,
    logoUrl: i.logoMediaId ? mediaUrl(i.logoMediaId) : null,
    majorCount: i.majorCount,
    priceFromKzt: i.priceFromKzt,
    priceToKzt: i.priceToKzt,
    fields: i.fields,
    sampleData: i.sampleData,
    admissionBasis: i.admissionBasis,
    nationalUniversity: i.nationalUniversity,
    ownTest: i.ownTest,
  };
}

function toInstitution(row: InstitutionWithPlace, majors: MajorRow[]): TInstitution {
  const i = row.institution;
  return {
    ...toSummary(row),
    email: i.email,
    phone: i.phone,
    address: i.address,
    description: i.description,
    logoMediaId: i.logoMediaId,
    acceptanceRate: i.acceptanceRate,
    requirements: i.requirements,
    documents: i.documents,
    preparationSteps: i.preparationSteps,
    majors: majors.map(toMajor),
    updatedAt: i.updatedAt.toISOString(),
  };
}

/**
 * A major with its institution (requirements, preparation steps) and place, for other modules
 * (roadmaps build ENROLLMENT plans from it); null for an unknown id.
 */
export async function getMajorWithInstitution(db: Db, majorId: string): Promise<MajorWithInstitution | null> {
  return isUuid(majorId) ? findMajorWithInstitution(db, majorId) : null;
}

export const institutionNotFound = () => new AppError('NOT_FOUND', 404, 'No such institution');
const majorNotFound = () => new AppError('NOT_FOUND', 404, 'No such major in this institution');
const majorNameTaken = () =>
  new AppError('CONFLICT', 409, 'This institution already has a major of that name', {
    details: [{ field: 'name.ru', code: 'major_name_taken', message: 'major_name_taken' }],
  });
const invalid = (field: string, code: string, message: string) =>
  new AppError('VALIDATION_ERROR', 400, message, { details: [{ field, code, message: code }] });

/** A page of the catalogue in the order of the names in the reader's language `lang`. */
export async function listInstitutions(db: Db, query: TInstitutionQuery, lang: TUiLanguage = 'ru') {
  // The cursor names only the last institution shown: a sort key of a long name would not fit the
  // query's cursor limit, and the repository reads the key back from the row itself.
  const [after = null] = decodeCursor(query.cursor, 1) ?? [];
  if (after !== null && !isUuid(after)) throw invalidCursor();
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    throw invalid('priceMax', 'price_range_invalid', 'The price range is reversed');
  }
  const { cursor: _cursor, limit, ...filters } = query;
  const rows = await pageInstitutions(db, { ...filters, q: filters.q || undefined }, after, limit + 1, lang);
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items: items.map(toSummary),
    nextCursor: rows.length > limit && last ? encodeCursor([last.institution.id]) : null,
  };
}

export async function getInstitution(db: Db, id: string): Promise<TInstitution> {
  const row = isUuid(id) ? await findInstitution(db, id) : null;
  if (!row) throw institutionNotFound();
  return toInstitution(row, await majorsOf(db, [id]));
}

/** Country and city exist and agree; the logo is the admin's own image upload. */
async function institutionColumns(
  db: Db,
  adminId: string,
  body: TInstitutionBody,
  currentLogo: string | null = null,
): Promise<NewInstitution> {
  await assertCountry(db, body.countryId);
  if (body.cityId !== null) {
    const countryOfCity = await cityCountryId(db, body.cityId);
    if (countryOfCity === null) throw invalid('cityId', 'city_unknown', 'No such city');
    if (countryOfCity !== body.countryId) {
      throw invalid('cityId', 'city_other_country', 'The city is in another country');
    }
  }
  // A new logo must be the admin's own image upload; an unchanged one may be another admin's.
  if (body.logoMediaId !== null && body.logoMediaId !== currentLogo)
    await findOwnedMedia(db, adminId, [body.logoMediaId], ['avatar', 'cover', 'post']);
  const names = [body.name.ru, body.name.kk, body.name.en];
  return {
    ...body,
    nameSort: body.name.ru.trim().toLocaleLowerCase('ru'),
    searchText: [...new Set(names.map((n) => n.trim().toLocaleLowerCase()))].join(' | '),
  };
}

export async function createInstitution(db: Db, adminId: string, body: TInstitutionBody): Promise<TInstitution> {
  const values = await institutionColumns(db, adminId, body);
  const id = await db.transaction(async (tx) => {
    const row = await insertInstitution(tx, values);
    await refreshCountryInstitutionCount(tx, row.countryId);
    return row.id;
  });
  return getInstitution(db, id);
}

export async function saveInstitution(
  db: Db,
  adminId: string,
  id: string,
  body: TInstitutionBody,
): Promise<TInstitution> {
  const before = await getInstitution(db, id);
  const values = await institutionColumns(db, adminId, body, before.logoMediaId);
  await db.transaction(async (tx) => {
    if (!(await updateInstitution(tx, id, values))) throw institutionNotFound();
    if (before.countryId !== body.countryId) {
      await refreshCountryInstitutionCount(tx, before.countryId);
      await refreshCountryInstitutionCount(tx, body.countryId);
    }
  });
  return getInstitution(db, id);
}

export async function removeInstitution(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw institutionNotFound();
  await db.transaction(async (tx) => {
    const row = await deleteInstitution(tx, id);
    if (!row) throw institutionNotFound();
    await refreshCountryInstitutionCount(tx, row.countryId);
  });
}

const nameKeyOf = (body: TMajorBody): string => body.name.ru.trim().toLocaleLowerCase('ru').replace(/\s+/g, ' ');

function majorColumns(body: TMajorBody): Omit<NewMajor, 'institutionId' | 'position'> {
  return {
    ...body,
    nameKey: nameKeyOf(body),
    untCutoffs: [...body.untCutoffs].sort((a, b) => b.year - a.year),
  };
}

export async function addMajor(db: Db, institutionId: string, body: TMajorBody): Promise<TMajor> {
  await getInstitution(db, institutionId);
  return db.transaction(async (tx) => {
    const position = await nextMajorPosition(tx, institutionId);
    const row = await insertMajor(tx, { ...majorColumns(body), institutionId, position });
    if (!row) throw majorNameTaken();
    await refreshMajorFigures(tx, institutionId);
    return toMajor(row);
  });
}

export async function saveMajor(db: Db, institutionId: string, majorId: string, body: TMajorBody): Promise<TMajor> {
  if (!isUuid(institutionId) || !isUuid(majorId)) throw majorNotFound();
  if (!(await findMajor(db, institutionId, majorId))) throw majorNotFound();
  const values = majorColumns(body);
  const owner = await findMajorByNameKey(db, institutionId, values.nameKey);
  if (owner && owner.id !== majorId) throw majorNameTaken();
  return db.transaction(async (tx) => {
    const row = await updateMajor(tx, institutionId, majorId, values);
    if (!row) throw majorNotFound();
    await refreshMajorFigures(tx, institutionId);
    return toMajor(row);
  });
}

export async function removeMajor(db: Db, institutionId: string, majorId: string): Promise<void> {
  if (!isUuid(institutionId) || !isUuid(majorId)) throw majorNotFound();
  await db.transaction(async (tx) => {
    if (!(await deleteMajor(tx, institutionId, majorId))) throw majorNotFound();
    await refreshMajorFigures(tx, institutionId);
  });
}
