-- Only approved organizations have public vacancies (issue 14, point 3).
--
-- The rule lives in the database as well as in the API, so no path (a route, the seed, a future
-- import) can leave a published vacancy of an organization that is pending, denied or archived:
--   1. what is published today for such an organization is closed now;
--   2. an organization that stops being approved has its published vacancies closed in the same
--      statement (denying or archiving takes them out of the bank; approving again publishes
--      nothing by itself: closed stays closed until its staff publish it again);
--   3. a vacancy of such an organization cannot be written as published (check_violation).
-- The search copies (vacancy_search, 0011) hold published vacancies only, so they follow through
-- their own triggers; the search statement itself does not change.

UPDATE vacancies v SET status = 'closed', updated_at = now()
FROM organizations o
WHERE o.id = v.organization_id AND o.status <> 'approved' AND v.status = 'published';
--> statement-breakpoint
CREATE FUNCTION organizations_close_vacancies() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  UPDATE public.vacancies v SET status = 'closed', updated_at = now()
  FROM new_rows n
  WHERE n.status <> 'approved' AND v.organization_id = n.id AND v.status = 'published';
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION organizations_close_vacancies() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER organizations_close_vacancies AFTER UPDATE ON organizations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION organizations_close_vacancies();
--> statement-breakpoint
-- One check per statement (a 20,000-row insert joins its rows with organizations once).
CREATE FUNCTION vacancies_require_approved_organization() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_rows n JOIN public.organizations o ON o.id = n.organization_id
    WHERE n.status = 'published' AND o.status <> 'approved'
  ) THEN
    RAISE EXCEPTION 'only vacancies of approved organizations can be published'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'vacancies_organization_approved';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancies_require_approved_organization() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER vacancies_require_approved_insert AFTER INSERT ON vacancies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancies_require_approved_organization();
--> statement-breakpoint
CREATE TRIGGER vacancies_require_approved_update AFTER UPDATE ON vacancies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancies_require_approved_organization();
--> statement-breakpoint
-- The organization's admins are told of a status change in the app as well as by mail.
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
--> statement-breakpoint
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('application_received','application_status_changed','application_withdrawn','new_message',
    'organization_status_changed','organization_vacancies_closed'));
