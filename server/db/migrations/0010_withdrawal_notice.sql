-- A volunteer who withdraws an application: the organization's staff get a notification
-- (kind 'application_withdrawn', contract/applications.ts NOTIFICATION_KINDS).
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('application_received','application_status_changed','application_withdrawn','new_message'));
