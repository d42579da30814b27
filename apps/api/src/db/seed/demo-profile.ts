import type { Db } from '../client.ts';
import { leaningAnswers, recordCompletedAttempt } from '../../modules/tests/recorded-attempt.ts';

/** An INTJ profile of varied strength: I 60, N 40, T 50, J 30 (scores 20, 30, 75, 65). */
export const INTJ_TARGETS = { EI: -1.2, SN: -0.8, TF: 1, JP: 0.6 };
/** An I-R-A interest profile: I 90, R 80, A 70, C 55, S 40, E 30. */
export const IRA_TARGETS = { I: 1.6, R: 1.2, A: 0.8, S: -0.4, E: -0.8, C: 0.2 };

/** Completes both instruments the analysis needs, with the INTJ / I-R-A leaning. */
export async function completeRequiredTests(db: Db, userId: string, completedAt = new Date()): Promise<void> {
  await recordCompletedAttempt(db, {
    userId,
    testSlug: 'personality-type',
    answerFor: leaningAnswers(INTJ_TARGETS),
    completedAt,
  });
  await recordCompletedAttempt(db, {
    userId,
    testSlug: 'career-interests',
    answerFor: leaningAnswers(IRA_TARGETS),
    completedAt,
  });
}
