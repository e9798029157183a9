-- Vacancies: the full vacancy (contract/vacancies.ts VacancyAttributes), its search columns, centre
-- sharing (read only, SELECT policy) and the uploads table. Every new column is nullable or has a
-- default, so code that inserts only the base columns keeps working.

CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is STABLE (it reads its dictionary by name); naming the dictionary makes the result
-- depend on its arguments only, so it can be used in generated columns and indexes.
CREATE FUNCTION volunteerly_unaccent(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS
$$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- The searchable text of a vacancy, without HTML, accents and case: the source of the full-text
-- vector (Dutch stemming) and of the trigram fallback that finds parts of compound words.
CREATE FUNCTION vacancy_search_body(p_summary text, p_description text, p_skills text[], p_target_groups text[], p_city text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT lower(volunteerly_unaccent(concat_ws(' ',
     p_summary,
     regexp_replace(regexp_replace(coalesce(p_description, ''), '<[^>]*>', ' ', 'g'), '&[a-z#0-9]+;', ' ', 'g'),
     array_to_string(p_skills, ' '),
     array_to_string(p_target_groups, ' '),
     p_city))) $$;
--> statement-breakpoint
ALTER TABLE vacancies
  ADD COLUMN summary text,
  ADD COLUMN description text,
  ADD COLUMN categories text[] NOT NULL DEFAULT '{}',
  ADD COLUMN skills text[] NOT NULL DEFAULT '{}',
  ADD COLUMN target_groups text[] NOT NULL DEFAULT '{}',
  ADD COLUMN remote boolean NOT NULL DEFAULT false,
  ADD COLUMN address_id bigint REFERENCES addresses(id) ON DELETE SET NULL,
  ADD COLUMN street text,
  ADD COLUMN house_number text,
  ADD COLUMN postcode text,
  ADD COLUMN city text,
  ADD COLUMN latitude double precision,
  ADD COLUMN longitude double precision,
  ADD COLUMN hours_per_week integer,
  ADD COLUMN schedule text,
  ADD COLUMN start_date date,
  ADD COLUMN end_date date,
  ADD COLUMN positions integer,
  ADD COLUMN minimum_age integer,
  ADD COLUMN vog_required boolean NOT NULL DEFAULT false,
  ADD COLUMN contact_name text,
  ADD COLUMN contact_email text,
  ADD COLUMN contact_phone text,
  ADD COLUMN image_url text,
  ADD COLUMN image_alt text,
  ADD COLUMN shared_with_centers bigint[] NOT NULL DEFAULT '{}',
  ADD COLUMN search_text text GENERATED ALWAYS AS (
    lower(volunteerly_unaccent(title)) || ' ' || vacancy_search_body(summary, description, skills, target_groups, city)
  ) STORED,
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('dutch'::regconfig, lower(volunteerly_unaccent(title))), 'A') ||
    setweight(to_tsvector('dutch'::regconfig, vacancy_search_body(summary, description, skills, target_groups, city)), 'B')
  ) STORED,
  ADD CONSTRAINT vacancies_title_length CHECK (char_length(title) BETWEEN 1 AND 120),
  ADD CONSTRAINT vacancies_summary_length CHECK (char_length(summary) <= 300),
  ADD CONSTRAINT vacancies_description_length CHECK (char_length(description) <= 20000),
  ADD CONSTRAINT vacancies_categories_valid CHECK (categories <@ ARRAY['zorg','sport','onderwijs','natuur_en_milieu','cultuur','welzijn','buurt','dieren','evenementen','taal_en_integratie','administratie','vervoer']::text[]),
  ADD CONSTRAINT vacancies_lists_size CHECK (cardinality(categories) <= 20 AND cardinality(skills) <= 20 AND cardinality(target_groups) <= 20 AND cardinality(shared_with_centers) <= 50),
  ADD CONSTRAINT vacancies_schedule_valid CHECK (schedule IN ('eenmalig','regelmatig','flexibel')),
  ADD CONSTRAINT vacancies_hours_range CHECK (hours_per_week BETWEEN 1 AND 40),
  ADD CONSTRAINT vacancies_positions_range CHECK (positions BETWEEN 1 AND 999),
  ADD CONSTRAINT vacancies_minimum_age_range CHECK (minimum_age BETWEEN 0 AND 99),
  ADD CONSTRAINT vacancies_dates_order CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date),
  ADD CONSTRAINT vacancies_postcode_format CHECK (postcode ~ '^[1-9][0-9]{3} [A-Z]{2}$'),
  ADD CONSTRAINT vacancies_coordinates CHECK ((latitude IS NULL) = (longitude IS NULL) AND latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180);
--> statement-breakpoint
-- The hot paths: the management list (center, status, newest), the public bank (published per
-- center, newest first), shared vacancies, full text, compound-word fallback, distance box.
CREATE INDEX vacancies_center_status_published_idx ON vacancies (center_id, status, published_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX vacancies_shared_idx ON vacancies USING gin (shared_with_centers) WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX vacancies_search_vector_idx ON vacancies USING gin (search_vector);
--> statement-breakpoint
CREATE INDEX vacancies_search_text_trgm_idx ON vacancies USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX vacancies_location_idx ON vacancies (center_id, latitude, longitude) WHERE status = 'published' AND latitude IS NOT NULL;
--> statement-breakpoint
CREATE INDEX vacancies_categories_idx ON vacancies USING gin (categories);
--> statement-breakpoint
-- Centre sharing: a published vacancy of another center that lists this center in
-- shared_with_centers is readable here, when the sharing center has the centre_sharing feature.
-- SELECT only: the tenant_isolation policy (0000) still decides every write, so writes stay
-- strictly within the own center.
CREATE POLICY shared_read ON vacancies FOR SELECT USING (
  status = 'published'
  AND shared_with_centers @> ARRAY[app_center_id()]
  AND EXISTS (SELECT 1 FROM centers c WHERE c.id = vacancies.center_id AND (c.features->>'centre_sharing')::boolean IS TRUE)
);
--> statement-breakpoint
-- The organization (id, name, type only) of vacancies shared with the transaction's center: the
-- application role cannot read organizations of another center, and a shared vacancy shows
-- whose it is. Nothing is returned for vacancies that are not shared here.
CREATE FUNCTION shared_vacancy_organizations(p_vacancy_ids bigint[]) RETURNS TABLE (id bigint, name text, organization_type text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS
$$ SELECT DISTINCT o.id, o.name, o.organization_type
   FROM vacancies v JOIN organizations o ON o.id = v.organization_id
   JOIN centers c ON c.id = v.center_id
   WHERE v.id = ANY(p_vacancy_ids) AND v.status = 'published'
     AND app_center_id() IS NOT NULL AND v.center_id <> app_center_id()
     AND v.shared_with_centers @> ARRAY[app_center_id()]
     AND (c.features->>'centre_sharing')::boolean IS TRUE $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION shared_vacancy_organizations(bigint[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION shared_vacancy_organizations(bigint[]) TO volunteerly_app;
--> statement-breakpoint
CREATE TABLE uploads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  filename text NOT NULL CHECK (char_length(filename) BETWEEN 1 AND 255),
  content_type text NOT NULL CHECK (content_type IN ('image/png','image/jpeg','image/webp')),
  byte_size integer NOT NULL CHECK (byte_size > 0),
  storage_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX uploads_center_idx ON uploads (center_id, id);
--> statement-breakpoint
ALTER TABLE uploads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE uploads FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON uploads USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON uploads TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
