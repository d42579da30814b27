import type { TInterest, TLocale, TLocalized, TRiasecCode, TTypeAxis } from '@bagdar/contracts';
import { careerInterests } from '../content/instruments/career-interests.ts';
import { personalityType } from '../content/instruments/personality-type.ts';
import { workValues } from '../content/instruments/work-values.ts';

/**
 * The names the analysis texts and the PDF cite. Scale and pole names come from the instruments
 * themselves, so a result page and the analysis call a type by the same word.
 */

export type TLang = keyof TLocalized;

export function langOf(locale: TLocale): TLang {
  return locale === 'KK' ? 'kk' : locale === 'EN' ? 'en' : 'ru';
}

function scaleNames(scales: typeof careerInterests.scales): Map<string, TLocalized> {
  const names = new Map<string, TLocalized>();
  for (const scale of scales) {
    names.set(scale.key, scale.name);
    if (scale.poles) {
      names.set(scale.poles.positive.key, scale.poles.positive.name);
      names.set(scale.poles.negative.key, scale.poles.negative.name);
    }
  }
  return names;
}

const RIASEC_NAMES = scaleNames(careerInterests.scales);
const POLE_NAMES = scaleNames(personalityType.scales);
const WORK_VALUE_NAMES = scaleNames(workValues.scales);

const keyAsName = (key: string): TLocalized => ({ ru: key, kk: key, en: key });

export const riasecName = (code: TRiasecCode): TLocalized => RIASEC_NAMES.get(code) ?? keyAsName(code);
/** A pole letter (E, I, S, N, T, F, J, P) to its name: Интроверсия, Ойлау, Judging… */
export const poleName = (pole: string): TLocalized => POLE_NAMES.get(pole) ?? keyAsName(pole);
export const workValueName = (key: string): TLocalized => WORK_VALUE_NAMES.get(key) ?? keyAsName(key);

/** Each axis with its positive pole first (the instruments score 0-100 toward it). */
export const AXIS_POLES: Record<TTypeAxis, { positive: string; negative: string }> = {
  EI: { positive: 'E', negative: 'I' },
  SN: { positive: 'S', negative: 'N' },
  TF: { positive: 'T', negative: 'F' },
  JP: { positive: 'J', negative: 'P' },
};

const FIELD_NAMES: Record<string, TLocalized> = {
  AGRICULTURE: { ru: 'Сельское хозяйство', kk: 'Ауыл шаруашылығы', en: 'Agriculture' },
  AVIATION: { ru: 'Авиация', kk: 'Авиация', en: 'Aviation' },
  BUSINESS: { ru: 'Бизнес и управление', kk: 'Бизнес және басқару', en: 'Business and management' },
  CONSTRUCTION: { ru: 'Строительство', kk: 'Құрылыс', en: 'Construction' },
  CREATIVE: { ru: 'Творческие индустрии', kk: 'Шығармашылық индустриялар', en: 'Creative industries' },
  EDUCATION: { ru: 'Образование', kk: 'Білім беру', en: 'Education' },
  ENERGY: { ru: 'Энергетика', kk: 'Энергетика', en: 'Energy' },
  ENGINEERING: { ru: 'Инженерия', kk: 'Инженерия', en: 'Engineering' },
  FINANCE: { ru: 'Финансы', kk: 'Қаржы', en: 'Finance' },
  IT: { ru: 'IT', kk: 'IT', en: 'IT' },
  LAW: { ru: 'Право', kk: 'Құқық', en: 'Law' },
  MEDIA: { ru: 'Медиа', kk: 'Медиа', en: 'Media' },
  MEDICINE: { ru: 'Медицина и здравоохранение', kk: 'Медицина және денсаулық сақтау', en: 'Medicine and health care' },
  MINING_METALLURGY: {
    ru: 'Горное дело и металлургия',
    kk: 'Тау-кен ісі және металлургия',
    en: 'Mining and metallurgy',
  },
  OIL_GAS: { ru: 'Нефть и газ', kk: 'Мұнай және газ', en: 'Oil and gas' },
  PUBLIC_SERVICE: { ru: 'Государственная служба', kk: 'Мемлекеттік қызмет', en: 'Public service' },
  SCIENCE: { ru: 'Наука', kk: 'Ғылым', en: 'Science' },
  SPORT: { ru: 'Спорт', kk: 'Спорт', en: 'Sport' },
  TOURISM_HOSPITALITY: {
    ru: 'Туризм и гостеприимство',
    kk: 'Туризм және қонақжайлылық',
    en: 'Tourism and hospitality',
  },
  TRADES: { ru: 'Рабочие профессии', kk: 'Жұмысшы мамандықтары', en: 'Skilled trades' },
  TRANSPORT: { ru: 'Транспорт и логистика', kk: 'Көлік және логистика', en: 'Transport and logistics' },
};

export const fieldName = (field: string): TLocalized => FIELD_NAMES[field] ?? keyAsName(field);

/** Wording as in the web app's onboarding (locales/<lang>/auth.json, "interests"). */
const INTEREST_NAMES: Record<TInterest, TLocalized> = {
  MATHEMATICS: { ru: 'Математика', kk: 'Математика', en: 'Mathematics' },
  PHYSICS: { ru: 'Физика', kk: 'Физика', en: 'Physics' },
  CHEMISTRY: { ru: 'Химия', kk: 'Химия', en: 'Chemistry' },
  BIOLOGY: { ru: 'Биология', kk: 'Биология', en: 'Biology' },
  COMPUTER_SCIENCE: { ru: 'Информатика', kk: 'Информатика', en: 'Computer science' },
  HISTORY: { ru: 'История', kk: 'Тарих', en: 'History' },
  GEOGRAPHY: { ru: 'География', kk: 'География', en: 'Geography' },
  LITERATURE: { ru: 'Литература', kk: 'Әдебиет', en: 'Literature' },
  LANGUAGES: { ru: 'Языки', kk: 'Тілдер', en: 'Languages' },
  ART: { ru: 'Искусство', kk: 'Өнер', en: 'Art' },
  MUSIC: { ru: 'Музыка', kk: 'Музыка', en: 'Music' },
  SPORTS: { ru: 'Спорт', kk: 'Спорт', en: 'Sports' },
  ECONOMICS: { ru: 'Экономика', kk: 'Экономика', en: 'Economics' },
  PSYCHOLOGY: { ru: 'Психология', kk: 'Психология', en: 'Psychology' },
  MEDICINE: { ru: 'Медицина', kk: 'Медицина', en: 'Medicine' },
  ENGINEERING: { ru: 'Инженерия', kk: 'Инженерия', en: 'Engineering' },
  BUSINESS: { ru: 'Бизнес', kk: 'Бизнес', en: 'Business' },
  DESIGN: { ru: 'Дизайн', kk: 'Дизайн', en: 'Design' },
  AI_MACHINE_LEARNING: {
    ru: 'ИИ и машинное обучение',
    kk: 'Жасанды интеллект және машиналық оқыту',
    en: 'AI and machine learning',
  },
  DATA_SCIENCE: { ru: 'Наука о данных', kk: 'Деректер ғылымы', en: 'Data science' },
  CYBERSECURITY: { ru: 'Кибербезопасность', kk: 'Киберқауіпсіздік', en: 'Cybersecurity' },
  GAME_DEVELOPMENT: { ru: 'Разработка игр', kk: 'Ойын әзірлеу', en: 'Game development' },
  DIGITAL_CONTENT_CREATION: {
    ru: 'Создание цифрового контента',
    kk: 'Цифрлық контент жасау',
    en: 'Digital content creation',
  },
  E_SPORTS: { ru: 'Киберспорт', kk: 'Киберспорт', en: 'Esports' },
  ROBOTICS: { ru: 'Робототехника', kk: 'Робототехника', en: 'Robotics' },
  GRAPHIC_DESIGN: { ru: 'Графический дизайн', kk: 'Графикалық дизайн', en: 'Graphic design' },
  FASHION: { ru: 'Мода', kk: 'Сән', en: 'Fashion' },
  ENTREPRENEURSHIP: { ru: 'Предпринимательство', kk: 'Кәсіпкерлік', en: 'Entrepreneurship' },
  ENVIRONMENTAL_STUDIES: { ru: 'Экология', kk: 'Экология', en: 'Environmental studies' },
  MENTAL_WELLBEING: { ru: 'Психическое благополучие', kk: 'Психикалық саулық', en: 'Mental wellbeing' },
  FINANCE: { ru: 'Финансы', kk: 'Қаржы', en: 'Finance' },
  COOKING: { ru: 'Кулинария', kk: 'Аспаздық', en: 'Cooking' },
  TRAVEL: { ru: 'Путешествия', kk: 'Саяхат', en: 'Travel' },
};

export const interestName = (interest: TInterest): TLocalized => INTEREST_NAMES[interest];

/** Which profession fields (TProfession.field) each onboarding interest points to. */
export const INTEREST_FIELDS: Record<TInterest, readonly string[]> = {
  MATHEMATICS: ['IT', 'FINANCE', 'ENGINEERING', 'SCIENCE'],
  PHYSICS: ['ENGINEERING', 'ENERGY', 'AVIATION', 'OIL_GAS', 'SCIENCE'],
  CHEMISTRY: ['OIL_GAS', 'MINING_METALLURGY', 'MEDICINE', 'SCIENCE'],
  BIOLOGY: ['MEDICINE', 'AGRICULTURE', 'SCIENCE'],
  COMPUTER_SCIENCE: ['IT'],
  HISTORY: ['EDUCATION', 'LAW', 'PUBLIC_SERVICE'],
  GEOGRAPHY: ['TOURISM_HOSPITALITY', 'TRANSPORT', 'MINING_METALLURGY', 'AGRICULTURE'],
  LITERATURE: ['MEDIA', 'EDUCATION', 'CREATIVE'],
  LANGUAGES: ['EDUCATION', 'TOURISM_HOSPITALITY', 'MEDIA'],
  ART: ['CREATIVE'],
  MUSIC: ['CREATIVE'],
  SPORTS: ['SPORT', 'EDUCATION'],
  ECONOMICS: ['FINANCE', 'BUSINESS', 'PUBLIC_SERVICE'],
  PSYCHOLOGY: ['MEDICINE', 'EDUCATION'],
  MEDICINE: ['MEDICINE'],
  ENGINEERING: ['ENGINEERING', 'CONSTRUCTION', 'ENERGY', 'OIL_GAS', 'MINING_METALLURGY', 'AVIATION'],
  BUSINESS: ['BUSINESS', 'FINANCE'],
  DESIGN: ['CREATIVE', 'CONSTRUCTION'],
  AI_MACHINE_LEARNING: ['IT'],
  DATA_SCIENCE: ['IT'],
  CYBERSECURITY: ['IT'],
  GAME_DEVELOPMENT: ['IT', 'CREATIVE'],
  DIGITAL_CONTENT_CREATION: ['MEDIA', 'CREATIVE'],
  E_SPORTS: ['SPORT', 'IT'],
  ROBOTICS: ['ENGINEERING', 'IT'],
  GRAPHIC_DESIGN: ['CREATIVE', 'MEDIA'],
  FASHION: ['CREATIVE', 'TRADES'],
  ENTREPRENEURSHIP: ['BUSINESS'],
  ENVIRONMENTAL_STUDIES: ['AGRICULTURE', 'ENERGY', 'SCIENCE'],
  MENTAL_WELLBEING: ['MEDICINE', 'EDUCATION'],
  FINANCE: ['FINANCE'],
  COOKING: ['TOURISM_HOSPITALITY', 'TRADES'],
  TRAVEL: ['TOURISM_HOSPITALITY', 'TRANSPORT', 'AVIATION'],
};

/** The interests the user chose that point to a field, in the user's order. */
export function interestsForField(interests: readonly TInterest[], field: string): TInterest[] {
  return interests.filter((interest) => INTEREST_FIELDS[interest].includes(field));
}
