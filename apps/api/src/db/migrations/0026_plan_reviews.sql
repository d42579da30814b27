ALTER TYPE "public"."notification_type" ADD VALUE 'PLAN_REVIEWED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'PLAN_COMMENTED';--> statement-breakpoint
CREATE TABLE "career_plan_reviews" (
	"plan_id" uuid PRIMARY KEY NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_plan_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"phase_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_plan_reviews" ADD CONSTRAINT "career_plan_reviews_plan_id_career_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."career_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plan_reviews" ADD CONSTRAINT "career_plan_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plan_comments" ADD CONSTRAINT "career_plan_comments_plan_id_career_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."career_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plan_comments" ADD CONSTRAINT "career_plan_comments_phase_id_career_plan_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."career_plan_phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_plan_comments" ADD CONSTRAINT "career_plan_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_plan_comments_plan_created_idx" ON "career_plan_comments" USING btree ("plan_id","created_at","id");
