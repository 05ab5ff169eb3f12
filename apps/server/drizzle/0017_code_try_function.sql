-- Taking a try before an access code is evaluated (decision 006), as one call whose statement is
-- planned once per connection, like trousse_open_session (0008): on PGlite, which runs SQL on
-- the server's thread, planning this statement at every sign-in cost about as much as running it.
-- AuthService's code check is its only caller.
--
-- The account is found by `p_email` when it is given, else by `p_user_id`. A lock that is over
-- is cleared with its failures; checks started before `p_stale_before` no longer count (a crashed
-- check). The try is taken only while failures plus checks in flight stay under `p_max`, and the
-- account's row is returned then; no row means no try was taken (unknown account, locked, or
-- every try held by checks under way).
CREATE FUNCTION trousse_take_code_try(
  p_email text,
  p_user_id uuid,
  p_now timestamptz,
  p_stale_before timestamptz,
  p_max integer
) RETURNS SETOF users LANGUAGE plpgsql AS $$
DECLARE
  v_user_id uuid := p_user_id;
BEGIN
  IF p_email IS NOT NULL THEN
    SELECT id INTO v_user_id FROM users WHERE email = p_email;
  END IF;
  RETURN QUERY
  UPDATE users SET
    failed_attempts = CASE WHEN locked_until <= p_now THEN 0 ELSE failed_attempts END,
    locked_until = CASE WHEN locked_until <= p_now THEN NULL ELSE locked_until END,
    code_checks_in_flight = CASE WHEN code_checks_started_at IS NULL OR code_checks_started_at <= p_stale_before
                                 THEN 1 ELSE code_checks_in_flight + 1 END,
    code_checks_started_at = p_now
  WHERE id = v_user_id
    AND (locked_until IS NULL OR locked_until <= p_now)
    AND (CASE WHEN locked_until <= p_now THEN 0 ELSE failed_attempts END)
      + (CASE WHEN code_checks_started_at IS NULL OR code_checks_started_at <= p_stale_before
              THEN 0 ELSE code_checks_in_flight END) < p_max
  RETURNING *;
END $$;
