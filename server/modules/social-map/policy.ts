/** Who may do what with the social map: everyone reads it; center staff (and a superadmin) write it. */
import { managesCenter, type Actor } from "../../policy.ts";

export const mayManageSocialMap = (a: Actor | null): boolean => managesCenter(a);
