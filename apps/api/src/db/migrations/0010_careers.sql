CREATE TYPE "public"."career_goal" AS ENUM('EMPLOYMENT', 'ENROLLMENT');--> statement-breakpoint
CREATE TYPE "public"."career_plan_stage" AS ENUM('PROFILE', 'REQUIREMENTS', 'PHASES', 'MATERIALS');--> statement-breakpoint
CREATE TYPE "public"."career_plan_status" AS ENUM('PENDING', 'ACTIVE', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."life_stage" AS ENUM('PUPIL', 'STUDENT', 'GRADUATE', 'WORKING');--> statement-breakpoint
CREATE TABLE "career_plan_materials" (
	"phase_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "career_plan_materials_phase_id_material_id_pk" PRIMARY KEY("phase_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "career_plan_phases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"achievement" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"due_on" date NOT NULL,
	"subtasks_total" smallint DEFAULT 0 NOT NULL,
	"subtasks_done" smallint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "career_plan_subtasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"phase_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"own" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"goal" "career_goal" NOT NULL,
	"status" "career_plan_status" DEFAULT 'PENDING' NOT NULL,
	"stage" "career_plan_stage" DEFAULT 'PROFILE' NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"life_stage" "life_stage" NOT NULL,
	"years" smallint,
	"profession_id" uuid,
	"institution_id" uuid,
	"major_id" uuid,
	"about" text DEFAULT '' NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb,
	"target_date" date NOT NULL,
	"subtasks_total" integer DEFAULT 0 NOT NULL,
	"subtasks_done" integer DEFAULT 0 NOT NULL,
	"phases_total" smallint DEFAULT 0 NOT NULL,
	"phases_done" smallint DEFAULT 0 NOT NULL,
	"provider" text,
	"ai_enriched" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "career_plan_materials" ADD CONSTRAINT "career_plan_materials_phase_id_career_plan_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."career_plan_phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plan_materials" ADD CONSTRAINT "career_plan_materials_plan_id_career_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."career_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plan_materials" ADD CONSTRAINT "career_plan_materials_material_id_learning_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."learning_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plan_phases" ADD CONSTRAINT "career_plan_phases_plan_id_career_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."career_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plan_subtasks" ADD CONSTRAINT "career_plan_subtasks_plan_id_career_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."career_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plan_subtasks" ADD CONSTRAINT "career_plan_subtasks_phase_id_career_plan_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."career_plan_phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plans" ADD CONSTRAINT "career_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plans" ADD CONSTRAINT "career_plans_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plans" ADD CONSTRAINT "career_plans_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plans" ADD CONSTRAINT "career_plans_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_plan_materials_plan_idx" ON "career_plan_materials" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "career_plan_materials_material_idx" ON "career_plan_materials" USING btree ("material_id");--> statement-breakpoint
CREATE UNIQUE INDEX "career_plan_phases_plan_position_uq" ON "career_plan_phases" USING btree ("plan_id","position");--> statement-breakpoint
CREATE INDEX "career_plan_subtasks_plan_idx" ON "career_plan_subtasks" USING btree ("plan_id","phase_id","position");--> statement-breakpoint
CREATE INDEX "career_plan_subtasks_phase_idx" ON "career_plan_subtasks" USING btree ("phase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "career_plans_user_goal_uq" ON "career_plans" USING btree ("user_id","goal");--> statement-breakpoint
CREATE INDEX "career_plans_user_created_idx" ON "career_plans" USING btree ("user_id","created_at","id");