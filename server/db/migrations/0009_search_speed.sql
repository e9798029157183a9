-- Vacancy search speed (issue 5). The search statement itself is in
-- server/modules/vacancies/search.ts; this migration only changes how its GIN indexes take writes.
--
-- With fastupdate (the default) a GIN index keeps new entries in a pending list, up to
-- gin_pending_list_limit (4 MB), until a vacuum merges them, and every index scan reads that whole
-- list. After 20,000 new vacancies the shared_with_centers index alone had 70 pending pages, read on
-- every search (it is part of the center condition), and the full-text, trigram and category
-- indexes had 63 to 380: the filter search took three times as long until autovacuum came by.
-- Vacancies are written rarely and searched all the time, so new entries go straight into the
-- index (a write costs a little more), and what is pending now is merged at once.
ALTER INDEX vacancies_shared_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX vacancies_search_vector_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX vacancies_search_text_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX vacancies_categories_idx SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('vacancies_shared_idx'::regclass),
       gin_clean_pending_list('vacancies_search_vector_idx'::regclass),
       gin_clean_pending_list('vacancies_search_text_trgm_idx'::regclass),
       gin_clean_pending_list('vacancies_categories_idx'::regclass);
