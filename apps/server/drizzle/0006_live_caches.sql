-- Instances keep live sessions, users' likes and favourites and their subscriptions in memory; these triggers
-- tell every instance (LISTEN) the moment one of them changes, whichever statement changed it.
-- pg_notify is transactional: listeners hear of a change once it is committed.
CREATE FUNCTION trousse_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('trousse_session_ended', OLD.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended_notify
  AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION trousse_session_ended();
--> statement-breakpoint
-- The user whose row changed, on the channel the trigger names.
CREATE FUNCTION trousse_user_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER app_likes_flags_notify
  AFTER INSERT OR UPDATE OR DELETE ON app_likes
  FOR EACH ROW EXECUTE FUNCTION trousse_user_row_changed('trousse_user_flags');
--> statement-breakpoint
CREATE TRIGGER app_favorites_flags_notify
  AFTER INSERT OR UPDATE OR DELETE ON app_favorites
  FOR EACH ROW EXECUTE FUNCTION trousse_user_row_changed('trousse_user_flags');
--> statement-breakpoint
CREATE TRIGGER subscriptions_notify
  AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION trousse_user_row_changed('trousse_subscription');
