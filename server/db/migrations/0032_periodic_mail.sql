-- The periodic vacancy mail (issue 17): where a volunteer wants vacancies from (a place or postcode
-- and a distance, both optional), and one row per volunteer and period that the job claims in the
-- same transaction as it queues the mail, so no period is mailed twice (a restart, two processes).
ALTER TABLE users ADD COLUMN periodic_mail_near text CHECK (char_length(periodic_mail_near) <= 100);
--> statement-breakpoint
ALTER TABLE users ADD COLUMN periodic_mail_distance integer CHECK (periodic_mail_distance BETWEEN 1 AND 200);
--> statement-breakpoint
CREATE TABLE periodic_mails (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  frequency text NOT NULL CHECK (frequency IN ('weekly', 'monthly')),
  -- 'week:2026-W48' or 'month:2026-11' (Europe/Amsterdam).
  period text NOT NULL,
  -- The vacancies the mail named; empty when nothing was new (no mail was sent then).
  vacancy_ids bigint[] NOT NULL DEFAULT '{}',
  -- SHA-256 of the one-click unsubscribe token in the mail (only when a mail was sent).
  unsubscribe_token_hash text,
  unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (center_id, user_id, period)
);
--> statement-breakpoint
CREATE INDEX periodic_mails_user_idx ON periodic_mails (center_id, user_id, created_at DESC);
--> statement-breakpoint
CREATE UNIQUE INDEX periodic_mails_token_idx ON periodic_mails (unsubscribe_token_hash) WHERE unsubscribe_token_hash IS NOT NULL;
--> statement-breakpoint
ALTER TABLE periodic_mails ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE periodic_mails FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON periodic_mails USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON periodic_mails TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
