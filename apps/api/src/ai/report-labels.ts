import type { TMaterialType } from '@bagdar/contracts';
import type { TLang } from './analysis-vocabulary.ts';

/** Every fixed word of the PDF report, per language. */
export interface TReportLabels {
  subtitle: string;
  preparedFor: string;
  date: string;
  aiLabel: string;
  typeTitle: string;
  hollandCode: string;
  axesTitle: string;
  axesNote: string;
  riasecTitle: string;
  riasecNote: string;
  summaryTitle: string;
  professionsTitle: string;
  profession: string;
  code: string;
  fit: string;
  majorsTitle: string;
  strengthsTitle: string;
  weaknessesTitle: string;
  materialsTitle: string;
  noMaterials: string;
  materialTypes: Record<TMaterialType, string>;
  /** A material's language by its catalogue code (RU, KK, EN). */
  materialLanguages: Record<'RU' | 'KK' | 'EN', string>;
  disclaimer: string;
  page: (n: number, total: number) => string;
  dateLocale: string;
}

export const REPORT_LABELS: Record<TLang, TReportLabels> = {
  ru: {
    subtitle: 'Отчёт о личностном анализе и профориентации',
    preparedFor: 'Подготовлен для',
    date: 'Дата',
    aiLabel: 'Текст частично написан ИИ',
    typeTitle: 'Ваш тип личности',
    hollandCode: 'Код Холланда',
    axesTitle: 'Выраженность предпочтений по четырём осям',
    axesNote: 'Полоса идёт от середины к выраженному полюсу; длина — сила предпочтения (0-100).',
    riasecTitle: 'Профиль интересов (RIASEC)',
    riasecNote: 'Баллы 0-100; три ведущих типа выделены цветом и образуют код Холланда.',
    summaryTitle: 'Кратко о вас',
    professionsTitle: 'Подходящие профессии',
    profession: 'Профессия',
    code: 'Код',
    fit: 'Соответствие',
    majorsTitle: 'Направления обучения',
    strengthsTitle: 'Сильные стороны',
    weaknessesTitle: 'Зоны роста',
    materialsTitle: 'Рекомендуемые материалы',
    noMaterials: 'Подходящих материалов пока нет.',
    materialTypes: { COURSE: 'Курс', BOOK: 'Книга', VIDEO: 'Видео', ARTICLE: 'Статья', OTHER: 'Материал' },
    materialLanguages: { RU: 'на русском', KK: 'на казахском', EN: 'на английском' },
    disclaimer:
      'Анализ — ориентир для размышлений о будущем, а не гарантия успеха или поступления. Решение о профессии остаётся за вами.',
    page: (n, total) => `Стр. ${n} из ${total}`,
    dateLocale: 'ru-RU',
  },
  kk: {
    subtitle: 'Тұлғалық талдау және кәсіптік бағдар есебі',
    preparedFor: 'Кімге арналған',
    date: 'Күні',
    aiLabel: 'Мәтіннің бір бөлігін ЖИ жазған',
    typeTitle: 'Сіздің тұлға типіңіз',
    hollandCode: 'Холланд коды',
    axesTitle: 'Төрт осьтегі бейімділіктің айқындығы',
    axesNote: 'Жолақ ортадан айқын полюске қарай созылады; ұзындығы — бейімділік күші (0-100).',
    riasecTitle: 'Қызығушылықтар профилі (RIASEC)',
    riasecNote: 'Балдар 0-100; жетекші үш түр түспен белгіленген, олар Холланд кодын құрайды.',
    summaryTitle: 'Сіз туралы қысқаша',
    professionsTitle: 'Сізге сай мамандықтар',
    profession: 'Мамандық',
    code: 'Код',
    fit: 'Сәйкестік',
    majorsTitle: 'Оқу бағыттары',
    strengthsTitle: 'Күшті жақтары',
    weaknessesTitle: 'Даму аймақтары',
    materialsTitle: 'Ұсынылатын материалдар',
    noMaterials: 'Әзірге сай материалдар жоқ.',
    materialTypes: { COURSE: 'Курс', BOOK: 'Кітап', VIDEO: 'Бейне', ARTICLE: 'Мақала', OTHER: 'Материал' },
    materialLanguages: { RU: 'орыс тілінде', KK: 'қазақ тілінде', EN: 'ағылшын тілінде' },
    disclaimer:
      'Талдау — болашақ туралы ойлануға арналған бағдар, табысқа немесе оқуға түсуге кепілдік емес. Мамандықты таңдау шешімі өзіңізде.',
    page: (n, total) => `${total} беттің ${n}-беті`,
    dateLocale: 'kk-KZ',
  },
  en: {
    subtitle: 'Personality and career guidance report',
    preparedFor: 'Prepared for',
    date: 'Date',
    aiLabel: 'Partly written by AI',
    typeTitle: 'Your personality type',
    hollandCode: 'Holland code',
    axesTitle: 'Strength of your preferences on the four axes',
    axesNote: 'Each bar runs from the middle toward the preferred pole; its length is the strength (0-100).',
    riasecTitle: 'Interest profile (RIASEC)',
    riasecNote: 'Scores 0-100; the three leading types are highlighted and make up the Holland code.',
    summaryTitle: 'In short',
    professionsTitle: 'Professions that fit you',
    profession: 'Profession',
    code: 'Code',
    fit: 'Fit',
    majorsTitle: 'Study directions',
    strengthsTitle: 'Strengths',
    weaknessesTitle: 'Areas to grow',
    materialsTitle: 'Recommended materials',
    noMaterials: 'No matching materials yet.',
    materialTypes: { COURSE: 'Course', BOOK: 'Book', VIDEO: 'Video', ARTICLE: 'Article', OTHER: 'Material' },
    materialLanguages: { RU: 'in Russian', KK: 'in Kazakh', EN: 'in English' },
    disclaimer:
      'This analysis is guidance for thinking about your future, not a guarantee of success or admission. The choice of profession is yours.',
    page: (n, total) => `Page ${n} of ${total}`,
    dateLocale: 'en-GB',
  },
};
