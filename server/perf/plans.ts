/**
 * Routes whose transaction uses generic plans (PostgreSQL `plan_cache_mode = force_generic_plan`,
 * set with the tenant settings in the same round trip, for that transaction only).
 *
 * Their list statement is prepared once per connection (perf/statements.ts), but PostgreSQL keeps
 * re-planning a prepared statement for every execution while a custom plan is estimated cheaper
 * than the generic one. For the users list with its organizations the planning takes about 4 ms
 * and the execution 0.4 ms, with the same plan shape either way (index lookups by center,
 * organization and user): generic plans let the connection plan it once. Planner setting only:
 * row-level security and the center filters apply to generic plans just the same.
 */
import { API_PATHS } from "@contract/paths.ts";

export const GENERIC_PLAN_ROUTES: ReadonlySet<string | undefined> = new Set([API_PATHS.organizations, API_PATHS.users]);
