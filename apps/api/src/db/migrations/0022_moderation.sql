ALTER TYPE "public"."notification_type" ADD VALUE 'MODERATION_ACTION';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'REPORT_RESOLVED';--> statement-breakpoint
CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reason" "post_report_reason" NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "filter_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"list" text NOT NULL,
	"word" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_suspensions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"suspended_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_suspensions" ADD CONSTRAINT "user_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_suspensions" ADD CONSTRAINT "user_suspensions_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_content_reporter_uq" ON "content_reports" USING btree ("content_type","content_id","reporter_id");--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("created_at") WHERE "content_reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "content_reports_author_idx" ON "content_reports" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "filter_words_language_list_word_uq" ON "filter_words" USING btree ("language","list","word");--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- custom (hand-written): the reports of posts kept so far move to content_reports (with the post's
-- author, which scopes the queue by organisation), then their table goes.
INSERT INTO "content_reports" ("content_type", "content_id", "author_id", "reporter_id", "reason", "comment", "created_at")
  SELECT 'POST', r."post_id", p."author_id", r."reporter_id", r."reason", r."comment", r."created_at"
  FROM "post_reports" r JOIN "posts" p ON p."id" = r."post_id";
--> statement-breakpoint
DROP TABLE "post_reports";
--> statement-breakpoint
-- custom: the word filter's starting lists, mild insults of each language (admins edit them in
-- /admin/moderation). BLOCK refuses the text; REVIEW publishes it hidden until a moderator looks.
INSERT INTO "filter_words" ("language", "list", "word") VALUES
  ('ru', 'BLOCK', 'дурак'), ('ru', 'BLOCK', 'дура'), ('ru', 'BLOCK', 'идиот'), ('ru', 'BLOCK', 'дебил'),
  ('ru', 'BLOCK', 'кретин'), ('ru', 'BLOCK', 'придурок'), ('ru', 'BLOCK', 'тупица'), ('ru', 'BLOCK', 'урод'),
  ('ru', 'BLOCK', 'лох'),
  ('ru', 'REVIEW', 'тупой'), ('ru', 'REVIEW', 'ненавижу тебя'),
  ('kk', 'BLOCK', 'ақымақ'), ('kk', 'BLOCK', 'топас'), ('kk', 'BLOCK', 'оңбаған'), ('kk', 'BLOCK', 'малғұн'),
  ('kk', 'BLOCK', 'есуас'),
  ('kk', 'REVIEW', 'жек көремін'), ('kk', 'REVIEW', 'жынды'),
  ('en', 'BLOCK', 'idiot'), ('en', 'BLOCK', 'moron'), ('en', 'BLOCK', 'dumbass'), ('en', 'BLOCK', 'loser'),
  ('en', 'BLOCK', 'jerk'),
  ('en', 'REVIEW', 'stupid'), ('en', 'REVIEW', 'hate you');
