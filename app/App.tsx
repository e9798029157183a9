import { QueryClientProvider, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { Provider as StoreProvider } from "./lib/atoms.ts";
import { Component, startTransition, StrictMode, Suspense, useLayoutEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { I18nextProvider, useTranslation } from "react-i18next";
import { FIRST_VIEW_DATA_ID } from "@contract/resources.ts";
import { loadEagerParts, whenIdle } from "@ui/lib/belowTheFold.tsx";
import { loadMerge } from "@ui/lib/cn.ts";
import { ToastProvider, useToastQueue } from "@ui/Toast/queue.tsx";
import { seedCurrentCenter } from "./centerProfile.ts";
import type { PageConfig } from "./config.ts";
import { reloadForStaleChunk } from "./errors/staleChunks.ts";
import { createI18n, startNamespaces } from "./i18n/i18n.ts";
import { setFirstViewKnowsCenter } from "./layouts/hydrated.ts";
import { lazyComponent, LazyWhen } from "./layouts/lazyComponent.tsx";
import type { Locale } from "./i18n/locale.ts";
import { watchFirstView } from "./prerender/takeover.ts";
import { setNamespaceLoader } from "./routes/preload.ts";
import { appRoutes, AppRouter, browserHistory, loadFirstPage, type AppHistory } from "./routes/router.tsx";
import { createServices, ServicesContext, type AppServices } from "./services.tsx";
import { rememberTenant, type Tenant } from "./tenant.ts";

/**
 * The fatal screen's code, fetched when an error reaches it (no first load carries it). Should
 * that fail as well (the network is gone), a plain page with a reload button stands in.
 */
const fatalView = lazyComponent<{ error: unknown }>(() =>
  import("./errors/FatalBoundary.tsx").then(
    (m) => m.FatalView,
    () => PlainFatalView,
  ),
);

function PlainFatalView() {
  const { t } = useTranslation("errors");
  return (
    <main className="flex min-h-dvh flex-col items-start gap-4 p-8">
      <h1 className="text-2xl font-bold">{t("fatal.heading")}</h1>
      <button type="button" className="underline" onClick={() => window.location.reload()}>
        {t("fatal.reload")}
      </button>
    </main>
  );
}

/** Last line of defence around everything: the fatal screen (section 8); a stale chunk after a deploy reloads once instead. */
class FatalErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (reloadForStaleChunk(error)) return null;
    return (
      <Suspense fallback={null}>
        <fatalView.Component error={error} />
      </Suspense>
    );
  }
}

/** The toasts' look and Radix part: fetched when the first toast is pushed, not with every page. */
const toaster = lazyComponent(() => import("@ui/Toast/Toast.tsx").then((m) => m.Toaster));

function LazyToaster({ label }: { label: string }) {
  const { visible } = useToastQueue();
  return <LazyWhen component={toaster} when={visible.length > 0} props={{ label }} />;
}

function Toasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <ToastProvider label={t("toast.label")}>
      {children}
      <LazyToaster label={t("toast.region")} />
    </ToastProvider>
  );
}

/** The providers every page has: services, i18n, the atoms' store, TanStack Query, toasts, the router. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <ServicesContext value={services}>
      <I18nextProvider i18n={services.i18n}>
        <StoreProvider store={services.store}>
          <QueryClientProvider client={services.queryClient}>
            <FatalErrorBoundary>
              {/* A component whose messages are still loading waits here (Root has one per page). */}
              <Suspense fallback={null}>
                <Toasts>{children}</Toasts>
              </Suspense>
            </FatalErrorBoundary>
          </QueryClientProvider>
        </StoreProvider>
      </I18nextProvider>
    </ServicesContext>
  );
}

export function App({ services, history }: { services: AppServices; history: AppHistory }) {
  return (
    <AppProviders services={services}>
      <AppRouter history={history} routes={appRoutes()} />
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

/** Runs once the app's first render is on screen (over the first view, see startApp). */
function AfterFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

const nothing = () => {};

/**
 * The element the app renders into #root. The build's first views (prerender/firstView.tsx)
 * render this same element, so that the browser's render finds the same tree (and useId the
 * same ids) and takes the server's markup over instead of drawing the page again.
 */
export function appElement(services: AppServices, history: AppHistory, onFirstCommit: () => void = nothing) {
  return (
    <StrictMode>
      <App services={services} history={history} />
      <AfterFirstCommit run={onFirstCommit} />
    </StrictMode>
  );
}

export interface StartOptions {
  config: PageConfig;
  tenant: Tenant | undefined;
  locale: Locale;
  crossOrigin: boolean;
  /** The feature namespaces of the first page, loaded before the first render. */
  namespaces: readonly string[];
  /** The route the visit starts on, as far as main.tsx could tell. */
  routeId?: string;
}

/**
 * The data a first view rendered by the server with the center's content was drawn from (a JSON
 * data block, server/web/pageRenderer.ts): the app's first render starts from it, so it draws
 * the same page instead of its loading state.
 */
function takeFirstViewData(queryClient: QueryClient): void {
  const text = document.getElementById(FIRST_VIEW_DATA_ID)?.textContent;
  if (!text) return;
  try {
    for (const [key, data] of JSON.parse(text) as [QueryKey, unknown][]) queryClient.setQueryData(key, data);
    // Drawn with the center's menus and settings: the takeover draws the header and footer with them too.
    setFirstViewKnowsCenter(true);
  } catch (error) {
    console.error("[first view] the page's data could not be read", error);
  }
}

/** Start (main.tsx): page config -> tenant -> locale -> i18n -> services -> router. */
export async function startApp(options: StartOptions): Promise<void> {
  const { config, tenant, locale, crossOrigin, namespaces, routeId } = options;
  const container = document.getElementById("root")!;
  const firstView = Boolean(routeId) && container.dataset.firstView === routeId;
  // The code of the parts a page the app draws itself has in its first render (the header, the
  // footer, see belowTheFold's `eager`): on its way together with the messages.
  const eagerParts = firstView || !tenant ? undefined : loadEagerParts().catch(() => {});
  const i18n = await createI18n({ locale, namespaces: startNamespaces(namespaces) });
  setNamespaceLoader((ns) => i18n.loadNamespaces(ns));
  if (!tenant) {
    console.error("No tenant found");
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <NoTenant />
      </I18nextProvider>,
    );
    return;
  }
  rememberTenant(config, tenant, crossOrigin);
  // The class merge of `cn` is no part of the first load (ui/lib/cn.ts): it comes when the page has
  // settled, so that the next page does not wait for it.
  void whenIdle()
    .then(loadMerge)
    .catch(() => {});
  const services = createServices({ config, tenant, i18n, crossOrigin });
  seedCurrentCenter(services.queryClient, tenant.centerId);
  const history = browserHistory();
  // The server sent the page's first view (server/web/firstView.ts): the app takes that markup
  // over (hydration) instead of drawing the page again, once the page's code is there (it is on
  // its way already). Should the markup differ after all, React draws the page anew in its place.
  if (routeId && firstView) {
    const watch = watchFirstView(container);
    takeFirstViewData(services.queryClient);
    await loadFirstPage(routeId).catch(() => {});
    // As a transition, in slices that leave the main thread free in between (no long task).
    startTransition(() => {
      hydrateRoot(container, appElement(services, history, watch.restoreScroll), {
        onRecoverableError: (error) => console.warn("[first view] the page was drawn anew:", error),
      });
    });
    return;
  }
  // The header's and footer's code (see belowTheFold's `eager`) before the first render the app draws itself.
  await eagerParts;
  // As a transition the first render is done in slices that leave the main thread free in between
  // (no long task while the shell and the first page render).
  const root = createRoot(container);
  startTransition(() => root.render(appElement(services, history)));
}
