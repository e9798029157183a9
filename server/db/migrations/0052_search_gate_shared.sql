-- The search box's statements: the vocabulary gate planned for its values and the shared rows read
-- center by center (issue 18: the uncached text search). Taken from session 15's trial of a
-- per-prefix rank index (h-rank), without the index: only these two changes, which cost nothing on
-- writes and store nothing.
--
-- 1. The vocabulary gate (0035: does any word of these centers hold the typed word as written?) ran
--    after the search box switched to the generic plan, so it too got a generic plan, which cannot use
--    the trigram index for a LIKE pattern it does not know and read the whole vocabulary of the
--    centers. It is now evaluated first, under the function's force_custom_plan (the pattern is a
--    constant: the trigram index). Measured by h-rank (pgbench, prepared, the bench's database,
--    'wandelen' in demo): 0.35 -> 0.04 ms.
-- 2. The shared arm (0043: the rows that centers with centre sharing share with this one) filtered
--    `center_id = ANY (v_shared)`; in the generic plan that cannot be pruned, so each call began a
--    bitmap scan of all 16 partitions' shared-rows index. It now goes over unnest(v_shared) with a
--    LATERAL scan of `center_id = c.id`: run-time pruning to the sharing centers' partitions (none
--    when no center shares). Measured by h-rank the same way: about -0.15 ms a call.
--
-- Same rows, ranks, order and totals as 0043's function: tests/api/vacancy-search-equivalence.test.ts
-- compares the two over many searches in all five demo centers. Only the search box's branch
-- changed; the function is 0043's otherwise, restated whole.
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
  v_gate boolean;
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
    -- Nothing optional is left to check per row, so its statements are planned once per connection.
    -- The vocabulary gate is planned for its values first (0052: the trigram index for the word; the
    -- generic plan read the whole vocabulary).
    v_gate := v_like IS NOT NULL AND EXISTS (
      SELECT 1 FROM vacancy_search.vocabulary k
      WHERE (k.center_id = v_center OR k.center_id = ANY (v_shared)) AND k.word LIKE v_like
    );
    PERFORM set_config('plan_cache_mode', 'force_generic_plan', true);
    IF NOT v_gate THEN
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
          FROM unnest(v_shared) AS c(id), LATERAL (
            -- Only the rows shared with this center, before any text condition (OFFSET 0: not merged);
            -- one sharing center's partition at a time (0052: pruned when run, not all 16 in the plan).
            SELECT * FROM vacancy_search.texts y
            WHERE y.center_id = c.id AND y.center_id <> v_center
              AND cardinality(y.visible_to) > 1 AND y.visible_to @> ARRAY[v_center]
            OFFSET 0
          ) x
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
        FROM unnest(v_shared) AS c(id), LATERAL (
          -- Only the rows shared with this center, before any text condition (OFFSET 0: not merged);
          -- one sharing center's partition at a time (0052: pruned when run, not all 16 in the plan).
          SELECT * FROM vacancy_search.texts y
          WHERE y.center_id = c.id AND y.center_id <> v_center
            AND cardinality(y.visible_to) > 1 AND y.visible_to @> ARRAY[v_center]
          OFFSET 0
        ) x
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
        SELECT * FROM (
          -- Only the rows shared with this center, before any text condition (OFFSET 0: not merged).
          SELECT * FROM vacancy_search.texts y
          WHERE y.center_id = ANY (v_shared) AND y.center_id <> v_center
            AND cardinality(y.visible_to) > 1 AND y.visible_to @> ARRAY[v_center]
          OFFSET 0
        ) x
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
