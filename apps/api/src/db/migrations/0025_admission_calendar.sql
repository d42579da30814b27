-- The admission calendar per year (decision record 022): UNT sessions, the grant application
-- window and the grant results, each with its source or marked sample. Read by the roadmap builder
-- to date a plan's phases before real deadlines; editable later by admins, like admission_rules.
CREATE TYPE "public"."admission_calendar_kind" AS ENUM('UNT_JANUARY', 'UNT_MARCH', 'UNT_MAIN', 'UNT_AUGUST', 'GRANT_APPLICATION', 'GRANT_RESULTS');--> statement-breakpoint
CREATE TABLE "admission_calendar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" smallint NOT NULL,
	"kind" "admission_calendar_kind" NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"source_title" text,
	"source_url" text,
	"source_year" smallint,
	"sample" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_calendar_dates_ck" CHECK ("starts_on" <= "ends_on")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admission_calendar_year_kind_uq" ON "admission_calendar" USING btree ("year","kind");--> statement-breakpoint
-- A gap phase's measurable target ({ exam, current, target, gain, bar, deadline, sample, source }).
ALTER TABLE "career_plan_phases" ADD COLUMN "target" jsonb;--> statement-breakpoint
-- Deadlines the plan cannot meet in the time left, as the builder found them.
ALTER TABLE "career_plans" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- The date the student asked to reach the goal by (the wizard's optional field); null: the engine picks it.
ALTER TABLE "career_plans" ADD COLUMN "requested_target_date" date;
