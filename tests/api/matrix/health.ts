/** Matrix rows of the readiness probe (issue 14 point 4): open to everyone, no tenant, no data. */
import { T, type Endpoint } from "./types.ts";

export const HEALTH_MATRIX: Record<string, Endpoint> = {
  "GET /readyz": { own: { make: async () => T("/readyz"), expect: [200, 200, 200, 200, 200, 200] } },
};
