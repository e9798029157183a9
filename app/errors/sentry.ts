/**
 * The error-reporting SDK (@sentry/browser), fetched by main.tsx after the page's load and only
 * when a service is configured (the DSN in the page configuration); without one nothing is
 * fetched or sent. Errors the window sees go through the SDK's own handlers, those the app
 * catches through errorSink (./fatal.ts). Nothing about the visitor is collected (no cookies, headers or query
 * strings). Session recordings (./replay.ts, fetched then) only while the visitor allows analytical
 * cookies; they mask all text and block all media.
 */
import { addIntegration, captureException, init } from "@sentry/browser";
import type { PageConfig } from "../config.ts";
import { readConsent } from "../consent/consent.ts";
import { errorSink } from "./fatal.ts";
import type { replay as makeReplay } from "./replay.ts";

export function start(config: NonNullable<PageConfig["errorReporting"]>): void {
  init({
    dsn: config.dsn,
    ...(config.environment ? { environment: config.environment } : {}),
    ...(config.release ? { release: config.release } : {}),
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    // Recordings of a sample of visits, and of every visit in which an error happens (with consent).
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
  });
  errorSink.report = (error) => void captureException(error);
  errorSink.record = record;
  record(readConsent()?.analytical === true);
}

/** The Replay integration once fetched (kept here: its code stays in its own chunk). */
let replay: Promise<ReturnType<typeof makeReplay> | null> | null = null;

/** Starts recordings (fetching the Replay integration the first time) or stops them. */
function record(allowed: boolean): void {
  if (!allowed) {
    void replay?.then((r) => r?.stop());
    return;
  }
  if (replay) {
    void replay.then((r) => r?.start());
    return;
  }
  replay = import("./replay.ts").then(
    (m) => {
      const integration = m.replay();
      addIntegration(integration);
      return integration;
    },
    () => (replay = null),
  );
}
