/** Who may read the contact form's messages (PRODUCT.md section 3: center staff run the center's site). */
import { managesCenter, type Actor } from "../../policy.ts";

/** Center staff of the request's center, or a superadmin: list, mark read or unread, delete. */
export const mayReadContactMessages = (a: Actor | null): boolean => managesCenter(a);
