-- custom (hand-written): the member lists' sort and search keys, kept on the membership
-- (docs/decisions/025-route-bench-at-country-scale.md). The lists sort by (lower(last name),
-- lower(first name), id) and search by name, username and email; computed over the users join, a
-- page of an organisation of 50,000 students sorted all of them first. The keys are copied from the
-- user by triggers, so no write path (import, profile edit, admin edit) can forget them.
ALTER TABLE "organization_memberships" ADD COLUMN "last_key" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "first_key" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "search_key" text NOT NULL DEFAULT '';--> statement-breakpoint
-- What the search matches: "last first", "first last", the username and the email, lower-cased, one a line.
CREATE FUNCTION bagdar_member_keys(first_name text, last_name text, username text, email text, OUT last_key text,
  OUT first_key text, OUT search_key text) LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(last_name), lower(first_name),
         lower(last_name || ' ' || first_name || E'\n' || first_name || ' ' || last_name || E'\n' || username || E'\n' || email)
$$;
--> statement-breakpoint
UPDATE "organization_memberships" m SET ("last_key", "first_key", "search_key") =
  (SELECT k.last_key, k.first_key, k.search_key FROM bagdar_member_keys(u.first_name, u.last_name, u.username, u.email) k)
FROM "users" u WHERE u.id = m.user_id;--> statement-breakpoint
CREATE FUNCTION bagdar_membership_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT k.last_key, k.first_key, k.search_key INTO NEW.last_key, NEW.first_key, NEW.search_key
  FROM users u CROSS JOIN LATERAL bagdar_member_keys(u.first_name, u.last_name, u.username, u.email) k
  WHERE u.id = NEW.user_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organization_memberships_keys BEFORE INSERT OR UPDATE OF user_id ON organization_memberships
  FOR EACH ROW EXECUTE FUNCTION bagdar_membership_keys();
--> statement-breakpoint
CREATE FUNCTION bagdar_user_member_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE organization_memberships m SET (last_key, first_key, search_key) =
    (SELECT k.last_key, k.first_key, k.search_key FROM bagdar_member_keys(NEW.first_name, NEW.last_name, NEW.username, NEW.email) k)
  WHERE m.user_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_member_keys AFTER UPDATE OF first_name, last_name, username, email ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.username IS DISTINCT FROM NEW.username OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION bagdar_user_member_keys();
--> statement-breakpoint
-- The lists' keyset order within an organisation and role (the old created_at order is no list's).
DROP INDEX IF EXISTS "organization_memberships_list_idx";--> statement-breakpoint
CREATE INDEX "organization_memberships_name_idx" ON "organization_memberships" USING btree ("organization_id", "role", "last_key", "first_key", "id");--> statement-breakpoint
CREATE INDEX "organization_memberships_search_idx" ON "organization_memberships" USING gin ("search_key" gin_trgm_ops);
--> statement-breakpoint
-- The organisation analytics' per-student figures, kept by triggers on test_attempts: whether the
-- student finished any test, and the scale scores of their latest finished career-interests attempt
-- (the scales' keys and scores as two arrays of the same order: unnest reads them far faster than
-- the JSON, and the planner estimates them better). Read over 50,000 students, the attempts' frozen results (kilobytes
-- each, several per student) took seconds to unpack; these rows take milliseconds.
CREATE TABLE "student_result_summaries" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "last_completed_at" timestamp with time zone NOT NULL,
  "interest_completed_at" timestamp with time zone,
  "interest_keys" text[],
  "interest_scores" numeric[]
);--> statement-breakpoint
CREATE FUNCTION bagdar_refresh_result_summaries(user_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM student_result_summaries s WHERE s.user_id = ANY(user_ids)
    AND NOT EXISTS (SELECT 1 FROM test_attempts t WHERE t.user_id = s.user_id AND t.completed_at IS NOT NULL);
  INSERT INTO student_result_summaries (user_id, last_completed_at, interest_completed_at, interest_keys, interest_scores)
  SELECT u.id, done.at, interest.completed_at, interest.keys, interest.scores
  FROM unnest(user_ids) AS u(id)
  CROSS JOIN LATERAL (SELECT max(t.completed_at) AS at FROM test_attempts t WHERE t.user_id = u.id) done
  LEFT JOIN LATERAL (
    SELECT t.completed_at,
           ARRAY(SELECT e.sc->>'key' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t.result->'scales') = 'array'
                   THEN t.result->'scales' ELSE '[]'::jsonb END) WITH ORDINALITY AS e(sc, i) ORDER BY e.i) AS keys,
           ARRAY(SELECT (e.sc->>'score')::numeric FROM jsonb_array_elements(CASE WHEN jsonb_typeof(t.result->'scales') = 'array'
                   THEN t.result->'scales' ELSE '[]'::jsonb END) WITH ORDINALITY AS e(sc, i) ORDER BY e.i) AS scores
    FROM test_attempts t JOIN tests ON tests.id = t.test_id
    WHERE t.user_id = u.id AND tests.slug = 'career-interests' AND t.completed_at IS NOT NULL AND t.result IS NOT NULL
    ORDER BY t.completed_at DESC LIMIT 1
  ) interest ON true
  WHERE done.at IS NOT NULL
  ON CONFLICT (user_id) DO UPDATE SET last_completed_at = EXCLUDED.last_completed_at,
    interest_completed_at = EXCLUDED.interest_completed_at, interest_keys = EXCLUDED.interest_keys,
    interest_scores = EXCLUDED.interest_scores;
$$;
--> statement-breakpoint
CREATE FUNCTION bagdar_attempts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Saving an answer updates the open attempt: only finished (or reopened) attempts matter.
    SELECT array_agg(DISTINCT n.user_id) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.completed_at IS DISTINCT FROM o.completed_at OR n.result IS DISTINCT FROM o.result
       OR n.user_id IS DISTINCT FROM o.user_id OR n.test_id IS DISTINCT FROM o.test_id;
  ELSE
    SELECT array_agg(DISTINCT user_id) INTO ids FROM new_rows WHERE completed_at IS NOT NULL;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM bagdar_refresh_result_summaries(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER test_attempts_summaries_insert AFTER INSERT ON test_attempts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_attempts_changed();
--> statement-breakpoint
CREATE TRIGGER test_attempts_summaries_update AFTER UPDATE ON test_attempts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_attempts_changed();
--> statement-breakpoint
CREATE TRIGGER test_attempts_summaries_delete AFTER DELETE ON test_attempts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_attempts_changed();
--> statement-breakpoint
SELECT bagdar_refresh_result_summaries(array_agg(DISTINCT user_id)) FROM test_attempts WHERE completed_at IS NOT NULL;
