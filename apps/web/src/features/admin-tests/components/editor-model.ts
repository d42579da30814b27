import {
  ZTestDraftBody,
  type TAdminTest,
  type TLocalized,
  type TQuestionKind,
  type TTestDraftBody,
  type TTestScoring,
} from '@bagdar/contracts';
import type { z } from 'zod';

/** The editor's form values are the draft body itself: the array order of `questions` is the saved order. */
export type TEditorValues = TTestDraftBody;
export type TEditorOutput = z.output<typeof ZTestDraftBody>;
export type TAuthoredScale = TEditorValues['scales'][number];
export type TAuthoredQuestion = TEditorValues['questions'][number];
export type TAuthoredOption = NonNullable<TAuthoredQuestion['options']>[number];

export const editorSchema = ZTestDraftBody;

export const emptyLocalized = (): TLocalized => ({ ru: '', kk: '', en: '' });

export function emptyDraft(): TEditorValues {
  return {
    slug: '',
    title: emptyLocalized(),
    description: emptyLocalized(),
    estimatedMinutes: 10,
    minimumAge: 12,
    requiredTier: 'STANDARD',
    scoring: 'TRAIT',
    categoryIds: [],
    scales: [],
    questions: [],
  };
}

export function emptyScale(): TAuthoredScale {
  return {
    key: '',
    name: emptyLocalized(),
    description: emptyLocalized(),
    high: emptyLocalized(),
    low: emptyLocalized(),
    poles: null,
  };
}

export function emptyOption(): TAuthoredOption {
  return { text: emptyLocalized(), weights: {}, correct: false };
}

export function emptyQuestion(kind: TQuestionKind, firstScaleKey?: string): TAuthoredQuestion {
  if (kind === 'LIKERT') {
    return { kind, text: emptyLocalized(), options: [], likert: { scale: firstScaleKey ?? '', direction: 1 } };
  }
  return { kind, text: emptyLocalized(), options: [emptyOption(), emptyOption()], likert: null };
}

/** A deep copy for "duplicate"; structuredClone keeps nested localized texts independent. */
export function copyQuestion(question: TAuthoredQuestion): TAuthoredQuestion {
  return structuredClone(question);
}

/** The server's test as form values (question ids dropped: the order is the identity the PUT needs). */
export function toEditorValues(test: TAdminTest): TEditorValues {
  return {
    slug: test.slug,
    title: test.title,
    description: test.description,
    estimatedMinutes: test.estimatedMinutes,
    minimumAge: test.minimumAge,
    requiredTier: test.requiredTier,
    scoring: test.scoring,
    categoryIds: test.categoryIds,
    scales: test.scales.map((scale) => ({ ...scale, poles: scale.poles ?? null })),
    // A Likert question always holds a whole binding in the form: a draft saved before its scale
    // was chosen comes back with none, and picking a scale then would leave the keying unset (an
    // error under no input, while the keying control shows "forward" as chosen).
    questions: test.questions.map(({ id: _id, ...question }) => ({
      ...question,
      likert: question.kind === 'LIKERT' ? (question.likert ?? { scale: '', direction: 1 }) : null,
    })),
  };
}

/**
 * The body sent to the server: weights only for scales that still exist and are not zero,
 * Likert questions without options, choice questions without a Likert binding.
 */
export function toDraftBody(values: TEditorOutput, scoring: TTestScoring = values.scoring): TTestDraftBody {
  const scaleKeys = new Set(values.scales.map((scale) => scale.key));
  return {
    ...values,
    questions: values.questions.map((question) => {
      if (question.kind === 'LIKERT') {
        return { ...question, options: [], likert: question.likert ?? null };
      }
      return {
        ...question,
        likert: null,
        options: question.options.map((option) => ({
          text: option.text,
          weights:
            scoring === 'TRAIT'
              ? Object.fromEntries(
                  Object.entries(option.weights).filter(([key, weight]) => scaleKeys.has(key) && weight !== 0),
                )
              : {},
          correct: scoring === 'KNOWLEDGE' ? option.correct : false,
        })),
      };
    }),
  };
}
