import type { TInstitutionFinancing, TInstructionLanguage, TLocalized } from '@bagdar/contracts';
import type { TMajorKey } from './majors.ts';

/**
 * Universities abroad that Kazakhstan's students apply to. Names, cities, websites and financing are
 * public facts; prices (tenge a year), IELTS/SAT/GPA minimums and acceptance rates are SAMPLE DATA
 * of a plausible size, not quoted from the universities.
 */
export interface TAbroadInstitutionSeed {
  name: TLocalized;
  country: string;
  city: string;
  website: string;
  financing: TInstitutionFinancing;
  acceptanceRate: number | null;
  priceKzt: number;
  minimums: { ielts: number | null; sat: number | null; gpa: number | null };
  languages: TInstructionLanguage[];
  majors: TMajorKey[];
}

const n = (ru: string, kk: string, en: string): TLocalized => ({ ru, kk, en });

export const ABROAD_INSTITUTIONS: readonly TAbroadInstitutionSeed[] = [
  {
    name: n(
      'Московский государственный университет имени М. В. Ломоносова',
      'М. В. Ломоносов атындағы Мәскеу мемлекеттік университеті',
      'Lomonosov Moscow State University',
    ),
    country: 'RU',
    city: 'moscow',
    website: 'https://www.msu.ru',
    financing: 'GOV',
    acceptanceRate: 20,
    priceKzt: 3_000_000,
    minimums: { ielts: null, sat: null, gpa: 3.5 },
    languages: ['ru'],
    majors: ['PHYS', 'ECON', 'JOURN', 'BIO'],
  },
  {
    name: n(
      'Санкт-Петербургский государственный университет',
      'Санкт-Петербург мемлекеттік университеті',
      'Saint Petersburg State University',
    ),
    country: 'RU',
    city: 'spb',
    website: 'https://spbu.ru',
    financing: 'GOV',
    acceptanceRate: 25,
    priceKzt: 2_700_000,
    minimums: { ielts: null, sat: null, gpa: 3.3 },
    languages: ['ru'],
    majors: ['INTL', 'LAW', 'ECON'],
  },
  {
    name: n('Технический университет Мюнхена', 'Мюнхен техникалық университеті', 'Technical University of Munich'),
    country: 'DE',
    city: 'munich',
    website: 'https://www.tum.de',
    financing: 'GOV',
    acceptanceRate: 30,
    priceKzt: 800_000,
    minimums: { ielts: 6.5, sat: null, gpa: 3.4 },
    languages: ['de', 'en'],
    majors: ['SE', 'MECH', 'ENERGY'],
  },
  {
    name: n('Карлов университет', 'Карл университеті', 'Charles University'),
    country: 'CZ',
    city: 'prague',
    website: 'https://cuni.cz',
    financing: 'GOV',
    acceptanceRate: null,
    priceKzt: 4_000_000,
    minimums: { ielts: 6.0, sat: null, gpa: 3.0 },
    languages: ['cs', 'en'],
    majors: ['MED', 'BIO', 'INTL'],
  },
  {
    name: n(
      'Ближневосточный технический университет',
      'Таяу Шығыс техникалық университеті',
      'Middle East Technical University',
    ),
    country: 'TR',
    city: 'ankara',
    website: 'https://www.metu.edu.tr',
    financing: 'GOV',
    acceptanceRate: null,
    priceKzt: 1_900_000,
    minimums: { ielts: 6.5, sat: 1200, gpa: 3.0 },
    languages: ['en'],
    majors: ['CIVIL', 'SE', 'PETRO'],
  },
  {
    name: n(
      'Корейский институт передовых технологий (KAIST)',
      'Корея озық технологиялар институты (KAIST)',
      'Korea Advanced Institute of Science and Technology (KAIST)',
    ),
    country: 'KR',
    city: 'daejeon',
    website: 'https://www.kaist.ac.kr',
    financing: 'GOV',
    acceptanceRate: 15,
    priceKzt: 4_500_000,
    minimums: { ielts: 6.5, sat: 1400, gpa: 3.6 },
    languages: ['en', 'ko'],
    majors: ['SE', 'MECH', 'PHYS'],
  },
  {
    name: n('Манчестерский университет', 'Манчестер университеті', 'The University of Manchester'),
    country: 'GB',
    city: 'manchester',
    website: 'https://www.manchester.ac.uk',
    financing: 'GOV',
    acceptanceRate: 50,
    priceKzt: 15_000_000,
    minimums: { ielts: 6.5, sat: 1350, gpa: 3.4 },
    languages: ['en'],
    majors: ['ECON', 'SE', 'MED'],
  },
  {
    name: n('Нью-Йоркский университет', 'Нью-Йорк университеті', 'New York University'),
    country: 'US',
    city: 'new-york',
    website: 'https://www.nyu.edu',
    financing: 'PRIVATE',
    acceptanceRate: 8,
    priceKzt: 30_000_000,
    minimums: { ielts: 7.0, sat: 1450, gpa: 3.7 },
    languages: ['en'],
    majors: ['FIN', 'JOURN', 'DESIGN'],
  },
  {
    name: n('Университет Торонто', 'Торонто университеті', 'University of Toronto'),
    country: 'CA',
    city: 'toronto',
    website: 'https://www.utoronto.ca',
    financing: 'GOV',
    acceptanceRate: 43,
    priceKzt: 25_000_000,
    minimums: { ielts: 6.5, sat: 1350, gpa: 3.5 },
    languages: ['en'],
    majors: ['SE', 'ECON', 'BIO'],
  },
  {
    name: n('Университет Цинхуа', 'Цинхуа университеті', 'Tsinghua University'),
    country: 'CN',
    city: 'beijing',
    website: 'https://www.tsinghua.edu.cn',
    financing: 'GOV',
    acceptanceRate: 10,
    priceKzt: 2_500_000,
    minimums: { ielts: 6.5, sat: 1400, gpa: 3.6 },
    languages: ['zh', 'en'],
    majors: ['SE', 'CIVIL', 'ECON'],
  },
];
