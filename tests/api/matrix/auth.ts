/**
 * Authorization matrix rows of the development mailbox (merged last into
 * ../authorization-matrix.test.ts, so they replace the core rows): served to a loopback host name
 * (demo.localhost) for every role, a JSON:API 404 for any other host name, whoever asks.
 */
import { T, type Endpoint } from "./types.ts";

const FOREIGN = { host: "volunteerly.example.org" };

export const AUTH_MATRIX: Record<string, Endpoint> = {
  "GET /dev/mailbox": {
    own: { make: async () => T("/dev/mailbox"), expect: [200, 200, 200, 200, 200, 200] },
    other: { make: async () => T("/dev/mailbox", { headers: FOREIGN }), expect: [404, 404, 404, 404, 404, 404] },
  },
  "GET /dev/mailbox/:id": {
    own: { make: async () => T("/dev/mailbox/none"), expect: [404, 404, 404, 404, 404, 404] },
    other: { make: async () => T("/dev/mailbox/none", { headers: FOREIGN }), expect: [404, 404, 404, 404, 404, 404] },
  },
};
