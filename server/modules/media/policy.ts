/**
 * Who may use the center's media (PRODUCT.md section 3: center staff run "content, news, menu";
 * organizations' staff fill in their vacancies' images).
 */
import { isStaff, managesCenter, type Actor } from "../../policy.ts";

/** Center staff and organizations' staff pick images from the library (for pages, news, vacancies). */
export const mayUseLibrary = (a: Actor | null): boolean => !!a && isStaff(a);

/** Only center staff (or a superadmin) add, change and remove library images and files, and list files. */
export const mayManageMedia = (a: Actor | null): boolean => managesCenter(a);
