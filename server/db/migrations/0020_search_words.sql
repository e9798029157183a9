-- Search that finds what people type (issue 18): the names of a vacancy's categories (Dutch and
-- English), its organization's name and the organization's places are part of what the search
-- matches, with the same Dutch stemming, accents and compound-word handling as the rest. They are
-- not columns of `vacancies`, so they are not in its generated search columns: the search copy
-- (vacancy_search.texts, 0011) adds them, weighted below the title (A) and the vacancy's own text
-- (B) as C, so a match in the title still ranks first.
--
-- Kept current: the copy follows every write to vacancies (0011's triggers, restated here), and
-- triggers on organizations (name), addresses (city) and vacancy_search.category_names (the
-- names, written by the server at start from contract/vacancies.ts) refresh the copies of the
-- vacancies they touch.

CREATE TABLE vacancy_search.category_names (
  category text PRIMARY KEY,
  names text NOT NULL
);
--> statement-breakpoint
REVOKE ALL ON vacancy_search.category_names FROM PUBLIC;
--> statement-breakpoint
INSERT INTO vacancy_search.category_names (category, names) VALUES
  ('zorg', 'Zorg Care'),
  ('sport', 'Sport Sports'),
  ('onderwijs', 'Onderwijs Education'),
  ('natuur_en_milieu', 'Natuur en milieu Nature and environment'),
  ('cultuur', 'Cultuur Culture'),
  ('welzijn', 'Welzijn Well-being'),
  ('buurt', 'Buurt Neighbourhood'),
  ('dieren', 'Dieren Animals'),
  ('evenementen', 'Evenementen Events'),
  ('taal_en_integratie', 'Taal en integratie Language and integration'),
  ('administratie', 'Administratie Administration'),
  ('vervoer', 'Vervoer Transport');
--> statement-breakpoint
-- What a vacancy is found by besides its own columns: its categories' names, its organization's
-- name and places. Lower case, without accents (as vacancies.search_text).
CREATE FUNCTION vacancy_search.context(p_organization bigint, p_categories text[]) RETURNS text
LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS
$$ SELECT lower(public.volunteerly_unaccent(concat_ws(' ',
     (SELECT string_agg(c.names, ' ' ORDER BY c.category) FROM vacancy_search.category_names c WHERE c.category = ANY (p_categories)),
     (SELECT o.name FROM public.organizations o WHERE o.id = p_organization),
     (SELECT string_agg(DISTINCT a.city, ' ') FROM public.addresses a WHERE a.organization_id = p_organization)))) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search.context(bigint, text[]) FROM PUBLIC;
--> statement-breakpoint
-- The copy's text columns from a vacancy's own search columns and its context.
CREATE FUNCTION vacancy_search.text_vector(p_vector tsvector, p_context text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT p_vector OPERATOR(pg_catalog.||) pg_catalog.setweight(pg_catalog.to_tsvector('pg_catalog.dutch'::regconfig, coalesce(p_context, '')), 'C') $$;
--> statement-breakpoint
CREATE FUNCTION vacancy_search.text_words(p_text text, p_context text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT vacancy_search.words(p_text OPERATOR(pg_catalog.||) ' ' OPERATOR(pg_catalog.||) coalesce(p_context, '')) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search.text_vector(tsvector, text), vacancy_search.text_words(text, text) FROM PUBLIC;
--> statement-breakpoint
-- 0011's sync with the context in the texts copy.
CREATE OR REPLACE FUNCTION vacancy_search.sync() RETURNS trigger
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
           n.hours_per_week, n.schedule, n.latitude, n.longitude,
           vacancy_search.text_vector(n.search_vector, x.ctx), vacancy_search.text_words(n.search_text, x.ctx)
    FROM new_rows n, LATERAL (SELECT vacancy_search.context(n.organization_id, n.categories) AS ctx) x
    WHERE n.status = 'published';
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
           n.hours_per_week, n.schedule, n.latitude, n.longitude,
           vacancy_search.text_vector(n.search_vector, x.ctx), vacancy_search.text_words(n.search_text, x.ctx)
    FROM new_rows n, LATERAL (SELECT vacancy_search.context(n.organization_id, n.categories) AS ctx) x
    WHERE n.status = 'published'
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
-- The texts copies of these vacancies, computed again (their organization or a category's name
-- changed). Only rows whose text changed are written.
CREATE FUNCTION vacancy_search.refresh(p_ids bigint[]) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
  UPDATE vacancy_search.texts s
  SET search_vector = x.search_vector, search_text = x.search_text
  FROM (
    SELECT v.id, v.center_id,
           vacancy_search.text_vector(v.search_vector, c.ctx) AS search_vector,
           vacancy_search.text_words(v.search_text, c.ctx) AS search_text
    FROM public.vacancies v, LATERAL (SELECT vacancy_search.context(v.organization_id, v.categories) AS ctx) c
    WHERE v.id = ANY (p_ids) AND v.status = 'published'
  ) x
  WHERE s.center_id = x.center_id AND s.id = x.id
    AND (s.search_vector, s.search_text) IS DISTINCT FROM (x.search_vector, x.search_text) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search.refresh(bigint[]) FROM PUBLIC;
--> statement-breakpoint
-- An organization renamed.
CREATE FUNCTION vacancy_search.organization_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM vacancy_search.refresh(array(
    SELECT v.id FROM public.vacancies v
    JOIN new_rows n ON n.id = v.organization_id JOIN old_rows o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name AND v.status = 'published'));
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search.organization_changed() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER vacancy_search_organization_update AFTER UPDATE ON organizations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.organization_changed();
--> statement-breakpoint
-- An organization's address added, moved to another place, or removed.
CREATE FUNCTION vacancy_search.address_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM vacancy_search.refresh(array(
      SELECT v.id FROM public.vacancies v JOIN new_rows n ON n.organization_id = v.organization_id
      WHERE n.city IS NOT NULL AND v.status = 'published'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM vacancy_search.refresh(array(
      SELECT v.id FROM public.vacancies v JOIN old_rows o ON o.organization_id = v.organization_id
      WHERE o.city IS NOT NULL AND v.status = 'published'));
  ELSE
    PERFORM vacancy_search.refresh(array(
      SELECT v.id FROM public.vacancies v
      WHERE v.status = 'published' AND v.organization_id IN (
        SELECT n.organization_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.city, n.organization_id) IS DISTINCT FROM (o.city, o.organization_id)
        UNION SELECT o.organization_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.city, n.organization_id) IS DISTINCT FROM (o.city, o.organization_id))));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search.address_changed() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER vacancy_search_address_insert AFTER INSERT ON addresses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.address_changed();
--> statement-breakpoint
CREATE TRIGGER vacancy_search_address_update AFTER UPDATE ON addresses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.address_changed();
--> statement-breakpoint
CREATE TRIGGER vacancy_search_address_delete AFTER DELETE ON addresses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.address_changed();
--> statement-breakpoint
-- A category's names changed (the server writes them at start: vacancy_search_category_names()).
CREATE FUNCTION vacancy_search.category_names_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  PERFORM vacancy_search.refresh(array(
    SELECT v.id FROM public.vacancies v
    WHERE v.status = 'published' AND v.categories && array(SELECT n.category FROM new_rows n)));
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search.category_names_changed() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER vacancy_search_category_names_insert AFTER INSERT ON vacancy_search.category_names
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.category_names_changed();
--> statement-breakpoint
CREATE TRIGGER vacancy_search_category_names_update AFTER UPDATE ON vacancy_search.category_names
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.category_names_changed();
--> statement-breakpoint
-- The server's way to write the names it shows (JSON object category -> names); only changed
-- names are written, so a start with the same names costs nothing.
CREATE FUNCTION vacancy_search_category_names(p_names jsonb) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE n integer;
BEGIN
  INSERT INTO vacancy_search.category_names AS c (category, names)
  SELECT key, value FROM jsonb_each_text(p_names)
  ON CONFLICT (category) DO UPDATE SET names = excluded.names WHERE c.names IS DISTINCT FROM excluded.names;
  GET DIAGNOSTICS n = ROW_COUNT;
  RETURN n;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search_category_names(jsonb) FROM PUBLIC;
--> statement-breakpoint
-- Today's copies with their context.
SELECT vacancy_search.refresh(array(SELECT id FROM vacancies WHERE status = 'published'));
--> statement-breakpoint
ANALYZE vacancy_search.texts;
--> statement-breakpoint
-- "Bedoelde je ...?" when a search finds nothing: per word of 3+ letters the nearest words of the
-- center's own published vacancies (pg_trgm similarity, at least 0.3, the word itself left out),
-- best first; and the categories that do have vacancies here (own and shared with this center, as
-- the search shows them), most first. For the transaction's center only, as vacancy_search_page.
CREATE FUNCTION vacancy_search_suggestions(p_words text[])
RETURNS TABLE (kind text, word text, value text, score real, n integer)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
  v_center bigint := public.app_center_id();
  v_shared bigint[];
BEGIN
  IF v_center IS NULL THEN RETURN; END IF;
  IF cardinality(p_words) > 8 THEN RAISE EXCEPTION 'vacancy_search_suggestions: at most 8 words'; END IF;
  PERFORM set_config('pg_trgm.word_similarity_threshold', '0.4', true);
  RETURN QUERY
  SELECT 'word'::text, w.w, x.word, x.score, x.n
  FROM unnest(p_words) WITH ORDINALITY AS w(w, i),
  LATERAL (
    SELECT t.word, similarity(t.word, w.w) AS score, count(*)::int AS n
    FROM (
      SELECT regexp_split_to_table(s.search_text, ' ') AS word
      FROM (SELECT o.search_text FROM vacancy_search.texts o
            WHERE o.center_id = v_center AND w.w <% o.search_text LIMIT 500) s
    ) t
    WHERE t.word <> w.w AND length(t.word) >= 3 AND similarity(t.word, w.w) >= 0.3
    GROUP BY t.word ORDER BY score DESC, n DESC, t.word LIMIT 3
  ) x
  WHERE length(w.w) >= 3
  ORDER BY w.i, x.score DESC, x.n DESC, x.word;
  SELECT coalesce(array_agg(c.id), '{}') INTO v_shared FROM public.centers c
  WHERE c.id <> v_center AND (c.features->>'centre_sharing')::boolean IS TRUE;
  RETURN QUERY
  SELECT 'category'::text, NULL::text, c.category, NULL::real, count(*)::int
  FROM (
    SELECT o.categories FROM vacancy_search.vacancies o WHERE o.center_id = v_center
    UNION ALL
    SELECT x.categories FROM vacancy_search.vacancies x
    WHERE x.center_id = ANY (v_shared) AND x.center_id <> v_center
      AND cardinality(x.visible_to) > 1 AND x.visible_to @> ARRAY[v_center]
  ) s, unnest(s.categories) AS c(category)
  GROUP BY c.category ORDER BY count(*) DESC, c.category;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search_suggestions(text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION vacancy_search_suggestions(text[]) TO volunteerly_app;
