CREATE TYPE "public"."institution_financing" AS ENUM('PRIVATE', 'GOV', 'AUTONOMOUS');--> statement-breakpoint
CREATE TYPE "public"."institution_type" AS ENUM('SCHOOL', 'COLLEGE', 'UNIVERSITY');--> statement-breakpoint
CREATE TABLE "enrollment_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"country_id" uuid NOT NULL,
	"institution_ids" uuid[] NOT NULL,
	"scores" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"name_sort" text NOT NULL,
	"search_text" text NOT NULL,
	"type" "institution_type" NOT NULL,
	"financing" "institution_financing" NOT NULL,
	"has_dormitory" boolean DEFAULT false NOT NULL,
	"country_id" uuid NOT NULL,
	"city_id" uuid,
	"website" text,
	"email" text,
	"phone" text,
	"address" text,
	"description" jsonb NOT NULL,
	"logo_media_id" uuid,
	"acceptance_rate" smallint,
	"requirements" jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preparation_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample_data" boolean DEFAULT false NOT NULL,
	"major_count" integer DEFAULT 0 NOT NULL,
	"price_from_kzt" integer,
	"price_to_kzt" integer,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "majors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"name_key" text NOT NULL,
	"field" text NOT NULL,
	"duration_years" numeric(3, 1) NOT NULL,
	"price_per_year_kzt" integer NOT NULL,
	"languages" text[] NOT NULL,
	"grant_places" integer,
	"unt_min" smallint,
	"unt_cutoffs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ielts_min" numeric(3, 1),
	"sat_min" smallint,
	"gpa_min" numeric(3, 2),
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollment_analyses" ADD CONSTRAINT "enrollment_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollment_analyses" ADD CONSTRAINT "enrollment_analyses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "majors" ADD CONSTRAINT "majors_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollment_analyses_user_created_idx" ON "enrollment_analyses" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "institutions_name_sort_idx" ON "institutions" USING btree ("name_sort","id");--> statement-breakpoint
CREATE INDEX "institutions_country_name_idx" ON "institutions" USING btree ("country_id","name_sort","id");--> statement-breakpoint
CREATE INDEX "institutions_city_idx" ON "institutions" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "majors_institution_name_uq" ON "majors" USING btree ("institution_id","name_key");--> statement-breakpoint
CREATE INDEX "majors_field_idx" ON "majors" USING btree ("field");--> statement-breakpoint
-- custom (hand-written, keep when regenerating)
CREATE INDEX "institutions_search_trgm_idx" ON "institutions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "institutions_fields_idx" ON "institutions" USING gin ("fields");--> statement-breakpoint
ALTER TABLE "majors" ADD CONSTRAINT "majors_figures_check" CHECK ("price_per_year_kzt" >= 0 AND "duration_years" > 0 AND ("grant_places" IS NULL OR "grant_places" >= 0) AND ("unt_min" IS NULL OR "unt_min" BETWEEN 0 AND 140) AND ("ielts_min" IS NULL OR "ielts_min" BETWEEN 0 AND 9) AND ("sat_min" IS NULL OR "sat_min" BETWEEN 0 AND 1600) AND ("gpa_min" IS NULL OR "gpa_min" BETWEEN 0 AND 4));--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_acceptance_rate_check" CHECK ("acceptance_rate" IS NULL OR "acceptance_rate" BETWEEN 1 AND 100);
