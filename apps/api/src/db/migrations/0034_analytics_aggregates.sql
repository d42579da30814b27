-- custom (hand-written): the organisation analytics' figures kept per group
-- (docs/decisions/025-route-bench-at-country-scale.md). One row per (organisation, group) holds the
-- group's partial figures (counts, and sums beside counts for the averages) as the analytics code
-- computes them; the page adds up the rows of its scope instead of reading every student. Triggers
-- here only raise a row's version when something its figures depend on changes; the analytics code
-- recomputes a row whose computed_version is behind, on the next read. A write that commits while a
-- row is being recomputed leaves the version ahead of what was computed, so it is never lost.
-- group_key is the group's id, or the nil uuid for the students without a group.
CREATE TABLE "organization_group_analytics" (
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "group_key" uuid NOT NULL,
  "version" bigint NOT NULL DEFAULT 1,
  "computed_version" bigint NOT NULL DEFAULT 0,
  "figures" jsonb,
  CONSTRAINT "organization_group_analytics_pk" PRIMARY KEY ("organization_id", "group_key")
);--> statement-breakpoint
-- Raises the version of the given (organisation, group key) rows, creating missing ones; in key
-- order, so two writers touching the same groups lock them in the same order.
CREATE FUNCTION bagdar_touch_group_analytics(orgs uuid[], group_keys uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO organization_group_analytics AS a (organization_id, group_key)
  SELECT DISTINCT k.org, k.group_key FROM unnest(orgs, group_keys) AS k(org, group_key) WHERE k.org IS NOT NULL
  ORDER BY 1, 2
  ON CONFLICT (organization_id, group_key) DO UPDATE SET version = a.version + 1;
$$;
--> statement-breakpoint
-- The same for the groups of these users' student memberships (a user has at most one membership).
CREATE FUNCTION bagdar_touch_group_analytics_of_users(user_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT bagdar_touch_group_analytics(array_agg(m.organization_id),
    array_agg(coalesce(m.group_id, '00000000-0000-0000-0000-000000000000'::uuid)))
  FROM organization_memberships m WHERE m.user_id = ANY(user_ids) AND m.role = 'ORG_STUDENT';
$$;
--> statement-breakpoint
-- Student memberships: added, removed, or changed in organisation, group, status, role or user.
CREATE FUNCTION bagdar_memberships_analytics_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs uuid[];
  group_keys uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(organization_id), array_agg(coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid))
      INTO orgs, group_keys FROM new_rows WHERE role = 'ORG_STUDENT';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(organization_id), array_agg(coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid))
      INTO orgs, group_keys FROM old_rows WHERE role = 'ORG_STUDENT';
  ELSE
    SELECT array_agg(x.org), array_agg(x.group_key) INTO orgs, group_keys FROM (
      SELECT o.organization_id AS org, coalesce(o.group_id, '00000000-0000-0000-0000-000000000000'::uuid) AS group_key
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.role = 'ORG_STUDENT' AND (o.organization_id, o.group_id, o.status, o.role, o.user_id)
        IS DISTINCT FROM (n.organization_id, n.group_id, n.status, n.role, n.user_id)
      UNION ALL
      SELECT n.organization_id, coalesce(n.group_id, '00000000-0000-0000-0000-000000000000'::uuid)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.role = 'ORG_STUDENT' AND (o.organization_id, o.group_id, o.status, o.role, o.user_id)
        IS DISTINCT FROM (n.organization_id, n.group_id, n.status, n.role, n.user_id)
    ) x;
  END IF;
  IF orgs IS NOT NULL THEN
    PERFORM bagdar_touch_group_analytics(orgs, group_keys);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organization_memberships_analytics_insert AFTER INSERT ON organization_memberships
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_memberships_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER organization_memberships_analytics_update AFTER UPDATE ON organization_memberships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_memberships_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER organization_memberships_analytics_delete AFTER DELETE ON organization_memberships
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_memberships_analytics_changed();
--> statement-breakpoint
-- The anonymous rows of erased students count in their group's totals.
CREATE FUNCTION bagdar_erased_members_analytics_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  orgs uuid[];
  group_keys uuid[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT array_agg(organization_id), array_agg(coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid))
      INTO orgs, group_keys FROM old_rows;
    PERFORM bagdar_touch_group_analytics(orgs, group_keys);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT array_agg(organization_id), array_agg(coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid))
      INTO orgs, group_keys FROM new_rows;
    PERFORM bagdar_touch_group_analytics(orgs, group_keys);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organization_erased_members_analytics_insert AFTER INSERT ON organization_erased_members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_erased_members_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER organization_erased_members_analytics_update AFTER UPDATE ON organization_erased_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_erased_members_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER organization_erased_members_analytics_delete AFTER DELETE ON organization_erased_members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_erased_members_analytics_changed();
--> statement-breakpoint
-- A student's own rows that the figures read: result summaries (tested, RIASEC), analyses (analysed,
-- types, professions), academic profiles (grades) and test feedback. Any change of such a row
-- touches the group of its user (the old and the new user of an updated row).
CREATE FUNCTION bagdar_student_rows_analytics_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT x.user_id) INTO ids FROM (SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows) x;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM bagdar_touch_group_analytics_of_users(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER student_result_summaries_analytics_insert AFTER INSERT ON student_result_summaries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_student_rows_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER student_result_summaries_analytics_update AFTER UPDATE ON student_result_summaries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_student_rows_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER student_result_summaries_analytics_delete AFTER DELETE ON student_result_summaries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_student_rows_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER academic_profiles_analytics_insert AFTER INSERT ON academic_profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_student_rows_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER academic_profiles_analytics_update AFTER UPDATE ON academic_profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_student_rows_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER academic_profiles_analytics_delete AFTER DELETE ON academic_profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_student_rows_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER test_feedback_analytics_insert AFTER INSERT ON test_feedback
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_student_rows_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER test_feedback_analytics_update AFTER UPDATE ON test_feedback
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_student_rows_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER test_feedback_analytics_delete AFTER DELETE ON test_feedback
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_student_rows_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER personality_analyses_analytics_insert AFTER INSERT ON personality_analyses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_student_rows_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER personality_analyses_analytics_delete AFTER DELETE ON personality_analyses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_student_rows_analytics_changed();
--> statement-breakpoint
-- Row by row where only a few columns matter: an analysis's user (old and new), a user's interests.
CREATE FUNCTION bagdar_user_analytics_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM bagdar_touch_group_analytics_of_users(ARRAY[NEW.id]);
  ELSE
    PERFORM bagdar_touch_group_analytics_of_users(ARRAY[OLD.user_id, NEW.user_id]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An analysis in progress is updated at every stage: only what the figures read touches the group.
CREATE TRIGGER personality_analyses_analytics_update AFTER UPDATE OF user_id, status, result, completed_at, created_at
  ON personality_analyses FOR EACH ROW
  WHEN ((OLD.user_id, OLD.status, OLD.result, OLD.completed_at, OLD.created_at)
    IS DISTINCT FROM (NEW.user_id, NEW.status, NEW.result, NEW.completed_at, NEW.created_at))
  EXECUTE FUNCTION bagdar_user_analytics_changed();
--> statement-breakpoint
CREATE TRIGGER users_analytics_interests AFTER UPDATE OF interests ON users FOR EACH ROW
  WHEN (OLD.interests IS DISTINCT FROM NEW.interests) EXECUTE FUNCTION bagdar_user_analytics_changed();
--> statement-breakpoint
-- Recomputes the groups of a scope (an organisation; one group of it; or a teacher's groups) whose
-- figures are behind their version, in one statement: partial sums that add up over groups
-- (counts, and for each average a sum beside its count), read by analytics.repository.ts. A group
-- row locked by a writer that has not committed is skipped (its figures stay those of the committed
-- data); the version recorded is the one the statement's snapshot saw, so a write committed
-- meanwhile leaves the row behind for the next read. When nothing is behind (the usual case) only
-- the check runs; a function, so the large statement's plan is kept by the connection.
CREATE FUNCTION bagdar_refresh_group_analytics(p_org uuid, p_group uuid, p_mentor uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM organization_group_analytics a
    WHERE a.organization_id = p_org AND (p_group IS NULL OR a.group_key = p_group)
      AND (p_mentor IS NULL OR a.group_key IN (SELECT g.id FROM organization_groups g WHERE g.mentor_id = p_mentor AND g.organization_id = p_org))
      AND a.computed_version < a.version
  ) THEN
    RETURN;
  END IF;
  WITH seen AS MATERIALIZED (
      SELECT a.group_key, a.version FROM organization_group_analytics a
      WHERE a.organization_id = p_org AND (p_group IS NULL OR a.group_key = p_group)
        AND (p_mentor IS NULL OR a.group_key IN (SELECT g.id FROM organization_groups g WHERE g.mentor_id = p_mentor AND g.organization_id = p_org)) AND a.computed_version < a.version
    ),
    mine AS MATERIALIZED (
      SELECT a.group_key FROM organization_group_analytics a
      WHERE a.organization_id = p_org AND a.group_key IN (SELECT group_key FROM seen)
      FOR UPDATE SKIP LOCKED
    ),
    s AS MATERIALIZED (
      SELECT m.group_id AS group_key, m.user_id, m.status FROM mine JOIN organization_memberships m ON m.group_id = mine.group_key
      WHERE m.organization_id = p_org AND m.role = 'ORG_STUDENT'
      UNION ALL
      SELECT '00000000-0000-0000-0000-000000000000'::uuid, m.user_id, m.status FROM organization_memberships m
      WHERE m.organization_id = p_org AND m.role = 'ORG_STUDENT' AND m.group_id IS NULL
        AND EXISTS (SELECT 1 FROM mine WHERE mine.group_key = '00000000-0000-0000-0000-000000000000'::uuid)
    ),
    -- The latest completed analysis of each student.
    la AS MATERIALIZED (
      SELECT DISTINCT ON (a.user_id) s.group_key, a.result
      FROM personality_analyses a JOIN s ON s.user_id = a.user_id
      WHERE a.status = 'COMPLETED' AND a.result IS NOT NULL
      ORDER BY a.user_id, a.completed_at DESC NULLS LAST, a.created_at DESC
    ),
    -- The scales of each student's latest completed career-interests attempt (the attempts' whole
    -- results took seconds to read; student_result_summaries keeps them).
    latest AS MATERIALIZED (
      SELECT s.group_key, r.interest_keys, r.interest_scores
      FROM student_result_summaries r JOIN s ON s.user_id = r.user_id
      WHERE r.interest_completed_at IS NOT NULL
    ),
    counts AS (
      SELECT s.group_key, count(*) AS students,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM student_result_summaries t WHERE t.user_id = s.user_id)) AS tested,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM personality_analyses a WHERE a.user_id = s.user_id AND a.status = 'COMPLETED')) AS analysed
      FROM s GROUP BY 1
    ),
    -- Students whose accounts were erased are still counted, anonymously.
    erased AS (
      SELECT coalesce(e.group_id, '00000000-0000-0000-0000-000000000000'::uuid) AS group_key, count(*) AS students,
        count(*) FILTER (WHERE e.tested) AS tested, count(*) FILTER (WHERE e.analysed) AS analysed
      FROM organization_erased_members e
      WHERE e.organization_id = p_org AND coalesce(e.group_id, '00000000-0000-0000-0000-000000000000'::uuid) IN (SELECT group_key FROM mine)
      GROUP BY 1
    ),
    statuses AS (
      SELECT x.group_key, jsonb_object_agg(x.status, x.n) AS v
      FROM (SELECT s.group_key, s.status, count(*) AS n FROM s GROUP BY 1, 2) x GROUP BY 1
    ),
    types AS (
      SELECT x.group_key, jsonb_object_agg(x.type, x.n) AS v
      FROM (SELECT la.group_key, la.result->>'type' AS type, count(*) AS n FROM la
        WHERE la.result->>'type' IS NOT NULL GROUP BY 1, 2) x GROUP BY 1
    ),
    -- Professions among the five best fits of each latest analysis: [slug, name, count].
    professions AS (
      SELECT x.group_key, jsonb_agg(jsonb_build_array(x.slug, x.name, x.n)) AS v
      FROM (SELECT la.group_key, p->>'slug' AS slug, (array_agg(p->'name'))[1] AS name, count(*) AS n
        FROM la CROSS JOIN LATERAL jsonb_array_elements(la.result->'professions') WITH ORDINALITY AS e(p, i)
        WHERE e.i <= 5 AND p->>'slug' IS NOT NULL GROUP BY 1, 2) x GROUP BY 1
    ),
    -- RIASEC per scale: [sum of scores, number of scores].
    riasec AS (
      SELECT x.group_key, jsonb_object_agg(x.code, jsonb_build_array(x.total, x.n)) AS v
      FROM (SELECT latest.group_key, y.code, sum(y.score) AS total, count(y.score) AS n
        FROM latest CROSS JOIN LATERAL unnest(latest.interest_keys, latest.interest_scores) AS y(code, score)
        WHERE y.code IS NOT NULL GROUP BY 1, 2) x GROUP BY 1
    ),
    respondents AS (SELECT latest.group_key, count(*) AS n FROM latest GROUP BY 1),
    interests AS (
      SELECT x.group_key, jsonb_object_agg(x.interest, x.n) AS v
      FROM (SELECT s.group_key, i AS interest, count(*) AS n
        FROM s JOIN users u ON u.id = s.user_id CROSS JOIN LATERAL unnest(u.interests) AS i
        WHERE i IS NOT NULL GROUP BY 1, 2) x GROUP BY 1
    ),
    -- Grades on the 5-point scale: the rounded ratings (1-5) counted, and the sum of the values.
    ratings AS (
      SELECT x.group_key, jsonb_object_agg(x.rating, x.n) AS v, sum(x.total) AS total, sum(x.n) AS n
      FROM (SELECT s.group_key, greatest(1, least(5, round((CASE ap.gpa_system WHEN 'FOUR' THEN ap.gpa / 4 WHEN 'FIVE' THEN ap.gpa / 5 WHEN 'TEN' THEN ap.gpa / 10 ELSE ap.gpa / 100 END) * 5)))::int AS rating, count(*) AS n, sum((CASE ap.gpa_system WHEN 'FOUR' THEN ap.gpa / 4 WHEN 'FIVE' THEN ap.gpa / 5 WHEN 'TEN' THEN ap.gpa / 10 ELSE ap.gpa / 100 END) * 5) AS total
        FROM s JOIN academic_profiles ap ON ap.user_id = s.user_id WHERE ap.gpa IS NOT NULL GROUP BY 1, 2) x GROUP BY 1
    ),
    f AS (SELECT s.group_key, tf.answer::text AS answer, tf.rating FROM test_feedback tf JOIN s ON s.user_id = tf.user_id),
    answers AS (
      SELECT x.group_key, jsonb_object_agg(x.answer, x.n) AS v
      FROM (SELECT f.group_key, f.answer, count(*) AS n FROM f GROUP BY 1, 2) x GROUP BY 1
    ),
    stars AS (
      SELECT x.group_key, jsonb_object_agg(x.rating, x.n) AS v, sum(x.total) AS total, sum(x.n) AS n
      FROM (SELECT f.group_key, f.rating, count(*) AS n, sum(f.rating) AS total FROM f GROUP BY 1, 2) x GROUP BY 1
    ),
    figures AS (
      SELECT mine.group_key, jsonb_build_object(
        'students', coalesce(c.students, 0) + coalesce(er.students, 0),
        'tested', coalesce(c.tested, 0) + coalesce(er.tested, 0),
        'analysed', coalesce(c.analysed, 0) + coalesce(er.analysed, 0),
        'statuses', coalesce(st.v, '{}'), 'types', coalesce(ty.v, '{}'), 'professions', coalesce(pr.v, '[]'),
        'riasec', coalesce(ri.v, '{}'), 'respondents', coalesce(re.n, 0), 'interests', coalesce(it.v, '{}'),
        'ratings', coalesce(ra.v, '{}'), 'ratingTotal', coalesce(ra.total, 0), 'ratingCount', coalesce(ra.n, 0),
        'answers', coalesce(an.v, '{}'), 'stars', coalesce(sa.v, '{}'), 'starTotal', coalesce(sa.total, 0),
        'starCount', coalesce(sa.n, 0)) AS v
      FROM mine
        LEFT JOIN counts c ON c.group_key = mine.group_key LEFT JOIN erased er ON er.group_key = mine.group_key
        LEFT JOIN statuses st ON st.group_key = mine.group_key LEFT JOIN types ty ON ty.group_key = mine.group_key
        LEFT JOIN professions pr ON pr.group_key = mine.group_key LEFT JOIN riasec ri ON ri.group_key = mine.group_key
        LEFT JOIN respondents re ON re.group_key = mine.group_key LEFT JOIN interests it ON it.group_key = mine.group_key
        LEFT JOIN ratings ra ON ra.group_key = mine.group_key LEFT JOIN answers an ON an.group_key = mine.group_key
        LEFT JOIN stars sa ON sa.group_key = mine.group_key
    )
    UPDATE organization_group_analytics a SET figures = figures.v, computed_version = seen.version
    FROM figures JOIN seen ON seen.group_key = figures.group_key
    WHERE a.organization_id = p_org AND a.group_key = figures.group_key AND a.computed_version < seen.version;
END;
$$;
--> statement-breakpoint
-- Every organisation's groups start behind (computed_version 0): computed on their first read.
INSERT INTO organization_group_analytics (organization_id, group_key)
SELECT organization_id, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid) FROM organization_memberships
WHERE role = 'ORG_STUDENT'
UNION
SELECT organization_id, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid) FROM organization_erased_members;
--> statement-breakpoint
-- The enrollment analyses' list shows a figure of each result; read from the result, the list
-- unpacked every listed analysis's whole result (hundreds of kilobytes each). It is kept beside it.
ALTER TABLE "enrollment_analyses" ADD COLUMN "at_least_one_admission" smallint NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "enrollment_analyses" SET "at_least_one_admission" = coalesce(("result"->>'atLeastOneAdmission')::smallint, 0);
