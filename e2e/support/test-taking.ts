import { expect, type Page } from '@playwright/test';

/** The "Вопрос N из M" line above the question. */
export function progressText(current: number, total: number): string {
  return `Вопрос ${current} из ${total}`;
}

/** Reads the current position from `question-progress` ("Вопрос 11 из 40" → { current: 11, total: 40 }). */
export async function questionPosition(page: Page): Promise<{ current: number; total: number }> {
  const progress = page.getByTestId('question-progress');
  await expect(progress).toHaveText(/^Вопрос \d+ из \d+$/);
  const match = /Вопрос (\d+) из (\d+)/.exec(await progress.innerText());
  if (!match) throw new Error('question-progress has no "Вопрос N из M"');
  return { current: Number(match[1]), total: Number(match[2]) };
}

/**
 * Answers the question on screen and moves on: a Likert question gets answer `pick(n) % 5`,
 * a choice question its option `pick(n) % options`; then Next (waiting for the next question)
 * or, on the last question, Finish.
 */
export async function answerCurrentQuestion(page: Page, pick: (questionNumber: number) => number): Promise<void> {
  const { current, total } = await questionPosition(page);
  const question = page.getByTestId('question');
  const radios = question.getByRole('radio');
  const count = await radios.count();
  if (count === 0) throw new Error(`Question ${current} has no radio answers`);
  await radios.nth(pick(current) % count).check();
  if (current < total) {
    await page.getByRole('button', { name: 'Далее' }).click();
    await expect(page.getByTestId('question-progress')).toHaveText(progressText(current + 1, total));
  } else {
    await page.getByRole('button', { name: 'Завершить' }).click();
  }
}

/** Answers questions until `stopBefore` is on screen (or, with no limit, through Finish). */
export async function answerQuestions(
  page: Page,
  pick: (questionNumber: number) => number,
  stopBefore?: number,
): Promise<void> {
  for (;;) {
    const { current, total } = await questionPosition(page);
    if (stopBefore !== undefined && current >= stopBefore) return;
    await answerCurrentQuestion(page, pick);
    if (current === total) return;
  }
}
