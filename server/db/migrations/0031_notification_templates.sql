-- Notification templates (issue 17): a center's own wording of a mail or in-app message, per key
-- and language; without a row the platform default in the repository applies
-- (server/modules/notification-templates/catalog.ts). And each user's choice per kind of message:
-- in-app, e-mail or both (security mails are always sent and have no choice).
CREATE TABLE notification_template_overrides (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  key text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('nl', 'en')),
  subject text NOT NULL,
  body text NOT NULL,
  updated_by bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (center_id, key, locale)
);
--> statement-breakpoint
ALTER TABLE notification_template_overrides ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notification_template_overrides FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON notification_template_overrides USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON notification_template_overrides TO volunteerly_app;
--> statement-breakpoint
ALTER TABLE users ADD COLUMN notification_preferences jsonb NOT NULL DEFAULT '{}'::jsonb;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
