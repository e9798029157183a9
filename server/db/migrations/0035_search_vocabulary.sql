-- The search box's search without the words as written when no word holds them (issue 18: the
-- uncached text search at half the p99 and twice the requests per second of the search before it).
--
-- Where the time went (EXPLAIN (ANALYZE, BUFFERS) and the backend's CPU time per call, the bench's
-- 20,000 vacancies, 'wandelen': 2,287 matches of a center's 4,010): the search box's statement
-- (0013) reads every match's row of vacancy_search.texts, computes ts_rank on each, and looks for
-- the word as written in each text (strpos over the distinct words, longer since 0020 added the
-- categories' names and the organization) for the 0.05 bonus; the trigram index adds the rows
-- that hold it only inside a longer word. For a word that no vacancy holds as written ('wandelen':
-- the texts say 'wandelingen' and 'Wandelmaatje') all of that finds and adds nothing.
--
-- vacancy_search.vocabulary: every word (as in texts.search_text: lower case, no accents) of each
-- center's search copies, with a trigram index. Before the per-row work the search box asks it
-- whether any word of this center (or of a center that shares with it) holds the typed word; when
-- none does, the statement reads the full-text matches and their ts_rank only. Same rows, same
-- ranks, same order as 0013 (the bonus is 0 and the LIKE finds nothing in exactly that case).
-- Words are added by statement triggers on vacancy_search.texts (every path that writes the copy:
-- 0011's sync, 0020's refresh) and never removed: a word that stays after its last vacancy only
-- sends the search down 0013's path, while removing it could race with a vacancy adding it.
--
-- The search function runs with jit = off: its statements take a few milliseconds, and a generic
-- plan over the partitions can cost more than jit_above_cost (a trial with postings compiled 485
-- functions in 600 ms on the first call of each connection).

CREATE TABLE vacancy_search.vocabulary (
  center_id bigint NOT NULL,
  word text COLLATE "C" NOT NULL,
  PRIMARY KEY (center_id, word)
);
--> statement-breakpoint
REVOKE ALL ON vacancy_search.vocabulary FROM PUBLIC;
--> statement-breakpoint
INSERT INTO vacancy_search.vocabulary (center_id, word)
SELECT DISTINCT n.center_id, x.word FROM vacancy_search.texts n, string_to_table(n.search_text, ' ') AS x(word)
WHERE x.word <> '';
--> statement-breakpoint
CREATE INDEX vacancy_search_vocabulary_trgm_idx ON vacancy_search.vocabulary USING gin (word public.gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
ANALYZE vacancy_search.vocabulary;
--> statement-breakpoint
CREATE FUNCTION vacancy_search.vocabulary_add() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  INSERT INTO vacancy_search.vocabulary (center_id, word)
  SELECT DISTINCT n.center_id, x.word FROM new_rows n, string_to_table(n.search_text, ' ') AS x(word)
  WHERE x.word <> ''
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search.vocabulary_add() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER vacancy_search_vocabulary_insert AFTER INSERT ON vacancy_search.texts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.vocabulary_add();
--> statement-breakpoint
CREATE TRIGGER vacancy_search_vocabulary_update AFTER UPDATE ON vacancy_search.texts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.vocabulary_add();
--> statement-breakpoint
-- The search function: 0013's, restated whole, with the shortcut in the search box's branch and jit off.
CREATE OR REPLACE FUNCTION vacancy_search_page(
  p_query text, p_words text[],
  p_categories text[], p_remote boolean, p_hours_max integer, p_schedule text,
  p_lat double precision, p_lng double precision, p_distance double precision, p_box double precision[],
  p_sort text, p_limit integer, p_offset integer
) RETURNS TABLE (id bigint, published_at timestamptz, rank double precision, distance_km double precision, total integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path = pg_catalog, pg_temp SET plan_cache_mode = force_custom_plan SET jit = off AS $$
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
  IF v_query IS NOT NULL AND w2 IS NULL AND p_categories IS NULL AND NOT p_remote AND p_hours_max IS NULL
      AND p_schedule IS NULL AND p_lat IS NULL AND p_lng IS NULL AND p_box IS NULL AND p_distance IS NULL
      AND p_sort = 'relevance' THEN
    -- Words only, at most one of them of 3+ letters, by relevance: the vacancy bank's search box.
    -- Nothing optional is left to check per row, so this statement is planned once per connection.
    PERFORM set_config('plan_cache_mode', 'force_generic_plan', true);
    IF v_like IS NULL OR NOT EXISTS (
      SELECT 1 FROM vacancy_search.vocabulary k
      WHERE (k.center_id = v_center OR k.center_id = ANY (v_shared)) AND k.word LIKE v_like
    ) THEN
      -- No word of these centers holds the word as written (0035): nothing is found by it alone and
      -- nothing earns the 0.05, so the full text alone decides, without reading the texts' words.
      RETURN QUERY
      WITH m AS MATERIALIZED (
        SELECT s.id, s.published_at, ts_rank(s.search_vector, v_query)::double precision AS rank
        FROM (
          SELECT o.id, o.published_at, o.search_vector
          FROM vacancy_search.texts o WHERE o.center_id = v_center
          UNION ALL
          SELECT x.id, x.published_at, x.search_vector
          FROM vacancy_search.texts x
          WHERE x.center_id = ANY (v_shared) AND x.center_id <> v_center
            AND cardinality(x.visible_to) > 1 AND x.visible_to @> ARRAY[v_center]
        ) s
        WHERE s.search_vector @@ v_query
      )
      SELECT p.id, p.published_at, p.rank, NULL::double precision, c.total
      FROM (SELECT count(*)::int AS total FROM m) c
      LEFT JOIN LATERAL (
        SELECT * FROM m
        ORDER BY m.rank DESC, m.published_at DESC, m.id DESC
        LIMIT p_limit OFFSET p_offset
      ) p ON true;
      RETURN;
    END IF;
    RETURN QUERY
    WITH m AS MATERIALIZED (
      SELECT s.id, s.published_at,
        ts_rank(s.search_vector, v_query)::double precision
          + CASE WHEN strpos(s.search_text, w1) > 0 THEN 0.05::double precision ELSE 0::double precision END AS rank
      FROM (
        SELECT o.id, o.published_at, o.search_vector, o.search_text
        FROM vacancy_search.texts o WHERE o.center_id = v_center
        UNION ALL
        SELECT x.id, x.published_at, x.search_vector, x.search_text
        FROM vacancy_search.texts x
        WHERE x.center_id = ANY (v_shared) AND x.center_id <> v_center
          AND cardinality(x.visible_to) > 1 AND x.visible_to @> ARRAY[v_center]
      ) s
      WHERE s.search_vector @@ v_query OR s.search_text LIKE v_like
    )
    SELECT p.id, p.published_at, p.rank, NULL::double precision, c.total
    FROM (SELECT count(*)::int AS total FROM m) c
    LEFT JOIN LATERAL (
      SELECT * FROM m
      ORDER BY m.rank DESC, m.published_at DESC, m.id DESC
      LIMIT p_limit OFFSET p_offset
    ) p ON true;
  ELSIF v_query IS NOT NULL THEN
    RETURN QUERY
    WITH m AS MATERIALIZED (
      SELECT s.id, s.published_at,
        ts_rank(s.search_vector, v_query)::double precision
            + CASE WHEN w1 IS NOT NULL AND strpos(s.search_text, w1) > 0
                AND (w2 IS NULL OR strpos(s.search_text, w2) > 0) AND (w3 IS NULL OR strpos(s.search_text, w3) > 0)
                AND (w4 IS NULL OR strpos(s.search_text, w4) > 0) AND (w5 IS NULL OR strpos(s.search_text, w5) > 0)
                AND (w6 IS NULL OR strpos(s.search_text, w6) > 0) AND (w7 IS NULL OR strpos(s.search_text, w7) > 0)
                AND (w8 IS NULL OR strpos(s.search_text, w8) > 0)
              THEN 0.05::double precision ELSE 0::double precision END AS rank,
        vacancy_search.distance_km(s.latitude, s.longitude, p_lat, p_lng) AS distance_km
      FROM (
        -- The own partition, and those of the centers that share with this one.
        SELECT * FROM vacancy_search.texts o WHERE o.center_id = v_center
        UNION ALL
        SELECT * FROM vacancy_search.texts x
        WHERE x.center_id = ANY (v_shared) AND x.center_id <> v_center
          AND cardinality(x.visible_to) > 1 AND x.visible_to @> ARRAY[v_center]
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
        vacancy_search.distance_km(s.latitude, s.longitude, p_lat, p_lng) AS distance_km
      FROM (
        -- The own partition, and those of the centers that share with this one.
        SELECT * FROM vacancy_search.vacancies o WHERE o.center_id = v_center
        UNION ALL
        SELECT * FROM vacancy_search.vacancies x
        WHERE x.center_id = ANY (v_shared) AND x.center_id <> v_center
          AND cardinality(x.visible_to) > 1 AND x.visible_to @> ARRAY[v_center]
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
