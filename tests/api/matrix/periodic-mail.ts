/** Matrix rows of the periodic vacancy mail (issue 17): the one-click unsubscribe and the development run. */
import { T, type Endpoint } from "./types.ts";

const FORGED = "A".repeat(43);

export const PERIODIC_MAIL_MATRIX: Record<string, Endpoint> = {
  // No sign-in: the mail's token is the only credential; an unknown one is not found for anybody.
  "POST /api/v1/periodic_mail/unsubscribe": {
    own: {
      make: async () => T(`/api/v1/periodic_mail/unsubscribe?token=${FORGED}`),
      expect: [404, 404, 404, 404, 404, 404],
    },
    cases: {
      malformed: {
        make: async () => T("/api/v1/periodic_mail/unsubscribe?token=x"),
        expect: [404, 404, 404, 404, 404, 404],
      },
    },
  },
  // Development only, on a loopback host name from this machine (like /dev/mailbox): whoever asks.
  "POST /dev/jobs/periodic-mail": {
    own: { make: async () => T("/dev/jobs/periodic-mail"), expect: [200, 200, 200, 200, 200, 200] },
  },
};
