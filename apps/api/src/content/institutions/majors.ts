import type { TInstructionLanguage, TMajorBody } from '@bagdar/contracts';
import { gopOfMajor } from '../admission/admission-rules.ts';
import { MAJOR_TEMPLATES, type TMajorKey } from './major-templates.ts';

export type { TMajorKey } from './major-templates.ts';

/**
 * A Kazakh major: the price shifted by the institution's factor, linked to its GOP (whose grant
 * competition and the year's thresholds apply, see content/admission). No cut-off of its own: grant
 * cut-offs are published per GOP, and the paid-place bar is the national threshold.
 */
export function kzMajor(
  key: TMajorKey,
  prestige: number,
  priceFactor: number,
  languages: TInstructionLanguage[],
): TMajorBody {
  const m = MAJOR_TEMPLATES[key];
  const school = key === 'NIS';
  return {
    name: m.name,
    field: m.field,
    durationYears: m.years,
    pricePerYearKzt: Math.round((m.price * priceFactor) / 10_000) * 10_000,
    languages,
    grantPlaces: school ? null : Math.max(10, 120 - prestige * 4),
    untMin: null,
    untCutoffs: [],
    gopCode: school ? null : gopOfMajor(key),
    ieltsMin: null,
    satMin: null,
    gpaMin: null,
  };
}

/** A major abroad: IELTS, SAT and GPA minimums instead of UNT; no state grants. */
export function abroadMajor(
  key: TMajorKey,
  priceKzt: number,
  minimums: { ielts: number | null; sat: number | null; gpa: number | null },
  languages: TInstructionLanguage[],
): TMajorBody {
  const m = MAJOR_TEMPLATES[key];
  return {
    name: m.name,
    field: m.field,
    durationYears: m.years === 6 ? 6 : 4,
    pricePerYearKzt: priceKzt,
    languages,
    grantPlaces: null,
    untMin: null,
    untCutoffs: [],
    gopCode: null,
    ieltsMin: minimums.ielts,
    satMin: minimums.sat,
    gpaMin: minimums.gpa,
  };
}
