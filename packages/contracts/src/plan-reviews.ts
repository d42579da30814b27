import { z } from 'zod';
import { ZPlanDetails } from './careers.ts';

/**
 * A mentor's review of a student's career plan: the student's group mentor (ORG_TEACHER) or the
 * organisation's staff read the plan, comment on its phases and mark it reviewed; the student sees
 * who reviewed it, when, and the comments per phase.
 */
export const PLAN_REVIEW_LIMITS = {
  /** A comment on one phase, in characters (after trimming). */
  commentMax: 1000,
} as const;

export const ZPlanReviewPerson = z.object({
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
});
export type TPlanReviewPerson = z.infer<typeof ZPlanReviewPerson>;

export const ZPlanComment = z.object({
  id: z.string(),
  phaseId: z.string(),
  body: z.string(),
  author: ZPlanReviewPerson,
  createdAt: z.string(),
});
export type TPlanComment = z.infer<typeof ZPlanComment>;

/** Who last marked the plan reviewed and when (null: nobody yet), and every comment, oldest first. */
export const ZPlanReviewState = z.object({
  review: z.object({ reviewer: ZPlanReviewPerson, reviewedAt: z.string() }).nullable(),
  comments: z.array(ZPlanComment),
});
export type TPlanReviewState = z.infer<typeof ZPlanReviewState>;

/** The plan as a mentor sees it: read-only, with its review. */
export const ZMentorPlan = z.object({
  plan: ZPlanDetails,
  reviewState: ZPlanReviewState,
});
export type TMentorPlan = z.infer<typeof ZMentorPlan>;

export const ZPlanCommentBody = z.object({
  phaseId: z.string().max(64),
  body: z.string().trim().min(1).max(PLAN_REVIEW_LIMITS.commentMax),
});
export type TPlanCommentBody = z.infer<typeof ZPlanCommentBody>;
