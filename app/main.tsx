import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import "@ui/styles.css";
import "./app.css";
import { App, NoTenant } from "./App.tsx";
import { readPageConfig } from "./config.ts";
import { storeFatalError } from "./errors/FatalBoundary.tsx";
import { reloadForStaleChunk } from "./errors/staleChunks.ts";
import { createI18n } from "./i18n/i18n.ts";
import { detectBrowserLocale, localeOfPath } from "./i18n/locale.ts";
import { isCrossOrigin } from "./lib/cookies.ts";
import { createAppRouter } from "./routes/router.tsx";
import { createServices } from "./services.tsx";
import { rememberTenant, resolveTenant } from "./tenant.ts";

async function start() {
  const root = createRoot(document.getElementById("root")!);
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadForStaleChunk((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
  window.addEventListener("error", (event) => storeFatalError(event.error ?? event.message));
  window.addEventListener("unhandledrejection", (event) => storeFatalError(event.reason));

  const config = readPageConfig();
  const tenant = resolveTenant(config, window.location.host);
  const crossOrigin = isCrossOrigin(config.apiBaseUrl);
  // Tenants without internationalisation are Dutch only (section 1); else the path, cookie, browser, Dutch.
  const locale =
    tenant && !tenant.features.i18n ? "nl" : (localeOfPath(window.location.pathname) ?? detectBrowserLocale());
  const i18n = await createI18n({ locale });
  if (!tenant) {
    console.error("No tenant found");
    root.render(
      <I18nextProvider i18n={i18n}>
        <NoTenant />
      </I18nextProvider>,
    );
    return;
  }
  rememberTenant(config, tenant, crossOrigin);
  const services = createServices({ config, tenant, i18n, crossOrigin });
  root.render(
    <StrictMode>
      <App services={services} router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
