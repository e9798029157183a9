import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@ui/Avatar/Avatar.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";

export interface ContactPerson {
  name: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  photoUrl: string | null;
}

export const SUPPORT_ROLES = ["volunteer", "organization", "center"] as const;
export type SupportRole = (typeof SUPPORT_ROLES)[number];

export interface SupportScreenProps {
  centerName: string;
  contact: ContactPerson;
  /** The center's general address and phone, when no contact person is set. */
  centerEmail?: string | null;
  centerPhone?: string | null;
  /** The guides shown first: the user's own role's. */
  roles: readonly SupportRole[];
  /** An extra feedback action; the page's own feedback button (on every page) is what the text points at. */
  feedback?: ReactNode;
  linkComponent?: LinkComponent;
}

/** /support: how staff get help: the center's contact person, a short guide per role, the feedback widget. */
export function SupportScreen(props: SupportScreenProps) {
  const { t } = useTranslation("support");
  const Link = props.linkComponent ?? PlainLink;
  const { contact } = props;
  const email = contact.email ?? props.centerEmail ?? null;
  const phone = contact.phone ?? props.centerPhone ?? null;
  const order = [...props.roles, ...SUPPORT_ROLES.filter((r) => !props.roles.includes(r))];
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-3xl font-bold">{t("support.title")}</h1>
        <p className="m-0 max-w-prose text-lg text-fg-muted">{t("support.intro", { center: props.centerName })}</p>
      </div>

      <section className="flex flex-col gap-3">
        <h2 className="m-0 text-xl font-semibold">{t("support.contactTitle")}</h2>
        <div className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 straight:rounded-none sm:flex-row sm:items-center">
          <Avatar name={contact.name ?? props.centerName} src={contact.photoUrl ?? undefined} size="lg" />
          <div className="flex flex-col gap-1">
            <p className="m-0 text-lg font-semibold">{contact.name ?? props.centerName}</p>
            {contact.role ? <p className="m-0 text-fg-muted">{contact.role}</p> : null}
            <div className="flex flex-wrap gap-x-5 gap-y-1">
              {email ? (
                <a
                  href={`mailto:${email}`}
                  className="inline-flex min-h-11 items-center gap-2 text-link underline underline-offset-4"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {email}
                </a>
              ) : null}
              {phone ? (
                <a
                  href={`tel:${phone.replace(/[^\d+]/g, "")}`}
                  className="inline-flex min-h-11 items-center gap-2 text-link underline underline-offset-4"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {phone}
                </a>
              ) : null}
            </div>
            {!email && !phone ? <p className="m-0 text-fg-muted">{t("support.noContact")}</p> : null}
          </div>
        </div>
        <p className="m-0">
          {t("support.contactForm")}{" "}
          <Link href="/contactformulier" className="text-link underline underline-offset-4">
            {t("support.contactFormLink")}
          </Link>
        </p>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="m-0 text-xl font-semibold">{t("support.guidesTitle")}</h2>
        <div className="grid gap-4 md:grid-cols-3">
          {order.map((role) => (
            <section
              key={role}

              className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 straight:rounded-none"
            >
              <h3 className="m-0 text-lg font-semibold">{t(`guides.${role}.title`)}</h3>
              <ol className="m-0 flex list-decimal flex-col gap-1 ps-5">
                {(t(`guides.${role}.steps`, { returnObjects: true }) as string[]).map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="m-0 text-xl font-semibold">{t("support.feedbackTitle")}</h2>
        <p className="m-0 max-w-prose">{t("support.feedbackText")}</p>
        {props.feedback ? <div>{props.feedback}</div> : null}
        <p className="m-0">
          <Link href="/volunteerly/changelog" className="text-link underline underline-offset-4">
            {t("support.changelogLink")}
          </Link>
        </p>
      </section>
    </div>
  );
}
