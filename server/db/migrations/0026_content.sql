-- Content pages and menus (issue 16): each center's own pages (title, slug, hero image, blocks,
-- SEO description, draft or published; the empty slug is the center's home page) and its header
-- and footer menus (one level of nesting). Tenant rows under row-level security like every other.
CREATE TABLE content_pages (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 150),
  slug text NOT NULL CHECK (slug = '' OR slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  summary text,
  hero_image_url text,
  hero_image_alt text,
  blocks jsonb NOT NULL DEFAULT '[]',
  seo_description text,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT content_pages_slug_unique UNIQUE (center_id, slug)
);
--> statement-breakpoint
CREATE TABLE menu_items (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  location text NOT NULL CHECK (location IN ('header', 'footer')),
  label text NOT NULL CHECK (char_length(label) BETWEEN 1 AND 60),
  target_type text NOT NULL CHECK (target_type IN ('page', 'route', 'url')),
  content_page_id bigint REFERENCES content_pages(id) ON DELETE CASCADE,
  url text,
  parent_id bigint REFERENCES menu_items(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((target_type = 'page') = (content_page_id IS NOT NULL)),
  CHECK ((target_type = 'page') OR url IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX menu_items_center_idx ON menu_items (center_id, location, position, id);
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['content_pages','menu_items'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id())', t);
  END LOOP;
END $$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON content_pages, menu_items TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
