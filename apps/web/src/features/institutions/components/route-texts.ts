import type { TBlockingRule, TChanceEvidence, TRouteChance } from '@bagdar/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/numbers.ts';
import { useFieldName } from '../../../lib/fields.ts';

const THRESHOLD_KINDS = new Set<TBlockingRule['kind']>(['PAID_THRESHOLD', 'GRANT_THRESHOLD']);

/** The rule that blocks a route, in words ("the paid-place threshold for medicine, 2024"). */
export function useRuleName(): (rule: TBlockingRule) => string {
  const { t, i18n } = useTranslation('institutions');
  const fieldName = useFieldName();
  return (rule) => {
    const part = i18n.exists(`institutions:untParts.${rule.scope}`) ? t(`untParts.${rule.scope}`) : rule.scope;
    const exam = i18n.exists(`institutions:exams.${rule.scope.toLowerCase()}`)
      ? t(`exams.${rule.scope.toLowerCase()}`)
      : rule.scope;
    let name = t(`rules.${rule.kind}`, { part, exam });
    if (THRESHOLD_KINDS.has(rule.kind) && rule.scope !== 'GENERAL') {
      name +=
        rule.scope === 'NATIONAL_UNIVERSITY'
          ? ` ${t('rules.national')}`
          : ` ${t('rules.forField', { field: fieldName(rule.scope) })}`;
    }
    return rule.year === null ? name : `${name}, ${rule.year}`;
  };
}

/** "Blocked by the paid-place threshold, 2024 (50): 3 points short". */
export function useBlockedText(): (rule: TBlockingRule) => string {
  const { t, i18n } = useTranslation('institutions');
  const ruleName = useRuleName();
  return (rule) =>
    t('blocked', {
      rule: ruleName(rule),
      bar: formatNumber(rule.bar, i18n.language),
      missing: formatNumber(rule.missing, i18n.language),
    });
}

/** The span of years a forecast used: "2022–2024", or one year. */
export function yearSpan(years: number[]): string {
  const first = years[0];
  const last = years[years.length - 1];
  if (first === undefined || last === undefined) return '';
  return first === last ? String(first) : `${first}–${last}`;
}

/** What a chance rests on, in words (the sources are links beside it). */
export function useEvidenceText(): (evidence: TChanceEvidence) => string {
  const { t } = useTranslation('institutions');
  return (evidence) => {
    const base =
      evidence.years.length > 0
        ? t(evidence.gopCode ? 'evidence.cutoffsOfGop' : 'evidence.cutoffs', {
            years: yearSpan(evidence.years),
            gop: evidence.gopCode ?? '',
          })
        : t('evidence.thresholds');
    return [
      base,
      evidence.testedYears > 0 ? t('evidence.tested', { n: evidence.testedYears }) : null,
      evidence.ownTestUnknown ? t('evidence.ownTestUnknown') : null,
    ]
      .filter(Boolean)
      .join(' · ');
  };
}

/** Why a route has no number: "no published cut-off for B057: not estimated". */
export function useNotEstimatedText(): (chance: Extract<TRouteChance, { status: 'NOT_ESTIMATED' }>) => string {
  const { t } = useTranslation('institutions');
  return (chance) => t(`notEstimated.${chance.reason}`, { gop: chance.gopCode ?? '' });
}

/** A chance range as text: "55–70 %", or one figure when the range is a point. */
export function useRangeText(): (low: number, high: number) => string {
  const { t } = useTranslation('institutions');
  return (low, high) => (low === high ? t('percent', { value: low }) : t('chanceRange', { low, high }));
}
