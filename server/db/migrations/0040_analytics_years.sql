-- Analytics roll-ups per calendar year, and per month and year for the whole center too
-- (server/modules/analytics/pieces.ts, service.ts). A range is read as the fewest rows that add up to
-- it: whole years, months and days, or a whole year (month) minus the months and days around the
-- part asked for. Two years per organization were 24 month rows and a few hundred answer-time
-- bucket rows per organization (at 20 applications a month an organization's month rows hardly
-- compress); now a year's row, a month or two and a few days. The center's figures read its month
-- and year rows instead of up to 1,462 day rows.
--
-- analytics_rollup and analytics_answer_buckets take grain 'y' (start = 1 January); the center's
-- rows (organization 0) get 'm' and 'y' as the organizations' rows had 'm'.
-- analytics_org_answer_buckets gets a grain ('m' or 'y') in its key.
-- The delta functions of 0024 and 0029 write the new rows; analytics_rebuild() fills them.

ALTER TABLE analytics_rollup DROP CONSTRAINT analytics_rollup_grain_check;
--> statement-breakpoint
ALTER TABLE analytics_rollup ADD CONSTRAINT analytics_rollup_grain_check CHECK (grain IN ('d', 'm', 'y'));
--> statement-breakpoint
ALTER TABLE analytics_answer_buckets DROP CONSTRAINT analytics_answer_buckets_grain_check;
--> statement-breakpoint
ALTER TABLE analytics_answer_buckets ADD CONSTRAINT analytics_answer_buckets_grain_check CHECK (grain IN ('d', 'm', 'y'));
--> statement-breakpoint
ALTER TABLE analytics_org_answer_buckets ADD COLUMN grain "char" NOT NULL DEFAULT 'm' CHECK (grain IN ('m', 'y'));
--> statement-breakpoint
ALTER TABLE analytics_org_answer_buckets DROP CONSTRAINT analytics_org_answer_buckets_pkey;
--> statement-breakpoint
ALTER TABLE analytics_org_answer_buckets ADD PRIMARY KEY (center_id, organization_id, grain, start, bucket) INCLUDE (n);
--> statement-breakpoint
-- 0024's, with the center's month and year rows and every organization's year rows.
CREATE OR REPLACE FUNCTION analytics_applications_delta(src text) RETURNS text
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
      FROM x CROSS JOIN LATERAL (VALUES
        (0::bigint, 'd'::"char", x.day),
        (0::bigint, 'm'::"char", date_trunc('month', x.day)::date),
        (0::bigint, 'y'::"char", date_trunc('year', x.day)::date),
        (x.organization_id, 'd'::"char", x.day),
        (x.organization_id, 'm'::"char", date_trunc('month', x.day)::date),
        (x.organization_id, 'y'::"char", date_trunc('year', x.day)::date)) k(org, grain, start)
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
  FROM x CROSS JOIN LATERAL (VALUES ('d'::"char", x.day), ('m'::"char", date_trunc('month', x.day)::date),
    ('y'::"char", date_trunc('year', x.day)::date)) k(grain, start)
  WHERE x.answered
  GROUP BY 1, 2, 3, 4
  HAVING sum(x.sign) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (center_id, grain, start, bucket) DO UPDATE SET n = b.n + excluded.n
$q$, src)
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_vacancies_delta(src text) RETURNS text
LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_rollup AS r (center_id, organization_id, grain, start, vacancies_published)
  SELECT s.center_id, k.org, k.grain, k.start, sum(s.sign)
  FROM (%1$s) s CROSS JOIN LATERAL (SELECT analytics_day(s.published_at) AS day) d
  CROSS JOIN LATERAL (VALUES
    (0::bigint, 'd'::"char", d.day),
    (0::bigint, 'm'::"char", date_trunc('month', d.day)::date),
    (0::bigint, 'y'::"char", date_trunc('year', d.day)::date),
    (s.organization_id, 'd'::"char", d.day),
    (s.organization_id, 'm'::"char", date_trunc('month', d.day)::date),
    (s.organization_id, 'y'::"char", date_trunc('year', d.day)::date)) k(org, grain, start)
  WHERE s.published_at IS NOT NULL
  GROUP BY 1, 2, 3, 4
  HAVING sum(s.sign) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (center_id, organization_id, grain, start) DO UPDATE SET
    vacancies_published = r.vacancies_published + excluded.vacancies_published
$q$, src)
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_roles_delta(src text) RETURNS text
LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_rollup AS r (center_id, organization_id, grain, start, new_volunteers)
  SELECT s.center_id, 0, k.grain, k.start, sum(s.sign)
  FROM (%1$s) s CROSS JOIN LATERAL (SELECT analytics_day(s.created_at) AS day) d
  CROSS JOIN LATERAL (VALUES ('d'::"char", d.day), ('m'::"char", date_trunc('month', d.day)::date),
    ('y'::"char", date_trunc('year', d.day)::date)) k(grain, start)
  WHERE s.name = 'volunteer' AND s.center_id IS NOT NULL
  GROUP BY 1, 2, 3, 4
  HAVING sum(s.sign) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (center_id, organization_id, grain, start) DO UPDATE SET
    new_volunteers = r.new_volunteers + excluded.new_volunteers
$q$, src)
$f$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_org_answers_delta(src text) RETURNS text
LANGUAGE sql IMMUTABLE AS $f$
SELECT format($q$
  INSERT INTO analytics_org_answer_buckets AS o (center_id, organization_id, grain, start, bucket, n)
  SELECT s.center_id, s.organization_id, k.grain, k.start, s.answer_bucket, sum(s.sign)::int
  FROM (%1$s) s CROSS JOIN LATERAL (SELECT analytics_day(s.created_at) AS day) d
  CROSS JOIN LATERAL (VALUES ('m'::"char", date_trunc('month', d.day)::date),
    ('y'::"char", date_trunc('year', d.day)::date)) k(grain, start)
  WHERE s.first_answered_at IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(s.sign) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (center_id, organization_id, grain, start, bucket) DO UPDATE SET n = o.n + excluded.n
$q$, src)
$f$;
--> statement-breakpoint
-- The center's median is read from the applications of one answer-time bucket in order of answer
-- time: over a long range that is thousands of them (15,000 for two years in the benchmark), sorted
-- for every request. This index holds them in that order, so the read stops at the middle one.
CREATE INDEX applications_answer_time_idx ON applications (center_id, answer_bucket, (first_answered_at - created_at))
  INCLUDE (created_at, first_answered_at) WHERE first_answered_at IS NOT NULL;
--> statement-breakpoint
SELECT analytics_rebuild();
