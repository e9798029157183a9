/** Who may do what with forms (PRODUCT.md section 3: "content" is center staff's; filling in a form is anyone's with the link). */
import { managesCenter, type Actor } from "../../policy.ts";

/** Center staff of the request's own center, or a superadmin: build forms, read and export their responses. */
export const mayManageForms = (a: Actor | null): boolean => managesCenter(a);
