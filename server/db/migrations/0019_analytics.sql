-- Analytics (contract/analytics.ts): the first answer to an application, kept on the application
-- itself so the median time to a first answer is one indexed scan, and the indexes the period
-- figures read.
--
-- first_answered_at: the earliest of the first status change by the organization (to in_progress,
-- accepted or rejected) and the first message in the application's conversation by someone other
-- than the volunteer. Kept by the triggers below (the earliest wins), whichever code path makes the change.
ALTER TABLE applications ADD COLUMN first_answered_at timestamptz;
--> statement-breakpoint
UPDATE applications a SET first_answered_at = least(
  (SELECT min(l.created_at) FROM audit_log l
    WHERE l.action = 'application_status_changed' AND l.subject_type = 'application' AND l.subject_id = a.id::text),
  (SELECT min(m.created_at) FROM conversations c JOIN messages m ON m.conversation_id = c.id
    WHERE c.subject_type = 'application' AND c.subject_id = a.id AND m.author_id IS NOT NULL AND m.author_id <> a.user_id),
  CASE WHEN a.status IN ('in_progress','accepted','rejected') THEN a.status_changed_at END
);
--> statement-breakpoint
CREATE FUNCTION applications_first_answer_on_status() RETURNS trigger LANGUAGE plpgsql AS
$$
BEGIN
  IF NEW.status IN ('in_progress','accepted','rejected')
     AND (TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status) THEN
    NEW.first_answered_at := least(NEW.first_answered_at, coalesce(NEW.status_changed_at, now()));
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER applications_first_answer BEFORE INSERT OR UPDATE OF status ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_first_answer_on_status();
--> statement-breakpoint
CREATE FUNCTION messages_first_answer() RETURNS trigger LANGUAGE plpgsql AS
$$
BEGIN
  IF NEW.author_id IS NOT NULL THEN
    UPDATE applications a SET first_answered_at = NEW.created_at
      FROM conversations c
      WHERE c.id = NEW.conversation_id AND c.subject_type = 'application' AND a.id = c.subject_id
        AND (a.first_answered_at IS NULL OR a.first_answered_at > NEW.created_at) AND a.user_id <> NEW.author_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER messages_first_answer AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION messages_first_answer();
--> statement-breakpoint
-- The period figures: the applications of a center received in a period (with what the figures
-- read, so the scan does not visit the table), vacancies first published in a period.
CREATE INDEX applications_analytics_idx ON applications (center_id, created_at)
  INCLUDE (vacancy_id, status, first_answered_at);
--> statement-breakpoint
CREATE INDEX vacancies_analytics_idx ON vacancies (center_id, published_at)
  INCLUDE (organization_id) WHERE published_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX organizations_center_created_idx ON organizations (center_id, created_at)
  INCLUDE (status, organization_type);
--> statement-breakpoint
-- New volunteers: the volunteer roles a center gave in a period.
CREATE INDEX roles_analytics_idx ON roles (center_id, name, created_at);
