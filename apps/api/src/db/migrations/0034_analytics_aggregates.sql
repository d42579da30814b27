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
-- Every organisation's groups start behind (computed_version 0): computed on their first read.
INSERT INTO organization_group_analytics (organization_id, group_key)
SELECT organization_id, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid) FROM organization_memberships
WHERE role = 'ORG_STUDENT'
UNION
SELECT organization_id, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid) FROM organization_erased_members;
