import type { Workshop } from "@features/workshops/types.ts";

export const WORKSHOPS_PATH = "/workshops";
export const MANAGE_PATH = "/workshops/beheer";
/** One workshop: the list page with `?workshop=<id>` (no route of its own, as the activity calendar). */
export const workshopHref = (w: Pick<Workshop, "id">) => `${WORKSHOPS_PATH}?workshop=${w.id}`;
