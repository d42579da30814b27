-- custom (hand-written): the platform analytics' counts kept by triggers, and the users' index
-- serving the admin list's order (docs/decisions/029-platform-admin-at-country-scale.md).
--
-- platform_monthly_counts holds, per UTC month, how many users were created, how many test
-- attempts were completed and how many personality analyses are COMPLETED (by their created_at),
-- exactly what GET /admin/analytics counted over users, test_attempts and personality_analyses.
-- A month's figure is the sum of its rows: each backend adds its deltas to its own slot
-- (pg_backend_pid() % 16), so concurrent transactions completing attempts in the same month do not
-- queue on one row lock until they commit. The totals are the sums over all rows.
CREATE TABLE "platform_monthly_counts" (
  "month" date NOT NULL,
  "slot" smallint NOT NULL,
  "users" bigint NOT NULL DEFAULT 0,
  "tests_taken" bigint NOT NULL DEFAULT 0,
  "analyses" bigint NOT NULL DEFAULT 0,
  CONSTRAINT "platform_monthly_counts_pk" PRIMARY KEY ("month", "slot")
);--> statement-breakpoint
-- Adds per-month deltas to this backend's slot, months in order (two writers lock rows in the same order).
CREATE FUNCTION bagdar_add_platform_counts(months date[], d_users bigint[], d_tests bigint[], d_analyses bigint[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO platform_monthly_counts AS c (month, slot, users, tests_taken, analyses)
  SELECT k.month, (pg_backend_pid() % 16)::smallint, sum(k.u), sum(k.t), sum(k.a)
  FROM unnest(months, d_users, d_tests, d_analyses) AS k(month, u, t, a)
  GROUP BY k.month
  HAVING sum(k.u) <> 0 OR sum(k.t) <> 0 OR sum(k.a) <> 0
  ORDER BY k.month
  ON CONFLICT (month, slot) DO UPDATE SET
    users = c.users + excluded.users,
    tests_taken = c.tests_taken + excluded.tests_taken,
    analyses = c.analyses + excluded.analyses;
$$;
--> statement-breakpoint
-- An update that moves a counted row (a user's created_at, an attempt's completed_at, an analysis'
-- status or created_at): a row trigger with a WHEN condition (transition tables cannot go with a
-- column list), so the updates that change none of these cost nothing.
CREATE FUNCTION bagdar_platform_counts_row_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_month date;
  new_month date;
  zero bigint[] := ARRAY[0, 0]::bigint[];
  deltas bigint[];
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    old_month := date_trunc('month', OLD.created_at AT TIME ZONE 'UTC')::date;
    new_month := date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date;
    deltas := ARRAY[-1, 1]::bigint[];
    PERFORM bagdar_add_platform_counts(ARRAY[old_month, new_month], deltas, zero, zero);
  ELSIF TG_TABLE_NAME = 'test_attempts' THEN
    old_month := date_trunc('month', OLD.completed_at AT TIME ZONE 'UTC')::date;
    new_month := date_trunc('month', NEW.completed_at AT TIME ZONE 'UTC')::date;
    deltas := ARRAY[CASE WHEN old_month IS NULL THEN 0 ELSE -1 END, CASE WHEN new_month IS NULL THEN 0 ELSE 1 END]::bigint[];
    PERFORM bagdar_add_platform_counts(ARRAY[coalesce(old_month, new_month), coalesce(new_month, old_month)], zero, deltas, zero);
  ELSE
    old_month := date_trunc('month', OLD.created_at AT TIME ZONE 'UTC')::date;
    new_month := date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')::date;
    deltas := ARRAY[CASE WHEN OLD.status = 'COMPLETED' THEN -1 ELSE 0 END, CASE WHEN NEW.status = 'COMPLETED' THEN 1 ELSE 0 END]::bigint[];
    PERFORM bagdar_add_platform_counts(ARRAY[old_month, new_month], zero, zero, deltas);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION bagdar_users_platform_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  months date[];
  deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.month), array_agg(x.n) INTO months, deltas FROM (
      SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, count(*) AS n FROM new_rows GROUP BY 1
    ) x;
  ELSE
    SELECT array_agg(x.month), array_agg(x.n) INTO months, deltas FROM (
      SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, -count(*) AS n FROM old_rows GROUP BY 1
    ) x;
  END IF;
  IF months IS NOT NULL THEN
    PERFORM bagdar_add_platform_counts(months, deltas, array_fill(0::bigint, ARRAY[cardinality(months)]),
      array_fill(0::bigint, ARRAY[cardinality(months)]));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_platform_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_users_platform_counts();
--> statement-breakpoint
CREATE TRIGGER users_platform_counts_update AFTER UPDATE OF created_at ON users
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION bagdar_platform_counts_row_moved();
--> statement-breakpoint
CREATE TRIGGER users_platform_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_users_platform_counts();
--> statement-breakpoint
-- Completed attempts, by the month of completed_at.
CREATE FUNCTION bagdar_attempts_platform_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  months date[];
  deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.month), array_agg(x.n) INTO months, deltas FROM (
      SELECT date_trunc('month', completed_at AT TIME ZONE 'UTC')::date AS month, count(*) AS n
      FROM new_rows WHERE completed_at IS NOT NULL GROUP BY 1
    ) x;
  ELSE
    SELECT array_agg(x.month), array_agg(x.n) INTO months, deltas FROM (
      SELECT date_trunc('month', completed_at AT TIME ZONE 'UTC')::date AS month, -count(*) AS n
      FROM old_rows WHERE completed_at IS NOT NULL GROUP BY 1
    ) x;
  END IF;
  IF months IS NOT NULL THEN
    PERFORM bagdar_add_platform_counts(months, array_fill(0::bigint, ARRAY[cardinality(months)]), deltas,
      array_fill(0::bigint, ARRAY[cardinality(months)]));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER test_attempts_platform_counts_insert AFTER INSERT ON test_attempts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_attempts_platform_counts();
--> statement-breakpoint
CREATE TRIGGER test_attempts_platform_counts_update AFTER UPDATE OF completed_at ON test_attempts
  FOR EACH ROW WHEN (OLD.completed_at IS DISTINCT FROM NEW.completed_at) EXECUTE FUNCTION bagdar_platform_counts_row_moved();
--> statement-breakpoint
CREATE TRIGGER test_attempts_platform_counts_delete AFTER DELETE ON test_attempts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_attempts_platform_counts();
--> statement-breakpoint
-- COMPLETED analyses, by the month of created_at.
CREATE FUNCTION bagdar_analyses_platform_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  months date[];
  deltas bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.month), array_agg(x.n) INTO months, deltas FROM (
      SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, count(*) AS n
      FROM new_rows WHERE status = 'COMPLETED' GROUP BY 1
    ) x;
  ELSE
    SELECT array_agg(x.month), array_agg(x.n) INTO months, deltas FROM (
      SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, -count(*) AS n
      FROM old_rows WHERE status = 'COMPLETED' GROUP BY 1
    ) x;
  END IF;
  IF months IS NOT NULL THEN
    PERFORM bagdar_add_platform_counts(months, array_fill(0::bigint, ARRAY[cardinality(months)]),
      array_fill(0::bigint, ARRAY[cardinality(months)]), deltas);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER personality_analyses_platform_counts_insert AFTER INSERT ON personality_analyses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_analyses_platform_counts();
--> statement-breakpoint
CREATE TRIGGER personality_analyses_platform_counts_update AFTER UPDATE OF status, created_at ON personality_analyses
  FOR EACH ROW WHEN ((OLD.status, OLD.created_at) IS DISTINCT FROM (NEW.status, NEW.created_at))
  EXECUTE FUNCTION bagdar_platform_counts_row_moved();
--> statement-breakpoint
CREATE TRIGGER personality_analyses_platform_counts_delete AFTER DELETE ON personality_analyses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_analyses_platform_counts();
--> statement-breakpoint
-- TRUNCATE fires no row triggers: a truncated table's column is cleared (a cascade truncates the
-- referencing tables too, and fires their TRUNCATE triggers as well).
CREATE FUNCTION bagdar_platform_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE platform_monthly_counts SET users = 0 WHERE users <> 0;
  ELSIF TG_TABLE_NAME = 'test_attempts' THEN
    UPDATE platform_monthly_counts SET tests_taken = 0 WHERE tests_taken <> 0;
  ELSE
    UPDATE platform_monthly_counts SET analyses = 0 WHERE analyses <> 0;
  END IF;
  DELETE FROM platform_monthly_counts WHERE users = 0 AND tests_taken = 0 AND analyses = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_platform_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bagdar_platform_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER test_attempts_platform_counts_truncate AFTER TRUNCATE ON test_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION bagdar_platform_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER personality_analyses_platform_counts_truncate AFTER TRUNCATE ON personality_analyses
  FOR EACH STATEMENT EXECUTE FUNCTION bagdar_platform_counts_truncated();
--> statement-breakpoint
-- Counts every row again (the rows already there; the bench seeds' bulk loads, which skip triggers).
-- Called while the tables' writers are held off (here: the triggers above lock them until commit).
CREATE FUNCTION bagdar_recount_platform_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM platform_monthly_counts;
  INSERT INTO platform_monthly_counts (month, slot, users, tests_taken, analyses)
  SELECT x.month, 0, sum(x.u), sum(x.t), sum(x.a) FROM (
    SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, count(*) AS u, 0 AS t, 0 AS a
    FROM users GROUP BY 1
    UNION ALL
    SELECT date_trunc('month', completed_at AT TIME ZONE 'UTC')::date, 0, count(*), 0
    FROM test_attempts WHERE completed_at IS NOT NULL GROUP BY 1
    UNION ALL
    SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, 0, 0, count(*)
    FROM personality_analyses WHERE status = 'COMPLETED' GROUP BY 1
  ) x GROUP BY x.month;
$$;
--> statement-breakpoint
SELECT bagdar_recount_platform_counts();
--> statement-breakpoint
-- The admin users list is ordered by (created_at DESC, id DESC) and pages by that keyset: with id in
-- the index a page reads its rows off the index instead of sorting every user of a created_at tie.
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at", "id");
