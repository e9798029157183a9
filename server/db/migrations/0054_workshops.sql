-- Workshops (PRODUCT.md section 4): a center's workshops with a title and description, their
-- sessions (start, end, place or online, capacity), and the registrations of signed-in volunteers
-- per session: 'registered' (has a place) or 'waiting' (on the waiting list, in order of arrival).
-- A session's place count is guarded by a row lock on the session (see server/modules/workshops).
-- Row-level security keeps every row in its center.
CREATE TABLE workshops (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'cancelled')),
  created_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX workshops_center_idx ON workshops (center_id, status);
--> statement-breakpoint
CREATE TABLE workshop_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  workshop_id bigint NOT NULL REFERENCES workshops(id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  location text,
  online boolean NOT NULL DEFAULT false,
  capacity integer NOT NULL CHECK (capacity > 0),
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at >= starts_at)
);
--> statement-breakpoint
CREATE INDEX workshop_sessions_workshop_idx ON workshop_sessions (workshop_id, starts_at);
--> statement-breakpoint
CREATE TABLE workshop_registrations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  session_id bigint NOT NULL REFERENCES workshop_sessions(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('registered', 'waiting')),
  created_at timestamptz NOT NULL DEFAULT now(),
  promoted_at timestamptz,
  UNIQUE (session_id, user_id)
);
--> statement-breakpoint
CREATE INDEX workshop_registrations_user_idx ON workshop_registrations (user_id);
--> statement-breakpoint
CREATE INDEX workshop_registrations_queue_idx ON workshop_registrations (session_id, status, created_at, id);
--> statement-breakpoint
ALTER TABLE workshops ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE workshops FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON workshops USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
ALTER TABLE workshop_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE workshop_sessions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON workshop_sessions USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
ALTER TABLE workshop_registrations ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE workshop_registrations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON workshop_registrations USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON workshops, workshop_sessions, workshop_registrations TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
--> statement-breakpoint
-- The in-app notices of workshops.
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
--> statement-breakpoint
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('application_received','application_status_changed','application_withdrawn','new_message',
    'organization_status_changed','organization_vacancies_closed','saved_search_match',
    'workshop_registration_confirmed','workshop_waiting_list','workshop_place_available','workshop_session_cancelled',
    'pool_invitation'));
