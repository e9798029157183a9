-- Sign in as a user (issue 15): center staff continue as one of their center's users. The staff
-- member's own credential is not kept in the browser: their token is revoked when the other
-- session starts, and this row is the way back (POST /api/v1/sign_in_as_user/return issues them a
-- fresh session while it is open). It ends on return, on sign-out, or by itself at expires_at,
-- when the impersonated token expires too.
CREATE TABLE impersonations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  staff_user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The single-use login token the staff member's browser exchanges at /auth/token.
  login_token_id bigint REFERENCES user_tokens(id) ON DELETE SET NULL,
  -- The impersonated session, once started.
  auth_token_id bigint REFERENCES auth_tokens(id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  started_at timestamptz,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX impersonations_auth_token_idx ON impersonations (auth_token_id) WHERE auth_token_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX impersonations_login_token_idx ON impersonations (login_token_id) WHERE login_token_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE impersonations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE impersonations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON impersonations USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON impersonations TO volunteerly_app;
