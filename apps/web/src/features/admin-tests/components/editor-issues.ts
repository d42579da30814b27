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

/** The form path that can show the issue under its input (`title.kk`, `questions.2.text.ru`), if any. */
export function fieldPathOf(issue: TEditorIssue): string | null {
  const parts = issue.detail.field.split('.');
  if (issue.tab === 'basics') return issue.detail.field;
  if (parts.length < 3) return null;
  const index = issue.tab === 'scales' ? issue.scaleIndex : issue.questionIndex;
  if (index === undefined) return null;
  return [parts[0], String(index), ...parts.slice(2)].join('.');
}
