-- custom (hand-written): the member lists in the Kazakh alphabet's order, served by one index with
-- what the filters and the search test, and the member counts kept per group and status
-- (docs/decisions/025-route-bench-at-country-scale.md, addendum on the member lists' order and counts, migration 0037).
--
-- The sort key of a person's name: every letter becomes the private-use character of its place in
-- the Kazakh alphabet (which holds the Russian one in the same order), Latin letters after the
-- Cyrillic ones, punctuation dropped, dashes and slashes made spaces: db/schema/name-sort.ts
-- (nameSortTranslation('kk')) builds the same arguments and a test compares them. Compared under
-- COLLATE "C", the order is that of the code points, the same on PostgreSQL and PGlite.
CREATE FUNCTION bagdar_person_sort(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(name, 'аАәӘбБвВгГғҒдДеЕёЁжЖзЗиИйЙкКқҚлЛмМнНңҢоОөӨпПрРсСтТуУұҰүҮфФхХһҺцЦчЧшШщЩъЪыЫіІьЬэЭюЮяЯaAÀÁÂÃÄÅàáâãäåbBcCÇçdDeEÈÉÊËèéêëfFgGĞğhHiIÌÍÎÏİìíîïıjJkKlLmMnNÑñoOÒÓÔÕÖØòóôõöøpPqQrRsSŞşßtTuUÙÚÛÜùúûüvVwWxXyYÝýÿzZ-‐–—/\_"''«»“”„‘’.,:;!?()[]{}#№&*+', '       ')
$$;
--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "last_sort" text COLLATE "C" GENERATED ALWAYS AS (bagdar_person_sort(last_key)) STORED;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "first_sort" text COLLATE "C" GENERATED ALWAYS AS (bagdar_person_sort(first_key)) STORED;--> statement-breakpoint
-- The lists' keyset order within an organisation and role; the filters (group, status) and the
-- search's text are in the index too, so a page walks the index alone and tests each entry there.
DROP INDEX IF EXISTS "organization_memberships_name_idx";--> statement-breakpoint
CREATE INDEX "organization_memberships_sort_idx" ON "organization_memberships" USING btree ("organization_id", "role", "last_sort", "first_sort", "id") INCLUDE ("group_id", "status", "search_key");--> statement-breakpoint
-- A group's list (a class) in the same order; it also serves what the group id index served (the
-- group's members), which it replaces.
DROP INDEX IF EXISTS "organization_memberships_group_idx";--> statement-breakpoint
CREATE INDEX "organization_memberships_group_sort_idx" ON "organization_memberships" USING btree ("group_id", "role", "last_sort", "first_sort", "id") INCLUDE ("organization_id", "status", "search_key");--> statement-breakpoint
-- Members per organisation, role, group (the nil uuid: none) and status: the groups' student
-- counts and the seats used are read from here instead of counting up to 50,000 memberships.
CREATE TABLE "organization_member_counts" (
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE CASCADE,
  "role" "organization_role" NOT NULL,
  "group_key" uuid NOT NULL,
  "status" "membership_status" NOT NULL,
  "members" integer NOT NULL,
  CONSTRAINT "organization_member_counts_pk" PRIMARY KEY ("organization_id", "role", "group_key", "status")
);--> statement-breakpoint
INSERT INTO "organization_member_counts" ("organization_id", "role", "group_key", "status", "members")
SELECT organization_id, role, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid), status, count(*)::int
FROM "organization_memberships" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Adds the statement's changes (its transition tables, so an import of thousands of rows is one
-- upsert per key), in key order so that two writers take the rows' locks in the same order. A change
-- of an organisation being deleted (the cascade from it) is left out: its rows go with it.
CREATE FUNCTION bagdar_member_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO organization_member_counts AS c (organization_id, role, group_key, status, members)
    SELECT d.organization_id, d.role, d.group_key, d.status, sum(d.delta)::int
    FROM (SELECT organization_id, role, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid) AS group_key, status, 1 AS delta FROM new_rows) d
    WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = d.organization_id)
    GROUP BY 1, 2, 3, 4 HAVING sum(d.delta) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, role, group_key, status) DO UPDATE SET members = c.members + excluded.members;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO organization_member_counts AS c (organization_id, role, group_key, status, members)
    SELECT d.organization_id, d.role, d.group_key, d.status, sum(d.delta)::int
    FROM (SELECT organization_id, role, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid) AS group_key, status, -1 AS delta FROM old_rows) d
    WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = d.organization_id)
    GROUP BY 1, 2, 3, 4 HAVING sum(d.delta) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, role, group_key, status) DO UPDATE SET members = c.members + excluded.members;
  ELSE
    INSERT INTO organization_member_counts AS c (organization_id, role, group_key, status, members)
    SELECT d.organization_id, d.role, d.group_key, d.status, sum(d.delta)::int
    FROM (SELECT organization_id, role, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid) AS group_key, status, 1 AS delta FROM new_rows
          UNION ALL SELECT organization_id, role, coalesce(group_id, '00000000-0000-0000-0000-000000000000'::uuid) AS group_key, status, -1 AS delta FROM old_rows) d
    WHERE EXISTS (SELECT 1 FROM organizations o WHERE o.id = d.organization_id)
    GROUP BY 1, 2, 3, 4 HAVING sum(d.delta) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organization_id, role, group_key, status) DO UPDATE SET members = c.members + excluded.members;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organization_memberships_counts_insert AFTER INSERT ON organization_memberships
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_member_counts_changed();
--> statement-breakpoint
CREATE TRIGGER organization_memberships_counts_update AFTER UPDATE ON organization_memberships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_member_counts_changed();
--> statement-breakpoint
CREATE TRIGGER organization_memberships_counts_delete AFTER DELETE ON organization_memberships
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bagdar_member_counts_changed();
--> statement-breakpoint
-- The counts fire under session_replication_role = replica too: the bench seeds' bulk loads
-- (db/bulk-load.ts) skip the other triggers and write what they would have, but not these counts.
ALTER TABLE organization_memberships ENABLE ALWAYS TRIGGER organization_memberships_counts_insert;--> statement-breakpoint
ALTER TABLE organization_memberships ENABLE ALWAYS TRIGGER organization_memberships_counts_update;--> statement-breakpoint
ALTER TABLE organization_memberships ENABLE ALWAYS TRIGGER organization_memberships_counts_delete;
