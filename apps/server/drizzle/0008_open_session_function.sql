-- Opening a session, as one call whose statements are planned once per connection: on PGlite,
-- which runs SQL on the server's thread, planning the same large statement at every sign-in
-- cost as much as running it (decision 011). SessionService.create is its only caller.
--
-- Inserts the session; for a sign-in, also clears the account's failures and lock (settling
-- `p_release_check` code checks in flight), logs 'login.succeeded' and remembers the device;
-- then ends the oldest live sessions beyond `p_max_live` (the new one always kept), logging each.
-- Returns whether the device is new to the account.
CREATE FUNCTION trousse_open_session(
  p_session_id uuid,
  p_user_id uuid,
  p_refresh_hash text,
  p_now timestamptz,
  p_expires_at timestamptz,
  p_device_hash text,
  p_device_label text,
  p_ip text,
  p_device text,
  p_sign_in boolean,
  p_release_check integer,
  p_max_live integer
) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  new_device boolean := false;
BEGIN
  INSERT INTO sessions (id, user_id, refresh_hash, created_at, expires_at, last_seen_at, device_hash, device_label, ip)
  VALUES (p_session_id, p_user_id, p_refresh_hash, p_now, p_expires_at, p_now, p_device_hash, p_device_label, p_ip);

  IF p_sign_in THEN
    UPDATE users
    SET failed_attempts = 0, locked_until = NULL, last_login_at = p_now,
        code_checks_in_flight = greatest(code_checks_in_flight - p_release_check, 0)
    WHERE id = p_user_id;
    INSERT INTO audit_events (user_id, type, created_at, ip, device)
    VALUES (p_user_id, 'login.succeeded', p_now, p_ip, p_device);
    IF p_device_hash IS NOT NULL THEN
      INSERT INTO user_devices (user_id, device_hash, first_seen_at, last_seen_at)
      VALUES (p_user_id, p_device_hash, p_now, p_now)
      ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = excluded.last_seen_at
        -- A known device is written again once a day at most, not at every sign-in.
        WHERE user_devices.last_seen_at < p_now - interval '1 day'
      RETURNING (xmax = 0) INTO new_device;
      new_device := coalesce(new_device, false);
    END IF;
  END IF;

  WITH evicted AS (
    UPDATE sessions SET revoked_at = p_now, revoked_reason = 'evicted'
    WHERE id IN (
      SELECT id FROM sessions
      WHERE user_id = p_user_id AND revoked_at IS NULL AND expires_at > p_now AND id <> p_session_id
      ORDER BY created_at DESC, id DESC
      OFFSET p_max_live - 1
    )
    RETURNING user_id
  )
  INSERT INTO audit_events (user_id, type, created_at, ip, device)
  SELECT user_id, 'session.evicted', p_now, p_ip, p_device FROM evicted;

  RETURN new_device;
END $$;
