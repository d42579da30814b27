import { readFileSync } from 'node:fs';
import type { TCity, TCountry, TInstitutionSummary, TLocalized } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { nameSortKey, nameSortTranslation } from '../../db/schema/name-sort.ts';
import { institutions } from '../../db/schema/institutions.ts';
import { cities, countries } from '../../db/schema/locations.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

/**
 * Lists of localized names (institutions, countries, cities) sort by the name in the reader's
 * language (Accept-Language): Kazakh in the Kazakh alphabet, English in the Latin one, and their
 * keyset pages still show every row once.
 */

const ctx = useTestApp();
const db = () => ctx.app.database.db;
type Page<T> = { items: T[]; nextCursor: string | null };

// Russian, Kazakh and English names whose three orders all differ. In Kazakh: А < Ә < Б < К < Қ < О < Ө < Ү < Я.
const NAMES: TLocalized[] = [
  { ru: 'Академия искусств', kk: 'Өнер академиясы', en: 'Academy of Arts' },
  { ru: 'Университет Абая', kk: 'Абай университеті', en: 'Abai University' },
  { ru: 'Колледж связи', kk: 'Байланыс колледжі', en: 'Communications College' },
  { ru: 'Горный институт', kk: 'Қазақ тау-кен институты', en: 'Mining Institute' },
  { ru: 'Юридический колледж', kk: 'Құқық колледжі', en: 'Law College' },
  { ru: 'Медицинский университет', kk: 'Әл-Фараби атындағы университет', en: 'Medical University' },
  { ru: 'Экономический колледж', kk: 'Кәсіпкерлік колледжі', en: 'Business College' },
  { ru: 'Университет Туран', kk: '«Тұран» университеті', en: 'Turan University' },
  { ru: 'Политехнический колледж', kk: 'Үміт колледжі', en: 'Polytechnic College' },
  { ru: 'Аграрный университет', kk: 'Ярмарка колледжі', en: 'Yarmarka College' },
];
const KK_ORDER = [
  'Абай университеті',
  'Әл-Фараби атындағы университет',
  'Байланыс колледжі',
  'Кәсіпкерлік колледжі',
  'Қазақ тау-кен институты',
  'Құқық колледжі',
  'Өнер академиясы',
  '«Тұран» университеті',
  'Үміт колледжі',
  'Ярмарка колледжі',
];
const EN_ORDER = [
  'Abai University',
  'Academy of Arts',
  'Business College',
  'Communications College',
  'Law College',
  'Medical University',
  'Mining Institute',
  'Polytechnic College',
  'Turan University',
  'Yarmarka College',
];

async function seedCatalogue(): Promise<string> {
  const [kz] = await db()
    .insert(countries)
    .values({ isoCode: 'KZ', name: { ru: 'Казахстан', kk: 'Қазақстан', en: 'Kazakhstan' }, nameSort: 'казахстан' })
    .returning();
  for (const name of NAMES) {
    await db()
      .insert(institutions)
      .values({
        name,
        nameSort: name.ru.toLocaleLowerCase('ru'),
        searchText: name.ru.toLocaleLowerCase('ru'),
        type: 'UNIVERSITY',
        financing: 'GOV',
        countryId: kz!.id,
        description: { ru: '—', kk: '—', en: '—' },
        requirements: { academic: [], language: [], other: [] },
      });
  }
  return kz!.id;
}

async function proSession() {
  const { username, password } = await createUser(db(), { tier: 'PRO' });
  return signIn(ctx.app, username, password);
}

/** Every page of a list, following nextCursor. */
async function allPages<T extends { id: string }>(session: string, path: string, lang: string, limit: number) {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const url = `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await call(ctx.app, 'GET', url, { session, headers: { 'accept-language': lang } });
    expect(response.statusCode, response.body).toBe(200);
    const page: Page<T> = response.json();
    items.push(...page.items);
    cursor = page.nextCursor;
    if (cursor) expect(cursor.length).toBeLessThanOrEqual(200);
  } while (cursor);
  return items;
}

describe('the catalogue in the reader’s language', () => {
  it('sorts by the Kazakh name in the Kazakh alphabet, and pages over that order show every row once', async () => {
    await seedCatalogue();
    const session = await proSession();
    const whole = await allPages<TInstitutionSummary>(session, '/api/v1/institutions', 'kk', 50);
    expect(whole.map((i) => i.name.kk)).toEqual(KK_ORDER);
    for (const limit of [1, 3, 4]) {
      const paged = await allPages<TInstitutionSummary>(session, '/api/v1/institutions', 'kk-KZ,kk;q=0.9', limit);
      expect(paged.map((i) => i.name.kk)).toEqual(KK_ORDER);
    }
  });

  it('sorts by the English name for an English reader and by the Russian one otherwise', async () => {
    await seedCatalogue();
    const session = await proSession();
    const en = await allPages<TInstitutionSummary>(session, '/api/v1/institutions', 'en-US,en;q=0.9,ru;q=0.8', 3);
    expect(en.map((i) => i.name.en)).toEqual(EN_ORDER);
    const ru = await allPages<TInstitutionSummary>(session, '/api/v1/institutions', 'ru', 3);
    expect(ru.map((i) => i.name.ru)).toEqual(NAMES.map((n) => n.ru).sort((a, b) => a.localeCompare(b, 'ru')));
    // No language the app has: Russian.
    const de = await allPages<TInstitutionSummary>(session, '/api/v1/institutions', 'de', 50);
    expect(de.map((i) => i.id)).toEqual(ru.map((i) => i.id));
  });

  it('filters by country in the Kazakh order too', async () => {
    const countryId = await seedCatalogue();
    const session = await proSession();
    const list = await allPages<TInstitutionSummary>(session, `/api/v1/institutions?countryId=${countryId}`, 'kk', 2);
    expect(list.map((i) => i.name.kk)).toEqual(KK_ORDER);
  });
});

describe('countries and cities in the reader’s language', () => {
  it('sort by the Kazakh name in the Kazakh alphabet across pages', async () => {
    const [kz] = await db()
      .insert(countries)
      .values([
        { isoCode: 'KZ', name: { ru: 'Казахстан', kk: 'Қазақстан', en: 'Kazakhstan' }, nameSort: 'казахстан' },
        { isoCode: 'AZ', name: { ru: 'Азербайджан', kk: 'Әзірбайжан', en: 'Azerbaijan' }, nameSort: 'азербайджан' },
        { isoCode: 'AT', name: { ru: 'Австрия', kk: 'Австрия', en: 'Austria' }, nameSort: 'австрия' },
        { isoCode: 'BY', name: { ru: 'Беларусь', kk: 'Беларусь', en: 'Belarus' }, nameSort: 'беларусь' },
        { isoCode: 'CA', name: { ru: 'Канада', kk: 'Канада', en: 'Canada' }, nameSort: 'канада' },
      ])
      .returning();
    const cityNames: TLocalized[] = [
      { ru: 'Уральск', kk: 'Орал', en: 'Oral' },
      { ru: 'Актобе', kk: 'Ақтөбе', en: 'Aktobe' },
      { ru: 'Астана', kk: 'Астана', en: 'Astana' },
      { ru: 'Усть-Каменогорск', kk: 'Өскемен', en: 'Oskemen' },
      { ru: 'Шымкент', kk: 'Шымкент', en: 'Shymkent' },
    ];
    await db()
      .insert(cities)
      .values(cityNames.map((name) => ({ countryId: kz!.id, name, nameSort: name.ru.toLocaleLowerCase('ru') })));
    const session = await proSession();

    const countryList = await allPages<TCountry>(session, '/api/v1/locations/countries', 'kk', 2);
    expect(countryList.map((c) => c.name.kk)).toEqual(['Австрия', 'Әзірбайжан', 'Беларусь', 'Канада', 'Қазақстан']);
    const cityList = await allPages<TCity>(session, '/api/v1/locations/cities', 'kk', 2);
    expect(cityList.map((c) => c.name.kk)).toEqual(['Ақтөбе', 'Астана', 'Орал', 'Өскемен', 'Шымкент']);
    const cityListEn = await allPages<TCity>(session, '/api/v1/locations/cities', 'en', 2);
    expect(cityListEn.map((c) => c.name.en)).toEqual(['Aktobe', 'Astana', 'Oral', 'Oskemen', 'Shymkent']);
  });
});

describe('name sort keys', () => {
  it('are computed by the database as by db/schema/name-sort.ts, and migration 0033 has the same arguments', async () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0033_localized_name_sort.sql', import.meta.url),
      'utf8',
    );
    for (const lang of ['kk', 'en'] as const) {
      const { from, to } = nameSortTranslation(lang);
      const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
      expect(migration).toContain(`translate(name->>'${lang}', ${literal(from)}, ${literal(to)})`);
      // Each letter is mapped once: translate() would take the first of two.
      expect(new Set(from).size).toBe([...from].length);
    }
    await seedCatalogue();
    const rows = await db()
      .select({ name: institutions.name, kk: institutions.nameSortKk, en: institutions.nameSortEn })
      .from(institutions);
    for (const row of rows) {
      expect(row.kk).toBe(nameSortKey(row.name.kk, 'kk'));
      expect(row.en).toBe(nameSortKey(row.name.en, 'en'));
    }
  });

  it('ignore case and punctuation and put the reader’s script first', () => {
    expect(nameSortKey('«Тұран»', 'kk')).toBe(nameSortKey('тұран', 'kk'));
    expect(nameSortKey('Ә', 'kk') > nameSortKey('А', 'kk')).toBe(true);
    expect(nameSortKey('Ә', 'kk') < nameSortKey('Б', 'kk')).toBe(true);
    expect(nameSortKey('І', 'kk') > nameSortKey('Ы', 'kk')).toBe(true);
    expect(nameSortKey('І', 'kk') < nameSortKey('Ь', 'kk')).toBe(true);
    expect(nameSortKey('Z', 'kk') > nameSortKey('Я', 'kk')).toBe(true);
    expect(nameSortKey('А', 'en') > nameSortKey('Z', 'en')).toBe(true);
    expect(nameSortKey('Élan', 'en')).toBe(nameSortKey('elan', 'en'));
  });
});

describe('readerLanguage', () => {
  it('takes the first of ru, kk, en by quality, and Russian when none is named', () => {
    expect(readerLanguage('kk')).toBe('kk');
    expect(readerLanguage('de-DE,de;q=0.9,en;q=0.5,kk;q=0.7')).toBe('kk');
    expect(readerLanguage('en-GB')).toBe('en');
    expect(readerLanguage('kk;q=0,en')).toBe('en');
    expect(readerLanguage(undefined)).toBe('ru');
    expect(readerLanguage('fr')).toBe('ru');
  });
});
