import type { TEnrollmentResult, TLocalized } from '@bagdar/contracts';

/**
 * The enrollment analysis's explanation: a few sentences over the figures the analysis
 * computed. The built-in text states them plainly; an AI explainer may only reword it (the figures
 * themselves never come from a model).
 */
export interface EnrollmentExplainer {
  name: string;
  explain(result: TEnrollmentResult): Promise<TLocalized>;
}

export const BUILTIN_EXPLAINER_NAME = 'builtin';

/** The built-in explanation: the chances across the list, then the best-fitting major. */
export function explainEnrollment(result: Omit<TEnrollmentResult, 'explanation'>): TLocalized {
  const n = result.institutions.length;
  const a = result.atLeastOneAdmission;
  const g = result.atLeastOneGrant;
  const overall: TLocalized = {
    ru: `Вероятность поступить хотя бы в одно из выбранных учебных заведений (${n}) — ${a} %, получить грант — ${g} %.`,
    kk: `Таңдалған оқу орындарының (${n}) кем дегенде біреуіне түсу мүмкіндігі — ${a} %, грант алу мүмкіндігі — ${g} %.`,
    en: `Your chance of admission to at least one of the chosen institutions (${n}) is ${a} %, of a grant ${g} %.`,
  };
  let best: {
    institution: TEnrollmentResult['institutions'][number];
    major: TEnrollmentResult['institutions'][number]['majors'][number];
  } | null = null;
  for (const institution of result.institutions) {
    const major = institution.majors[0];
    if (major?.compatibility == null) continue;
    if (!best || major.compatibility > (best.major.compatibility ?? -1)) best = { institution, major };
  }
  // Without a compatibility estimate (no personality analysis, no academic profile) no major is named as the best fit.
  if (!best) return overall;
  const { institution, major } = best;
  const c = major.compatibility;
  const range = `${major.chance.low}–${major.chance.high}`;
  return {
    ru: `${overall.ru} Лучше всего вам подходит «${major.name.ru}» в «${institution.name.ru}»: совместимость ${c} из 100, шанс поступления ${range} %.`,
    kk: `${overall.kk} Сізге ең жақсы сәйкес келетіні — «${institution.name.kk}» оқу орнындағы «${major.name.kk}»: сәйкестік 100-ден ${c}, түсу мүмкіндігі ${range} %.`,
    en: `${overall.en} Your best fit is “${major.name.en}” at “${institution.name.en}”: compatibility ${c} of 100, admission chance ${range} %.`,
  };
}

export function createBuiltinExplainer(): EnrollmentExplainer {
  return { name: BUILTIN_EXPLAINER_NAME, explain: (result) => Promise.resolve(explainEnrollment(result)) };
}
