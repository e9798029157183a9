import type { Decorator, Loader } from "@storybook/react-vite";
import type { i18n as I18n } from "i18next";
import { MemoryRouter } from "react-router";
import { AppProviders } from "../App.tsx";
import { clearCredentials } from "../api/credentials.ts";
import type { PageConfig } from "../config.ts";
import { createI18n } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locale.ts";
import { appRoutes, AppRouter, memoryHistory, preloadPage, type AppHistory } from "../routes/router.tsx";
import { createServices, type AppServices } from "../services.tsx";
import { resolveTenant } from "../tenant.ts";

/** Fake data for stories: no server, the network answered here. */
export const STORY_CONFIG: PageConfig = {
  apiBaseUrl: "",
  hostCenters: {},
  defaultCenter: "1",
  tenantCookieName: "tenant",
  centerKeys: { "1": "public", "2": "demo", "3": "rijnstad", "4": "heuvelrug", "5": "meedoen" },
};
const CENTER_IDS: Record<string, string> = { public: "1", demo: "2", rijnstad: "3", heuvelrug: "4", meedoen: "5" };

export type Role = "visitor" | "volunteer" | "admin";

const user = (role: Exclude<Role, "visitor">) => ({
  data: {
    type: "user",
    id: "1",
    attributes: {
      email: `${role}@demo.test`,
      full_name: role === "admin" ? "Anna de Vries" : "Sem Jansen",
      first_name: null,
      last_name: null,
    },
    relationships: { roles: { data: [{ type: "role", id: "1" }] } },
  },
  included: [{ type: "role", id: "1", attributes: { name: role, organization_id: role === "admin" ? "3" : null } }],
});
const organizations = (role: Role) => ({
  data:
    role === "admin"
      ? [
          {
            type: "organization",
            id: "3",
            attributes: { name: "Vrijwilligerscentrale", organization_type: "VolunteerCenter", status: "approved" },
          },
        ]
      : [],
});

function fakeFetch(role: Role): typeof fetch {
  const respond = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/vnd.api+json" } });
  return async (input) => {
    const path = new URL(String(input), window.location.href).pathname;
    if (path === "/api/v1/current_user" && role !== "visitor") return respond(user(role));
    if (path === "/api/v1/current_organizations") return respond(organizations(role));
    if (path === "/api/v1/volunteer_centers/current") return respond({ data: null });
    return respond({ errors: [{ status: "404", code: "not_found", title: "Niet gevonden" }] }, 404);
  };
}

export interface AppStoryParameters {
  url: string;
  role?: Role;
  /** Show the consent banner (undecided); decided by default so that it does not cover the page. */
  consent?: "undecided" | "decided";
}

interface Loaded {
  services: AppServices;
  i18n: I18n;
  history: AppHistory;
}

/** Builds the app for one story: the tenant and locale of the toolbar, the role and URL of the story. */
export const appLoader: Loader = async (context) => {
  const params = (context.parameters as { app?: AppStoryParameters }).app;
  if (!params) return {};
  const globals = context.globals as { tenant?: string; locale?: Locale };
  const key = globals.tenant && globals.tenant !== "all" ? globals.tenant : "demo";
  const role = params.role ?? "visitor";
  clearCredentials();
  localStorage.clear();
  if (role !== "visitor") for (const k of ["access-token", "client", "uid"]) document.cookie = `${k}=story; path=/`;
  document.cookie =
    params.consent === "undecided"
      ? "cookieConsent=; path=/; max-age=0"
      : `cookieConsent=${encodeURIComponent(JSON.stringify({ functional: true, analytical: false, thirdParty: false }))}; path=/`;
  const config = { ...STORY_CONFIG, defaultCenter: CENTER_IDS[key] ?? "2" };
  const tenant = resolveTenant(config, "story.invalid")!;
  const i18n = await createI18n({ locale: tenant.features.i18n ? (globals.locale ?? "nl") : "nl" });
  const services = createServices({ config, tenant, i18n, crossOrigin: false, fetch: fakeFetch(role) });
  // As the app's start does (main.tsx): the page's code is there before the first render.
  await preloadPage(params.url, false);
  return { services, i18n, history: memoryHistory(params.url) } satisfies Loaded;
};

/** Renders the whole app (providers and router) from what the loader built. */
export const renderApp = (_args: unknown, context: { loaded: Record<string, unknown> }) => {
  const { services, history } = context.loaded as unknown as Loaded;
  return (
    <AppProviders services={services}>
      <AppRouter history={history} routes={appRoutes(false)} />
    </AppProviders>
  );
};

/** For pieces of the app that only need i18n and a router around them. */
export const withAppI18n: Decorator = (Story, context) => {
  const { services } = context.loaded as unknown as Loaded;
  return (
    <AppProviders services={services}>
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    </AppProviders>
  );
};
