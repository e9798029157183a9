-- A volunteer's periodic mail of new vacancies (/profile-edit/periodieke-mail): how often, and the
-- interests (vacancy categories) it matches.
ALTER TABLE users ADD COLUMN periodic_mail text NOT NULL DEFAULT 'never'
  CHECK (periodic_mail IN ('never', 'weekly', 'monthly'));
--> statement-breakpoint
ALTER TABLE users ADD COLUMN interests text[] NOT NULL DEFAULT '{}';
