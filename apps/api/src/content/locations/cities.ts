import type { TLocalized } from '@bagdar/contracts';

/** A seeded city: its country's ISO code, names, and region (null for cities of republican significance). */
export interface TCitySeed {
  key: string;
  country: string;
  name: TLocalized;
  region: TLocalized | null;
}

const region = (ru: string, kk: string, en: string): TLocalized => ({ ru, kk, en });
const kz = (key: string, name: TLocalized, r: TLocalized | null): TCitySeed => ({
  key,
  country: 'KZ',
  name,
  region: r,
});

/** Kazakhstan's three cities of republican significance and the seventeen regional centres (2022 division). */
export const KZ_CITIES: readonly TCitySeed[] = [
  kz('astana', { ru: 'Астана', kk: 'Астана', en: 'Astana' }, null),
  kz('almaty', { ru: 'Алматы', kk: 'Алматы', en: 'Almaty' }, null),
  kz('shymkent', { ru: 'Шымкент', kk: 'Шымкент', en: 'Shymkent' }, null),
  kz('semey', { ru: 'Семей', kk: 'Семей', en: 'Semey' }, region('Абайская область', 'Абай облысы', 'Abai Region')),
  kz(
    'kokshetau',
    { ru: 'Кокшетау', kk: 'Көкшетау', en: 'Kokshetau' },
    region('Акмолинская область', 'Ақмола облысы', 'Akmola Region'),
  ),
  kz(
    'aktobe',
    { ru: 'Актобе', kk: 'Ақтөбе', en: 'Aktobe' },
    region('Актюбинская область', 'Ақтөбе облысы', 'Aktobe Region'),
  ),
  kz(
    'konaev',
    { ru: 'Конаев', kk: 'Қонаев', en: 'Konaev' },
    region('Алматинская область', 'Алматы облысы', 'Almaty Region'),
  ),
  kz(
    'atyrau',
    { ru: 'Атырау', kk: 'Атырау', en: 'Atyrau' },
    region('Атырауская область', 'Атырау облысы', 'Atyrau Region'),
  ),
  kz(
    'oskemen',
    { ru: 'Усть-Каменогорск', kk: 'Өскемен', en: 'Oskemen' },
    region('Восточно-Казахстанская область', 'Шығыс Қазақстан облысы', 'East Kazakhstan Region'),
  ),
  kz(
    'taraz',
    { ru: 'Тараз', kk: 'Тараз', en: 'Taraz' },
    region('Жамбылская область', 'Жамбыл облысы', 'Jambyl Region'),
  ),
  kz(
    'taldykorgan',
    { ru: 'Талдыкорган', kk: 'Талдықорған', en: 'Taldykorgan' },
    region('Область Жетысу', 'Жетісу облысы', 'Jetisu Region'),
  ),
  kz(
    'oral',
    { ru: 'Уральск', kk: 'Орал', en: 'Oral' },
    region('Западно-Казахстанская область', 'Батыс Қазақстан облысы', 'West Kazakhstan Region'),
  ),
  kz(
    'karaganda',
    { ru: 'Караганда', kk: 'Қарағанды', en: 'Karaganda' },
    region('Карагандинская область', 'Қарағанды облысы', 'Karaganda Region'),
  ),
  kz(
    'kostanay',
    { ru: 'Костанай', kk: 'Қостанай', en: 'Kostanay' },
    region('Костанайская область', 'Қостанай облысы', 'Kostanay Region'),
  ),
  kz(
    'kyzylorda',
    { ru: 'Кызылорда', kk: 'Қызылорда', en: 'Kyzylorda' },
    region('Кызылординская область', 'Қызылорда облысы', 'Kyzylorda Region'),
  ),
  kz(
    'aktau',
    { ru: 'Актау', kk: 'Ақтау', en: 'Aktau' },
    region('Мангистауская область', 'Маңғыстау облысы', 'Mangystau Region'),
  ),
  kz(
    'pavlodar',
    { ru: 'Павлодар', kk: 'Павлодар', en: 'Pavlodar' },
    region('Павлодарская область', 'Павлодар облысы', 'Pavlodar Region'),
  ),
  kz(
    'petropavl',
    { ru: 'Петропавловск', kk: 'Петропавл', en: 'Petropavl' },
    region('Северо-Казахстанская область', 'Солтүстік Қазақстан облысы', 'North Kazakhstan Region'),
  ),
  kz(
    'turkistan',
    { ru: 'Туркестан', kk: 'Түркістан', en: 'Turkistan' },
    region('Туркестанская область', 'Түркістан облысы', 'Turkistan Region'),
  ),
  kz(
    'zhezkazgan',
    { ru: 'Жезказган', kk: 'Жезқазған', en: 'Zhezkazgan' },
    region('Область Улытау', 'Ұлытау облысы', 'Ulytau Region'),
  ),
];

/** The cities of the seeded institutions abroad. */
export const ABROAD_CITIES: readonly TCitySeed[] = [
  { key: 'moscow', country: 'RU', name: { ru: 'Москва', kk: 'Мәскеу', en: 'Moscow' }, region: null },
  {
    key: 'spb',
    country: 'RU',
    name: { ru: 'Санкт-Петербург', kk: 'Санкт-Петербург', en: 'Saint Petersburg' },
    region: null,
  },
  {
    key: 'munich',
    country: 'DE',
    name: { ru: 'Мюнхен', kk: 'Мюнхен', en: 'Munich' },
    region: region('Бавария', 'Бавария', 'Bavaria'),
  },
  { key: 'prague', country: 'CZ', name: { ru: 'Прага', kk: 'Прага', en: 'Prague' }, region: null },
  { key: 'ankara', country: 'TR', name: { ru: 'Анкара', kk: 'Анкара', en: 'Ankara' }, region: null },
  { key: 'daejeon', country: 'KR', name: { ru: 'Тэджон', kk: 'Тэджон', en: 'Daejeon' }, region: null },
  {
    key: 'manchester',
    country: 'GB',
    name: { ru: 'Манчестер', kk: 'Манчестер', en: 'Manchester' },
    region: region('Англия', 'Англия', 'England'),
  },
  {
    key: 'new-york',
    country: 'US',
    name: { ru: 'Нью-Йорк', kk: 'Нью-Йорк', en: 'New York' },
    region: region('Нью-Йорк', 'Нью-Йорк', 'New York'),
  },
  {
    key: 'toronto',
    country: 'CA',
    name: { ru: 'Торонто', kk: 'Торонто', en: 'Toronto' },
    region: region('Онтарио', 'Онтарио', 'Ontario'),
  },
  { key: 'beijing', country: 'CN', name: { ru: 'Пекин', kk: 'Бейжің', en: 'Beijing' }, region: null },
];
