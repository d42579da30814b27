ALTER TABLE "organization_applications" ADD COLUMN "contact_last_name" text;--> statement-breakpoint
ALTER TABLE "organization_applications" ADD COLUMN "contact_first_name" text;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- Cities created twice in one country (the same Russian name, any case) become one: institutions and
-- organisations move to the oldest of them, and the others are deleted before the unique index.
WITH ranked AS (
  SELECT id, first_value(id) OVER (PARTITION BY country_id, name_sort ORDER BY created_at, id) AS keep
  FROM "cities"
), moved_institutions AS (
  UPDATE "institutions" i SET city_id = r.keep FROM ranked r WHERE i.city_id = r.id AND r.id <> r.keep
  RETURNING i.id
), moved_organizations AS (
  UPDATE "organizations" o SET city_id = r.keep FROM ranked r WHERE o.city_id = r.id AND r.id <> r.keep
  RETURNING o.id
)
SELECT (SELECT count(*) FROM moved_institutions) + (SELECT count(*) FROM moved_organizations);--> statement-breakpoint
DELETE FROM "cities" c USING "cities" k
WHERE k.country_id = c.country_id AND k.name_sort = c.name_sort
  AND (k.created_at, k.id) < (c.created_at, c.id);--> statement-breakpoint
CREATE UNIQUE INDEX "cities_country_name_uq" ON "cities" USING btree ("country_id","name_sort");
