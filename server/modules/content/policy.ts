/** Who may read and change content pages and menus (PRODUCT.md section 3: center staff run "content, news, menu"). */
import { managesCenter, type Actor } from "../../policy.ts";

/** Center staff of the request's center, or a superadmin: write pages and menus, read drafts. */
export const mayManageContent = (a: Actor | null): boolean => managesCenter(a);

/** Anyone reads a published page; a draft only those who manage content. */
export const mayReadPage = (a: Actor | null, page: { status: string }): boolean =>
  page.status === "published" || mayManageContent(a);
