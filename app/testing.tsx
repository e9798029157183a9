import { render } from "@testing-library/react";
import { vi } from "vitest";
import { AppProviders } from "./App.tsx";
import type { PageConfig } from "./config.ts";
import { createI18n } from "./i18n/i18n.ts";
import type { Locale } from "./i18n/locale.ts";
import { appRoutes, AppRouter, memoryHistory, preloadPage } from "./routes/router.tsx";
import { createServices } from "./services.tsx";
import { resolveTenant } from "./tenant.ts";

export const TEST_CONFIG: PageConfig = {
  apiBaseUrl: "",
  hostCenters: { "demo.localhost": "2", "gelderland.localhost": "1", "meedoen.localhost": "5" },
  defaultCenter: "2",
  tenantCookieName: "tenant",
  centerKeys: { "1": "public", "2": "demo", "5": "meedoen" },
};

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/vnd.api+json", ...headers },
  });
}

/** A fetch that answers by handler, 404 JSON:API otherwise; the only thing mocked is the network. */
export function fakeFetch(handler: Handler) {
  return vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(String(input), "http://demo.localhost");
    const answer = await handler(url, init);
    if (answer) return answer;
    if (url.pathname === "/api/v1/volunteer_centers/current") return json({ data: null });
    return json({ errors: [{ status: "404", code: "not_found", title: "Not found" }] }, 404);
  });
}

/** The whole app in memory at `url`, for the given host, locale and network. */
export async function renderApp(url: string, options: { fetch: typeof fetch; host?: string; locale?: Locale }) {
  const tenant = resolveTenant(TEST_CONFIG, options.host ?? "demo.localhost")!;
  const i18n = await createI18n({ locale: options.locale ?? "nl" });
  const services = createServices({ config: TEST_CONFIG, tenant, i18n, crossOrigin: false, fetch: options.fetch });
  // As the app's start does (main.tsx): the page's code is there before the first render.
  await preloadPage(url, true);
  const history = memoryHistory(url);
  const view = render(
    <AppProviders services={services}>
      <AppRouter history={history} routes={appRoutes(true)} />
    </AppProviders>,
  );
  return { ...view, history, services, i18n };
}
