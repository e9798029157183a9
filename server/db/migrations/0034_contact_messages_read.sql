-- Issue 16: center staff read the contact form's messages (/content/messages): when a message was
-- read (null: unread); staff mark messages read or unread and delete them.
ALTER TABLE contact_messages ADD COLUMN read_at timestamptz;
--> statement-breakpoint
CREATE INDEX contact_messages_center_created ON contact_messages (center_id, created_at DESC, id DESC);
--> statement-breakpoint
GRANT UPDATE, DELETE ON contact_messages TO volunteerly_app;
