-- Mail goes through pg-boss (server/mail/queue.ts): requests insert the job into pgboss.job in
-- their own transaction, and pg-boss creates its schema itself when the server starts. The outbox
-- table of the first version is no longer used. (Its policy, index and grants go with it.)
DROP TABLE IF EXISTS mail_outbox;
