ALTER TABLE "career_plan_phases" ADD COLUMN "achievement_received_at" timestamp with time zone;--> statement-breakpoint
UPDATE "career_plan_phases" SET "achievement_received_at" = "completed_at" WHERE "completed_at" IS NOT NULL;
