CREATE TYPE "public"."gpa_system" AS ENUM('FOUR', 'FIVE', 'TEN', 'HUNDRED');--> statement-breakpoint
CREATE TYPE "public"."language_proficiency" AS ENUM('BEGINNER', 'CONVERSATIONAL', 'INTERMEDIATE', 'ADVANCED', 'FLUENT', 'NATIVE');--> statement-breakpoint
CREATE TABLE "academic_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"gpa_system" "gpa_system" NOT NULL,
	"gpa" numeric(6, 2),
	"gpa4" numeric(4, 2),
	"ielts" numeric(3, 1),
	"toefl" smallint,
	"sat" smallint,
	"unt" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"media_id" uuid,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_languages" (
	"user_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"language" text NOT NULL,
	"level" "language_proficiency" NOT NULL,
	CONSTRAINT "user_languages_user_id_position_pk" PRIMARY KEY("user_id","position")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cover_media_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "academic_profiles" ADD CONSTRAINT "academic_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_languages" ADD CONSTRAINT "user_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_created_idx" ON "certificates" USING btree ("user_id","created_at");