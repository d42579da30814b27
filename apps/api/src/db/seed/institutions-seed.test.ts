import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ABROAD_INSTITUTIONS } from '../../content/institutions/abroad-institutions.ts';
import { KZ_INSTITUTIONS } from '../../content/institutions/kz-institutions.ts';
import { ZField, ZInstitutionBody, ZMajorBody } from '@bagdar/contracts';
import { GOP_SEEDS } from '../../content/admission/admission-rules.ts';
import { LEARNING_MATERIALS } from '../../content/catalog/materials.ts';
import { PROFESSIONS } from '../../content/catalog/professions.ts';
import { abroadMajor, kzMajor } from '../../content/institutions/majors.ts';
import { useTestApp } from '../../test/test-app.ts';
import { enrollmentAnalyses, institutions, majors } from '../schema/institutions.ts';
import { cities, countries } from '../schema/locations.ts';
import { seedInstitutions } from './institutions-seed.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

describe('institutions seed', () => {
  it('has 40+ Kazakh and about 10 foreign institutions whose majors pass the contract', () => {
    expect(KZ_INSTITUTIONS.length).toBeGreaterThanOrEqual(40);
    expect(ABROAD_INSTITUTIONS.length).toBeGreaterThanOrEqual(10);
    for (const i of KZ_INSTITUTIONS) {
      for (const key of i.majors)
        expect(ZMajorBody.safeParse(kzMajor(key, i.prestige, i.price, ['kk'])).success).toBe(true);
      expect(ZInstitutionBody.shape.website.safeParse(i.website).success).toBe(true);
    }
    for (const i of ABROAD_INSTITUTIONS) {
      for (const key of i.majors)
        expect(ZMajorBody.safeParse(abroadMajor(key, i.priceKzt, i.minimums, ['en'])).success).toBe(true);
    }
  });

  it('stores only the shared field codes, which the web client names and the catalogue filter offers', async () => {
    await seedInstitutions(db());
    const seeded = [
      ...(await db().select({ field: majors.field }).from(majors)).map((m) => m.field),
      ...(await db().select({ fields: institutions.fields }).from(institutions)).flatMap((i) => i.fields),
      ...GOP_SEEDS.map((g) => g.field),
      ...PROFESSIONS.map((p) => p.field),
      ...LEARNING_MATERIALS.flatMap((m) => m.fields),
    ];
    expect(seeded.length).toBeGreaterThan(200);
    expect(seeded.filter((field) => !ZField.safeParse(field).success)).toEqual([]);
  });

  it('loads countries, cities and institutions once, flagged as sample data', async () => {
    await seedInstitutions(db());
    const counts = async () => ({
      countries: (await db().select().from(countries)).length,
      cities: (await db().select().from(cities)).length,
      institutions: (await db().select().from(institutions)).length,
      majors: (await db().select().from(majors)).length,
    });
    const first = await counts();
    expect(first.countries).toBeGreaterThan(240);
    expect(first.cities).toBe(30);
    expect(first.institutions).toBe(KZ_INSTITUTIONS.length + ABROAD_INSTITUTIONS.length);
    await seedInstitutions(db());
    expect(await counts()).toEqual(first);
    const [kz] = await db().select().from(countries).where(eq(countries.isoCode, 'KZ'));
    expect(kz?.institutionCount).toBe(KZ_INSTITUTIONS.length);
    expect((await db().select().from(institutions)).every((i) => i.sampleData && i.majorCount > 0)).toBe(true);
    // Descriptions state facts (kind, city, a known founding year), never filler about the card.
    const rows = await db().select().from(institutions);
    for (const row of rows) {
      const description = row.description as { ru: string; kk: string; en: string } | null;
      expect(description?.ru).not.toMatch(/указанном в карточке|примерные данные/);
      expect(description?.kk).toMatch(/[әғқңөұүһі]/);
    }
    const nu = rows.find((r) => r.website === 'https://nu.edu.kz');
    expect(nu?.description).toEqual({
      ru: 'Автономный вуз, Астана. Основан в 2010 году.',
      kk: 'Дербес жоғары оқу орны, Астана. 2010 жылы құрылған.',
      en: 'Autonomous higher education institution, Astana. Founded in 2010.',
    });
    // Without demo accounts there is no analysis to seed.
    expect(await db().select().from(enrollmentAnalyses)).toEqual([]);
  });
});
