/** Page configuration injected by the server into index.html (specification section 7: base URL from page configuration). */
export interface PageConfig {
  apiBaseUrl: string;
  /** Host name -> center id (specification section 1: a public configuration map keyed by host). */
  hostCenters: Record<string, string>;
  defaultCenter: string | null;
  tenantCookieName: string;
  /** Center id -> center key (public, demo, ...), to pick the seeded theme before the profile loads. */
  centerKeys: Record<string, string>;
  /** The build this page belongs to (section 7: compared with the build manifest now and then). */
  buildId?: string;
  /** The error-reporting service, only when the server has one configured (SENTRY_DSN). */
  errorReporting?: { dsn: string; environment?: string; release?: string };
}

declare global {
  interface Window {
    __VOLUNTEERLY_CONFIG__?: Partial<PageConfig>;
  }
}

export const DEFAULT_TENANT_COOKIE = "tenant";

export function readPageConfig(win: Window = window): PageConfig {
  const injected = win.__VOLUNTEERLY_CONFIG__ ?? {};
  return {
    ...injected,
    apiBaseUrl: injected.apiBaseUrl ?? "",
    hostCenters: injected.hostCenters ?? {},
    defaultCenter: injected.defaultCenter ?? null,
    tenantCookieName: injected.tenantCookieName ?? DEFAULT_TENANT_COOKIE,
    centerKeys: injected.centerKeys ?? {},
  };
}

/** The center id for a host: the host map first, then the default center; undefined means 'No tenant found'. */
export function centerForHost(config: PageConfig, host: string): string | undefined {
  const name = host.replace(/:\d+$/, "").toLowerCase();
  return config.hostCenters[name] ?? config.defaultCenter ?? undefined;
}
