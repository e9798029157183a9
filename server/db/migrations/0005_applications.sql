-- Applications to vacancies, their conversation threads, and in-app notifications.
-- Every table carries center_id (the vacancy's center for applications) under the same
-- row-level security policy as the other tenant tables.

-- "Ending soon" on the dashboard reads vacancies.end_date (added by the vacancies migration;
-- harmless when it already exists).
ALTER TABLE vacancies ADD COLUMN IF NOT EXISTS end_date date;
--> statement-breakpoint
CREATE TABLE applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  vacancy_id bigint NOT NULL REFERENCES vacancies(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  motivation text NOT NULL,
  availability text,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new','in_progress','accepted','rejected','withdrawn')),
  status_changed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- At most one open application (OPEN_APPLICATION_STATUSES) per vacancy and volunteer, also under
-- concurrent requests: the second insert waits for the first and then fails with 23505.
CREATE UNIQUE INDEX applications_one_open ON applications (vacancy_id, user_id)
  WHERE status IN ('new','in_progress','accepted');
--> statement-breakpoint
CREATE INDEX applications_vacancy_idx ON applications (vacancy_id, status);
--> statement-breakpoint
CREATE INDEX applications_user_idx ON applications (user_id, created_at DESC);
--> statement-breakpoint
CREATE INDEX applications_center_idx ON applications (center_id, created_at DESC);
--> statement-breakpoint
CREATE TABLE conversations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  subject text NOT NULL,
  subject_type text CHECK (subject_type IN ('application')),
  subject_id bigint,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((subject_type IS NULL) = (subject_id IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX conversations_subject_unique ON conversations (subject_type, subject_id) WHERE subject_type IS NOT NULL;
--> statement-breakpoint
CREATE TABLE conversation_participants (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  conversation_id bigint NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  last_read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (conversation_id, user_id)
);
--> statement-breakpoint
CREATE INDEX conversation_participants_user_idx ON conversation_participants (user_id, conversation_id);
--> statement-breakpoint
CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  conversation_id bigint NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  author_id bigint REFERENCES users(id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX messages_conversation_idx ON messages (conversation_id, created_at, id);
--> statement-breakpoint
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('application_received','application_status_changed','new_message')),
  title text NOT NULL,
  body text NOT NULL,
  link text,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
--> statement-breakpoint
-- The thread of an application goes with it (the subject is polymorphic, so no foreign key).
CREATE FUNCTION delete_application_conversation() RETURNS trigger LANGUAGE plpgsql AS
$$
BEGIN
  DELETE FROM conversations WHERE subject_type = 'application' AND subject_id = OLD.id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_delete_conversation AFTER DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION delete_application_conversation();
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['applications','conversations','conversation_participants','messages','notifications'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id())', t);
  END LOOP;
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON applications, conversations, conversation_participants, messages, notifications TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
--> statement-breakpoint
-- Moving an organization (0002) also moves the applications to its vacancies and their threads
-- (participants, messages): an application lives in its vacancy's center. Notifications stay
-- with their recipients.
CREATE OR REPLACE FUNCTION move_organization(p_org bigint, p_to bigint, p_actor bigint, p_ip text) RETURNS text
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS
$$
DECLARE
  v_from bigint := app_center_id();
  v_type text;
BEGIN
  IF v_from IS NULL THEN
    RAISE EXCEPTION 'move_organization needs a center context';
  END IF;
  SELECT o.organization_type INTO v_type FROM organizations o WHERE o.id = p_org AND o.center_id = v_from FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'not_found';
  END IF;
  IF v_type = 'VolunteerCenter' THEN
    RETURN 'volunteer_center';
  END IF;
  IF p_to IS NULL OR p_to = v_from OR NOT EXISTS (SELECT 1 FROM centers c WHERE c.id = p_to) THEN
    RETURN 'invalid_target';
  END IF;
  UPDATE organizations SET center_id = p_to, updated_at = now() WHERE id = p_org;
  UPDATE addresses SET center_id = p_to, updated_at = now() WHERE organization_id = p_org;
  UPDATE organization_profiles SET center_id = p_to, updated_at = now() WHERE organization_id = p_org;
  UPDATE vacancies SET center_id = p_to, updated_at = now() WHERE organization_id = p_org;
  UPDATE roles SET center_id = p_to WHERE organization_id = p_org;
  UPDATE conversation_participants SET center_id = p_to WHERE conversation_id IN (
    SELECT c.id FROM conversations c
      JOIN applications a ON c.subject_type = 'application' AND c.subject_id = a.id
      JOIN vacancies v ON v.id = a.vacancy_id
      WHERE v.organization_id = p_org);
  UPDATE messages SET center_id = p_to WHERE conversation_id IN (
    SELECT c.id FROM conversations c
      JOIN applications a ON c.subject_type = 'application' AND c.subject_id = a.id
      JOIN vacancies v ON v.id = a.vacancy_id
      WHERE v.organization_id = p_org);
  UPDATE conversations SET center_id = p_to, updated_at = now() WHERE subject_type = 'application' AND subject_id IN (
    SELECT a.id FROM applications a JOIN vacancies v ON v.id = a.vacancy_id WHERE v.organization_id = p_org);
  UPDATE applications a SET center_id = p_to, updated_at = now()
    FROM vacancies v WHERE v.id = a.vacancy_id AND v.organization_id = p_org;
  INSERT INTO audit_log (center_id, actor_user_id, action, subject_type, subject_id, data, ip) VALUES
    (v_from, p_actor, 'organization_moved_out', 'organization', p_org::text, jsonb_build_object('from', v_from, 'to', p_to), p_ip),
    (p_to, p_actor, 'organization_moved_in', 'organization', p_org::text, jsonb_build_object('from', v_from, 'to', p_to), p_ip);
  RETURN 'moved';
END
$$;
