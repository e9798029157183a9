/**
 * Who may do what with the volunteer pool (PRODUCT.md section 3: the volunteer keeps a profile and
 * joins the pool; center staff search the pool and invite).
 */
import { managesCenter, type Actor } from "../../policy.ts";

/** Center staff of the center (or a superadmin) search the pool, invite and read the invitations. */
export const mayManagePool = (a: Actor | null): boolean => managesCenter(a);
/** Only a volunteer of the center keeps a pool profile and reads their own invitations. */
export const mayJoinPool = (a: Actor | null): boolean => !!a && a.volunteer;
