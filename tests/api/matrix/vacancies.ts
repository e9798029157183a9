/** Authorization matrix rows of the vacancies module (merged into ../authorization-matrix.test.ts). */
import type { Endpoint } from "./types.ts";

export const VACANCY_MATRIX: Record<string, Endpoint> = {};
