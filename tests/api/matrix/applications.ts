/** Authorization matrix rows of the applications module (merged into ../authorization-matrix.test.ts). */
import type { Endpoint } from "./types.ts";

export const APPLICATION_MATRIX: Record<string, Endpoint> = {};
