import type { TInstitutionFinancing, TInstitutionType, TLocalized } from '@bagdar/contracts';

/**
 * Founding years of seeded institutions, keyed by website, only where the year is a well-known
 * public fact (the founding of the institution itself or of the institute it grew from without a
 * change of identity). An institution missing here gets no year in its description.
 */
export const FOUNDED: Readonly<Record<string, number>> = {
  'https://nu.edu.kz': 2010,
  'https://enu.kz': 1996,
  'https://www.kaznu.kz': 1934,
  'https://satbayev.university': 1934,
  'https://www.kimep.kz': 1992,
  'https://kbtu.edu.kz': 2001,
  'https://iitu.edu.kz': 2009,
  'https://astanait.edu.kz': 2019,
  'https://kaznmu.edu.kz': 1930,
  'https://amu.kz': 1964,
  'https://qmu.edu.kz': 1950,
  'https://www.kstu.kz': 1953,
  'https://kazatu.edu.kz': 1957,
  'https://kaznpu.kz': 1928,
  'https://narxoz.edu.kz': 1963,
  'https://almau.edu.kz': 1988,
  'https://mnu.kz': 1994,
  'https://auezov.edu.kz': 1943,
  'https://tou.edu.kz': 1960,
  'https://semeymedicaluniversity.kz': 1953,
  'https://kaznai.kz': 1955,
  'https://kaznui.edu.kz': 1998,
  'https://kazast.kz': 1944,
  'https://turan.edu.kz': 1992,
  'https://dku.kz': 1999,
  'https://atu.edu.kz': 1957,
  'https://nis.edu.kz': 2008,
  'https://www.msu.ru': 1755,
  'https://spbu.ru': 1724,
  'https://www.tum.de': 1868,
  'https://cuni.cz': 1348,
  'https://www.metu.edu.tr': 1956,
  'https://www.kaist.ac.kr': 1971,
  'https://www.nyu.edu': 1831,
  'https://www.utoronto.ca': 1827,
  'https://www.tsinghua.edu.cn': 1911,
};

const KIND: Record<TInstitutionFinancing, TLocalized> = {
  GOV: { ru: 'Государственный вуз', kk: 'Мемлекеттік жоғары оқу орны', en: 'Public higher education institution' },
  PRIVATE: { ru: 'Частный вуз', kk: 'Жекеменшік жоғары оқу орны', en: 'Private higher education institution' },
  AUTONOMOUS: {
    ru: 'Автономный вуз',
    kk: 'Дербес жоғары оқу орны',
    en: 'Autonomous higher education institution',
  },
};
const SCHOOL: TLocalized = { ru: 'Школа', kk: 'Мектеп', en: 'School' };

/**
 * A seeded institution's description from facts only: its kind (type and financing), its city and,
 * when known, its founding year — "Государственный вуз, Алматы. Основан в 1934 году." The figures
 * of its majors are sample data, which the screens say next to them.
 */
export function institutionDescription(input: {
  type: TInstitutionType;
  financing: TInstitutionFinancing;
  city: TLocalized | null;
  website: string;
}): TLocalized {
  const kind = input.type === 'SCHOOL' ? SCHOOL : KIND[input.financing];
  const year = FOUNDED[input.website];
  const line = (lng: keyof TLocalized, founded: (y: number) => string) =>
    `${kind[lng]}${input.city ? `, ${input.city[lng]}` : ''}.${year ? ` ${founded(year)}` : ''}`;
  const schoolRu = input.type === 'SCHOOL';
  return {
    ru: line('ru', (y) => `${schoolRu ? 'Основана' : 'Основан'} в ${y} году.`),
    kk: line('kk', (y) => `${y} жылы құрылған.`),
    en: line('en', (y) => `Founded in ${y}.`),
  };
}
