CREATE TYPE "public"."user_relation_kind" AS ENUM('BLOCK', 'MUTE');--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_relations" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"kind" "user_relation_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_relations_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_relations" ADD CONSTRAINT "user_relations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_relations" ADD CONSTRAINT "user_relations_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_purge_after_idx" ON "account_deletions" USING btree ("purge_after");--> statement-breakpoint
CREATE INDEX "user_relations_target_idx" ON "user_relations" USING btree ("target_id","owner_id");--> statement-breakpoint
-- custom (hand-written): accounts that existed before the teen defaults start with them when their
-- date of birth makes them under 16 (TEEN_PRIVACY_AGE's default) today.
UPDATE "users" SET "profile_restricted" = true
  WHERE "date_of_birth" IS NOT NULL AND "date_of_birth" > (current_date - interval '16 years');