-- Center settings (issue 16): the center's public contact details and default language, its footer
-- (columns of links, social links, whether the address shows) and its contact person. Center staff
-- change their own center's row: the application role may UPDATE centers, row-level security keeps
-- it to the center of the transaction. New centers are created by the owner connection (superadmin).
ALTER TABLE centers
  ADD COLUMN email text,
  ADD COLUMN phone text,
  ADD COLUMN street text,
  ADD COLUMN house_number text,
  ADD COLUMN postcode text,
  ADD COLUMN city text,
  ADD COLUMN default_locale text NOT NULL DEFAULT 'nl' CHECK (default_locale IN ('nl', 'en')),
  ADD COLUMN footer_columns jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN social_links jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN footer_show_address boolean NOT NULL DEFAULT true,
  ADD COLUMN contact_name text,
  ADD COLUMN contact_role text,
  ADD COLUMN contact_email text,
  ADD COLUMN contact_phone text,
  ADD COLUMN contact_photo_url text;
--> statement-breakpoint
GRANT UPDATE ON centers TO volunteerly_app;
--> statement-breakpoint
ALTER TABLE centers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY centers_public_read ON centers FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY centers_own_update ON centers FOR UPDATE USING (id = app_center_id()) WITH CHECK (id = app_center_id());
