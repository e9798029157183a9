/** Who may do what with workshops (PRODUCT.md section 3: center staff manage them; every signed-in person of the center registers). */
import { managesCenter, type Actor } from "../../policy.ts";

/** Center staff of the request's own center, or a superadmin: write workshops and sessions, see drafts and registrations. */
export const mayManageWorkshops = (a: Actor | null): boolean => managesCenter(a);
