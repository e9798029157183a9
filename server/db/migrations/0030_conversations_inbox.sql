-- The conversations inbox (issue 17): direct threads besides those of applications, archiving and
-- the mail throttle per reader, and attachments (images and PDFs) of messages.
--
-- A direct thread names its parties: the organization (whose staff share it) and either the
-- volunteer or, for center staff writing to an organization, nobody else (subject_type 'center').
-- subject_type: 'application' (as before), 'question' (a volunteer asks about a vacancy),
-- 'volunteer' (an organization writes to a volunteer who applied), 'center' (center staff write to
-- an organization's admins).
ALTER TABLE conversations
  ADD COLUMN organization_id bigint REFERENCES organizations(id) ON DELETE CASCADE,
  ADD COLUMN volunteer_id bigint REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN vacancy_id bigint REFERENCES vacancies(id) ON DELETE SET NULL,
  ADD COLUMN last_message_preview text;
--> statement-breakpoint
ALTER TABLE conversations
  DROP CONSTRAINT conversations_subject_type_check,
  DROP CONSTRAINT conversations_check,
  ADD CONSTRAINT conversations_kind_check CHECK (subject_type IN ('application', 'question', 'volunteer', 'center')),
  -- Only an application's thread points at its subject row.
  ADD CONSTRAINT conversations_subject_check CHECK ((subject_id IS NOT NULL) = (subject_type IS NOT DISTINCT FROM 'application'));
--> statement-breakpoint
CREATE INDEX conversations_organization_idx ON conversations (organization_id, last_message_at DESC) WHERE organization_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX conversations_volunteer_idx ON conversations (volunteer_id, last_message_at DESC) WHERE volunteer_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX conversations_center_list_idx ON conversations (center_id, last_message_at DESC NULLS LAST, id DESC);
--> statement-breakpoint
-- The reader's own state of a thread: archived (until a new message arrives) and when the last
-- "new message" mail went out (at most one per 15 minutes while unread).
ALTER TABLE conversation_participants
  ADD COLUMN archived_at timestamptz,
  ADD COLUMN mailed_at timestamptz;
--> statement-breakpoint
-- Existing application threads: the organization and volunteer of their application.
UPDATE conversations c SET organization_id = v.organization_id, volunteer_id = a.user_id, vacancy_id = a.vacancy_id
  FROM applications a JOIN vacancies v ON v.id = a.vacancy_id
  WHERE c.subject_type = 'application' AND c.subject_id = a.id;
--> statement-breakpoint
UPDATE conversations c SET last_message_preview = left(m.body, 200)
  FROM (SELECT DISTINCT ON (conversation_id) conversation_id, body FROM messages ORDER BY conversation_id, created_at DESC, id DESC) m
  WHERE m.conversation_id = c.id;
--> statement-breakpoint
CREATE TABLE message_attachments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  conversation_id bigint NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  message_id bigint REFERENCES messages(id) ON DELETE CASCADE,
  uploader_id bigint REFERENCES users(id) ON DELETE SET NULL,
  file_key text NOT NULL,
  name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  byte_size integer NOT NULL CHECK (byte_size > 0),
  -- The file itself: every server process serves it, and the backup holds it (at most 5 MB).
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX message_attachments_message_idx ON message_attachments (message_id);
--> statement-breakpoint
CREATE INDEX message_attachments_conversation_idx ON message_attachments (conversation_id);
--> statement-breakpoint
ALTER TABLE message_attachments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE message_attachments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON message_attachments USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON message_attachments TO volunteerly_app;
--> statement-breakpoint
-- An application's thread always names its volunteer, organization and vacancy, however it is inserted.
CREATE FUNCTION conversations_fill_application() RETURNS trigger LANGUAGE plpgsql AS
$$
BEGIN
  IF NEW.subject_type = 'application' AND (NEW.organization_id IS NULL OR NEW.volunteer_id IS NULL) THEN
    SELECT v.organization_id, a.user_id, a.vacancy_id INTO NEW.organization_id, NEW.volunteer_id, NEW.vacancy_id
      FROM applications a JOIN vacancies v ON v.id = a.vacancy_id WHERE a.id = NEW.subject_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER conversations_fill_application BEFORE INSERT ON conversations
  FOR EACH ROW EXECUTE FUNCTION conversations_fill_application();
--> statement-breakpoint
-- A thread opens in the inbox now (/conversations?id=N); older notifications pointed at /conversations/N.
UPDATE notifications SET link = '/conversations?id=' || substring(link from '^/conversations/([0-9]+)$')
  WHERE link ~ '^/conversations/[0-9]+$';
