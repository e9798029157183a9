/** Who may change a center's settings (PRODUCT.md section 3: "content, news, menu, stock images, settings, templates"). */
import { managesCenter, type Actor } from "../../policy.ts";

/** Center staff of the request's own center, or a superadmin. */
export const mayEditCenterSettings = (a: Actor | null): boolean => managesCenter(a);
/** Only a superadmin creates a center (PRODUCT.md section 1: "operates the platform across centers"). */
export const mayCreateCenter = (a: Actor | null): boolean => !!a?.superadmin;
