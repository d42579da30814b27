CREATE TABLE "organization_import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"role" "organization_role" NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"file" "bytea",
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"error_meta" jsonb,
	"member_ids" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organization_import_jobs" ADD CONSTRAINT "organization_import_jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_import_jobs" ADD CONSTRAINT "organization_import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_import_jobs_org_idx" ON "organization_import_jobs" USING btree ("organization_id","created_at");