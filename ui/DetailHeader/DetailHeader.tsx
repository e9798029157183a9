import { ArrowLeft, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar } from "../Avatar/Avatar.tsx";
import { Button } from "../Button/Button.tsx";
import { cn } from "../lib/cn.ts";
import { PlainLink, type LinkComponent } from "../lib/link.ts";

export interface BackLinkProps {
  href: string;
  label: string;
  linkComponent?: LinkComponent;
}

/** "← Terug naar ...": the way back to the list a detail page was opened from. */
export function BackLink({ href, label, linkComponent: Link = PlainLink }: BackLinkProps) {
  return (
    <Link
      href={href}
      data-slot="back-link"
      className="inline-flex items-center gap-1 self-start text-link underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </Link>
  );
}

export interface DetailHeaderProps {
  /** The page's heading (its h1): the organization's or the person's name. */
  title: string;
  /** A line under the title: a type, a status badge, an e-mail address. */
  meta?: ReactNode;
  /** A logo or portrait beside the title; the initials of `name` while there is none. Decorative: the title names it. */
  avatar?: { name: string; src?: string | null };
  /** The way back to the list. */
  back?: { href: string; label: string };
  /** The page that edits this one (when the viewer may): the first action, a link with a pencil. */
  edit?: { href: string; label: string };
  /** The other actions the viewer may take on this page (buttons, links styled as buttons). */
  actions?: ReactNode;
  /** The accessible name of the actions' group, e.g. "Acties". */
  actionsLabel?: string;
  linkComponent?: LinkComponent;
  className?: string;
}

/**
 * The top of a detail page (an organization's, a person's): the way back, the name as the page's
 * heading with an avatar and a line of facts, and the page's actions beside it (under it on a phone).
 * Text, data and the action buttons arrive as props.
 */
export function DetailHeader({
  title,
  meta,
  avatar,
  back,
  edit,
  actions,
  actionsLabel,
  linkComponent,
  className,
}: DetailHeaderProps) {
  const Link = linkComponent ?? PlainLink;
  return (
    <div data-slot="detail-header" className={cn("flex flex-col gap-6", className)}>
      {back ? <BackLink href={back.href} label={back.label} linkComponent={linkComponent} /> : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-4">
          {avatar ? <Avatar name={avatar.name} src={avatar.src ?? undefined} size="lg" decorative /> : null}
          <div className="flex min-w-0 flex-col gap-2">
            <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
            {meta ? <div className="flex flex-wrap items-center gap-2 text-fg-muted">{meta}</div> : null}
          </div>
        </div>
        {edit || actions ? (
          <div className="flex flex-wrap gap-2" role="group" aria-label={actionsLabel}>
            {edit ? (
              <Button asChild variant="outline">
                <Link href={edit.href}>
                  <Pencil aria-hidden />
                  {edit.label}
                </Link>
              </Button>
            ) : null}
            {actions}
          </div>
        ) : null}
      </div>
    </div>
  );
}
