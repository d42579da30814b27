-- custom (hand-written): the signal of the in-process cache of the admission rules, GOPs and cut-offs
-- (modules/admission/admission-data-cache.ts). Any change to those tables sends a signal on the
-- channel `bagdar_admission`; PostgreSQL delivers it on commit to every API process, which drops
-- the admission data it holds. A trigger, not the code that writes, so no write path (an import, a
-- seed, a hand-run statement) can forget it.
CREATE FUNCTION bagdar_admission_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bagdar_admission', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admission_rules_admission_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON admission_rules
  FOR EACH STATEMENT EXECUTE FUNCTION bagdar_admission_changed();
--> statement-breakpoint
CREATE TRIGGER gops_admission_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gops
  FOR EACH STATEMENT EXECUTE FUNCTION bagdar_admission_changed();
--> statement-breakpoint
CREATE TRIGGER gop_cutoffs_admission_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gop_cutoffs
  FOR EACH STATEMENT EXECUTE FUNCTION bagdar_admission_changed();
--> statement-breakpoint
-- A saved enrollment analysis's result is written and read whole, never queried inside: json keeps
-- the text as written, where jsonb's output rebuilt some 250 KB of text on every read of an analysis.
ALTER TABLE enrollment_analyses ALTER COLUMN result TYPE json USING result::json;
