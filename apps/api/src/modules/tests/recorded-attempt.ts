import type { Db } from '../../db/client.ts';
import { testAnswers, testAttempts } from '../../db/schema/tests.ts';
import { scoreAttempt, type ScoringAnswer } from './scoring.ts';
import { findPublishedTestBySlug, questionsOf, type QuestionWithOptions } from './tests.repository.ts';

/**
 * A completed attempt written in one go (demo data, tests): every question answered by `answerFor`,
 * scored like a finished attempt, stored with its answers in two batched inserts.
 */
export async function recordCompletedAttempt(
  db: Db,
  options: {
    userId: string;
    testSlug: string;
    answerFor: (question: QuestionWithOptions, index: number) => ScoringAnswer;
    completedAt?: Date;
    durationSeconds?: number;
  },
): Promise<string> {
  const found = await findPublishedTestBySlug(db, options.testSlug);
  if (!found) throw new Error(`no published test ${options.testSlug}`);
  const { test, version } = found;
  const questions = await questionsOf(db, version.id);
  const answers = new Map(questions.map((q, i) => [q.id, options.answerFor(q, i)]));
  const result = scoreAttempt(version.scoring, version.scales, questions, answers);
  const completedAt = options.completedAt ?? new Date();
  const durationSeconds = options.durationSeconds ?? questions.length * 8;
  const startedAt = new Date(completedAt.getTime() - durationSeconds * 1000);
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(testAttempts)
      .values({
        userId: options.userId,
        testId: test.id,
        versionId: version.id,
        startedAt,
        lastActivityAt: completedAt,
        completedAt,
        durationSeconds,
        result,
      })
      .returning({ id: testAttempts.id });
    if (!attempt) throw new Error('attempt insert returned no row');
    await tx.insert(testAnswers).values(
      [...answers].map(([questionId, answer]) => ({
        attemptId: attempt.id,
        questionId,
        optionIds: answer.optionIds,
        value: answer.value,
        answeredAt: completedAt,
      })),
    );
    return attempt.id;
  });
}

/**
 * Answers that lean each scale toward a target: the average a Likert item adds (-2 … +2; a
 * bipolar axis's negative pole is a negative target), spread over the scale's items as evenly as
 * whole answers allow, so a target of 1.2 gives a score of about 80. Choice questions take the
 * option weighing most on the targets.
 */
export function leaningAnswers(targets: Record<string, number>) {
  const seen = new Map<string, number>();
  return (question: QuestionWithOptions): ScoringAnswer => {
    if (question.kind === 'LIKERT') {
      const scale = question.likertScale ?? '';
      const target = targets[scale] ?? 0;
      const k = seen.get(scale) ?? 0;
      seen.set(scale, k + 1);
      const contribution = Math.floor((k + 1) * target) - Math.floor(k * target);
      const value = Math.min(5, Math.max(1, 3 + contribution * (question.likertDirection ?? 1)));
      return { value, optionIds: null };
    }
    const score = (weights: Record<string, number>) =>
      Object.entries(weights).reduce((sum, [key, w]) => sum + w * (targets[key] ?? 0), 0);
    const best = [...question.options].sort((a, b) => score(b.weights) - score(a.weights))[0];
    return { value: null, optionIds: best ? [best.id] : [] };
  };
}
