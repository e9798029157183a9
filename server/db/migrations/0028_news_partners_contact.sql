-- The center's own website, part two (issue 16): news items, partners and the messages of the
-- contact form. Every row belongs to one center; row-level security keeps it there.
CREATE TABLE news_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  slug text NOT NULL,
  title text NOT NULL,
  summary text,
  body text,
  image_url text,
  image_alt text,
  author_name text,
  author_id bigint REFERENCES users(id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (center_id, slug)
);
--> statement-breakpoint
CREATE INDEX news_items_public_idx ON news_items (center_id, status, published_at DESC);
--> statement-breakpoint
CREATE TABLE partners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  name text NOT NULL,
  logo_url text,
  link text,
  description text,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX partners_order_idx ON partners (center_id, position, id);
--> statement-breakpoint
CREATE TABLE contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  consent_at timestamptz NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE news_items ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE news_items FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON news_items USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
ALTER TABLE partners ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE partners FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON partners USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
ALTER TABLE contact_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE contact_messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON contact_messages USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON news_items, partners TO volunteerly_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON contact_messages TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
