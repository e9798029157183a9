-- The per-organization medians over a range (server/modules/analytics/service.ts, organizationMedians)
-- read the answer-time buckets of every organization with an answer in the range. With the primary key
-- (center, organization, grain, start, bucket) that was one index range per organization and term:
-- 288 organizations x 5 terms = 1,440 descents for the benchmark's two years, most of the statement's
-- buffer reads. This index holds a term's rows of all organizations together: one range per term.
CREATE INDEX analytics_org_answer_buckets_range_idx
  ON analytics_org_answer_buckets (center_id, grain, start, organization_id, bucket) INCLUDE (n);
