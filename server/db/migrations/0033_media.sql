-- The center's media (issue 16): files staff upload to link to (images and PDFs, /content/file-upload)
-- and the image library (/content/stock-images) with alt text, tags and, for the photos shipped
-- with the product, their credit. An upload says what it is for: 'attachment' (a vacancy's or
-- organization's image, as before), 'file' (listed on /content/file-upload) or 'stock' (behind a
-- stock image). Every row belongs to one center; row-level security keeps it there.
ALTER TABLE uploads DROP CONSTRAINT IF EXISTS uploads_content_type_check;
--> statement-breakpoint
ALTER TABLE uploads ADD CONSTRAINT uploads_content_type_check
  CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf'));
--> statement-breakpoint
ALTER TABLE uploads ADD COLUMN purpose text NOT NULL DEFAULT 'attachment'
  CHECK (purpose IN ('attachment', 'file', 'stock'));
--> statement-breakpoint
ALTER TABLE uploads ADD COLUMN width integer;
--> statement-breakpoint
ALTER TABLE uploads ADD COLUMN height integer;
--> statement-breakpoint
CREATE INDEX uploads_purpose_idx ON uploads (center_id, purpose, id);
--> statement-breakpoint
CREATE TABLE stock_images (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  upload_id bigint REFERENCES uploads(id) ON DELETE SET NULL,
  url text NOT NULL,
  width integer,
  height integer,
  alt text NOT NULL CHECK (char_length(alt) BETWEEN 1 AND 250),
  tags text[] NOT NULL DEFAULT '{}',
  -- A photo shipped with the product: its name (server/modules/media/shipped.ts) and credit.
  shipped_key text,
  credit_author text,
  credit_license text,
  credit_license_url text,
  credit_source text,
  -- A shipped photo staff removed stays hidden (it is not handed out to the center again).
  hidden_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (center_id, shipped_key)
);
--> statement-breakpoint
CREATE INDEX stock_images_center_idx ON stock_images (center_id, created_at DESC, id DESC);
--> statement-breakpoint
ALTER TABLE stock_images ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE stock_images FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON stock_images USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON stock_images TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
