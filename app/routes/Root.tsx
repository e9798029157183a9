import { useAtom, useAtomValue } from "../lib/atoms.ts";
import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { belowTheFold } from "@ui/lib/belowTheFold.tsx";
import { PageTransition } from "@ui/PageTransition/PageTransition.tsx";
import { useAuthStatus, useCurrentUser, useOrganizations } from "../auth/hooks.ts";
import { organizationsFailedAtom, selectedOrganizationIdAtom } from "../auth/state.ts";
import type { RouteProblem } from "../errors/RouteErrorScreen.tsx";
import { screenErrorAtom } from "../errors/state.ts";
import { localeOfPath, stripLocale } from "../i18n/locale.ts";
import { AppLayout } from "../layouts/AppLayout.tsx";
import { lazyComponent, LazyWhen } from "../layouts/lazyComponent.tsx";
import { useColorScheme } from "../layouts/useColorScheme.ts";
import { FirstViewSettled } from "../prerender/takeover.ts";
import { useServices } from "../services.tsx";
import { useCenterStylesheet, useSiteTheme, useTenantTheme } from "../theme.ts";
import { gelderseHandenRedirect } from "../tenant.ts";
import { guardRedirect, LOGIN_PATH } from "./guard.ts";
import { useNavigationPending } from "./matches.ts";
import { useCurrentRoute, useIsNotFound } from "./useCurrentRoute.ts";

/** Section 2: the page title is the route title, a hyphen, then the app name (the center's name). */
export function pageTitle(routeTitle: string, appName: string): string {
  return `${routeTitle} - ${appName}`;
}

/** The error screens, fetched when a page first needs one (a failed fetch reaches the fatal screen). */
const routeErrorScreen = lazyComponent(() => import("../errors/RouteErrorScreen.tsx").then((m) => m.RouteErrorScreen));

/**
 * The loading bar of navigations: a first page load has none, so its code is fetched with the
 * first navigation (without it, should that fail, navigations just show no bar).
 */
const loadingIndicator = lazyComponent(() =>
  import("@ui/LoadingIndicator/LoadingIndicator.tsx").then(
    (m) => m.LoadingIndicator,
    () => () => null,
  ),
);

function NavigationIndicator({ loading, label }: { loading: boolean; label: string }) {
  return <LazyWhen component={loadingIndicator} when={loading} props={{ loading, label }} />;
}

/**
 * Cookie consent (../consent/ConsentManager.tsx: the banner, the cookie, the analytics tag). A first
 * view keeps the server's banner until the visitor does something on the page or the page is idle:
 * its code is no part of that first load, and a choice clicked before is made again once the banner
 * is taken over (app/prerender/takeover.ts). A page the app draws itself fetches it with the page.
 */
const consentManager = belowTheFold(
  "consent",
  () => import("../consent/ConsentManager.tsx").then((m) => m.ConsentManager),
  { className: "contents", idle: true, eager: true, onView: false },
);

/** The floating feedback button (../feedback/FeedbackButton.tsx), taken over as the consent banner is. */
const feedbackButton = belowTheFold(
  "feedback",
  () => import("../feedback/FeedbackButton.tsx").then((m) => m.FeedbackButton),
  { className: "contents", idle: true, eager: true, onView: false },
);

/** Signs out and goes to login when the current user cannot be fetched (section 4). */
function SessionWatcher() {
  const navigate = useNavigate();
  const onFailure = useCallback(() => void navigate(LOGIN_PATH, { replace: true }), [navigate]);
  useCurrentUser(onFailure);
  useOrganizations();
  return null;
}

/** The root of every page: theme, guard, layout, transition, title, error screen, consent. */
export function Root() {
  const { tenant, i18n } = useServices();
  const { t } = useTranslation(["routes", "errors"]);
  const location = useLocation();
  const navigating = useNavigationPending();
  const route = useCurrentRoute();
  const notFound = useIsNotFound();
  const status = useAuthStatus();
  const currentUser = useCurrentUser();
  const [scheme] = useColorScheme();
  const [screenError, setScreenError] = useAtom(screenErrorAtom);
  const organizationId = useAtomValue(selectedOrganizationIdAtom);
  // A page starts over when the user switches organizations, not when the first one arrives after
  // a full load: what was begun meanwhile (an open dialog, typed text) stays. (React's "adjust
  // state on prop change": applied before anything is drawn with the new id.)
  const [firstOrganizationId, setFirstOrganizationId] = useState(organizationId);
  if (firstOrganizationId === null && organizationId) setFirstOrganizationId(organizationId);
  const pageKey = organizationId === (firstOrganizationId ?? organizationId) ? "" : String(organizationId);
  const organizationsFailed = useAtomValue(organizationsFailedAtom);
  const theme = useSiteTheme();
  useTenantTheme(theme, scheme);
  useCenterStylesheet(theme);

  // Section 2 and 4: the error screen clears itself on every navigation.
  useEffect(() => setScreenError(null), [location.pathname, setScreenError]);

  // The locale prefix of the path wins (/en/...); tenants without i18n are Dutch only.
  const pathLocale = localeOfPath(location.pathname);
  useEffect(() => {
    if (pathLocale && tenant.features.i18n && i18n.language !== pathLocale) void i18n.changeLanguage(pathLocale);
  }, [pathLocale, i18n, tenant.features.i18n]);

  const bare = stripLocale(location.pathname);
  const hidden = route?.feature !== undefined && !tenant.features[route.feature];
  const showNotFound = notFound || hidden || !route;
  const title = showNotFound ? t("errors:notFound.title") : route ? t(`routes:${route.id}`) : "";
  useEffect(() => {
    document.title = pageTitle(title, theme.name);
  }, [title, theme.name, i18n.language]);

  const gelderse = gelderseHandenRedirect(typeof window === "undefined" ? "" : window.location.host, location.pathname);
  const redirect = useMemo(
    () => (route && !showNotFound ? guardRedirect(route, status, location) : undefined),
    [route, showNotFound, status, location],
  );
  if (gelderse) return <Navigate to={gelderse} replace />;
  if (pathLocale && !tenant.features.i18n) return <Navigate to={`${bare}${location.search}`} replace />;
  if (redirect) return <Navigate to={redirect} replace />;

  const layout = showNotFound ? "public" : route!.layout;
  // Superadmins work across centers without an organization of their own.
  const superadmin = (currentUser.data?.roles ?? []).some((r) => r.name === "superadmin");
  const noOrganization =
    !showNotFound && route?.backOffice && status === "SIGNED_IN" && organizationsFailed && !superadmin;

  // Without an organization a back-office page is 'Geen organisatie gevonden', also when the page
  // itself already answered 403 (a page's own check may run first).
  const problem: RouteProblem | null = noOrganization
    ? { kind: "no-organization" }
    : screenError
      ? { kind: "error", error: screenError }
      : showNotFound
        ? { kind: "not-found", path: location.pathname }
        : null;
  const content = problem ? <routeErrorScreen.Component problem={problem} /> : <Outlet />;

  return (
    <>
      {/* First in the focus order while it shows (it covers the bottom of the screen). */}
      <consentManager.Component />
      <NavigationIndicator loading={navigating} label={t("common:loadingPage")} />
      {status === "SIGNED_IN" ? <SessionWatcher /> : null}
      <AppLayout layout={layout} white={route?.white && !showNotFound}>
        <PageTransition transitionKey={`${location.pathname}#${pageKey}`} name={layout}>
          {/* data-path: the address this page shows (the e2e sweeps wait on it after an in-app navigation). */}
          <div key={pageKey} data-route={showNotFound ? "not-found" : route?.id} data-path={location.pathname}>
            {/* The first page's code, or a page's messages, still on the way: the header shows and the
                footer waits below the fold, so that nothing jumps when the page arrives. */}
            <Suspense fallback={<div className="min-h-dvh" />}>
              {content}
              <FirstViewSettled />
            </Suspense>
          </div>
        </PageTransition>
      </AppLayout>
      {layout === "empty" ? null : <feedbackButton.Component />}
    </>
  );
}
