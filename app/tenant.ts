import type { AppContext } from "@contract/enums.ts";
import { isTenantKey, tenantThemes, type TenantKey, type TenantTheme } from "@tokens/tenants.ts";
import { centerForHost, type PageConfig } from "./config.ts";
import { sameSiteFor, setCookie } from "./lib/cookies.ts";

export interface Tenant {
  centerId: string;
  key: TenantKey;
  theme: TenantTheme;
  appContext: AppContext;
  features: TenantFeatures;
}

export interface TenantFeatures {
  volunteerProfiles: boolean;
  activities: boolean;
  peerToPeer: boolean;
  centreSharing: boolean;
  i18n: boolean;
  /** The Gelderse Handen campaign's landing page (section 2: the public tenant's campaign host). */
  campaignLanding: boolean;
}

/** The rijnstad tenant is the 'municipality-specific vacancy bank' of the specification. */
const MUNICIPALITY_VACANCY_BANK: TenantKey = "rijnstad";

/** Feature flags by tenant (specification section 1). */
export function featuresFor(key: TenantKey): TenantFeatures {
  const meedoen = key === "meedoen";
  return {
    volunteerProfiles: !meedoen,
    activities: !meedoen && key !== MUNICIPALITY_VACANCY_BANK,
    peerToPeer: key === "public",
    centreSharing: key === "public",
    i18n: key === "public" || meedoen,
    campaignLanding: key === "public",
  };
}

/** The center of this host, or undefined: 'No tenant found'. */
export function resolveTenant(config: PageConfig, host: string): Tenant | undefined {
  const centerId = centerForHost(config, host);
  if (!centerId) return undefined;
  const raw = config.centerKeys[centerId];
  const key: TenantKey = isTenantKey(raw) ? raw : "demo";
  return {
    centerId,
    key,
    theme: tenantThemes[key],
    appContext: key === "meedoen" ? "meedoen" : "gelderland",
    features: featuresFor(key),
  };
}

/** Section 1: the center id is kept in the tenant cookie. */
export function rememberTenant(config: PageConfig, tenant: Tenant, crossOrigin: boolean): void {
  setCookie(config.tenantCookieName, tenant.centerId, {
    path: "/",
    maxAge: 365 * 24 * 60 * 60,
    ...sameSiteFor(crossOrigin),
  });
}

/** Hosts on which every path but /gelderse-handen redirects to /gelderse-handen (section 2). */
export const GELDERSE_HANDEN_HOSTS = ["gelderse-handen.localhost", "geldersehanden.nl", "www.geldersehanden.nl"];
export const GELDERSE_HANDEN_PATH = "/gelderse-handen";

export function gelderseHandenRedirect(host: string, pathname: string): string | undefined {
  const name = host.replace(/:\d+$/, "").toLowerCase();
  if (!GELDERSE_HANDEN_HOSTS.includes(name)) return undefined;
  return pathname === GELDERSE_HANDEN_PATH ? undefined : GELDERSE_HANDEN_PATH;
}
