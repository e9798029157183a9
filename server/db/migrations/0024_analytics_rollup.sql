-- Analytics roll-ups (contract/analytics.ts, server/modules/analytics/service.ts): the figures of a
-- period are sums of per-day and per-month counts kept by statement-level triggers, so a year or
-- two reads hundreds of rows instead of the 200,000 applications behind them.
--
-- analytics_rollup: per center, organization (0 = the whole center) and Dutch calendar day
-- (grain 'd') or month (grain 'm', the organization rows only): the applications received that
-- day by their status now, answered and awaiting an answer, and the vacancies first published.
-- analytics_answer_buckets: per center and day or month, how many of the applications received
-- then were answered after a time in each bucket (four buckets per doubling of the minutes, see
-- analytics_answer_bucket): the median is found in the counts, then read exactly from the few
-- applications of its bucket (applications_answer_bucket_idx).
--
-- The organization of an application is its vacancy's; it is kept on the application
-- (applications.organization_id) so that the roll-ups, a cascade delete and a vacancy that changes
-- organization need no join: a vacancy's new organization is written to its applications, whose
-- trigger moves their counts.

ALTER TABLE applications ADD COLUMN organization_id bigint;
--> statement-breakpoint
UPDATE applications a SET organization_id = v.organization_id FROM vacancies v WHERE v.id = a.vacancy_id;
--> statement-breakpoint
ALTER TABLE applications ALTER COLUMN organization_id SET NOT NULL;
--> statement-breakpoint
-- The vacancy row is share-locked: a vacancy changing organization at the same time waits (or is
-- waited for), so no application is counted for the organization it just left.
CREATE FUNCTION applications_set_organization() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  SELECT v.organization_id INTO NEW.organization_id FROM vacancies v WHERE v.id = NEW.vacancy_id FOR SHARE;
  RETURN NEW;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION applications_set_organization() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER applications_organization BEFORE INSERT OR UPDATE OF vacancy_id ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_set_organization();
--> statement-breakpoint
CREATE TABLE analytics_rollup (
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  organization_id bigint NOT NULL,
  grain "char" NOT NULL CHECK (grain IN ('d', 'm')),
  start date NOT NULL,
  received integer NOT NULL DEFAULT 0,
  status_new integer NOT NULL DEFAULT 0,
  status_in_progress integer NOT NULL DEFAULT 0,
  status_accepted integer NOT NULL DEFAULT 0,
  status_rejected integer NOT NULL DEFAULT 0,
  status_withdrawn integer NOT NULL DEFAULT 0,
  answered integer NOT NULL DEFAULT 0,
  awaiting integer NOT NULL DEFAULT 0,
  vacancies_published integer NOT NULL DEFAULT 0,
  new_volunteers integer NOT NULL DEFAULT 0,
  PRIMARY KEY (center_id, organization_id, grain, start)
);
--> statement-breakpoint
-- The per-organization table reads every organization's rows of a range.
CREATE INDEX analytics_rollup_range_idx ON analytics_rollup (center_id, grain, start) WHERE organization_id <> 0;
--> statement-breakpoint
CREATE TABLE analytics_answer_buckets (
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  grain "char" NOT NULL CHECK (grain IN ('d', 'm')),
  start date NOT NULL,
  bucket smallint NOT NULL,
  n integer NOT NULL DEFAULT 0,
  PRIMARY KEY (center_id, grain, start, bucket)
);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['analytics_rollup', 'analytics_answer_buckets'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (center_id = app_center_id())', t);
    EXECUTE format('GRANT SELECT ON %I TO volunteerly_app', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The answer-time bucket (float8, not numeric: it is computed for every answered application a
-- trigger sees): four per doubling of the minutes (each about 19 % wide), 0 for answers
-- within about 10 seconds (and for a first answer dated before the application). Monotonic in
-- the answer time, so the applications of a lower bucket answered no later than those of a higher one.
CREATE FUNCTION analytics_answer_bucket(created timestamptz, answered timestamptz) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(4 * ln(1 + greatest(extract(epoch FROM answered - created)::float8, 0) / 60) / ln(2::float8))::smallint
$$;
--> statement-breakpoint
CREATE FUNCTION analytics_day(at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (at AT TIME ZONE 'Europe/Amsterdam')::date $$;
--> statement-breakpoint
-- The answer-time bucket of each answered application, kept on it: the median's second step
-- reads the applications of one bucket over a range of days by plain column conditions (which row
-- security lets an index use; an expression with ln() it does not, as it is not leakproof).
ALTER TABLE applications ADD COLUMN answer_bucket smallint
  GENERATED ALWAYS AS (analytics_answer_bucket(created_at, first_answered_at)) STORED;
--> statement-breakpoint
DROP INDEX applications_analytics_idx;
--> statement-breakpoint
CREATE INDEX applications_answer_bucket_idx ON applications (center_id, answer_bucket, created_at)
  INCLUDE (first_answered_at) WHERE first_answered_at IS NOT NULL;
--> statement-breakpoint
-- The per-organization medians: each organization's answered applications of a range, in order of organization.
CREATE INDEX applications_answered_idx ON applications (center_id, organization_id, created_at)
  INCLUDE (first_answered_at) WHERE first_answered_at IS NOT NULL;
--> statement-breakpoint
-- The roll-up changes of a set of application rows `src` (columns sign, center_id, organization_id,
-- created_at, status, first_answered_at, answer_bucket; sign 1 to add, -1 to take away), as SQL text: a trigger
-- runs it with its transition tables, analytics_rebuild() with the whole table.
CREATE FUNCTION analytics_applications_delta(src text) RETURNS text
LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  WITH x AS (
    SELECT s.sign, s.center_id, s.organization_id, analytics_day(s.created_at) AS day, s.status,
      s.first_answered_at IS NOT NULL AS answered, s.answer_bucket AS bucket
    FROM (%1$s) s
  ), counts AS (
    INSERT INTO analytics_rollup AS r (center_id, organization_id, grain, start, received, status_new,
      status_in_progress, status_accepted, status_rejected, status_withdrawn, answered, awaiting)
    SELECT * FROM (
      SELECT x.center_id, k.org, k.grain, k.start, sum(x.sign)::int AS received,
        coalesce(sum(x.sign) FILTER (WHERE x.status = 'new'), 0)::int AS status_new,
        coalesce(sum(x.sign) FILTER (WHERE x.status = 'in_progress'), 0)::int AS status_in_progress,
        coalesce(sum(x.sign) FILTER (WHERE x.status = 'accepted'), 0)::int AS status_accepted,
        coalesce(sum(x.sign) FILTER (WHERE x.status = 'rejected'), 0)::int AS status_rejected,
        coalesce(sum(x.sign) FILTER (WHERE x.status = 'withdrawn'), 0)::int AS status_withdrawn,
        coalesce(sum(x.sign) FILTER (WHERE x.answered), 0)::int AS answered,
        coalesce(sum(x.sign) FILTER (WHERE x.status = 'new' AND NOT x.answered), 0)::int AS awaiting
      FROM x CROSS JOIN LATERAL (VALUES (0::bigint, 'd'::"char", x.day), (x.organization_id, 'd'::"char", x.day),
        (x.organization_id, 'm'::"char", date_trunc('month', x.day)::date)) k(org, grain, start)
      GROUP BY 1, 2, 3, 4
    ) g
    WHERE (g.received, g.status_new, g.status_in_progress, g.status_accepted, g.status_rejected, g.status_withdrawn,
      g.answered, g.awaiting) <> (0, 0, 0, 0, 0, 0, 0, 0)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (center_id, organization_id, grain, start) DO UPDATE SET
      received = r.received + excluded.received,
      status_new = r.status_new + excluded.status_new,
      status_in_progress = r.status_in_progress + excluded.status_in_progress,
      status_accepted = r.status_accepted + excluded.status_accepted,
      status_rejected = r.status_rejected + excluded.status_rejected,
      status_withdrawn = r.status_withdrawn + excluded.status_withdrawn,
      answered = r.answered + excluded.answered,
      awaiting = r.awaiting + excluded.awaiting
    RETURNING 1
  )
  INSERT INTO analytics_answer_buckets AS b (center_id, grain, start, bucket, n)
  SELECT x.center_id, k.grain, k.start, x.bucket, sum(x.sign)
  FROM x CROSS JOIN LATERAL (VALUES ('d'::"char", x.day), ('m'::"char", date_trunc('month', x.day)::date)) k(grain, start)
  WHERE x.answered
  GROUP BY 1, 2, 3, 4
  HAVING sum(x.sign) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (center_id, grain, start, bucket) DO UPDATE SET n = b.n + excluded.n
$q$, src)
$f$;
--> statement-breakpoint
-- The same for vacancies: the day of their first publication.
CREATE FUNCTION analytics_vacancies_delta(src text) RETURNS text
LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_rollup AS r (center_id, organization_id, grain, start, vacancies_published)
  SELECT s.center_id, k.org, k.grain, k.start, sum(s.sign)
  FROM (%1$s) s CROSS JOIN LATERAL (VALUES (0::bigint, 'd'::"char", analytics_day(s.published_at)),
    (s.organization_id, 'd'::"char", analytics_day(s.published_at)),
    (s.organization_id, 'm'::"char", date_trunc('month', analytics_day(s.published_at))::date)) k(org, grain, start)
  WHERE s.published_at IS NOT NULL
  GROUP BY 1, 2, 3, 4
  HAVING sum(s.sign) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (center_id, organization_id, grain, start) DO UPDATE SET
    vacancies_published = r.vacancies_published + excluded.vacancies_published
$q$, src)
$f$;
--> statement-breakpoint
-- New volunteers: the volunteer roles of a center by the day they were given (the center's rows).
CREATE FUNCTION analytics_roles_delta(src text) RETURNS text
LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_rollup AS r (center_id, organization_id, grain, start, new_volunteers)
  SELECT s.center_id, 0, 'd', analytics_day(s.created_at), sum(s.sign)
  FROM (%1$s) s
  WHERE s.name = 'volunteer' AND s.center_id IS NOT NULL
  GROUP BY 1, 2, 3, 4
  HAVING sum(s.sign) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (center_id, organization_id, grain, start) DO UPDATE SET
    new_volunteers = r.new_volunteers + excluded.new_volunteers
$q$, src)
$f$;
--> statement-breakpoint
CREATE FUNCTION analytics_rebuild() RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM analytics_rollup;
  DELETE FROM analytics_answer_buckets;
  EXECUTE analytics_applications_delta(
    'SELECT 1 AS sign, center_id, organization_id, created_at, status, first_answered_at, answer_bucket FROM applications');
  EXECUTE analytics_vacancies_delta('SELECT 1 AS sign, center_id, organization_id, published_at FROM vacancies');
  EXECUTE analytics_roles_delta('SELECT 1 AS sign, center_id, name, created_at FROM roles');
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION analytics_rebuild() FROM PUBLIC;
--> statement-breakpoint
SELECT analytics_rebuild();
--> statement-breakpoint
-- One trigger function for the three tables: TG_ARGV[0] names the delta function, TG_ARGV[1] the
-- columns it reads. An update counts only the rows whose counted columns changed (an edited
-- motivation or title changes nothing).
CREATE FUNCTION analytics_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  delta constant text := TG_ARGV[0];
  cols constant text := TG_ARGV[1];
  src text;
  statement text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM analytics_rebuild();
    RETURN NULL;
  END IF;
  src := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT 1 AS sign, %s FROM new_rows', cols)
    WHEN 'DELETE' THEN format('SELECT -1 AS sign, %s FROM old_rows', cols)
    ELSE format('SELECT 1 AS sign, n.* FROM (SELECT id, %1$s FROM new_rows EXCEPT SELECT id, %1$s FROM old_rows) n
       UNION ALL SELECT -1, o.* FROM (SELECT id, %1$s FROM old_rows EXCEPT SELECT id, %1$s FROM new_rows) o', cols)
  END;
  EXECUTE format('SELECT %I(%L)', delta, src) INTO statement;
  EXECUTE statement;
  IF TG_TABLE_NAME = 'vacancies' AND TG_OP = 'UPDATE' THEN
    -- A vacancy of another organization now: its applications follow (their trigger moves the counts).
    UPDATE applications a SET organization_id = n.organization_id
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE a.vacancy_id = n.id AND n.organization_id IS DISTINCT FROM o.organization_id
        AND a.organization_id IS DISTINCT FROM n.organization_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION analytics_changed() FROM PUBLIC;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('applications', 'analytics_applications_delta', 'center_id, organization_id, created_at, status, first_answered_at, answer_bucket'),
    ('vacancies', 'analytics_vacancies_delta', 'center_id, organization_id, published_at'),
    ('roles', 'analytics_roles_delta', 'center_id, name, created_at')) x(tbl, delta, cols)
  LOOP
    EXECUTE format('CREATE TRIGGER analytics_%1$s_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_changed(%2$L, %3$L)', t.tbl, t.delta, t.cols);
    EXECUTE format('CREATE TRIGGER analytics_%1$s_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_changed(%2$L, %3$L)', t.tbl, t.delta, t.cols);
    EXECUTE format('CREATE TRIGGER analytics_%1$s_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_changed(%2$L, %3$L)', t.tbl, t.delta, t.cols);
    EXECUTE format('CREATE TRIGGER analytics_%1$s_truncate AFTER TRUNCATE ON %1$I
      FOR EACH STATEMENT EXECUTE FUNCTION analytics_changed(%2$L, %3$L)', t.tbl, t.delta, t.cols);
  END LOOP;
END $$;
