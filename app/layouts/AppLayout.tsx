import { useAtomValue } from "../lib/atoms.ts";
import { Suspense, type ReactNode } from "react";
import { useLocation } from "react-router";
import { MAIN_CONTENT_ID } from "@ui/constants.ts";
import { belowTheFold } from "@ui/lib/belowTheFold.tsx";
import { cn } from "@ui/lib/cn.ts";
import { useAuthStatus, useCurrentUser } from "../auth/hooks.ts";
import { useCurrentCenter, useFavicon } from "../centerProfile.ts";
import { localizePath, stripLocale } from "../i18n/locale.ts";
import type { LayoutName } from "../routes/types.ts";
import { lazyComponent, LazyWhen } from "./lazyComponent.tsx";
import { panelAtom } from "./panels.ts";

/** The bar of "sign in as a user": its code (and the users texts) arrive only while staff act as someone. */
const impersonation = lazyComponent(() => import("./Impersonation.tsx").then((m) => m.Impersonation));
function ImpersonationSlot() {
  const signedIn = useAuthStatus() === "SIGNED_IN";
  const user = useCurrentUser();
  return <LazyWhen component={impersonation} when={signedIn && !!user.data?.impersonatedBy} props={{}} />;
}
/** The activity side panel: its code arrives when it is first opened. */
const panels = lazyComponent(() => import("./Panels.tsx").then((m) => m.Panels));
/** The sidebar (and its theme switcher) of the sidebar and collapse layouts; the router fetches it with those pages. */
export const sideNav = lazyComponent(() => import("./SideNav.tsx").then((m) => m.SideNav));
export const SIDE_NAV_LAYOUTS: readonly LayoutName[] = ["sidebar", "collapse"];

/** Renders the panels from the moment one is opened for the first time, so that they can slide in and out. */
function LazyPanels() {
  const { name } = useAtomValue(panelAtom);
  return <LazyWhen component={panels} when={name !== "" && name !== "consent"} props={{}} />;
}

function SideNav(props: { section?: string }) {
  return (
    <Suspense fallback={null}>
      <sideNav.Component {...props} />
    </Suspense>
  );
}

/**
 * The site header (./SiteHeader.tsx: menu, toolbar, sign-in link). A first view keeps the server's
 * header, links and all, until the visitor does something on the page (a tap, a key, pointing at it)
 * or the page has settled and the browser is idle: its code is no part of that first load. Buttons
 * clicked before are clicked again once it is taken over (app/prerender/takeover.ts). A page the
 * app draws itself fetches it at once, with the page. `contents`: the header inside stays sticky.
 */
const siteHeader = belowTheFold("header", () => import("./SiteHeader.tsx").then((m) => m.SiteHeader), {
  className: "contents",
  idle: true,
  eager: true,
  onView: false,
});

function SiteHeader() {
  // The center's favicon from its settings: at once, not with the header's code.
  const center = useCurrentCenter();
  useFavicon(center.data?.profile?.faviconUrl);
  return <siteHeader.Component />;
}

/**
 * The footer from the center's settings (./SiteFooter.tsx). A first view (the vacancy bank) keeps
 * the server's footer until the visitor gets to it or does something (see belowTheFold), so its
 * code is no part of that first load; a page the app draws itself fetches it at once, with the page.
 */
const siteFooter = belowTheFold("footer", () => import("./SiteFooter.tsx").then((m) => m.SiteFooter), {
  idle: true,
  eager: true,
});

function Main({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn("flex-1 outline-none", className)}>
      {children}
    </main>
  );
}

/** The layouts of section 2, built from ui pieces. `white` gives the page a white background. */
export function AppLayout({ layout, white, children }: { layout: LayoutName; white?: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const section = stripLocale(pathname).split("/")[1] ?? "";
  const shell = (header: ReactNode, body: ReactNode) => (
    <div
      data-layout={layout}
      className={cn(
        "flex min-h-dvh flex-col",
        white ? "bg-white text-black dark:bg-background dark:text-fg" : "bg-background text-fg",
      )}
    >
      <ImpersonationSlot />
      {header}
      {body}
      <siteFooter.Component />
      <LazyPanels />
    </div>
  );
  switch (layout) {
    case "empty":
      return (
        <div data-layout="empty" className="flex min-h-dvh flex-col bg-background text-fg">
          <ImpersonationSlot />
          <Main>{children}</Main>
          <LazyPanels />
        </div>
      );
    case "sidebar":
      return shell(
        <SiteHeader />,
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
          <SideNav />
          <Main className="px-4 py-8 sm:px-6">{children}</Main>
        </div>,
      );
    case "collapse":
      return shell(
        <SiteHeader />,
        <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col md:flex-row">
          <SideNav section={section} />
          <Main className="px-4 py-8 sm:px-6">{children}</Main>
        </div>,
      );
    case "wide":
      return shell(<SiteHeader />, <Main>{children}</Main>);
    case "public":
      return shell(<SiteHeader />, <Main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">{children}</Main>);
    case "topnav":
      return shell(<SiteHeader />, <Main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">{children}</Main>);
    case "default":
    default:
      return shell(<SiteHeader />, <Main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">{children}</Main>);
  }
}

export { localizePath };
