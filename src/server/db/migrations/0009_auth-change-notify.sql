-- Tells every app process when a user or a session changes, so a cached session is dropped at once
-- (docs/decisions/007-session-cache.md). The payload is the user id in its canonical lower-case form;
-- '*' means any user (TRUNCATE).
CREATE FUNCTION "rw_notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('rw_auth_changed', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('rw_auth_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('rw_auth_changed', coalesce(lower(OLD.sess->>'userId'), '*'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "rw_notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "users_auth_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "rw_notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_updated" AFTER UPDATE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "rw_notify_auth_change"();
--> statement-breakpoint
-- An expired session can no longer be answered from memory: purging it needs no notification.
CREATE TRIGGER "sessions_auth_deleted" AFTER DELETE ON "sessions"
  FOR EACH ROW WHEN (OLD.expire > now()) EXECUTE FUNCTION "rw_notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "rw_notify_auth_change"();
