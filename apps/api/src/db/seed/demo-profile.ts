import type { Db } from '../client.ts';
import { leaningAnswers, recordCompletedAttempt } from '../../modules/tests/recorded-attempt.ts';

/** An INTJ-leaning personality type (I, N negative poles; T, J positive). */
export const INTJ_TARGETS = { EI: -2, SN: -2, TF: 2, JP: 1 };
/** An I-R-A interest profile. */
export const IRA_TARGETS = { I: 2, R: 2, A: 1, S: -1, E: -1, C: 0 };

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
