import { useHref, useLinkClickHandler, useLocation } from "react-router";
import type { LinkProps } from "@ui/lib/link.ts";
import { localeOfPath, localizePath } from "../i18n/locale.ts";
import { preloadRoute } from "../routes/preload.ts";

/** Is this an in-app path (not a hash, mail link or another site)? */
function isAppPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/**
 * The router's link for ui components: in-app paths keep the current locale prefix, are followed
 * by the router, and their page's code starts loading on hover or focus. Built from react-router's
 * `useHref` and `useLinkClickHandler` rather than its `<Link>`, whose prefetching and route
 * discovery serve its framework mode only and would weigh on every first load.
 */
export function RouterLink({ href, children, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  if (!isAppPath(href))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  const locale = localeOfPath(pathname);
  return (
    <AppLink to={locale ? localizePath(href, locale) : href} path={href.split(/[?#]/)[0]!} {...rest}>
      {children}
    </AppLink>
  );
}

function AppLink({
  to,
  path,
  onClick,
  onMouseEnter,
  onFocus,
  target,
  children,
  ...rest
}: Omit<LinkProps, "href"> & { to: string; path: string }) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { target });
  return (
    <a
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
      onMouseEnter={(event) => {
        preloadRoute(path);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(path);
        onFocus?.(event);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
