CREATE TYPE "public"."user_relation_kind" AS ENUM('BLOCK', 'MUTE');--> statement-breakpoint
CREATE TABLE "user_relations" (
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"kind" "user_relation_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_relations_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "user_relations" ADD CONSTRAINT "user_relations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_relations" ADD CONSTRAINT "user_relations_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_relations_target_idx" ON "user_relations" USING btree ("target_id","owner_id");