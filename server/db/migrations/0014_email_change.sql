-- E-mail changes are confirmed by the new address (issue 14, point 2). The account keeps its
-- address (sign-in, password reset, the uid of its tokens) until the new one confirms; the pending
-- address waits in users.unconfirmed_email (as devise's reconfirmable keeps it). Not unique: two
-- accounts may ask for the same address, the first to confirm gets it (users_email_unique decides).
ALTER TABLE users ADD COLUMN unconfirmed_email text;
--> statement-breakpoint
-- The address a mailed token is about: the new address (email_change, mailed to it) or the old one
-- (email_undo, mailed to it with the notice: it restores that address, signs out everywhere and asks
-- for a new password).
ALTER TABLE user_tokens ADD COLUMN email text;
--> statement-breakpoint
ALTER TABLE user_tokens DROP CONSTRAINT IF EXISTS user_tokens_purpose_check;
--> statement-breakpoint
ALTER TABLE user_tokens ADD CONSTRAINT user_tokens_purpose_check
  CHECK (purpose IN ('reset_password','confirmation','login','email_change','email_undo'));
