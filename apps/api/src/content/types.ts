/**
 * Shapes of the content Bagdar authors itself: the four instruments (tests) and the
 * professions and learning-materials catalogues. The seed turns these into database rows.
 */
export interface TLocalized {
  ru: string;
  kk: string;
  en: string;
}

/** A scale an instrument measures: a RIASEC type, a pole pair of the four-axis type, a work value. */
export interface TInstrumentScale {
  key: string;
  name: TLocalized;
  description: TLocalized;
  /** What a high (and, for bipolar axes, a low) result means for the person, addressed to them. */
  high: TLocalized;
  low: TLocalized;
  /** For a bipolar axis (E/I…): the names of the positive and the negative pole. */
  poles?: { positive: { key: string; name: TLocalized }; negative: { key: string; name: TLocalized } };
}

/**
 * A Likert item (five answers, strongly disagree … strongly agree) feeds one scale:
 * direction 1 means agreement raises the scale (or moves a bipolar axis toward its positive
 * pole), -1 means the item is reverse-keyed.
 */
export interface TLikertItem {
  kind: 'LIKERT';
  key: string;
  text: TLocalized;
  scale: string;
  direction: 1 | -1;
}

/** A choice item: each option either adds weights to scales (trait tests) or is right/wrong (knowledge tests). */
export interface TChoiceItem {
  kind: 'SINGLE' | 'MULTIPLE';
  key: string;
  text: TLocalized;
  options: { key: string; text: TLocalized; weights?: Record<string, number>; correct?: boolean }[];
  /** Knowledge tests: why the right answer is right, shown on the result page. */
  explanation?: TLocalized;
}

export type TInstrumentItem = TLikertItem | TChoiceItem;

export interface TInstrument {
  slug: string;
  title: TLocalized;
  description: TLocalized;
  estimatedMinutes: number;
  minimumAge: number;
  requiredTier: 'FREE' | 'STANDARD' | 'PRO';
  scoring: 'TRAIT' | 'KNOWLEDGE';
  categories: { key: string; name: TLocalized; priority: number }[];
  scales: TInstrumentScale[];
  items: TInstrumentItem[];
}

/** The five Likert answers, shared by every Likert item. */
export const LIKERT_ANSWERS: { value: 1 | 2 | 3 | 4 | 5; text: TLocalized }[] = [
  { value: 1, text: { ru: 'Совсем не согласен', kk: 'Мүлдем келіспеймін', en: 'Strongly disagree' } },
  { value: 2, text: { ru: 'Скорее не согласен', kk: 'Келіспеймін', en: 'Disagree' } },
  { value: 3, text: { ru: 'Затрудняюсь ответить', kk: 'Бейтараппын', en: 'Neither agree nor disagree' } },
  { value: 4, text: { ru: 'Скорее согласен', kk: 'Келісемін', en: 'Agree' } },
  { value: 5, text: { ru: 'Полностью согласен', kk: 'Толықтай келісемін', en: 'Strongly agree' } },
];

export type TRiasecCode = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

export interface TProfession {
  slug: string;
  name: TLocalized;
  description: TLocalized;
  /** Holland code, two or three letters, strongest first (e.g. "IRC" for a software developer). */
  riasec: string;
  /** Four-letter types (ESTJ…) the work suits best. */
  typeAffinities: string[];
  skills: TLocalized[];
  /** Related university majors / programmes. */
  majors: TLocalized[];
  /** Where the profession sits in the economy: IT, MEDICINE, ENGINEERING, EDUCATION… */
  field: string;
  /** Kazakhstan context: demand and typical monthly salary range in tenge. */
  demand: 'HIGH' | 'MEDIUM' | 'LOW';
  salaryKzt: { from: number; to: number };
}

export interface TLearningMaterial {
  slug: string;
  type: 'COURSE' | 'BOOK' | 'VIDEO' | 'ARTICLE' | 'OTHER';
  title: string;
  url: string;
  language: 'RU' | 'KK' | 'EN';
  tags: string[];
  /** Holland letters and profession fields it helps with, for the analysis to recommend it. */
  riasec: TRiasecCode[];
  fields: string[];
}
