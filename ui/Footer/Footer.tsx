import { Mail, MapPin, Phone } from "lucide-react";
import type { ButtonHTMLAttributes, CSSProperties, ReactNode } from "react";
import { FOOTER_DARK_BLUE, WHITE, type FooterVariant } from "@tokens/roles.ts";
import { cn } from "../lib/cn.ts";
import { PlainLink, type LinkComponent } from "../lib/link.ts";

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export interface FooterContact {
  title: string;
  /** Postal address, one line each. */
  address?: string[];
  phone?: string;
  email?: string;
  /** Accessible prefixes for the icons, e.g. { address: 'Adres', phone: 'Telefoon', email: 'E-mail' }. */
  labels?: { address?: string; phone?: string; email?: string };
}

export interface FooterProps {
  /**
   * 'primary': the tenant's primary 500; 'dark-blue': the municipality's fixed dark blue. Omitted,
   * the footer follows the theme on <html> (data-footer), which is what the app does.
   */
  variant?: FooterVariant;
  columns?: FooterColumn[];
  contact?: FooterContact;
  /** The bottom line's text, e.g. '© 2026 Demo Vrijwilligerscentrale'. */
  bottomText?: ReactNode;
  /** Links in the bottom line: privacy, cookies, accessibility statement. */
  bottomLinks?: FooterLink[];
  /** Accessible name of the bottom line's links, e.g. 'Juridisch'. */
  bottomLinksLabel?: string;
  /** Anything else above the bottom line (a logo, a newsletter form). */
  children?: ReactNode;
  linkComponent?: LinkComponent;
  className?: string;
}

/** The municipality's dark blue, forced when asked for explicitly (the theme sets it for its tenant). */
const darkBlueVariables = { "--vl-footer": FOOTER_DARK_BLUE, "--vl-on-footer": WHITE } as CSSProperties;

const linkClass = cn(
  "inline-flex min-h-11 items-center text-on-footer underline decoration-1 underline-offset-4",
  "hover:decoration-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-on-footer",
);

/**
 * An action among the footer's links (e.g. "Cookie-instellingen", which opens a panel): a button
 * that looks like the links and lines up with them (no padding of its own, the same 44 px target).
 */
export function FooterButton({ className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      data-slot="footer-button"
      type={type}
      className={cn(linkClass, "cursor-pointer bg-transparent p-0 text-base", className)}
      {...props}
    />
  );
}

/**
 * The page footer on the footer colour of the tenant (bg-footer / text-on-footer, contrast
 * checked in the tokens): columns of links, contact details and a bottom line.
 */
export function Footer({
  variant,
  columns = [],
  contact,
  bottomText,
  bottomLinks = [],
  bottomLinksLabel,
  children,
  linkComponent: Link = PlainLink,
  className,
}: FooterProps) {
  return (
    <footer
      data-slot="footer"
      data-variant={variant ?? "theme"}
      style={variant === "dark-blue" ? darkBlueVariables : undefined}
      className={cn("bg-footer text-on-footer", className)}
    >
      <div className="@container mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {columns.length > 0 || contact ? (
          <div className="grid gap-8 @md:grid-cols-2 @3xl:grid-cols-4">
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="mb-2 text-base font-bold">{column.title}</h2>
                <ul className="m-0 list-none p-0">
                  {column.links.map((link) => (
                    <li key={link.href + link.label}>
                      <Link href={link.href} className={linkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {contact ? (
              <div>
                <h2 className="mb-2 text-base font-bold">{contact.title}</h2>
                <address className="grid gap-1 not-italic [&_svg]:size-4 [&_svg]:shrink-0">
                  {contact.address && contact.address.length > 0 ? (
                    <p className="m-0 flex gap-2 py-2.5">
                      <MapPin aria-hidden className="mt-1" />
                      <span>
                        {contact.labels?.address ? <span className="sr-only">{contact.labels.address}: </span> : null}
                        {contact.address.map((line, i) => (
                          <span key={i} className="block">
                            {line}
                          </span>
                        ))}
                      </span>
                    </p>
                  ) : null}
                  {contact.phone ? (
                    <p className="m-0 flex items-center gap-2">
                      <Phone aria-hidden />
                      <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`} className={linkClass}>
                        {contact.labels?.phone ? <span className="sr-only">{contact.labels.phone}: </span> : null}
                        {contact.phone}
                      </a>
                    </p>
                  ) : null}
                  {contact.email ? (
                    <p className="m-0 flex items-center gap-2">
                      <Mail aria-hidden />
                      <a href={`mailto:${contact.email}`} className={cn(linkClass, "break-all")}>
                        {contact.labels?.email ? <span className="sr-only">{contact.labels.email}: </span> : null}
                        {contact.email}
                      </a>
                    </p>
                  ) : null}
                </address>
              </div>
            ) : null}
          </div>
        ) : null}
        {children ? <div className="mt-8">{children}</div> : null}
        {bottomText || bottomLinks.length > 0 ? (
          <div
            data-slot="footer-bottom"
            className={cn(
              "flex flex-col gap-2 text-sm @2xl:flex-row @2xl:items-center @2xl:justify-between",
              (columns.length > 0 || contact || children) && "mt-8 border-t border-current/30 pt-4",
            )}
          >
            {bottomText ? <p className="m-0">{bottomText}</p> : null}
            {bottomLinks.length > 0 ? (
              <nav aria-label={bottomLinksLabel}>
                <ul className="m-0 flex list-none flex-wrap gap-x-6 p-0">
                  {bottomLinks.map((link) => (
                    <li key={link.href + link.label}>
                      <Link href={link.href} className={linkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
