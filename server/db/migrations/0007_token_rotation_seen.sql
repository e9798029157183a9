-- A client whose answer with a rotated token was aborted (a reload, a cancelled fetch) still holds
-- the previous token. It stays usable (and is rotated again) until the client has presented the
-- newer one: rotation_seen records that. auth_session() returns it with the token.
ALTER TABLE auth_tokens ADD COLUMN rotation_seen boolean NOT NULL DEFAULT true;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auth_session(p_center bigint, p_client text, p_uid text, p_hash text) RETURNS json
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public AS
$$
BEGIN
  RETURN (
    SELECT json_build_object(
      'token', json_build_object(
        'id', t.id, 'center_id', t.center_id, 'user_id', t.user_id, 'client_id', t.client_id,
        'current', t.token_hash = p_hash, 'rotated_at', t.rotated_at, 'expires_at', t.expires_at,
        'absolute_expires_at', t.absolute_expires_at, 'created_at', t.created_at, 'token_hash', t.token_hash,
        'rotation_seen', t.rotation_seen),
      'user', row_to_json(u),
      'roles', coalesce((
        SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'organization_id', r.organization_id, 'organization_type', o.organization_type) ORDER BY r.id)
        FROM roles r LEFT JOIN organizations o ON o.id = r.organization_id AND o.center_id = p_center
        WHERE r.user_id = u.id AND (r.organization_id IS NULL OR o.id IS NOT NULL)
      ), '[]'::json))
    FROM auth_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.center_id = p_center AND t.client_id = p_client AND lower(u.email) = lower(p_uid)
      AND (u.center_id = p_center OR u.center_id IS NULL)
      AND (t.token_hash = p_hash OR t.previous_token_hash = p_hash)
    LIMIT 1
  );
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION auth_session(bigint, text, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION auth_session(bigint, text, text, text) TO volunteerly_app;
