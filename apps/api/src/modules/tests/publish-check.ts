import type { TFieldError } from '@bagdar/contracts';
import type { VersionContent } from './test-content.repository.ts';

/**
 * Why a test cannot be published (pure): no questions, a scale no answer feeds, a question on an
 * unknown scale, a choice question without options, a knowledge question without a right option.
 */

const problem = (field: string, code: string): TFieldError => ({ field, code, message: code });

function checkScales(content: VersionContent, out: TFieldError[]): Set<string> {
  const keys = new Set<string>();
  content.scales.forEach((scale, i) => {
    if (keys.has(scale.key)) out.push(problem(`scales.${i}.key`, 'scale_key_duplicate'));
    keys.add(scale.key);
  });
  return keys;
}

function checkQuestion(
  content: VersionContent,
  question: VersionContent['questions'][number],
  i: number,
  scales: Set<string>,
  out: TFieldError[],
): void {
  const at = `questions.${i}`;
  if (question.kind === 'LIKERT') {
    if (content.scoring === 'KNOWLEDGE') out.push(problem(`${at}.kind`, 'likert_in_knowledge_test'));
    else if (!question.likert || !scales.has(question.likert.scale))
      out.push(problem(`${at}.likert.scale`, 'scale_unknown'));
    return;
  }
  if (question.options.length < 2) out.push(problem(`${at}.options`, 'options_required'));
  question.options.forEach((option, j) => {
    if (Object.keys(option.weights).some((key) => !scales.has(key))) {
      out.push(problem(`${at}.options.${j}.weights`, 'scale_unknown'));
    }
  });
  if (content.scoring === 'KNOWLEDGE') {
    const right = question.options.filter((o) => o.correct).length;
    if (right === 0) out.push(problem(`${at}.options`, 'correct_option_required'));
    if (question.kind === 'SINGLE' && right > 1) out.push(problem(`${at}.options`, 'single_correct_only'));
  }
}

/** The scales some answer moves: Likert items on them, or (trait) weighted options, or (knowledge) right options weighted to them. */
function fedScales(content: VersionContent): Set<string> {
  const fed = new Set<string>();
  for (const question of content.questions) {
    if (question.kind === 'LIKERT' && question.likert) fed.add(question.likert.scale);
    for (const option of question.options) {
      if (content.scoring === 'KNOWLEDGE' && !option.correct) continue;
      for (const [key, weight] of Object.entries(option.weights)) if (weight !== 0) fed.add(key);
    }
  }
  return fed;
}

export function publishProblems(content: VersionContent): TFieldError[] {
  const out: TFieldError[] = [];
  if (content.questions.length === 0) out.push(problem('questions', 'questions_required'));
  const scales = checkScales(content, out);
  content.questions.forEach((question, i) => checkQuestion(content, question, i, scales, out));
  const fed = fedScales(content);
  for (const key of scales) if (!fed.has(key)) out.push(problem(`scales.${key}`, 'scale_not_fed'));
  return out;
}
