-- The create path (applying, posting a message) without work that changes nothing (h-rev, session 13).
--
-- 0019's messages_first_answer ran an UPDATE of applications for every message with an author,
-- also when no application was to change (a volunteer's own message, a thread that is not an
-- application's, an application answered before): an UPDATE fires the statement-level analytics
-- triggers of 0024 and 0029 (analytics_changed: their SQL built and planned anew, the transition
-- tables compared) whether it changed a row or not. That was most of a message's insert: 2.0 of
-- 2.7 ms on PostgreSQL, 8.0 of 8.3 ms on PGlite (tests/bench/create-path.ts). Now a look-up first;
-- the UPDATE, with the same conditions (checked again on the locked row), only where one changes.
CREATE OR REPLACE FUNCTION messages_first_answer() RETURNS trigger LANGUAGE plpgsql AS
$$
DECLARE
  v_application bigint;
BEGIN
  IF NEW.author_id IS NOT NULL THEN
    SELECT a.id INTO v_application
      FROM conversations c JOIN applications a ON a.id = c.subject_id
      WHERE c.id = NEW.conversation_id AND c.subject_type = 'application'
        AND (a.first_answered_at IS NULL OR a.first_answered_at > NEW.created_at) AND a.user_id <> NEW.author_id;
    IF v_application IS NOT NULL THEN
      UPDATE applications a SET first_answered_at = NEW.created_at
        WHERE a.id = v_application
          AND (a.first_answered_at IS NULL OR a.first_answered_at > NEW.created_at) AND a.user_id <> NEW.author_id;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
