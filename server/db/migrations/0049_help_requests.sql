-- One-on-one help (een-op-een-hulp, PRODUCT.md section 4): a resident's request through the public
-- form, matched by center staff to a volunteer of the center. Row-level security keeps every row
-- in its center.
CREATE TABLE help_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  name text NOT NULL,
  email text,
  phone text,
  kind text NOT NULL CHECK (kind IN ('buddy', 'paperwork', 'groceries', 'digital', 'language', 'transport', 'odd_jobs', 'other')),
  description text NOT NULL,
  area text NOT NULL,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'matching', 'matched', 'closed')),
  note text,
  volunteer_id bigint REFERENCES users(id) ON DELETE SET NULL,
  matched_at timestamptz,
  consent_at timestamptz NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NOT NULL OR phone IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX help_requests_center_status_idx ON help_requests (center_id, status, created_at DESC);
--> statement-breakpoint
ALTER TABLE help_requests ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE help_requests FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON help_requests USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON help_requests TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
