/**
 * Authorization matrix rows of the center settings (issue 16): center staff change their own
 * center's profile, anyone reads its theme CSS, only a superadmin creates a center.
 */
import { uniqueEmail } from "@server/testing/fixtures.ts";
import { T, type Endpoint } from "./types.ts";

const profile = (attributes: Record<string, unknown>) => ({ data: { type: "center_profile", attributes } });
let counter = 0;

export const SETTINGS_MATRIX: Record<string, Endpoint> = {
  "PATCH /api/v1/volunteer_centers/current": {
    own: {
      make: async () => T("/api/v1/volunteer_centers/current", { body: profile({ phone: "030 123 45 67" }) }),
      expect: [401, 403, 403, 403, 200, 200],
    },
    // Another center's settings through the tenant headers: refused before anything is read.
    other: {
      make: async () =>
        T("/api/v1/volunteer_centers/current", {
          body: profile({ phone: "1" }),
          headers: { "volunteer-center": "rijnstad" },
        }),
      expect: [403, 403, 403, 403, 403, 403],
    },
  },
  "GET /api/v1/volunteer_centers/current/theme.css": {
    own: { make: async () => T("/api/v1/volunteer_centers/current/theme.css"), expect: [200, 200, 200, 200, 200, 200] },
  },
  "POST /api/v1/volunteer_centers": {
    own: {
      make: async () => {
        counter += 1;
        const key = `matrix-${Date.now().toString(36)}-${counter}`;
        return T("/api/v1/volunteer_centers", {
          body: {
            data: {
              type: "volunteer_center",
              attributes: {
                name: "Vrijwilligerscentrale Matrix",
                key,
                hosts: [`${key}.localhost`],
                primary_color_preset: "teal",
                secondary_color_preset: "orange",
                muted_color_preset: "slate",
                admin_email: uniqueEmail(),
                admin_first_name: "Mila",
                admin_last_name: "Matrix",
              },
            },
          },
        });
      },
      expect: [401, 403, 403, 403, 403, 201],
    },
  },
};
