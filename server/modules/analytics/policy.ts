/**
 * Who sees analytics (PRODUCT.md section 3: "analytics" is center staff's, superadmins see every
 * center's). Organization staff do not: section 3 gives them no analytics, and what they need of
 * their own organization's applications is on the dashboard and the applications list.
 */
import { managesCenter, type Actor } from "../../policy.ts";

export const mayViewAnalytics = (actor: Actor): boolean => managesCenter(actor);
