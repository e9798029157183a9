/** Authorization matrix rows of the users part of issue 15 (merged into ../authorization-matrix.test.ts). */
import { T, type Endpoint } from "./types.ts";

export const USERS_MATRIX: Record<string, Endpoint> = {
  // Only a session that staff opened as a user has a way back: every ordinary session gets a 409.
  "POST /api/v1/sign_in_as_user/return": {
    own: {
      make: async () => T("/api/v1/sign_in_as_user/return", { body: {} }),
      expect: [401, 409, 409, 409, 409, 409],
    },
  },
  // The center's list (no organization filter) is center staff's: organization staff get a 403.
  "GET /api/v1/users [the center's list]": {
    own: { make: async () => T("/api/v1/users?sort=-last_sign_in_at"), expect: [401, 403, 403, 403, 200, 200] },
  },
  "GET /api/v1/users/export [the center's list]": {
    own: {
      make: async () => T("/api/v1/users/export?filter[status_eq]=active"),
      expect: [401, 403, 403, 403, 200, 200],
    },
  },
};
