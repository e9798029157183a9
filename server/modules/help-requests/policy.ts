/** Who may do what with help requests (PRODUCT.md section 3: one-on-one help matching is center staff's). */
import { managesCenter, type Actor } from "../../policy.ts";

/** Anyone may ask for help (the public form); only center staff of the center, or a superadmin, read and match. */
export const mayManageHelpRequests = (a: Actor | null): boolean => managesCenter(a);
