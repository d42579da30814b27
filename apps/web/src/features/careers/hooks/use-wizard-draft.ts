import { CAREER_LIMITS, type TCareerGoal, type TLifeStage, type TLocalized } from '@bagdar/contracts';
import { useEffect, useState } from 'react';

/** What the wizard has collected so far; kept in localStorage so Back and a reload lose nothing. */
export interface TWizardDraft {
  step: number;
  lifeStage: TLifeStage | null;
  years: number | null;
  goal: TCareerGoal | null;
  professionId: string | null;
  /** Shown as the choice even when the search no longer lists it. */
  professionName: TLocalized | null;
  countryId: string | null;
  institutionId: string | null;
  majorId: string | null;
  about: string;
  /** Optional YYYY-MM-DD the student wants to reach the goal by; '' when not set. */
  targetDate: string;
}

export const WIZARD_STEPS = ['status', 'goal', 'target', 'about'] as const;
export const WIZARD_STORAGE_KEY = 'careers.wizard';

export const EMPTY_DRAFT: TWizardDraft = {
  step: 0,
  lifeStage: null,
  years: null,
  goal: null,
  professionId: null,
  professionName: null,
  countryId: null,
  institutionId: null,
  majorId: null,
  about: '',
  targetDate: '',
};

function readDraft(): TWizardDraft {
  try {
    const raw = window.localStorage.getItem(WIZARD_STORAGE_KEY);
    if (!raw) return EMPTY_DRAFT;
    const parsed = JSON.parse(raw) as Partial<TWizardDraft>;
    return { ...EMPTY_DRAFT, ...parsed, step: Math.min(Math.max(parsed.step ?? 0, 0), WIZARD_STEPS.length - 1) };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** The most a life stage allows as "years" (grade or year of study); null when it takes none. */
export function yearsMax(lifeStage: TLifeStage | null): number | null {
  if (lifeStage === 'PUPIL') return CAREER_LIMITS.pupilGradeMax;
  if (lifeStage === 'STUDENT') return CAREER_LIMITS.studentYearMax;
  return null;
}

/** Field errors (validation keys under `careers:validation`) of one step. */
export function stepErrors(draft: TWizardDraft, step: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (step === 0) {
    if (!draft.lifeStage) errors.lifeStage = 'lifeStage_required';
    const max = yearsMax(draft.lifeStage);
    if (max !== null && (draft.years === null || draft.years < 1 || draft.years > max)) errors.years = 'years_invalid';
  }
  if (step === 1 && !draft.goal) errors.goal = 'goal_required';
  if (step === 2) {
    if (draft.goal === 'EMPLOYMENT' && !draft.professionId) errors.professionId = 'profession_required';
    if (draft.goal === 'ENROLLMENT') {
      if (!draft.countryId) errors.countryId = 'country_required';
      if (!draft.institutionId) errors.institutionId = 'institution_required';
      if (!draft.majorId) errors.majorId = 'major_required';
    }
  }
  if (step === 3 && draft.about.trim().length > CAREER_LIMITS.aboutMax) errors.about = 'about_too_long';
  if (step === 3 && draft.targetDate) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.targetDate)) errors.targetDate = 'target_date_invalid';
    else if (draft.targetDate <= new Date().toISOString().slice(0, 10)) errors.targetDate = 'target_date_past';
  }
  return errors;
}

export function useWizardDraft() {
  const [draft, setDraft] = useState<TWizardDraft>(readDraft);
  useEffect(() => {
    try {
      window.localStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(draft));
    } catch {
      // Private mode without storage: the draft lasts for this page only.
    }
  }, [draft]);
  const update = (changes: Partial<TWizardDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const clear = () => {
    try {
      window.localStorage.removeItem(WIZARD_STORAGE_KEY);
    } catch {
      // nothing stored
    }
    setDraft(EMPTY_DRAFT);
  };
  return { draft, update, clear };
}
