-- Per-organization answer-time buckets (server/modules/analytics/service.ts, organizationMedians):
-- the median time to a first answer per organization over a year or two read every answered
-- application of the range (200,000 in the benchmark). Now, per center, organization and Dutch
-- calendar month, the answered applications received that month are counted by answer-time bucket
-- (analytics_answer_bucket of 0024), read by an index-only scan: a two-year range reads a few rows per
-- organization and month instead of each application, and sorts none of them. The median's bucket is
-- found in their sums (and in the applications of the part months at either end of the range,
-- counted directly); the median itself is then read exactly from the few applications of that
-- bucket (applications_org_answer_bucket_idx).
-- A statement-level trigger keeps the counts, as 0024 does for analytics_rollup.

CREATE TABLE analytics_org_answer_buckets (
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  organization_id bigint NOT NULL,
  start date NOT NULL,
  bucket smallint NOT NULL,
  n integer NOT NULL DEFAULT 0,
  PRIMARY KEY (center_id, organization_id, start, bucket) INCLUDE (n)
);
--> statement-breakpoint
ALTER TABLE analytics_org_answer_buckets ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON analytics_org_answer_buckets USING (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT ON analytics_org_answer_buckets TO volunteerly_app;
--> statement-breakpoint
-- One organization's answered applications of one bucket over a range, in order of time.
CREATE INDEX applications_org_answer_bucket_idx ON applications (center_id, organization_id, answer_bucket, created_at)
  INCLUDE (first_answered_at) WHERE first_answered_at IS NOT NULL;
--> statement-breakpoint
-- The changes of a set of application rows `src` (columns sign, center_id, organization_id,
-- created_at, first_answered_at, answer_bucket), as SQL text for analytics_changed() (0024).
CREATE FUNCTION analytics_org_answers_delta(src text) RETURNS text
LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_org_answer_buckets AS o (center_id, organization_id, start, bucket, n)
  SELECT s.center_id, s.organization_id, date_trunc('month', analytics_day(s.created_at))::date, s.answer_bucket,
    sum(s.sign)::int
  FROM (%1$s) s
  WHERE s.first_answered_at IS NOT NULL
  GROUP BY 1, 2, 3, 4
  HAVING sum(s.sign) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (center_id, organization_id, start, bucket) DO UPDATE SET n = o.n + excluded.n
$q$, src)
$f$;
--> statement-breakpoint
-- 0024's rebuild (after a TRUNCATE), now with this table too.
CREATE OR REPLACE FUNCTION analytics_rebuild() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM analytics_rollup;
  DELETE FROM analytics_answer_buckets;
  DELETE FROM analytics_org_answer_buckets;
  EXECUTE analytics_applications_delta(
    'SELECT 1 AS sign, center_id, organization_id, created_at, status, first_answered_at, answer_bucket FROM applications');
  EXECUTE analytics_org_answers_delta(
    'SELECT 1 AS sign, center_id, organization_id, created_at, first_answered_at, answer_bucket FROM applications');
  EXECUTE analytics_vacancies_delta('SELECT 1 AS sign, center_id, organization_id, published_at FROM vacancies');
  EXECUTE analytics_roles_delta('SELECT 1 AS sign, center_id, name, created_at FROM roles');
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION analytics_rebuild() FROM PUBLIC;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE analytics_org_answers_delta(
    'SELECT 1 AS sign, center_id, organization_id, created_at, first_answered_at, answer_bucket FROM applications');
END $$;
--> statement-breakpoint
-- Kept by 0024's trigger function with this delta (a TRUNCATE runs analytics_rebuild() through 0024's trigger).
DO $$
DECLARE
  cols constant text := 'center_id, organization_id, created_at, first_answered_at, answer_bucket';
BEGIN
  EXECUTE format('CREATE TRIGGER analytics_org_answers_insert AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION analytics_changed(%L, %L)', 'analytics_org_answers_delta', cols);
  EXECUTE format('CREATE TRIGGER analytics_org_answers_update AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION analytics_changed(%L, %L)', 'analytics_org_answers_delta', cols);
  EXECUTE format('CREATE TRIGGER analytics_org_answers_delete AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION analytics_changed(%L, %L)', 'analytics_org_answers_delta', cols);
END $$;
