import type { Activity } from "@features/activities/types.ts";

export const CALENDAR_PATH = "/activiteitenkalender";
export const OVERVIEW_PATH = "/activiteitenkalender/overzicht";
export const MANAGE_PATH = "/activiteitenkalender/beheer";
/** One activity: the overview with `?activiteit=<id>` (no route of its own). */
export const activityHref = (a: Pick<Activity, "id">) => `${OVERVIEW_PATH}?activiteit=${a.id}`;
