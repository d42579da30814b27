/**
 * The Kazakh glossary (GLOSSARY.md beside it) as data for the locale tests: the words a Kazakh text
 * may share with its Russian one, and the words it must not use.
 */

/**
 * Words Kazakh takes over unchanged from Russian or international use (subjects, fields, document
 * and interface terms), and proper names. A Kazakh value equal to its Russian value passes only when
 * each of its words is here; anything else is a Russian text left untranslated.
 */
export const KK_SHARED_WORDS = new Set([
  // Fields and school subjects
  'авиация',
  'бизнес',
  'биология',
  'география',
  'дизайн',
  'инженерия',
  'информатика',
  'киберспорт',
  'математика',
  'медиа',
  'медицина',
  'музыка',
  'педагогика',
  'педагог-психолог',
  'психология',
  'робототехника',
  'спорт',
  'физика',
  'химия',
  'экология',
  'экономика',
  'энергетика',
  // Interface and document terms
  'автор',
  'аккаунт',
  'аналитика',
  'балл',
  'баннер',
  'галерея',
  'грант',
  'каталог',
  'колледж',
  'команда',
  'конкурс',
  'курс',
  'лицензия',
  'логин',
  'логотип',
  'материал',
  'мин',
  'модерация',
  'профиль',
  'сайт',
  'тариф',
  'телефон',
  'тест',
  'тип',
  'университет',
  'файл',
  'хронология',
  'шкала',
  // Personality poles (the instrument's own terms)
  'интроверсия',
  'интуиция',
  'сенсорика',
  'экстраверсия',
  // Names: cities, and each language's own name in the language switcher
  'алматы',
  'астана',
  'атырау',
  'павлодар',
  'семей',
  'тараз',
  'шымкент',
  'русский',
  'қазақша',
]);

/** Words a Kazakh text must not use, each with the glossary's word instead. */
export const KK_AVOID: { pattern: RegExp; use: string }[] = [
  { pattern: /(?<!\p{L})лента/iu, use: 'таспа' },
  { pattern: /(?<!\p{L})(стандарт|про)(?!\p{L})/iu, use: 'Standard, Pro (the plans’ names)' },
  { pattern: /(?<!\p{L})ЕНТ(?!\p{L})/u, use: 'ҰБТ' },
];
