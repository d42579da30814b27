import type { TAnswerBody, TAttempt, TQuestion, TTestCard, TTestDetail } from '@bagdar/contracts';

/** Questions in the order the test shows them. */
export function orderedQuestions(attempt: TAttempt): TQuestion[] {
  return [...attempt.questions].sort((a, b) => a.position - b.position);
}

export function isAnswerComplete(answer: TAnswerBody | undefined): answer is TAnswerBody {
  if (!answer) return false;
  if (answer.value !== undefined) return true;
  return (answer.optionIds?.length ?? 0) > 0;
}

/** Where to resume: the first question without an answer, else the last one. */
export function resumeQuestionId(attempt: TAttempt): string | undefined {
  const questions = orderedQuestions(attempt);
  return (questions.find((q) => !isAnswerComplete(attempt.answers[q.id])) ?? questions.at(-1))?.id;
}

export function questionPath(testId: string, questionId: string): string {
  return `/app/tests/${encodeURIComponent(testId)}/questions/${encodeURIComponent(questionId)}`;
}

export function resultPath(testId: string, attemptId: string): string {
  return `/app/tests/${encodeURIComponent(testId)}?result=${encodeURIComponent(attemptId)}`;
}

export function paywallPath(reason: string, testId: string): string {
  const redirect = `/app/tests/${testId}`;
  return `/paywall?reason=${encodeURIComponent(reason)}&redirect=${encodeURIComponent(redirect)}`;
}

/**
 * The attempt whose result to show: the latest finished one. `lastAttemptId` is the newest
 * attempt, which is the one in progress while a retake is under way.
 */
export function finishedAttemptId(test: TTestCard | TTestDetail): string | null {
  if ('attempts' in test) {
    const finished = test.attempts.filter((a) => a.completedAt !== null);
    finished.sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
    return finished[0]?.id ?? null;
  }
  if (!test.lastCompletedAt || !test.lastAttemptId || test.lastAttemptId === test.activeAttemptId) return null;
  return test.lastAttemptId;
}
