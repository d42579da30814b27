-- Why the built-in roadmap put each phase and subtask into a plan: `{ input, text }`, the student's
-- input (a skill, a test result, the "about you" text…) and the localized "because your …" line the
-- plan page shows. Null for plans built before it was recorded and for the student's own subtasks.
ALTER TABLE "career_plan_phases" ADD COLUMN "because" jsonb;--> statement-breakpoint
ALTER TABLE "career_plan_subtasks" ADD COLUMN "because" jsonb;--> statement-breakpoint
-- The model of the OpenAI-compatible server when it rewrote part of the plan's text; null for the
-- built-in engine alone.
ALTER TABLE "career_plans" ADD COLUMN "ai_model" text;
