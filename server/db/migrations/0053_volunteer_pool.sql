-- The volunteer pool (vrijwilligerspool, PRODUCT.md section 4): a volunteer's pool profile (skills,
-- availability per part of the week, place and how far they would travel, a short introduction)
-- and the "available for the pool" consent; the categories are the account's interests
-- (users.interests). Center staff search the volunteers who opted in and invite one to a vacancy.
-- Deleting the account deletes both (ON DELETE CASCADE). Row-level security keeps every row in
-- its center.
CREATE TABLE pool_profiles (
  user_id bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  available boolean NOT NULL DEFAULT false,
  available_since timestamptz,
  skills text[] NOT NULL DEFAULT '{}',
  availability text[] NOT NULL DEFAULT '{}',
  place text,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  travel_km integer CHECK (travel_km BETWEEN 1 AND 200),
  summary text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (available = (available_since IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX pool_profiles_center_idx ON pool_profiles (center_id, available, available_since DESC);
--> statement-breakpoint
ALTER TABLE pool_profiles ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE pool_profiles FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON pool_profiles USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON pool_profiles TO volunteerly_app;
--> statement-breakpoint
CREATE TABLE pool_invitations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vacancy_id bigint NOT NULL REFERENCES vacancies(id) ON DELETE CASCADE,
  invited_by bigint REFERENCES users(id) ON DELETE SET NULL,
  message text,
  viewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, vacancy_id)
);
--> statement-breakpoint
CREATE INDEX pool_invitations_center_idx ON pool_invitations (center_id, created_at DESC);
--> statement-breakpoint
ALTER TABLE pool_invitations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE pool_invitations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON pool_invitations USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON pool_invitations TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
--> statement-breakpoint
-- The volunteer's in-app notice of an invitation.
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
--> statement-breakpoint
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('application_received','application_status_changed','application_withdrawn','new_message',
    'organization_status_changed','organization_vacancies_closed','saved_search_match','pool_invitation'));
