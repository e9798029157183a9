-- Forms (PRODUCT.md section 4, h-forms): a center's questionnaires, each published by a secret
-- token link, and the responses to them. A response keeps a snapshot of each question (label,
-- kind) with its answer, so editing a form later never changes what someone answered.
CREATE TABLE forms (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  title text NOT NULL,
  introduction text,
  status text NOT NULL DEFAULT 'closed' CHECK (status IN ('open', 'closed')),
  fields jsonb NOT NULL DEFAULT '[]'::jsonb,
  token text NOT NULL UNIQUE,
  created_by_id bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX forms_center_idx ON forms (center_id, id DESC);
--> statement-breakpoint
CREATE TABLE form_responses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  center_id bigint NOT NULL REFERENCES centers(id) ON DELETE CASCADE,
  form_id bigint NOT NULL REFERENCES forms(id) ON DELETE CASCADE,
  user_id bigint REFERENCES users(id) ON DELETE SET NULL,
  answers jsonb NOT NULL DEFAULT '[]'::jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX form_responses_form_idx ON form_responses (form_id, created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX form_responses_user_idx ON form_responses (user_id, created_at DESC) WHERE user_id IS NOT NULL;
--> statement-breakpoint
ALTER TABLE forms ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE forms FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON forms USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
ALTER TABLE form_responses ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE form_responses FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON form_responses USING (center_id = app_center_id()) WITH CHECK (center_id = app_center_id());
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON forms, form_responses TO volunteerly_app;
--> statement-breakpoint
GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO volunteerly_app;
