-- custom (hand-written): the topic feed and popular topics at scale
-- (docs/decisions/031-topic-feed-and-counts.md).
-- A topic's page walks its uses newest first, in the feed's order, and stops at the page's size; the
-- GIN index on posts.topics could only hand over every post of the tag for a sort.
CREATE INDEX "post_topic_uses_tag_created_idx" ON "post_topic_uses" ("tag", "created_at" DESC, "post_id" DESC);--> statement-breakpoint
-- A use is dated exactly like its post (the topic page's keyset is the post's (created_at, id));
-- uses written with the post's time cut to milliseconds take its exact time.
UPDATE "post_topic_uses" u SET "created_at" = p."created_at"
FROM "posts" p WHERE p."id" = u."post_id" AND u."created_at" <> p."created_at";--> statement-breakpoint
-- How many uses each tag has per UTC day and per UTC hour, kept by the triggers below: popular
-- topics add up whole days and whole hours of their window and count only the rest of it in
-- post_topic_uses. Rows whose count fell to zero stay (the sum leaves such tags out).
CREATE TABLE "post_topic_days" (
  "day" date NOT NULL,
  "tag" text NOT NULL,
  "post_count" integer NOT NULL,
  CONSTRAINT "post_topic_days_pk" PRIMARY KEY ("day", "tag")
);--> statement-breakpoint
CREATE TABLE "post_topic_hours" (
  "hour" timestamp with time zone NOT NULL,
  "tag" text NOT NULL,
  "post_count" integer NOT NULL,
  CONSTRAINT "post_topic_hours_pk" PRIMARY KEY ("hour", "tag")
);--> statement-breakpoint
-- Counts every use again: the initial fill, and what a bulk load calls after writing uses with
-- triggers off (bulk-load.ts: session_replication_role = replica).
CREATE FUNCTION bagdar_recount_topic_uses() RETURNS void LANGUAGE sql AS $$
  DELETE FROM post_topic_days;
  DELETE FROM post_topic_hours;
  INSERT INTO post_topic_days ("day", "tag", "post_count")
  SELECT (created_at AT TIME ZONE 'UTC')::date, tag, count(*) FROM post_topic_uses GROUP BY 1, 2;
  INSERT INTO post_topic_hours ("hour", "tag", "post_count")
  SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', tag, count(*) FROM post_topic_uses GROUP BY 1, 2;
$$;--> statement-breakpoint
SELECT bagdar_recount_topic_uses();--> statement-breakpoint
-- Adds `sign` times each use of `uses` to its day's and hour's counts, once per statement. Rows are
-- written in key order, days before hours, so two writers of the same tags lock them in the same order.
CREATE FUNCTION bagdar_count_topic_uses(uses_created timestamptz[], uses_tag text[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO post_topic_days AS d ("day", "tag", "post_count")
  SELECT (u.created_at AT TIME ZONE 'UTC')::date, u.tag, sign * count(*)
  FROM unnest(uses_created, uses_tag) AS u(created_at, tag) GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("day", "tag") DO UPDATE SET "post_count" = d."post_count" + excluded."post_count";
  INSERT INTO post_topic_hours AS h ("hour", "tag", "post_count")
  SELECT date_trunc('hour', u.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', u.tag, sign * count(*)
  FROM unnest(uses_created, uses_tag) AS u(created_at, tag) GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("hour", "tag") DO UPDATE SET "post_count" = h."post_count" + excluded."post_count";
$$;--> statement-breakpoint
CREATE FUNCTION bagdar_topic_uses_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bagdar_count_topic_uses(
    (SELECT array_agg(created_at) FROM new_uses), (SELECT array_agg(tag) FROM new_uses), 1);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION bagdar_topic_uses_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bagdar_count_topic_uses(
    (SELECT array_agg(created_at) FROM old_uses), (SELECT array_agg(tag) FROM old_uses), -1);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "post_topic_uses_counted_insert" AFTER INSERT ON "post_topic_uses"
REFERENCING NEW TABLE AS new_uses FOR EACH STATEMENT EXECUTE FUNCTION bagdar_topic_uses_inserted();--> statement-breakpoint
CREATE TRIGGER "post_topic_uses_counted_delete" AFTER DELETE ON "post_topic_uses"
REFERENCING OLD TABLE AS old_uses FOR EACH STATEMENT EXECUTE FUNCTION bagdar_topic_uses_deleted();--> statement-breakpoint
-- A use's tag and time never change once written (a post's text is not edited); a change would
-- have to move the counts, so it is refused.
CREATE FUNCTION bagdar_topic_uses_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tag IS DISTINCT FROM OLD.tag OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'post_topic_uses: tag and created_at are fixed once written';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "post_topic_uses_fixed" BEFORE UPDATE ON "post_topic_uses"
FOR EACH ROW EXECUTE FUNCTION bagdar_topic_uses_fixed();
--> statement-breakpoint
-- Emptying the uses empties their counts.
CREATE FUNCTION bagdar_topic_uses_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE post_topic_days, post_topic_hours;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "post_topic_uses_counted_truncate" AFTER TRUNCATE ON "post_topic_uses"
FOR EACH STATEMENT EXECUTE FUNCTION bagdar_topic_uses_truncated();
