-- The search engine beside PostgreSQL (issue 18: server/modules/vacancies/engine.ts). Each server
-- process keeps, per center, an index of what that center's vacancy bank can find (its rows of
-- vacancy_search.texts and the rows shared with it), built from the copies themselves. Whether an
-- index is still the database's state is told by a counter per center:
--
-- vacancy_search.engine_versions: bumped in the same transaction as any change of a copy that a
-- center can see (its own rows, and rows shared with it: every center in the row's visible_to,
-- before and after the change), and for every center when any center's features change (centre
-- sharing decides which shared rows a center sees). An index remembers the counter it was built at
-- (read in the same snapshot as the rows); each search reads the center's counter in the statement
-- that reads the page's rows, so an index that is behind is never used: the search then runs in SQL
-- and the index is built again. Another process's write is therefore seen by the next search, not
-- only within a second.
CREATE TABLE vacancy_search.engine_versions (
  center_id bigint PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);
--> statement-breakpoint
REVOKE ALL ON vacancy_search.engine_versions FROM PUBLIC;
--> statement-breakpoint
CREATE FUNCTION vacancy_search.engine_bump() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  -- In the order of the key, so that two writers of the same centers lock them in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vacancy_search.engine_versions AS e (center_id)
    SELECT DISTINCT c FROM new_rows n, unnest(n.visible_to) AS c ORDER BY c
    ON CONFLICT (center_id) DO UPDATE SET version = e.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO vacancy_search.engine_versions AS e (center_id)
    SELECT DISTINCT c FROM (
      SELECT n.visible_to FROM new_rows n UNION ALL SELECT o.visible_to FROM old_rows o
    ) r, unnest(r.visible_to) AS c ORDER BY c
    ON CONFLICT (center_id) DO UPDATE SET version = e.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO vacancy_search.engine_versions AS e (center_id)
    SELECT DISTINCT c FROM old_rows o, unnest(o.visible_to) AS c ORDER BY c
    ON CONFLICT (center_id) DO UPDATE SET version = e.version + 1;
  ELSE
    UPDATE vacancy_search.engine_versions SET version = version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search.engine_bump() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER vacancy_search_engine_insert AFTER INSERT ON vacancy_search.texts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.engine_bump();
--> statement-breakpoint
CREATE TRIGGER vacancy_search_engine_update AFTER UPDATE ON vacancy_search.texts
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.engine_bump();
--> statement-breakpoint
CREATE TRIGGER vacancy_search_engine_delete AFTER DELETE ON vacancy_search.texts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.engine_bump();
--> statement-breakpoint
CREATE TRIGGER vacancy_search_engine_truncate AFTER TRUNCATE ON vacancy_search.texts
  FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.engine_bump();
--> statement-breakpoint
CREATE FUNCTION vacancy_search.engine_bump_all() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
  UPDATE vacancy_search.engine_versions SET version = version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search.engine_bump_all() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER vacancy_search_engine_centers AFTER UPDATE OF features ON centers
  FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search.engine_bump_all();
--> statement-breakpoint
-- The transaction's center's counter (0 before its first change), for the search's page statement
-- under the application role.
CREATE FUNCTION vacancy_search_engine_version() RETURNS bigint
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS
$$ SELECT coalesce((SELECT e.version FROM vacancy_search.engine_versions e WHERE e.center_id = public.app_center_id()), 0) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vacancy_search_engine_version() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION vacancy_search_engine_version() TO volunteerly_app;
