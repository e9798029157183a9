/** Session recordings (Sentry Replay), fetched by ./sentry.ts only after analytical consent. */
import { replayIntegration } from "@sentry/browser";

export const replay = () => replayIntegration({ maskAllText: true, blockAllMedia: true });
