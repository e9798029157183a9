/**
 * The start of every page, kept small: it works out center, language and page, then fetches the
 * app, the page's module and the messages all at once (instead of one after the other), and hands
 * over to `startApp` (App.tsx) when they are there.
 */
import "@ui/styles.css";
import "./app.css";
import { readPageConfig } from "./config.ts";
import { storeFatalError } from "./errors/fatal.ts";
import { BUILD_CHECK_MS, reloadForStaleChunk } from "./errors/staleChunks.ts";
import { preloadMessages } from "./i18n/messages.ts";
import { detectBrowserLocale, localeOfPath, stripLocale } from "./i18n/locale.ts";
import { isCrossOrigin } from "./lib/cookies.ts";
import { findRoute, routeNamespaces } from "./routes/preload.ts";
import { routesFor } from "./routes/table.ts";
import { resolveTenant } from "./tenant.ts";

async function start() {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadForStaleChunk((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
  window.addEventListener("error", (event) => storeFatalError(event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => storeFatalError(event.reason));

  const config = readPageConfig();
  // Section 7, after the page's load (never part of the first load): the error-reporting SDK when a
  // service is configured, and the build manifest now and then. (A first view's page may have
  // loaded before its scripts run.)
  const afterLoad = () =>
    setTimeout(
      () => void import("./errors/afterLoad.ts").then((m) => m.afterLoad(config)),
      config.errorReporting ? 0 : BUILD_CHECK_MS,
    );
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad);
  const tenant = resolveTenant(config, window.location.host);
  const crossOrigin = isCrossOrigin(config.apiBaseUrl);
  // Tenants without internationalisation are Dutch only (section 1); else the path, cookie, browser, Dutch.
  const locale =
    tenant && !tenant.features.i18n ? "nl" : (localeOfPath(window.location.pathname) ?? detectBrowserLocale());

  // Everything the first page needs, requested together.
  const app = import("./App.tsx");
  const route = tenant
    ? findRoute(stripLocale(window.location.pathname), routesFor(import.meta.env.MODE === "development"))
    : undefined;
  const namespaces = route ? routeNamespaces(route.id) : [];
  preloadMessages(locale, namespaces);
  route?.load().catch(() => {
    // the router loads it again and shows what went wrong
  });

  const { startApp } = await app;
  await startApp({ config, tenant, locale, crossOrigin, namespaces, routeId: route?.id });
}

void start();
