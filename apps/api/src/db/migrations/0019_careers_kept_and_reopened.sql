DROP INDEX "career_plans_user_goal_uq";--> statement-breakpoint
ALTER TABLE "career_plan_phases" ADD COLUMN "achievement_received_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "career_plans_user_goal_uq" ON "career_plans" USING btree ("user_id","goal") WHERE "career_plans"."status" <> 'COMPLETED';--> statement-breakpoint
UPDATE "career_plan_phases" SET "achievement_received_at" = "completed_at" WHERE "completed_at" IS NOT NULL;
