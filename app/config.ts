/** Page configuration injected by the server into index.html (specification section 7: base URL from page configuration). */
export interface PageConfig {
  apiBaseUrl: string;
  /** Host name -> center key. */
  hosts: Record<string, string>;
  defaultCenter?: string;
  tenantCookieName: string;
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
    apiBaseUrl: injected.apiBaseUrl ?? "",
    hosts: injected.hosts ?? {},
    defaultCenter: injected.defaultCenter,
    tenantCookieName: injected.tenantCookieName ?? DEFAULT_TENANT_COOKIE,
  };
}

/** The center for a host: the host map first, then the default center; undefined means 'No tenant found'. */
export function centerForHost(config: PageConfig, host: string): string | undefined {
  const name = host.replace(/:\d+$/, "").toLowerCase();
  return config.hosts[name] ?? config.defaultCenter;
}
