import type { TInterest, TLocale, TLocalized } from '@bagdar/contracts';
import type { TMaterialRecord } from './analysis-provider.ts';
import { INTEREST_FIELDS } from './analysis-vocabulary.ts';

/** Majors and learning materials, drawn from the top professions and the user's profile. */

export const MAJORS_LIMIT = 10;
export const MATERIALS_LIMIT = 8;
export const MIN_RELEVANCE = 2;

/**
 * A major's fit is the best fit among the top professions that list it; a major shared by more of
 * them ranks first among equal fits.
 */
export function aggregateMajors(
  professions: { fit: number; majors: TLocalized[] }[],
): { name: TLocalized; fit: number }[] {
  const byName = new Map<string, { name: TLocalized; fit: number; count: number }>();
  for (const profession of professions) {
    for (const major of profession.majors) {
      const key = major.en.trim().toLowerCase() || major.ru.trim().toLowerCase();
      const seen = byName.get(key);
      if (seen) {
        seen.fit = Math.max(seen.fit, profession.fit);
        seen.count += 1;
      } else {
        byName.set(key, { name: major, fit: profession.fit, count: 1 });
      }
    }
  }
  return [...byName.values()]
    .sort((a, b) => b.fit - a.fit || b.count - a.count || a.name.en.localeCompare(b.name.en))
    .slice(0, MAJORS_LIMIT)
    .map(({ name, fit }) => ({ name, fit }));
}

/**
 * Relevance of a material = Σ over its RIASEC letters found in the user's Holland code (3, 2, 1 by
 * the letter's place in the code) + Σ over its fields (how many of the top professions are in that
 * field, at most 3, plus 1 when one of the user's interests points there). Only materials with a
 * relevance of MIN_RELEVANCE or more are picked (one weak link is not a recommendation); one in the
 * user's language gets 2 more, so it wins over an equally relevant one.
 */
export function pickMaterials(
  materials: readonly TMaterialRecord[],
  context: { hollandCode: string; professionFields: string[]; interests: readonly TInterest[]; locale: TLocale },
): TMaterialRecord[] {
  const fieldWeight = (field: string): number => {
    const professions = Math.min(3, context.professionFields.filter((f) => f === field).length);
    const interest = context.interests.some((i) => INTEREST_FIELDS[i].includes(field)) ? 1 : 0;
    return professions + interest;
  };
  const scored = materials.map((material) => {
    const letters = material.riasec.reduce((sum, letter) => {
      const position = context.hollandCode.indexOf(letter);
      return sum + (position >= 0 ? 3 - position : 0);
    }, 0);
    const fields = material.fields.reduce((sum, field) => sum + fieldWeight(field), 0);
    const relevance = letters + fields;
    return { material, relevance, score: relevance + (material.language === context.locale ? 2 : 0) };
  });
  return scored
    .filter((entry) => entry.relevance >= MIN_RELEVANCE)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.material.title.localeCompare(b.material.title) ||
        a.material.id.localeCompare(b.material.id),
    )
    .slice(0, MATERIALS_LIMIT)
    .map((entry) => entry.material);
}
