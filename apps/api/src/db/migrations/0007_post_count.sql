ALTER TABLE "users" ADD COLUMN "post_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing posts counted once; from here on the column moves with every post written or deleted.
UPDATE "users" SET "post_count" = c.n FROM (SELECT "author_id", count(*)::int AS n FROM "posts" GROUP BY "author_id") AS c WHERE c."author_id" = "users"."id";
