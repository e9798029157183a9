/** Types and helpers of the authorization matrix (see ../authorization-matrix.test.ts). */
import { DEMO_PASSWORD } from "@server/db/seed.ts";
import type { Fixtures } from "@server/testing/fixtures.ts";

export const ROLES = ["visitor", "volunteer", "member", "orgadmin", "admin", "superadmin"] as const;
/** Expected status per role, in ROLES order. */
export type Row = [number, number, number, number, number, number];

export interface Target {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The response must contain no data (empty list). */
  empty?: boolean;
}
export interface Case {
  make: (ctx: Ctx) => Promise<Target>;
  expect: Row;
}
export interface Endpoint {
  own: Case;
  other?: Case;
  /** More cases of the same endpoint, by name (own center). */
  cases?: Record<string, Case>;
}
export interface Ctx {
  fx: Fixtures;
  /** The demo School organization (member and orgadmin belong to it). */
  school: number;
  otherSchool: number;
}

export const pw = { password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD };
export const T = (url: string, extra: Omit<Target, "url"> = {}): Target => ({ url, ...extra });
