-- The per-organization medians over a range (server/modules/analytics/service.ts, organizationMedians)
-- read the answer-time buckets of every organization with an answer in the range. With the primary key
-- (center, organization, grain, start, bucket) that was one index range per organization and term:
-- 288 organizations x 5 terms = 1,440 descents for the benchmark's two years, most of the statement's
-- buffer reads. This index holds a term's rows of all organizations together: one range per term.
CREATE INDEX analytics_org_answer_buckets_range_idx
  ON analytics_org_answer_buckets (center_id, grain, start, organization_id, bucket) INCLUDE (n);
--> statement-breakpoint
-- The middle value(s) of an organization's middle bucket, in answer-time order (as 0040's
-- applications_answer_time_idx does for the center): over a long range the read stops at the middle
-- one instead of sorting the bucket's applications (288 sorts of ~54 rows for the benchmark's two
-- years). Short ranges keep applications_org_answer_bucket_idx (created_at in the key); the planner
-- picks.
CREATE INDEX applications_org_answer_time_idx
  ON applications (center_id, organization_id, answer_bucket, (first_answered_at - created_at))
  INCLUDE (created_at, first_answered_at) WHERE first_answered_at IS NOT NULL;
