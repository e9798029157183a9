/**
 * Authorization matrix rows of the notification templates (issue 17): center staff only; the
 * notification preferences belong to every signed-in user.
 */
import { T, type Endpoint, type Row } from "./types.ts";

const STAFF: Row = [401, 403, 403, 403, 200, 200];
const SIGNED_IN: Row = [401, 200, 200, 200, 200, 200];
const text = { subject: "Nieuw bericht over {{subject}}", body: "Hallo {{recipient_name}},\n\nLees het: {{link}}" };
const draft = { data: { type: "notification_template_preview", attributes: { locale: "nl", ...text } } };

export const NOTIFICATION_TEMPLATE_MATRIX: Record<string, Endpoint> = {
  "GET /api/v1/notification_templates": {
    own: { make: async () => T("/api/v1/notification_templates"), expect: STAFF },
  },
  "GET /api/v1/notification_templates/:key": {
    own: { make: async () => T("/api/v1/notification_templates/new_message"), expect: STAFF },
  },
  "PATCH /api/v1/notification_templates/:key": {
    own: {
      make: async () =>
        T("/api/v1/notification_templates/new_message", {
          body: { data: { type: "notification_template", attributes: { translations: { nl: text } } } },
        }),
      expect: STAFF,
    },
  },
  "DELETE /api/v1/notification_templates/:key": {
    own: { make: async () => T("/api/v1/notification_templates/new_message"), expect: STAFF },
  },
  "POST /api/v1/notification_templates/:key/preview": {
    own: { make: async () => T("/api/v1/notification_templates/new_message/preview", { body: draft }), expect: STAFF },
  },
  "POST /api/v1/notification_templates/:key/test_mail": {
    own: {
      make: async () => T("/api/v1/notification_templates/new_message/test_mail", { body: draft }),
      expect: [401, 403, 403, 403, 202, 202],
    },
  },
  "GET /api/v1/notification_preferences": {
    own: { make: async () => T("/api/v1/notification_preferences"), expect: SIGNED_IN },
  },
  "PATCH /api/v1/notification_preferences": {
    own: {
      make: async () =>
        T("/api/v1/notification_preferences", {
          body: { data: { type: "notification_preferences", attributes: { preferences: { new_message: "both" } } } },
        }),
      expect: SIGNED_IN,
    },
  },
};
