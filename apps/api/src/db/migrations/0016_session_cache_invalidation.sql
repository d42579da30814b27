-- custom (hand-written): the in-process session cache's invalidation (docs/decisions/016-session-cache.md).
-- Every change to what GET /auth/me is built from (the session, the user, their membership, their
-- organisation, their subscription) sends `u:<user id>` or `o:<organisation id>` on the channel
-- `bagdar_session`; PostgreSQL delivers it on commit to every API process, which drops the cached
-- sessions it names. A trigger, not the code that writes, so no write path can forget it.
CREATE FUNCTION bagdar_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) END;
  key text := TG_ARGV[0];
  prefix text := TG_ARGV[1];
BEGIN
  IF old_row IS NOT NULL AND old_row ->> key IS NOT NULL THEN
    PERFORM pg_notify('bagdar_session', prefix || ':' || (old_row ->> key));
  END IF;
  IF new_row IS NOT NULL AND new_row ->> key IS NOT NULL
     AND (old_row IS NULL OR new_row ->> key IS DISTINCT FROM old_row ->> key) THEN
    PERFORM pg_notify('bagdar_session', prefix || ':' || (new_row ->> key));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The throttled last-seen write changes only last_seen_at: no notification for it.
CREATE TRIGGER sessions_session_changed AFTER UPDATE OF user_id, expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION bagdar_session_changed('user_id', 'u');
--> statement-breakpoint
CREATE TRIGGER users_session_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION bagdar_session_changed('id', 'u');
--> statement-breakpoint
CREATE TRIGGER organization_memberships_session_changed AFTER INSERT OR UPDATE OR DELETE ON organization_memberships
  FOR EACH ROW EXECUTE FUNCTION bagdar_session_changed('user_id', 'u');
--> statement-breakpoint
CREATE TRIGGER subscriptions_session_changed AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION bagdar_session_changed('user_id', 'u');
--> statement-breakpoint
CREATE TRIGGER organizations_session_changed AFTER UPDATE OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION bagdar_session_changed('id', 'o');
