import type { TLocalized } from '@bagdar/contracts';
import type { TProfessionRecord } from './analysis-provider.ts';
import { fieldName, interestName, riasecName, workValueName } from './analysis-vocabulary.ts';
import { professionLetters, type TFitBreakdown } from './profession-fit.ts';
import type { TTypeProfile } from './type-profile.ts';

/**
 * Why a profession is on the list, in ru/kk/en, each sentence citing the inputs behind one part
 * of the fit (profession-fit.ts): the RIASEC letters, the type, the interests, the work values.
 */

const KK_COUNT = ['', 'бір', 'екі', 'үш'] as const;
const KK_COLLECTIVE = ['', 'біреуі', 'екеуі', 'үшеуі'] as const;

const joinNames = (names: TLocalized[], lang: keyof TLocalized): string => names.map((name) => name[lang]).join(', ');

function riasecReason(profile: TTypeProfile, profession: TProfessionRecord): TLocalized {
  const code = profession.riasec;
  const holland = profile.hollandCode;
  const letters = professionLetters(code);
  const top = profile.ranked[0];
  if (top && letters[0] === top.code) {
    const name = riasecName(top.code);
    return {
      ru: `Ваш ведущий тип интересов — ${name.ru} (${top.code}, ${top.score}/100), и код профессии ${code} начинается с этой буквы.`,
      kk: `Сіздің жетекші қызығушылық түріңіз — ${name.kk} (${top.code}, ${top.score}/100), ал мамандық коды ${code} дәл осы әріптен басталады.`,
      en: `Your leading interest type is ${name.en} (${top.code}, ${top.score}/100), and the profession's code ${code} starts with it.`,
    };
  }
  const shared = profile.ranked.slice(0, 3).find((entry) => letters.includes(entry.code));
  if (shared) {
    const name = riasecName(shared.code);
    return {
      ru: `Код профессии — ${code}; в нём есть ваш тип интересов ${name.ru} (${shared.code}, ${shared.score}/100), ваш код Холланда — ${holland}.`,
      kk: `Мамандық коды — ${code}; онда сіздің ${name.kk} қызығушылық түріңіз бар (${shared.code}, ${shared.score}/100), ал Холланд кодыңыз — ${holland}.`,
      en: `The profession's code is ${code}; it includes your ${name.en} interests (${shared.code}, ${shared.score}/100), and your Holland code is ${holland}.`,
    };
  }
  const leading = letters[0] ?? 'R';
  const leadingScore = profile.riasec.find((entry) => entry.code === leading)?.score ?? 0;
  const name = riasecName(leading);
  return {
    ru: `Код профессии — ${code}; ваш балл по ведущему для неё типу ${name.ru} (${leading}) — ${leadingScore}/100, ваш код Холланда — ${holland}.`,
    kk: `Мамандық коды — ${code}; ол үшін жетекші ${name.kk} түр (${leading}) бойынша сіздің балыңыз — ${leadingScore}/100, ал Холланд кодыңыз — ${holland}.`,
    en: `The profession's code is ${code}; your score on its leading ${name.en} type (${leading}) is ${leadingScore}/100, and your Holland code is ${holland}.`,
  };
}

function overlapReason(profile: TTypeProfile, profession: TProfessionRecord): TLocalized | null {
  const letters = professionLetters(profession.riasec);
  const shared = letters.filter((letter) => profile.hollandCode.includes(letter)).length;
  if (shared === 0 || letters.length === 0) return null;
  const code = profession.riasec;
  const holland = profile.hollandCode;
  return {
    ru: `Совпадение кодов Холланда: ${shared} из ${letters.length} букв кода профессии (${code}) есть и в вашем коде (${holland}).`,
    kk: `Холланд кодтарының сәйкестігі: мамандық кодындағы (${code}) ${KK_COUNT[letters.length]} әріптің ${KK_COLLECTIVE[shared]} сіздің кодыңызда (${holland}) да бар.`,
    en: `Holland codes overlap: ${shared} of the ${letters.length} letters of the profession's code (${code}) are in yours (${holland}) too.`,
  };
}

function typeReason(
  profile: TTypeProfile,
  profession: TProfessionRecord,
  match: TFitBreakdown['typeMatch'],
): TLocalized | null {
  if (match === null) return null;
  const type = profile.type;
  if (match.kind === 'EXACT') {
    const list = profession.typeAffinities.join(', ');
    return {
      ru: `Ваш тип ${type} входит в число типов, которым особенно подходит эта профессия (${list}).`,
      kk: `Сіздің ${type} типіңіз осы мамандыққа ерекше сай келетін типтердің қатарында (${list}).`,
      en: `Your type ${type} is among the types this profession suits best (${list}).`,
    };
  }
  const affinity = match.affinity;
  return {
    ru: `Ваш тип ${type} совпадает в трёх буквах из четырёх с типом ${affinity}, которому подходит эта профессия.`,
    kk: `Сіздің ${type} типіңіз осы мамандыққа сай келетін ${affinity} типімен төрт әріптің үшеуі бойынша сәйкес келеді.`,
    en: `Your type ${type} shares three of four letters with ${affinity}, a type this profession suits.`,
  };
}

function interestReason(profession: TProfessionRecord, breakdown: TFitBreakdown): TLocalized | null {
  if (breakdown.matchedInterests.length === 0) return null;
  const field = fieldName(profession.field);
  const names = breakdown.matchedInterests.map(interestName);
  return {
    ru: `Профессия относится к сфере «${field.ru}», куда ведут ваши интересы: ${joinNames(names, 'ru')}.`,
    kk: `Мамандық «${field.kk}» саласына жатады — сіздің қызығушылықтарыңыз да осы салаға бағытталған: ${joinNames(names, 'kk')}.`,
    en: `The profession belongs to the ${field.en} field, where your interests point: ${joinNames(names, 'en')}.`,
  };
}

/** Only values the user rated 60 or more count as a reason; lower ones stay silent. */
function valuesReason(breakdown: TFitBreakdown): TLocalized | null {
  const strong = (breakdown.values ?? []).filter((value) => value.score >= 60);
  if (strong.length === 0) return null;
  const list = (lang: keyof TLocalized, and: string) =>
    strong.map((value) => `«${workValueName(value.key)[lang]}» (${value.score}/100)`).join(and);
  return {
    ru: `Эта работа отвечает важным для вас ценностям: ${list('ru', ' и ')}.`,
    kk: `Бұл жұмыс сіз үшін маңызды құндылықтарға сай келеді: ${list('kk', ' және ')}.`,
    en: `This work matches values that matter to you: ${list('en', ' and ')}.`,
  };
}

/** Two or three reasons: the RIASEC one always, then type, interests, values, and the code overlap if still short. */
export function professionReasons(
  profile: TTypeProfile,
  profession: TProfessionRecord,
  breakdown: TFitBreakdown,
): TLocalized[] {
  const reasons = [
    riasecReason(profile, profession),
    typeReason(profile, profession, breakdown.typeMatch),
    interestReason(profession, breakdown),
    valuesReason(breakdown),
  ].filter((reason): reason is TLocalized => reason !== null);
  if (reasons.length < 2) {
    const overlap = overlapReason(profile, profession);
    if (overlap) reasons.push(overlap);
  }
  if (reasons.length < 2) {
    const level = Math.round(breakdown.level * 100);
    reasons.push({
      ru: `Ваш интерес к типам, на которых строится профессия (${profession.riasec}), с учётом веса каждой буквы — ${level}/100.`,
      kk: `Мамандық негізделген түрлерге (${profession.riasec}) деген қызығушылығыңыз, әр әріптің салмағын ескергенде, — ${level}/100.`,
      en: `Your interest in the types the profession rests on (${profession.riasec}), weighting each letter by position, is ${level}/100.`,
    });
  }
  return reasons.slice(0, 3);
}
