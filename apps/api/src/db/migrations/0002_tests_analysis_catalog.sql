CREATE TYPE "public"."analysis_stage" AS ENUM('PROFILE', 'MATCHING', 'SCORING');--> statement-breakpoint
CREATE TYPE "public"."analysis_status" AS ENUM('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."material_type" AS ENUM('COURSE', 'BOOK', 'VIDEO', 'ARTICLE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."profession_demand" AS ENUM('HIGH', 'MEDIUM', 'LOW');--> statement-breakpoint
CREATE TYPE "public"."feedback_answer" AS ENUM('YES', 'PROBABLY', 'NEUTRAL', 'NOT_REALLY', 'NO');--> statement-breakpoint
CREATE TYPE "public"."question_kind" AS ENUM('SINGLE', 'MULTIPLE', 'LIKERT');--> statement-breakpoint
CREATE TYPE "public"."test_scoring" AS ENUM('TRAIT', 'KNOWLEDGE');--> statement-breakpoint
CREATE TYPE "public"."test_status" AS ENUM('DRAFT', 'PUBLISHED');--> statement-breakpoint
CREATE TABLE "personality_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "analysis_status" DEFAULT 'QUEUED' NOT NULL,
	"stage" "analysis_stage" DEFAULT 'PROFILE' NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"result" jsonb,
	"provider" text,
	"ai_enriched" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "learning_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"type" "material_type" NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"language" "locale" NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"riasec" text[] DEFAULT '{}'::text[] NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_materials_slug_uq" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "professions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"riasec" text NOT NULL,
	"type_affinities" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"majors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"field" text NOT NULL,
	"demand" "profession_demand" NOT NULL,
	"salary_from_kzt" integer NOT NULL,
	"salary_to_kzt" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professions_slug_uq" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "test_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"option_ids" uuid[],
	"value" smallint,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "test_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "test_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_categories_key_uq" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "test_category_links" (
	"test_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "test_category_links_test_id_category_id_pk" PRIMARY KEY("test_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "test_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"answer" "feedback_answer" NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_feedback_attempt_uq" UNIQUE("attempt_id")
);
--> statement-breakpoint
CREATE TABLE "test_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" jsonb NOT NULL,
	"weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"correct" boolean DEFAULT false NOT NULL,
	"value" smallint
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" "question_kind" NOT NULL,
	"key" text,
	"text" jsonb NOT NULL,
	"likert_scale" text,
	"likert_direction" smallint,
	"explanation" jsonb
);
--> statement-breakpoint
CREATE TABLE "test_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"estimated_minutes" integer NOT NULL,
	"minimum_age" integer NOT NULL,
	"required_tier" "tier" NOT NULL,
	"scoring" "test_scoring" NOT NULL,
	"scales" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"status" "test_status" DEFAULT 'DRAFT' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tests_slug_uq" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "personality_analyses" ADD CONSTRAINT "personality_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_question_id_test_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."test_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_version_id_test_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."test_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_category_links" ADD CONSTRAINT "test_category_links_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_category_links" ADD CONSTRAINT "test_category_links_category_id_test_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."test_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_feedback" ADD CONSTRAINT "test_feedback_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_feedback" ADD CONSTRAINT "test_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_feedback" ADD CONSTRAINT "test_feedback_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_options" ADD CONSTRAINT "test_options_question_id_test_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."test_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_version_id_test_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."test_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_versions" ADD CONSTRAINT "test_versions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personality_analyses_user_created_idx" ON "personality_analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "learning_materials_title_idx" ON "learning_materials" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "professions_field_idx" ON "professions" USING btree ("field");--> statement-breakpoint
CREATE INDEX "test_answers_question_idx" ON "test_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "test_attempts_user_test_idx" ON "test_attempts" USING btree ("user_id","test_id","started_at");--> statement-breakpoint
CREATE INDEX "test_attempts_test_idx" ON "test_attempts" USING btree ("test_id","completed_at");--> statement-breakpoint
CREATE INDEX "test_attempts_version_idx" ON "test_attempts" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_one_open_uq" ON "test_attempts" USING btree ("user_id","test_id") WHERE "test_attempts"."completed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "test_categories_priority_idx" ON "test_categories" USING btree ("priority","key");--> statement-breakpoint
CREATE INDEX "test_category_links_category_idx" ON "test_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "test_feedback_test_idx" ON "test_feedback" USING btree ("test_id","created_at");--> statement-breakpoint
CREATE INDEX "test_feedback_user_idx" ON "test_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_options_question_position_uq" ON "test_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "test_questions_version_position_uq" ON "test_questions" USING btree ("version_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "test_versions_test_version_uq" ON "test_versions" USING btree ("test_id","version");--> statement-breakpoint
CREATE INDEX "tests_status_position_idx" ON "tests" USING btree ("status","position","created_at");