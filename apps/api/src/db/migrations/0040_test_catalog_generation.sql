-- custom (hand-written): the test catalogue's generation and the completed attempts per test
-- (docs/decisions/033-test-catalogue-cache.md).
--
-- test_catalog_state holds one number that grows with every statement writing to the tables the
-- catalogue is built from (tests, versions, questions, options, categories and their links). An API
-- process keeps the catalogue in memory tagged with the generation it was read at, and every
-- student statement reads the generation alongside the user's own rows: a catalogue held at another
-- generation is read again, so a change committed by any process is seen by the next read.
CREATE TABLE test_catalog_state (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  generation bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO test_catalog_state (singleton, generation) VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION bagdar_test_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE test_catalog_state SET generation = generation + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tests_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tests
  FOR EACH STATEMENT EXECUTE FUNCTION bagdar_test_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER test_versions_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON test_versions
  FOR EACH STATEMENT EXECUTE FUNCTION bagdar_test_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER test_questions_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON test_questions
  FOR EACH STATEMENT EXECUTE FUNCTION bagdar_test_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER test_options_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON test_options
  FOR EACH STATEMENT EXECUTE FUNCTION bagdar_test_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER test_categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON test_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bagdar_test_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER test_category_links_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON test_category_links
  FOR EACH STATEMENT EXECUTE FUNCTION bagdar_test_catalog_changed();
--> statement-breakpoint
-- The admin test list shows each test's completed attempts: counted here as attempts are finished,
-- reopened, moved or deleted, instead of counting a million attempts per request.
CREATE TABLE test_completion_counts (
  test_id uuid PRIMARY KEY REFERENCES tests(id) ON DELETE CASCADE,
  completed integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION bagdar_completions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO test_completion_counts AS c (test_id, completed)
      SELECT test_id, count(*) FROM new_rows WHERE completed_at IS NOT NULL GROUP BY test_id
      ON CONFLICT (test_id) DO UPDATE SET completed = c.completed + EXCLUDED.completed;
  ELSIF TG_OP = 'DELETE' THEN
    -- No insert here: the test itself may be going (a cascade from tests).
    UPDATE test_completion_counts c SET completed = c.completed - d.n
      FROM (SELECT test_id, count(*) AS n FROM old_rows WHERE completed_at IS NOT NULL GROUP BY test_id) d
      WHERE c.test_id = d.test_id;
  ELSE
    -- Saving an answer updates the open attempt too: only a change of completion or test counts.
    INSERT INTO test_completion_counts AS c (test_id, completed)
      SELECT test_id, sum(delta) FROM (
        SELECT n.test_id, 1 AS delta FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE n.completed_at IS NOT NULL AND (o.completed_at IS NULL OR o.test_id <> n.test_id)
        UNION ALL
        SELECT o.test_id, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE o.completed_at IS NOT NULL AND (n.completed_at IS NULL OR o.test_id <> n.test_id)
      ) changed GROUP BY test_id HAVING sum(delta) <> 0
      ON CONFLICT (test_id) DO UPDATE SET completed = c.completed + EXCLUDED.completed;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER test_attempts_completions_insert AFTER INSERT ON test_attempts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_completions_changed();
--> statement-breakpoint
CREATE TRIGGER test_attempts_completions_update AFTER UPDATE ON test_attempts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_completions_changed();
--> statement-breakpoint
CREATE TRIGGER test_attempts_completions_delete AFTER DELETE ON test_attempts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_completions_changed();
--> statement-breakpoint
INSERT INTO test_completion_counts (test_id, completed)
  SELECT test_id, count(*) FROM test_attempts WHERE completed_at IS NOT NULL GROUP BY test_id;
