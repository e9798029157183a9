-- The audit trail (GET /api/v1/audit_events) reads a center's events by subject or by actor, newest first.
CREATE INDEX IF NOT EXISTS audit_log_subject_idx ON audit_log (center_id, subject_type, subject_id, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audit_log_actor_idx ON audit_log (center_id, actor_user_id, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS audit_log_center_created_idx ON audit_log (center_id, created_at DESC, id DESC);
