/** Who may do what with notification templates (PRODUCT.md section 3: the center's mail and texts are center staff's). */
import { managesCenter, type Actor } from "../../policy.ts";

/** Center staff of the request's own center, or a superadmin: read, change, reset, preview and test templates. */
export const mayManageTemplates = (a: Actor | null): boolean => managesCenter(a);
