import type { TFeedbackBody, TMe } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { requirePublishedTest } from './test-catalog.service.ts';
import { findAttempt, insertFeedback } from './tests.repository.ts';

/** The survey after a completed attempt (spec §3): once per attempt. */
export async function submitFeedback(db: Db, me: TMe, testId: string, body: TFeedbackBody): Promise<void> {
  const { test } = await requirePublishedTest(db, testId);
  const found = isUuid(body.attemptId) ? await findAttempt(db, body.attemptId) : null;
  const attempt = found?.attempt;
  if (!attempt || attempt.userId !== me.id || attempt.testId !== test.id || !attempt.completedAt) {
    throw new AppError('VALIDATION_ERROR', 400, 'Give feedback on one of your completed attempts', {
      details: [{ field: 'attemptId', code: 'attempt_not_completed', message: 'attempt_not_completed' }],
    });
  }
  const stored = await insertFeedback(db, {
    attemptId: attempt.id,
    userId: me.id,
    testId: test.id,
    answer: body.answer,
    rating: body.rating,
    comment: body.comment || null,
  });
  if (!stored) throw new AppError('FEEDBACK_EXISTS', 409, 'Feedback for this attempt was already given');
}
