import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RoleName } from "@contract/enums.ts";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Spinner } from "@ui/Spinner/Spinner.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";

export interface ProfileUser {
  fullName: string;
  email: string;
  phone?: string | null;
  roles?: { name: RoleName | string }[];
}

export interface ProfileScreenProps {
  state: "loading" | "failed" | "ready";
  user?: ProfileUser;
  editHref?: string;
  /** The pages of one's own beside the profile (answers to forms, saved searches, mail, settings). */
  moreLinks?: { key: "replies" | "savedSearches" | "periodicMail" | "settings"; href: string }[];
  linkComponent?: LinkComponent;
}

const MORE_LINKS: NonNullable<ProfileScreenProps["moreLinks"]> = [
  { key: "replies", href: "/profile-replies" },
  { key: "savedSearches", href: "/profile-edit/zoekopdrachten" },
  { key: "periodicMail", href: "/profile-edit/periodieke-mail" },
  { key: "settings", href: "/profile-edit/settings" },
];

/** Own profile (/profiel): who you are here and what you may do. */
export function ProfileScreen({
  state,
  user,
  editHref = "/profile-edit",
  moreLinks = MORE_LINKS,
  linkComponent: Link = PlainLink,
}: ProfileScreenProps) {
  const { t } = useTranslation("profile");
  const roles = [...new Set((user?.roles ?? []).map((r) => r.name))];
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 py-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{t("view.title")}</h1>
        {state === "ready" ? (
          <Button asChild variant="outline" icon={<Pencil />}>
            <Link href={editHref}>{t("view.edit")}</Link>
          </Button>
        ) : null}
      </div>
      {state === "loading" ? (
        <p role="status" className="flex items-center gap-3">
          <Spinner />
          {t("view.loading")}
        </p>
      ) : state === "failed" || !user ? (
        <Notice>{t("view.failed")}</Notice>
      ) : (
        <>
          <section aria-labelledby="profile-details" className="rounded-lg border border-border bg-surface p-4">
            <h2 id="profile-details" className="mb-3 text-lg font-semibold">
              {t("view.details")}
            </h2>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-fg-muted">{t("fields.name")}</dt>
              <dd className="m-0">{user.fullName}</dd>
              <dt className="font-medium text-fg-muted">{t("fields.email")}</dt>
              <dd className="m-0 break-all">{user.email}</dd>
              <dt className="font-medium text-fg-muted">{t("fields.phone")}</dt>
              <dd className="m-0">{user.phone || t("view.noPhone")}</dd>
            </dl>
          </section>
          {roles.length > 0 ? (
            <section aria-labelledby="profile-roles" className="rounded-lg border border-border bg-surface p-4">
              <h2 id="profile-roles" className="mb-3 text-lg font-semibold">
                {t("view.rolesTitle")}
              </h2>
              <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
                {roles.map((role) => (
                  <li key={role}>
                    <Badge>{t(`roles.${role}`, { defaultValue: role })}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {moreLinks.length > 0 ? (
            <nav aria-labelledby="profile-more" className="rounded-lg border border-border bg-surface p-4">
              <h2 id="profile-more" className="mb-3 text-lg font-semibold">
                {t("view.moreTitle")}
              </h2>
              <ul className="m-0 flex list-none flex-col gap-1 p-0">
                {moreLinks.map((l) => (
                  <li key={l.key}>
                    <Link
                      href={l.href}
                      className="inline-flex min-h-11 items-center text-link underline underline-offset-4 hover:decoration-2"
                    >
                      {t(`view.more.${l.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
