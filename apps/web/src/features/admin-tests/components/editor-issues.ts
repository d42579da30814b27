import type { TFieldError } from '@bagdar/contracts';
import type { TAuthoredScale } from './editor-model.ts';

export type TEditorTab = 'basics' | 'scales' | 'questions';

/** Where a server detail belongs in the editor: a tab, and a scale or question card when it names one. */
export interface TEditorIssue {
  detail: TFieldError;
  tab: TEditorTab;
  scaleIndex?: number;
  questionIndex?: number;
}

/**
 * Places the server's details (`questions`, `questions.<n>[.…]`, `scales.<key|n>[.…]`, `slug`, …)
 * on the editor. Scales are named by key in publish errors and by index in validation errors.
 */
export function locateIssues(details: readonly TFieldError[], scales: readonly TAuthoredScale[]): TEditorIssue[] {
  return details.map((detail) => {
    const [head, second] = detail.field.split('.');
    if (head === 'questions') {
      const index = second !== undefined && /^\d+$/.test(second) ? Number(second) : undefined;
      return { detail, tab: 'questions', ...(index === undefined ? {} : { questionIndex: index }) };
    }
    if (head === 'scales') {
      const byKey = scales.findIndex((scale) => scale.key === second);
      const index = byKey >= 0 ? byKey : second !== undefined && /^\d+$/.test(second) ? Number(second) : undefined;
      return { detail, tab: 'scales', ...(index === undefined ? {} : { scaleIndex: index }) };
    }
    return { detail, tab: 'basics' };
  });
}

const LNG = '(ru|kk|en)';
/** Paths (after the scale or question index is resolved) that have an input to show a message under. */
const INPUT_PATHS = [
  new RegExp(`^(slug|estimatedMinutes|minimumAge|categoryIds)$`),
  new RegExp(`^(title|description)\\.${LNG}$`),
  new RegExp(`^scales\\.\\d+\\.key$`),
  new RegExp(`^scales\\.\\d+\\.(name|description|high|low)\\.${LNG}$`),
  new RegExp(`^scales\\.\\d+\\.poles\\.(positive|negative)\\.(key|name\\.${LNG})$`),
  new RegExp(`^questions\\.\\d+\\.text\\.${LNG}$`),
  new RegExp(`^questions\\.\\d+\\.options\\.\\d+\\.text\\.${LNG}$`),
  new RegExp(`^questions\\.\\d+\\.likert\\.scale$`),
];

/**
 * The form path whose input can show the issue (`title.kk`, `questions.2.text.ru`), or null when
 * the issue belongs to a whole card or list (`questions.1.options`, `scales.R`).
 */
export function fieldPathOf(issue: TEditorIssue): string | null {
  const parts = issue.detail.field.split('.');
  const index = issue.tab === 'scales' ? issue.scaleIndex : issue.questionIndex;
  const path =
    issue.tab === 'basics'
      ? parts[0] === 'categoryIds'
        ? 'categoryIds'
        : issue.detail.field
      : index === undefined || parts.length < 3
        ? null
        : [parts[0], String(index), ...parts.slice(2)].join('.');
  return path && INPUT_PATHS.some((pattern) => pattern.test(path)) ? path : null;
}
