-- Vacancy search under row-level security (issue 5: p99 under 50 ms on PostgreSQL).
--
-- Under RLS PostgreSQL does not use the full-text or trigram index for `@@`/LIKE (those operators
-- are not leakproof, so they may not run before the policies' checks), and every text search read
-- all of a center's wide vacancy rows. The search now runs on a narrow copy of the published
-- vacancies in a private schema without RLS, which the application role cannot read: only through
-- vacancy_search_page(), a SECURITY DEFINER function that answers for the transaction's own center
-- (app_center_id(), never a parameter) with the same visibility rule as the SELECT policies. The
-- caller reads the page's rows from `vacancies` as before, so RLS still guards what is returned.

CREATE SCHEMA vacancy_search;
--> statement-breakpoint
REVOKE ALL ON SCHEMA vacancy_search FROM PUBLIC;
--> statement-breakpoint
-- Two copies of the published vacancies, partitioned by center: a search reads its own center's
-- partition (its rows together, its own smaller indexes) and, for shared vacancies, those of the
-- centers that share with it. In one table the full-text index returned the matches of every
-- center (6,000 for 'wandelen' in the benchmark instead of 2,300) and a center's rows were spread
-- over all pages.
--   vacancy_search.vacancies: what every search filters on, about 170 bytes a row: a search
--     without text reads a quarter of the pages it would read with the text columns.
--   vacancy_search.texts: the same plus the text columns, for searches with text.
-- visible_to = the own center and the centers it is shared with (whether the owner has centre
-- sharing on is checked when searching: centers may switch it). texts.search_text holds the
-- distinct words of vacancies.search_text (split only on characters that never occur in a search
-- word, so a word occurs in one exactly when it occurs in the other).
CREATE TABLE vacancy_search.vacancies (
  id bigint NOT NULL,
  center_id bigint NOT NULL,
  visible_to bigint[] NOT NULL,
  published_at timestamptz,
  categories text[] NOT NULL,
  remote boolean NOT NULL,
  hours_per_week integer,
  schedule text,
  latitude double precision,
  longitude double precision,
  PRIMARY KEY (center_id, id)
) PARTITION BY HASH (center_id);
--> statement-breakpoint
CREATE TABLE vacancy_search.texts (
  LIKE vacancy_search.vacancies INCLUDING ALL,
  search_vector tsvector NOT NULL,
  search_text text NOT NULL
) PARTITION BY HASH (center_id);
--> statement-breakpoint
DO $$
BEGIN
  FOR i IN 0..15 LOOP
    EXECUTE format('CREATE TABLE vacancy_search.vacancies_%s PARTITION OF vacancy_search.vacancies FOR VALUES WITH (MODULUS 16, REMAINDER %s)', i, i);
    EXECUTE format('CREATE TABLE vacancy_search.texts_%s PARTITION OF vacancy_search.texts FOR VALUES WITH (MODULUS 16, REMAINDER %s)', i, i);
  END LOOP;
END $$;
--> statement-breakpoint
REVOKE ALL ON vacancy_search.vacancies, vacancy_search.texts FROM PUBLIC;
--> statement-breakpoint
-- (No SET search_path: it would cost a configuration change on every row; everything is qualified.)
CREATE FUNCTION vacancy_search.words(p_text text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS
$$ SELECT coalesce(pg_catalog.string_agg(DISTINCT w, ' '), '')
   FROM pg_catalog.regexp_split_to_table(p_text, '[\s!-/:-@\[-`{-~]+') AS w WHERE w OPERATOR(pg_catalog.<>) '' $$;
--> statement-breakpoint
INSERT INTO vacancy_search.vacancies
SELECT v.id, v.center_id, v.center_id || v.shared_with_centers, v.published_at, v.categories, v.remote,
       v.hours_per_week, v.schedule, v.latitude, v.longitude
FROM public.vacancies v WHERE v.status = 'published' ORDER BY v.center_id, v.id;
--> statement-breakpoint
INSERT INTO vacancy_search.texts
SELECT v.id, v.center_id, v.center_id || v.shared_with_centers, v.published_at, v.categories, v.remote,
       v.hours_per_week, v.schedule, v.latitude, v.longitude, v.search_vector, vacancy_search.words(v.search_text)
FROM public.vacancies v WHERE v.status = 'published' ORDER BY v.center_id, v.id;
--> statement-breakpoint
-- fastupdate off: rarely written, searched all the time (see 0009).
CREATE INDEX vacancy_search_visible_idx ON vacancy_search.vacancies USING gin (visible_to) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX vacancy_search_categories_idx ON vacancy_search.vacancies USING gin (categories) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX vacancy_search_texts_visible_idx ON vacancy_search.texts USING gin (visible_to) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX vacancy_search_texts_vector_idx ON vacancy_search.texts USING gin (search_vector) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX vacancy_search_texts_trgm_idx ON vacancy_search.texts USING gin (search_text public.gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ANALYZE vacancy_search.vacancies;
--> statement-breakpoint
ANALYZE vacancy_search.texts;
--> statement-breakpoint
-- Kept in step by statement-level triggers (one INSERT of 20,000 vacancies copies them in one
-- statement). An update writes a copy only when something it holds changed.
CREATE FUNCTION vacancy_search.sync() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE vacancy_search.vacancies, vacancy_search.texts;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM vacancy_search.vacancies s USING old_rows o WHERE s.center_id = o.center_id AND s.id = o.id;
    DELETE FROM vacancy_search.texts s USING old_rows o WHERE s.center_id = o.center_id AND s.id = o.id;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO vacancy_search.vacancies
    SELECT n.id, n.center_id, n.center_id || n.shared_with_centers, n.published_at, n.categories, n.remote,
           n.hours_per_week, n.schedule, n.latitude, n.longitude
    FROM new_rows n WHERE n.status = 'published';
    INSERT INTO vacancy_search.texts
    SELECT n.id, n.center_id, n.center_id || n.shared_with_centers, n.published_at, n.categories, n.remote,
           n.hours_per_week, n.schedule, n.latitude, n.longitude, n.search_vector, vacancy_search.words(n.search_text)
    FROM new_rows n WHERE n.status = 'published';
  ELSE
    -- No longer published, or moved to another center (another partition).
    DELETE FROM vacancy_search.vacancies s USING old_rows o
    WHERE s.center_id = o.center_id AND s.id = o.id
      AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id AND n.center_id = o.center_id AND n.status = 'published');
    DELETE FROM vacancy_search.texts s USING old_rows o
    WHERE s.center_id = o.center_id AND s.id = o.id
      AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id AND n.center_id = o.center_id AND n.status = 'published');
    INSERT INTO vacancy_search.vacancies AS s
    SELECT n.id, n.center_id, n.center_id || n.shared_with_centers, n.published_at, n.categories, n.remote,
           n.hours_per_week, n.schedule, n.latitude, n.longitude
    FROM new_rows n WHERE n.status = 'published'
    ON CONFLICT (center_id, id) DO UPDATE SET
      visible_to = excluded.visible_to, published_at = excluded.published_at,
      categories = excluded.categories, remote = excluded.remote,
      hours_per_week = excluded.hours_per_week, schedule = excluded.schedule,
      latitude = excluded.latitude, longitude = excluded.longitude
    WHERE (s.visible_to, s.published_at, s.categories, s.remote, s.hours_per_week, s.schedule,
        s.latitude, s.longitude)
      IS DISTINCT FROM (excluded.visible_to, excluded.published_at, excluded.categories,
          excluded.remote, excluded.hours_per_week, excluded.schedule, excluded.latitude,
          excluded.longitude);
    INSERT INTO vacancy_search.texts AS s
    SELECT n.id, n.center_id, n.center_id || n.shared_with_centers, n.published_at, n.categories, n.remote,
           n.hours_per_week, n.schedule, n.latitude, n.longitude, n.search_vector, vacancy_search.words(n.search_text)
    FROM new_rows n WHERE n.status = 'published'
    ON CONFLICT (center_id, id) DO UPDATE SET
      visible_to = excluded.visible_to, published_at = excluded.published_at,
      categories = excluded.categories, remote = excluded.remote,
      hours_per_week = excluded.hours_per_week, schedule = excluded.schedule,
      latitude = excluded.latitude, longitude = excluded.longitude,
      search_vector = excluded.search_vector, search_text = excluded.search_text
    WHERE (s.visible_to, s.published_at, s.categories, s.remote, s.hours_per_week, s.schedule,
        s.latitude, s.longitude, s.search_vector, s.search_text)
      IS DISTINCT FROM (excluded.visible_to, excluded.published_at, excluded.categories,
          excluded.remote, excluded.hours_per_week, excluded.schedule, excluded.latitude,
          excluded.longitude, excluded.search_vector, excluded.search_text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search.sync() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER vacancy_search_insert AFTER INSERT ON vacancies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.sync();
--> statement-breakpoint
CREATE TRIGGER vacancy_search_update AFTER UPDATE ON vacancies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.sync();
--> statement-breakpoint
CREATE TRIGGER vacancy_search_delete AFTER DELETE ON vacancies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.sync();
--> statement-breakpoint
CREATE TRIGGER vacancy_search_truncate AFTER TRUNCATE ON vacancies
  FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.sync();
--> statement-breakpoint
-- The search: one page of the matches of the transaction's center, with the total. Visible: the
-- center's own published vacancies, and published vacancies of centers with centre sharing on
-- that list this center (the `shared_read` policy). p_query: to_tsquery text ('dutch'), NULL for
-- no text; p_words: the words of 3+ letters that must all occur in search_text (compound-word
-- fallback, at most 8); p_lat/p_lng: the point for distance_km; p_distance: the radius (km), with
-- its bounding box p_box (latitude min/max, longitude min/max). p_sort: relevance, newest or
-- distance.
--
-- Planned for the values of each call (force_custom_plan): a filter that is not asked for drops
-- out of the plan instead of being checked on every row. The words are compared with strpos():
-- the same as LIKE '%word%' for words of letters and digits only, and cheaper; the longest is also
-- a LIKE, for the trigram index.
CREATE FUNCTION vacancy_search_page(
  p_query text, p_words text[],
  p_categories text[], p_remote boolean, p_hours_max integer, p_schedule text,
  p_lat double precision, p_lng double precision, p_distance double precision, p_box double precision[],
  p_sort text, p_limit integer, p_offset integer
) RETURNS TABLE (id bigint, published_at timestamptz, rank double precision, distance_km double precision, total integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  v_center bigint := public.app_center_id();
  v_shared bigint[];
  v_query tsquery;
  v_like text;
  w1 text := p_words[1]; w2 text := p_words[2]; w3 text := p_words[3]; w4 text := p_words[4];
  w5 text := p_words[5]; w6 text := p_words[6]; w7 text := p_words[7]; w8 text := p_words[8];
  v_lat_min double precision := p_box[1]; v_lat_max double precision := p_box[2];
  v_lng_min double precision := p_box[3]; v_lng_max double precision := p_box[4];
BEGIN
  IF v_center IS NULL THEN RETURN; END IF;
  IF cardinality(p_words) > 8 OR w1 = '' OR w2 = '' OR w3 = '' OR w4 = '' OR w5 = '' OR w6 = '' OR w7 = '' OR w8 = '' THEN
    RAISE EXCEPTION 'vacancy_search_page: at most 8 words, none empty';
  END IF;
  SELECT coalesce(array_agg(c.id), '{}') INTO v_shared FROM public.centers c
  WHERE c.id <> v_center AND (c.features->>'centre_sharing')::boolean IS TRUE;
  IF p_query IS NOT NULL THEN v_query := to_tsquery('dutch'::regconfig, p_query); END IF;
  SELECT '%' || replace(replace(replace(w, '\', '\\'), '%', '\%'), '_', '\_') || '%' INTO v_like
  FROM unnest(p_words) AS w ORDER BY length(w) DESC LIMIT 1;
  IF v_query IS NOT NULL THEN
    RETURN QUERY
    WITH m AS MATERIALIZED (
      SELECT s.id, s.published_at,
        ts_rank_cd(s.search_vector, v_query)::double precision
            + CASE WHEN w1 IS NOT NULL AND strpos(s.search_text, w1) > 0
                AND (w2 IS NULL OR strpos(s.search_text, w2) > 0) AND (w3 IS NULL OR strpos(s.search_text, w3) > 0)
                AND (w4 IS NULL OR strpos(s.search_text, w4) > 0) AND (w5 IS NULL OR strpos(s.search_text, w5) > 0)
                AND (w6 IS NULL OR strpos(s.search_text, w6) > 0) AND (w7 IS NULL OR strpos(s.search_text, w7) > 0)
                AND (w8 IS NULL OR strpos(s.search_text, w8) > 0)
              THEN 0.05::double precision ELSE 0::double precision END AS rank,
        CASE WHEN s.latitude IS NULL OR p_lat IS NULL THEN NULL ELSE 12742 * asin(least(1, sqrt(power(sin(radians(s.latitude - p_lat) / 2), 2) + cos(radians(p_lat)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - p_lng) / 2), 2)))) END AS distance_km
      FROM (
        -- The own partition, and those of the centers that share with this one.
        SELECT * FROM vacancy_search.texts o WHERE o.center_id = v_center
        UNION ALL
        SELECT * FROM vacancy_search.texts x
        WHERE x.center_id = ANY (v_shared) AND x.center_id <> v_center AND x.visible_to @> ARRAY[v_center]
      ) s
      -- With one word (of 3+ letters) the text condition is exactly what the two indexes answer;
      -- more words are checked on the rows the longest one finds.
      WHERE (s.search_vector @@ v_query
          OR (v_like IS NOT NULL AND s.search_text LIKE v_like
            AND (w2 IS NULL OR (strpos(s.search_text, w1) > 0 AND strpos(s.search_text, w2) > 0
              AND (w3 IS NULL OR strpos(s.search_text, w3) > 0) AND (w4 IS NULL OR strpos(s.search_text, w4) > 0)
              AND (w5 IS NULL OR strpos(s.search_text, w5) > 0) AND (w6 IS NULL OR strpos(s.search_text, w6) > 0)
              AND (w7 IS NULL OR strpos(s.search_text, w7) > 0) AND (w8 IS NULL OR strpos(s.search_text, w8) > 0)))))
        AND (p_categories IS NULL OR s.categories && p_categories)
        AND (NOT p_remote OR s.remote)
        AND (p_hours_max IS NULL OR s.hours_per_week <= p_hours_max)
        AND (p_schedule IS NULL OR s.schedule = p_schedule)
        AND (v_lat_min IS NULL OR (s.latitude BETWEEN v_lat_min AND v_lat_max AND s.longitude BETWEEN v_lng_min AND v_lng_max))
    )
    SELECT p.id, p.published_at, p.rank, p.distance_km, c.total
    FROM (SELECT count(*)::int AS total FROM m WHERE p_distance IS NULL OR m.distance_km <= p_distance) c
    LEFT JOIN LATERAL (
      SELECT * FROM m WHERE p_distance IS NULL OR m.distance_km <= p_distance
      ORDER BY CASE WHEN p_sort = 'relevance' THEN m.rank END DESC,
               CASE WHEN p_sort = 'distance' THEN m.distance_km END ASC NULLS LAST,
               CASE WHEN p_sort = 'newest' THEN m.published_at END DESC NULLS LAST,
               m.published_at DESC, m.id DESC
      LIMIT p_limit OFFSET p_offset
    ) p ON true;
  ELSE
    RETURN QUERY
    WITH m AS MATERIALIZED (
      SELECT s.id, s.published_at,
        NULL::double precision AS rank,
        CASE WHEN s.latitude IS NULL OR p_lat IS NULL THEN NULL ELSE 12742 * asin(least(1, sqrt(power(sin(radians(s.latitude - p_lat) / 2), 2) + cos(radians(p_lat)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - p_lng) / 2), 2)))) END AS distance_km
      FROM (
        -- The own partition, and those of the centers that share with this one.
        SELECT * FROM vacancy_search.vacancies o WHERE o.center_id = v_center
        UNION ALL
        SELECT * FROM vacancy_search.vacancies x
        WHERE x.center_id = ANY (v_shared) AND x.center_id <> v_center AND x.visible_to @> ARRAY[v_center]
      ) s
      WHERE (p_categories IS NULL OR s.categories && p_categories)
        AND (NOT p_remote OR s.remote)
        AND (p_hours_max IS NULL OR s.hours_per_week <= p_hours_max)
        AND (p_schedule IS NULL OR s.schedule = p_schedule)
        AND (v_lat_min IS NULL OR (s.latitude BETWEEN v_lat_min AND v_lat_max AND s.longitude BETWEEN v_lng_min AND v_lng_max))
    )
    SELECT p.id, p.published_at, p.rank, p.distance_km, c.total
    FROM (SELECT count(*)::int AS total FROM m WHERE p_distance IS NULL OR m.distance_km <= p_distance) c
    LEFT JOIN LATERAL (
      SELECT * FROM m WHERE p_distance IS NULL OR m.distance_km <= p_distance
      ORDER BY CASE WHEN p_sort = 'distance' THEN m.distance_km END ASC NULLS LAST,
               CASE WHEN p_sort <> 'distance' THEN m.published_at END DESC NULLS LAST,
               m.published_at DESC, m.id DESC
      LIMIT p_limit OFFSET p_offset
    ) p ON true;
  END IF;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search_page(text, text[], text[], boolean, integer, text, double precision, double precision, double precision, double precision[], text, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION vacancy_search_page(text, text[], text[], boolean, integer, text, double precision, double precision, double precision, double precision[], text, integer, integer) TO volunteerly_app;
--> statement-breakpoint
-- Nothing searches vacancies' own columns any more: writes no longer pay for their search indexes.
DROP INDEX vacancies_search_vector_idx;
--> statement-breakpoint
DROP INDEX vacancies_search_text_trgm_idx;
--> statement-breakpoint
-- Two more that only the search used: the distance box (the copies answer it now), and the
-- categories (`&&` is not leakproof, so under RLS the list's categories filter cannot use it either).
DROP INDEX vacancies_location_idx;
--> statement-breakpoint
DROP INDEX vacancies_categories_idx;
