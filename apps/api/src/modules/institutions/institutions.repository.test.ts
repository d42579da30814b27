import { describe, expect, it } from 'vitest';
import { institutions, majors } from '../../db/schema/institutions.ts';
import { cities, countries } from '../../db/schema/locations.ts';
import { useTestApp } from '../../test/test-app.ts';
import { findMajorWithInstitution, refreshMajorFigures } from './institutions.repository.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const L = (text: string) => ({ ru: text, kk: text, en: text });

describe('findMajorWithInstitution', () => {
  it('returns the major with its institution and place, and null for an unknown id', async () => {
    const [country] = await db()
      .insert(countries)
      .values({ isoCode: 'KZ', name: L('Казахстан'), nameSort: 'казахстан' })
      .returning();
    const [city] = await db()
      .insert(cities)
      .values({ countryId: country!.id, name: L('Астана'), nameSort: 'астана', region: null })
      .returning();
    const [institution] = await db()
      .insert(institutions)
      .values({
        name: L('Университет'),
        nameSort: 'университет',
        searchText: 'университет',
        type: 'UNIVERSITY',
        financing: 'GOV',
        countryId: country!.id,
        cityId: city!.id,
        description: L('Описание'),
        requirements: { academic: [], language: [], other: [] },
        preparationSteps: [{ title: L('IELTS'), months: 6 }],
      })
      .returning();
    const [major] = await db()
      .insert(majors)
      .values({
        institutionId: institution!.id,
        name: L('Информатика'),
        nameKey: 'информатика',
        field: 'IT',
        durationYears: 4,
        pricePerYearKzt: 1_500_000,
        languages: ['ru', 'kk'],
        ieltsMin: 5.5,
        untCutoffs: [{ year: 2024, score: 95 }],
      })
      .returning();
    await refreshMajorFigures(db(), institution!.id);

    const found = await findMajorWithInstitution(db(), major!.id);
    expect(found?.major).toMatchObject({ field: 'IT', durationYears: 4, ieltsMin: 5.5, languages: ['ru', 'kk'] });
    expect(found?.institution).toMatchObject({
      id: institution!.id,
      majorCount: 1,
      priceFromKzt: 1_500_000,
      fields: ['IT'],
      preparationSteps: [{ title: L('IELTS'), months: 6 }],
    });
    expect(found?.countryName.ru).toBe('Казахстан');
    expect(found?.cityName?.ru).toBe('Астана');
    expect(await findMajorWithInstitution(db(), '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
