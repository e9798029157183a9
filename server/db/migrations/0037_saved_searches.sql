-- Saved searches (issue 18): a signed-in person keeps a search of the vacancy bank (its words and
-- filters, as the bank's URL holds them) under a name. A newly published vacancy that matches it
-- is announced in the app at most once per saved search per (Dutch) day (`notified_on`), and the
-- periodic vacancy mail lists its new matches. Only the owner reads and deletes it.
CREATE TABLE saved_searches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  -- The search as typed (q) and as the bank splits it (lower case, accents off, at most 8 words).
  q text CHECK (char_length(q) <= 100),
  words text[] NOT NULL DEFAULT '{}' CHECK (cardinality(words) <= 8),
  categories text[] NOT NULL DEFAULT '{}',
  -- The place as typed, and where the bank put it; the radius in km.
  near text CHECK (char_length(near) <= 100),
  latitude double precision,
  longitude double precision,
  distance integer CHECK (distance BETWEEN 1 AND 200),
  remote boolean NOT NULL DEFAULT false,
  hours_max integer CHECK (hours_max BETWEEN 1 AND 40),
  schedule text CHECK (schedule IN ('eenmalig', 'regelmatig', 'flexibel')),
  -- The Dutch calendar day of the last in-app notice of a new match.
  notified_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX saved_searches_user_idx ON saved_searches (center_id, user_id, created_at DESC, id DESC);
--> statement-breakpoint
ALTER TABLE saved_searches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE saved_searches FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON saved_searches USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON saved_searches TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
--> statement-breakpoint
-- The in-app notice of a new match.
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
--> statement-breakpoint
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('application_received','application_status_changed','application_withdrawn','new_message',
    'organization_status_changed','organization_vacancies_closed','saved_search_match'));
--> statement-breakpoint
-- The saved searches of the transaction's center that a published vacancy of that center matches,
-- by the vacancy bank's own rule for one row (0013's vacancy_search_page, text branch): the Dutch
-- full text with the prefix of the last word, or every word of 3+ letters inside the text (parts of
-- compound words); categories overlap; remote; hours at most; schedule; within the radius of the
-- place. Read from the bank's copy (vacancy_search.texts), so only what the bank shows matches.
-- The API test compares it with vacancy_search_page for every saved search.
CREATE FUNCTION saved_search_matches(p_vacancy bigint) RETURNS TABLE (saved_search_id bigint)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp AS $$
DECLARE
  v_center bigint := public.app_center_id();
BEGIN
  IF v_center IS NULL THEN RETURN; END IF;
  RETURN QUERY
  SELECT s.id
  FROM vacancy_search.texts t
  JOIN public.saved_searches s ON s.center_id = v_center
  WHERE t.center_id = v_center AND t.id = p_vacancy
    AND (cardinality(s.categories) = 0 OR t.categories && s.categories)
    AND (NOT s.remote OR t.remote)
    AND (s.hours_max IS NULL OR t.hours_per_week <= s.hours_max)
    AND (s.schedule IS NULL OR t.schedule = s.schedule)
    AND (s.latitude IS NULL OR s.distance IS NULL
      OR vacancy_search.distance_km(t.latitude, t.longitude, s.latitude, s.longitude) <= s.distance)
    AND (cardinality(s.words) = 0
      OR t.search_vector @@ to_tsquery('dutch'::regconfig, array_to_string(
           s.words[1:cardinality(s.words) - 1] || (s.words[cardinality(s.words)] || ':*'), ' & '))
      OR (EXISTS (SELECT 1 FROM unnest(s.words) AS w WHERE length(w) >= 3)
        AND NOT EXISTS (SELECT 1 FROM unnest(s.words) AS w WHERE length(w) >= 3 AND strpos(t.search_text, w) = 0)));
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION saved_search_matches(bigint) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION saved_search_matches(bigint) TO volunteerly_app;
