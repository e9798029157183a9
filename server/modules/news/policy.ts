/** Who may do what with news (PRODUCT.md section 3: "content, news, menu ..." is center staff's; reading news is everyone's). */
import { managesCenter, type Actor } from "../../policy.ts";

/** Center staff of the request's own center, or a superadmin: write news, see drafts. */
export const mayManageNews = (a: Actor | null): boolean => managesCenter(a);
