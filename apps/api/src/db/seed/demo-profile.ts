import type { Db } from '../client.ts';
import { leaningAnswers, recordCompletedAttempt } from '../../modules/tests/recorded-attempt.ts';

/** An INTJ profile of varied strength: I 60, N 40, T 50, J 30 (scores 20, 30, 75, 65). */
export const INTJ_TARGETS = { EI: -1.2, SN: -0.8, TF: 1, JP: 0.6 };
/** An I-R-A interest profile: I 90, R 80, A 70, C 55, S 40, E 30. */
export const IRA_TARGETS = { I: 1.6, R: 1.2, A: 0.8, S: -0.4, E: -0.8, C: 0.2 };

/** An ENFP profile: E, N, F, P of moderate strength. */
export const ENFP_TARGETS = { EI: 1, SN: -1.2, TF: -0.8, JP: -0.6 };
/** An S-A-E interest profile: S 85, A 75, E 65. */
export const SAE_TARGETS = { S: 1.4, A: 1, E: 0.6, I: 0, C: -0.6, R: -1 };

export interface TDemoProfile {
  personality: Record<string, number>;
  interests: Record<string, number>;
}
export const INTJ_IRA: TDemoProfile = { personality: INTJ_TARGETS, interests: IRA_TARGETS };
export const ENFP_SAE: TDemoProfile = { personality: ENFP_TARGETS, interests: SAE_TARGETS };

/** Completes both instruments the analysis needs, leaning toward the given profile. */
export async function completeRequiredTests(
  db: Db,
  userId: string,
  completedAt = new Date(),
  profile: TDemoProfile = INTJ_IRA,
): Promise<void> {
  await recordCompletedAttempt(db, {
    userId,
    testSlug: 'personality-type',
    answerFor: leaningAnswers(profile.personality),
    completedAt,
  });
  await recordCompletedAttempt(db, {
    userId,
    testSlug: 'career-interests',
    answerFor: leaningAnswers(profile.interests),
    completedAt,
  });
}
