-- The social map (sociale kaart, PRODUCT.md section 4): public listings of organizations and
-- services in the center's region, with an address and its coordinates, contact details and
-- opening hours per weekday. Every row belongs to one center; row-level security keeps it there.
CREATE TABLE social_map_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  category text NOT NULL,
  street text,
  house_number text,
  postcode text,
  city text NOT NULL,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  phone text,
  email text,
  website text,
  -- [{ "day": "monday", "opens": "09:00", "closes": "17:00" }, ...]
  opening_hours jsonb NOT NULL DEFAULT '[]'::jsonb,
  opening_hours_note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX social_map_entries_center_idx ON social_map_entries (center_id, category, name);
--> statement-breakpoint
ALTER TABLE social_map_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE social_map_entries FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON social_map_entries USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON social_map_entries TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
