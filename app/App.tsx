import { QueryClientProvider } from "@tanstack/react-query";
import { Provider as JotaiProvider } from "jotai";
import { Component, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { RouterProvider } from "react-router/dom";
import type { createBrowserRouter } from "react-router";
import { ToastProvider, Toaster } from "@ui/Toast/Toast.tsx";
import { FatalView } from "./errors/FatalBoundary.tsx";
import { ServicesContext, type AppServices } from "./services.tsx";

/** Last line of defence around everything: the fatal screen (section 8). */
class FatalErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <FatalView error={this.state.error} /> : this.props.children;
  }
}

function Toasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <ToastProvider label={t("toast.label")}>
      {children}
      <Toaster label={t("toast.region")} />
    </ToastProvider>
  );
}

/** The providers every page has: services, i18n, jotai, TanStack Query, toasts, the router. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext value={services}>
      <I18nextProvider i18n={services.i18n}>
        <JotaiProvider store={services.store}>
          <QueryClientProvider client={services.queryClient}>
            <FatalErrorBoundary>
              <Toasts>{children}</Toasts>
            </FatalErrorBoundary>
          </QueryClientProvider>
        </JotaiProvider>
      </I18nextProvider>
    </ServicesContext>
  );
}

export function App({ services, router }: { services: AppServices; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** 'No tenant found' (section 8): the host has no center and there is no default. */
export function NoTenant() {
  const { t } = useTranslation("errors");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold">{t("noTenant.title")}</h1>
      <p>{t("noTenant.message")}</p>
    </main>
  );
}
