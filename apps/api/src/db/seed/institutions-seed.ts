import type { TInstitutionBody, TLocalized, TMajorBody, TPreparationStep, TRequirements } from '@bagdar/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { ABROAD_INSTITUTIONS } from '../../content/institutions/abroad-institutions.ts';
import { KZ_INSTITUTIONS } from '../../content/institutions/kz-institutions.ts';
import { abroadMajor, kzMajor } from '../../content/institutions/majors.ts';
import { ABROAD_CITIES, KZ_CITIES } from '../../content/locations/cities.ts';
import { institutionDescription } from '../../content/institutions/descriptions.ts';

import { WORLD_COUNTRIES } from '../../content/locations/world-countries.ts';
import { createEnrollmentAnalysis } from '../../modules/institutions/enrollment.service.ts';
import {
  insertInstitution,
  insertMajor,
  refreshCountryInstitutionCount,
  refreshMajorFigures,
} from '../../modules/institutions/institutions.repository.ts';
import type { Db } from '../client.ts';
import { seedAdmission } from './admission-seed.ts';
import { enrollmentAnalyses, institutions } from '../schema/institutions.ts';
import { cities, countries } from '../schema/locations.ts';
import { users } from '../schema/users.ts';

/** A seeded city's names by its key (for the institutions' descriptions). */
const cityName = (key: string) => [...KZ_CITIES, ...ABROAD_CITIES].find((c) => c.key === key)?.name ?? null;

/**
 * The world's countries, Kazakhstan's main cities, 47 real Kazakh institutions and 10 abroad with
 * majors (figures are sample data, flagged `sample_data`), and a saved analysis for demo.pro.
 * Existing rows (matched by ISO code, or by country and Russian name) are left alone.
 */

const L = (ru: string, kk: string, en: string): TLocalized => ({ ru, kk, en });
const NU_WEBSITE = 'https://nu.edu.kz';
/** SAMPLE minimums of Nazarbayev University's own admission (no UNT, no state grant per GOP). */
const NU_MINIMUMS = { ieltsMin: 6.5, satMin: null, gpaMin: null, gopCode: null, grantPlaces: null } as const;
const sortKey = (name: TLocalized) => name.ru.trim().toLocaleLowerCase('ru');

const KZ_REQUIREMENTS: TRequirements = {
  academic: [
    L(
      'Сертификат ЕНТ не ниже порогового балла',
      'Шекті балдан төмен емес ҰБТ сертификаты',
      'A UNT certificate at or above the threshold',
    ),
    L(
      'Аттестат об общем среднем образовании',
      'Жалпы орта білім туралы аттестат',
      'A certificate of general secondary education',
    ),
  ],
  language: [
    L('Обучение на казахском или русском языке', 'Оқу қазақ немесе орыс тілінде', 'Instruction in Kazakh or Russian'),
  ],
  other: [
    L('Медицинская справка формы 075-У', '075-У нысанындағы медициналық анықтама', 'Medical certificate form 075-U'),
  ],
};
const KZ_DOCUMENTS: TLocalized[] = [
  L('Заявление о приёме', 'Қабылдау туралы өтініш', 'Application form'),
  L('Удостоверение личности', 'Жеке куәлік', 'Identity card'),
  L('Аттестат с приложением', 'Қосымшасы бар аттестат', 'School certificate with transcript'),
  L('Сертификат ЕНТ', 'ҰБТ сертификаты', 'UNT certificate'),
  L('Медицинская справка 075-У', '075-У медициналық анықтамасы', 'Medical certificate 075-U'),
  L('Фотографии 3×4', '3×4 фотосуреттер', 'Photos 3×4'),
];
const KZ_STEPS: TPreparationStep[] = [
  {
    title: L(
      'Подготовка к ЕНТ по профильным предметам',
      'Бейінді пәндер бойынша ҰБТ-ға дайындық',
      'Prepare for the UNT in the profile subjects',
    ),
    months: 6,
  },
  {
    title: L('Сдача ЕНТ и выбор специальностей', 'ҰБТ тапсыру және мамандық таңдау', 'Take the UNT and choose majors'),
    months: 1,
  },
  {
    title: L(
      'Подача документов и заявки на грант',
      'Құжаттар мен грантқа өтінім тапсыру',
      'Submit documents and the grant application',
    ),
    months: 1,
  },
];
const ABROAD_REQUIREMENTS: TRequirements = {
  academic: [
    L(
      'Транскрипт оценок за последние 3 года',
      'Соңғы 3 жылдағы бағалар транскрипті',
      'Transcript of the last three years',
    ),
    L(
      'SAT или вступительный экзамен университета',
      'SAT немесе университеттің қабылдау емтиханы',
      'SAT or the university’s entrance exam',
    ),
  ],
  language: [
    L('IELTS не ниже требуемого балла', 'Талап етілген балдан төмен емес IELTS', 'IELTS at or above the required band'),
  ],
  other: [
    L('Мотивационное письмо', 'Мотивациялық хат', 'Personal statement'),
    L('Рекомендательные письма', 'Ұсыным хаттар', 'Recommendation letters'),
  ],
};
const ABROAD_DOCUMENTS: TLocalized[] = [
  L('Загранпаспорт', 'Шетелдік паспорт', 'Passport'),
  L(
    'Транскрипт и аттестат с переводом',
    'Аудармасы бар транскрипт пен аттестат',
    'Translated transcript and certificate',
  ),
  L('Сертификат IELTS', 'IELTS сертификаты', 'IELTS certificate'),
  L('Мотивационное письмо', 'Мотивациялық хат', 'Personal statement'),
  L('Две рекомендации учителей', 'Мұғалімдердің екі ұсынымы', 'Two teacher recommendations'),
];
const ABROAD_STEPS: TPreparationStep[] = [
  { title: L('Подготовка и сдача IELTS', 'IELTS-ке дайындалу және тапсыру', 'Prepare for and take IELTS'), months: 6 },
  { title: L('Подготовка и сдача SAT', 'SAT-қа дайындалу және тапсыру', 'Prepare for and take the SAT'), months: 4 },
  {
    title: L(
      'Мотивационное письмо и рекомендации',
      'Мотивациялық хат пен ұсынымдар',
      'Personal statement and recommendations',
    ),
    months: 2,
  },
  { title: L('Подача заявки', 'Өтінім беру', 'Submit the application'), months: 1 },
  { title: L('Виза и переезд', 'Виза және көшу', 'Visa and moving'), months: 2 },
];

async function seedCountries(db: Db): Promise<Map<string, string>> {
  await db
    .insert(countries)
    .values(
      WORLD_COUNTRIES.map(([isoCode, ru, kk, en]) => ({
        isoCode,
        name: { ru, kk, en },
        nameSort: sortKey({ ru, kk, en }),
      })),
    )
    .onConflictDoNothing({ target: countries.isoCode });
  const rows = await db.select({ id: countries.id, iso: countries.isoCode }).from(countries);
  return new Map(rows.map((r) => [r.iso, r.id]));
}

async function seedCities(db: Db, countryIds: Map<string, string>): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const city of [...KZ_CITIES, ...ABROAD_CITIES]) {
    const countryId = countryIds.get(city.country);
    if (!countryId) continue;
    const nameSort = sortKey(city.name);
    const [existing] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.countryId, countryId), eq(cities.nameSort, nameSort)))
      .limit(1);
    const id =
      existing?.id ??
      (await db.insert(cities).values({ countryId, name: city.name, region: city.region, nameSort }).returning())[0]
        ?.id;
    if (id) ids.set(city.key, id);
  }
  return ids;
}

async function seedInstitution(
  db: Db,
  body: Omit<TInstitutionBody, 'logoMediaId'>,
  majors: TMajorBody[],
): Promise<string> {
  const nameSort = sortKey(body.name);
  const [existing] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.countryId, body.countryId), eq(institutions.nameSort, nameSort)))
    .limit(1);
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const names = [body.name.ru, body.name.kk, body.name.en].map((x) => x.toLocaleLowerCase());
    const row = await insertInstitution(tx, {
      ...body,
      nameSort,
      searchText: [...new Set(names)].join(' | '),
      sampleData: true,
    });
    for (const [position, major] of majors.entries()) {
      await insertMajor(tx, {
        ...major,
        institutionId: row.id,
        position,
        nameKey: major.name.ru.trim().toLocaleLowerCase('ru'),
      });
    }
    await refreshMajorFigures(tx, row.id);
    return row.id;
  });
}

export async function seedInstitutions(db: Db): Promise<{ institutions: number }> {
  const countryIds = await seedCountries(db);
  const cityIds = await seedCities(db, countryIds);
  const kzId = countryIds.get('KZ');
  if (!kzId) throw new Error('seed: Kazakhstan missing from the countries');
  await seedAdmission(db);
  const seeded: string[] = [];
  for (const i of KZ_INSTITUTIONS) {
    // Nazarbayev University admits on its own criteria (IELTS, its NUET test), not on the UNT.
    const own = i.website === NU_WEBSITE;
    const languages =
      i.financing === 'PRIVATE' || i.prestige >= 8 ? (['en', 'ru', 'kk'] as const) : (['kk', 'ru'] as const);
    seeded.push(
      await seedInstitution(
        db,
        {
          name: i.name,
          type: i.type,
          financing: i.financing,
          hasDormitory: i.dormitory,
          countryId: kzId,
          cityId: cityIds.get(i.city) ?? null,
          website: i.website,
          email: null,
          phone: null,
          address: null,
          description: institutionDescription({ ...i, city: cityName(i.city) }),
          acceptanceRate: null,
          admissionBasis: own ? 'OWN' : 'UNT',
          // The status is part of the official name ("национальный университет").
          nationalUniversity: !own && /национальн/i.test(i.name.ru),
          ownTest: own,
          requirements: KZ_REQUIREMENTS,
          documents: KZ_DOCUMENTS,
          preparationSteps: KZ_STEPS,
        },
        i.majors.map((key) =>
          own
            ? { ...kzMajor(key, i.prestige, i.price, [...languages]), ...NU_MINIMUMS }
            : kzMajor(key, i.prestige, i.price, [...languages]),
        ),
      ),
    );
  }
  for (const i of ABROAD_INSTITUTIONS) {
    const countryId = countryIds.get(i.country);
    if (!countryId) continue;
    await seedInstitution(
      db,
      {
        name: i.name,
        type: 'UNIVERSITY',
        financing: i.financing,
        hasDormitory: true,
        countryId,
        cityId: cityIds.get(i.city) ?? null,
        website: i.website,
        email: null,
        phone: null,
        address: null,
        description: institutionDescription({
          type: 'UNIVERSITY',
          financing: i.financing,
          city: cityName(i.city),
          website: i.website,
        }),
        acceptanceRate: i.acceptanceRate,
        admissionBasis: 'OWN',
        nationalUniversity: false,
        ownTest: false,
        requirements: ABROAD_REQUIREMENTS,
        documents: ABROAD_DOCUMENTS,
        preparationSteps: ABROAD_STEPS,
      },
      i.majors.map((key) => abroadMajor(key, i.priceKzt, i.minimums, i.languages)),
    );
  }
  for (const countryId of new Set([kzId, ...ABROAD_INSTITUTIONS.map((i) => countryIds.get(i.country) ?? kzId)])) {
    await refreshCountryInstitutionCount(db, countryId);
  }
  await seedDemoAnalysis(db, kzId, seeded);
  return { institutions: seeded.length };
}

/** demo.pro opens the catalogue with one saved analysis of four Kazakh universities. */
async function seedDemoAnalysis(db: Db, kzId: string, ids: string[]): Promise<void> {
  const [pro] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.pro')).limit(1);
  if (!pro) return;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enrollmentAnalyses)
    .where(eq(enrollmentAnalyses.userId, pro.id));
  if (Number(count?.n ?? 0) > 0) return;
  await createEnrollmentAnalysis(db, pro.id, { countryId: kzId, institutionIds: ids.slice(0, 4) });
}
