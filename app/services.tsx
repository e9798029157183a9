import { QueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { createStore } from "./lib/atoms.ts";
import { createContext, useContext } from "react";
import { ApiClient } from "./api/client.ts";
import { isApiError } from "./api/errors.ts";
import { bindSession, selectedOrganizationIdAtom, syncAuthStatus, type Store } from "./auth/state.ts";
import type { PageConfig } from "./config.ts";
import { storeFatalError } from "./errors/fatal.ts";
import type { Tenant } from "./tenant.ts";

/** Everything the app shares: built once at start, handed down by context. */
export interface AppServices {
  config: PageConfig;
  tenant: Tenant;
  client: ApiClient;
  store: Store;
  queryClient: QueryClient;
  i18n: I18n;
  crossOrigin: boolean;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) do not get better by asking again.
        retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

export function createServices(input: {
  config: PageConfig;
  tenant: Tenant;
  i18n: I18n;
  crossOrigin: boolean;
  fetch?: typeof fetch;
  store?: Store;
  queryClient?: QueryClient;
}): AppServices {
  const store = input.store ?? createStore();
  const queryClient = input.queryClient ?? createQueryClient();
  syncAuthStatus(store);
  bindSession(store, queryClient);
  const client = new ApiClient({
    baseUrl: input.config.apiBaseUrl,
    fetch: input.fetch,
    crossOrigin: input.crossOrigin,
    context: () => ({
      centerId: input.tenant.centerId,
      appContext: input.tenant.appContext,
      organizationId: store.get(selectedOrganizationIdAtom),
      locale: input.i18n.language,
    }),
    onCredentialsChange: () => syncAuthStatus(store),
    // Section 8: an unexpected token in a response is reported.
    report: storeFatalError,
  });
  return { ...input, store, queryClient, client };
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices outside the app's providers");
  return services;
}
