CREATE TYPE "public"."admission_rule_kind" AS ENUM('UNT_MAX', 'PAID_THRESHOLD', 'SUBJECT_MINIMUM', 'GRANT_THRESHOLD');--> statement-breakpoint
CREATE TYPE "public"."grant_competition" AS ENUM('GENERAL', 'RURAL');--> statement-breakpoint
CREATE TYPE "public"."admission_basis" AS ENUM('UNT', 'OWN');--> statement-breakpoint
CREATE TABLE "admission_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" smallint NOT NULL,
	"kind" "admission_rule_kind" NOT NULL,
	"scope" text NOT NULL,
	"score" smallint NOT NULL,
	"source_title" text,
	"source_url" text,
	"source_year" smallint,
	"sample" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gop_cutoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gop_code" text NOT NULL,
	"year" smallint NOT NULL,
	"competition" "grant_competition" NOT NULL,
	"score" smallint NOT NULL,
	"source_title" text,
	"source_url" text,
	"source_year" smallint,
	"sample" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gops" (
	"code" text PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_kk" text NOT NULL,
	"name_en" text NOT NULL,
	"subjects" text[] NOT NULL,
	"field" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "admission_basis" "admission_basis" DEFAULT 'UNT' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "national_university" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "own_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "majors" ADD COLUMN "gop_code" text;--> statement-breakpoint
ALTER TABLE "gop_cutoffs" ADD CONSTRAINT "gop_cutoffs_gop_code_gops_code_fk" FOREIGN KEY ("gop_code") REFERENCES "public"."gops"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admission_rules_year_kind_scope_uq" ON "admission_rules" USING btree ("year","kind","scope");--> statement-breakpoint
CREATE UNIQUE INDEX "gop_cutoffs_gop_year_competition_uq" ON "gop_cutoffs" USING btree ("gop_code","year","competition");--> statement-breakpoint
CREATE INDEX "gop_cutoffs_year_idx" ON "gop_cutoffs" USING btree ("year","gop_code");