-- Volunteerly initial schema. Hand-written (RLS policies, roles and functions are beyond
-- drizzle-kit); server/db/schema.ts mirrors it for queries and a test checks they agree.

DO $$ BEGIN
  CREATE ROLE volunteerly_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$ BEGIN
  EXECUTE format('GRANT volunteerly_app TO %I', current_user);
EXCEPTION WHEN OTHERS THEN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION app_center_id() RETURNS bigint LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.center_id', true), '')::bigint $$;
--> statement-breakpoint
CREATE TABLE centers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  hosts text[] NOT NULL DEFAULT '{}',
  is_default boolean NOT NULL DEFAULT false,
  app_context text CHECK (app_context IN ('meedoen', 'gelderland')),
  base_url text,
  favicon_url text,
  website_logo_url text,
  gtag_id text,
  primary_color_preset text NOT NULL DEFAULT 'indigo',
  secondary_color_preset text NOT NULL DEFAULT 'pink',
  muted_color_preset text NOT NULL DEFAULT 'slate',
  primary_color_shades jsonb,
  secondary_color_shades jsonb,
  background_color text,
  text_color text,
  shape text NOT NULL DEFAULT 'rounded' CHECK (shape IN ('rounded', 'straight')),
  header_variant text NOT NULL DEFAULT 'sticky',
  footer_variant text NOT NULL DEFAULT 'primary',
  features jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX centers_one_default ON centers (is_default) WHERE is_default;
--> statement-breakpoint
CREATE TABLE organizations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  name text NOT NULL,
  organization_type text NOT NULL CHECK (organization_type IN ('VolunteerCenter','School','Foundation','Association','Municipality','HealthcareInstitution','Company','Church','InformalGroup')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('approved','pending','denied','archived')),
  email text,
  phone text,
  website text,
  description text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX organizations_center_idx ON organizations (center_id, id);
--> statement-breakpoint
CREATE TABLE addresses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  organization_id bigint NOT NULL UNIQUE REFERENCES organizations(id) ON DELETE CASCADE,
  street text,
  house_number text,
  postcode text,
  city text,
  latitude double precision,
  longitude double precision,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE organization_profiles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  organization_id bigint NOT NULL UNIQUE REFERENCES organizations(id) ON DELETE CASCADE,
  summary text,
  logo_url text,
  contact_name text,
  contact_email text,
  contact_phone text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE vacancies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  organization_id bigint NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  title text NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft','published','closed','archived')),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX vacancies_organization_idx ON vacancies (organization_id);
--> statement-breakpoint
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- NULL for platform accounts (superadmins), which belong to no center.
  center_id bigint REFERENCES centers(id) ON DELETE CASCADE,
  email text NOT NULL,
  encrypted_password text,
  first_name text,
  last_name text,
  phone text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active','invited','inactive','archived')),
  locale text NOT NULL DEFAULT 'nl',
  confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  last_sign_in_at timestamptz,
  sign_in_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));
--> statement-breakpoint
CREATE INDEX users_center_idx ON users (center_id, id);
--> statement-breakpoint
CREATE TABLE roles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint REFERENCES centers(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name IN ('volunteer','member','admin','superadmin')),
  organization_id bigint REFERENCES organizations(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((name IN ('member','admin')) = (organization_id IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX roles_unique ON roles (user_id, name, coalesce(organization_id, 0));
--> statement-breakpoint
CREATE INDEX roles_organization_idx ON roles (organization_id, name);
--> statement-breakpoint
CREATE TABLE auth_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_id text NOT NULL,
  token_hash text NOT NULL,
  previous_token_hash text,
  rotated_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, client_id)
);
--> statement-breakpoint
CREATE TABLE user_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset_password','confirmation','login')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_by_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  actor_user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL,
  subject_type text,
  subject_id text,
  data jsonb NOT NULL DEFAULT '{}',
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE feedback (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  message text NOT NULL,
  name text,
  email text,
  url text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued','sent','failed')),
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX mail_outbox_queue_idx ON mail_outbox (status, run_at);
--> statement-breakpoint
-- Row-level security: every tenant table is visible only inside its center's context.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['organizations','addresses','organization_profiles','vacancies','auth_tokens','user_tokens','audit_log','feedback','mail_outbox'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id())', t);
  END LOOP;
  -- Users and roles: platform rows (center_id NULL, superadmins) are readable in every center
  -- context; the application never lists them. Writes need the center context.
  FOREACH t IN ARRAY ARRAY['users','roles'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY tenant_isolation ON %I USING (center_id = app_center_id() OR center_id IS NULL) WITH CHECK (center_id = app_center_id() OR center_id IS NULL)', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Centers are public configuration: readable by the application role, changed only by the owner.
GRANT SELECT ON centers TO volunteerly_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON organizations, addresses, organization_profiles, vacancies, users, roles, auth_tokens, user_tokens, feedback, mail_outbox TO volunteerly_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON audit_log TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
--> statement-breakpoint
-- The one cross-center lookup the application needs: the center (and password hash, so the
-- answer can depend on a correct password) of the account with this e-mail address, for the
-- 'wrong center' error. Nothing else of another center is readable by the application role.
CREATE FUNCTION account_for_email(p_email text) RETURNS TABLE (center_id bigint, encrypted_password text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS
$$ SELECT u.center_id, u.encrypted_password FROM users u WHERE lower(u.email) = lower(p_email) LIMIT 1 $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION account_for_email(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION account_for_email(text) TO volunteerly_app;
