import { Link, useLocation } from "react-router";
import type { LinkProps } from "@ui/lib/link.ts";
import { localeOfPath, localizePath } from "../i18n/locale.ts";
import { routePreloader } from "../routes/preload.ts";

/** Is this an in-app path (not a hash, mail link or another site)? */
function isAppPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

/** The router's link for ui components: in-app paths keep the current locale prefix. */
export function RouterLink({ href, children, onMouseEnter, onFocus, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  if (!isAppPath(href))
    return (
      <a href={href} onMouseEnter={onMouseEnter} onFocus={onFocus} {...rest}>
        {children}
      </a>
    );
  const locale = localeOfPath(pathname);
  return (
    <Link
      to={locale ? localizePath(href, locale) : href}
      onMouseEnter={(event) => {
        routePreloader().preload(href.split(/[?#]/)[0]!);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        routePreloader().preload(href.split(/[?#]/)[0]!);
        onFocus?.(event);
      }}
      {...rest}
    >
      {children}
    </Link>
  );
}
