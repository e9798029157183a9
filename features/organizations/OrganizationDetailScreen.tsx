import { ArrowRightLeft, Globe, Mail, MapPin, Phone, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { uploadVariantUrl } from "@contract/vacancies.ts";
import { StatusBadge } from "@ui/Badge/StatusBadge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { BackLink, DetailHeader } from "@ui/DetailHeader/DetailHeader.tsx";
import { ConfirmDialog } from "@ui/Dialog/Dialog.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ReasonDialog } from "@ui/ReasonDialog/ReasonDialog.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { formatMoment } from "./format.ts";
import { useReasonRequest } from "./useReasonRequest.ts";
import type {
  OrganizationDetail,
  OrganizationPermissions,
  OrganizationPerson,
  OrganizationVacancy,
  StatusChange,
} from "./types.ts";
import { DEPENDENT_KINDS, removalOffer, statusActions, type StatusAction } from "./viewModels.ts";

export interface OrganizationDetailScreenProps {
  status: "loading" | "error" | "notFound" | "success";
  organization?: OrganizationDetail;
  vacancies: readonly OrganizationVacancy[];
  people: readonly OrganizationPerson[];
  history: readonly StatusChange[];
  permissions: OrganizationPermissions;
  /** A status change with its reason; resolves when done (the caller toasts). */
  onStatusChange: (action: StatusAction, reason: string) => Promise<void>;
  onDelete: () => Promise<void>;
  onRetry?: () => void;
  backHref?: string;
  editHref: string;
  moveHref: string;
  vacancyHref: (id: string) => string;
  personHref?: (id: string) => string;
  /** Invite someone into this organization (its admins and center staff): /users/add. */
  inviteHref?: string;
  linkComponent?: LinkComponent;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /organizations/{id}: the profile, vacancies, people and status history, with the actions the viewer may take. */
export function OrganizationDetailScreen(props: OrganizationDetailScreenProps) {
  const {
    status,
    organization: o,
    vacancies,
    people,
    history,
    permissions,
    onStatusChange,
    onDelete,
    onRetry,
    backHref = "/organizations",
    editHref,
    moveHref,
    vacancyHref,
    personHref,
    inviteHref,
    linkComponent: Link = PlainLink,
  } = props;
  const { t, i18n } = useTranslation("organizations");
  const locale = i18n.language;
  const review = useReasonRequest((request, reason) => onStatusChange(request.action, reason));
  const [confirmDelete, setConfirmDelete] = useState(false);

  const back = { href: backHref, label: t("detail.back") };
  if (status === "loading")
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 py-4">
        <BackLink {...back} linkComponent={Link} />
        <h1 className="sr-only">{t("detail.loading")}</h1>
        <SkeletonGroup label={t("detail.loading")} className="flex flex-col gap-4">
          <Skeleton variant="block" />
          <Skeleton variant="block" />
        </SkeletonGroup>
      </div>
    );
  if (status !== "success" || !o)
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 py-4">
        <DetailHeader title={t("list.title")} back={back} linkComponent={Link} />
        <Notice retry={status === "error" ? { label: t("retry"), onRetry } : undefined}>
          {status === "notFound" ? t("detail.notFound") : t("detail.failed")}
        </Notice>
      </div>
    );

  const actions = permissions.review ? statusActions(o.status) : [];
  const removal = permissions.delete ? removalOffer(o.status, o.dependents) : "none";
  const place = [
    [o.address?.street, o.address?.houseNumber].filter(Boolean).join(" "),
    [o.address?.postcode, o.address?.city].filter(Boolean).join(" "),
  ].filter(Boolean);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 py-4">
      <DetailHeader
        title={o.name}
        back={back}
        linkComponent={Link}
        avatar={{ name: o.name, src: uploadVariantUrl(o.logoUrl, 320) ?? o.logoUrl }}
        meta={
          <>
            {t(`types.${o.organizationType}`)}
            <StatusBadge entity="organization" status={o.status} label={t(`statuses.${o.status}`)} />
          </>
        }
        actionsLabel={t("detail.actions")}
        edit={permissions.edit ? { href: editHref, label: t("detail.edit") } : undefined}
        actions={
          <>
            {actions.map((a) => (
              <Button
                key={a}
                variant={a === "approve" ? "solid" : "outline"}
                onClick={() => review.ask({ action: a, name: o.name })}
              >
                {t(`actions.${a}`)}
              </Button>
            ))}
            {permissions.move ? (
              <Button asChild variant="outline">
                <Link href={moveHref}>
                  <ArrowRightLeft aria-hidden />
                  {t("detail.move")}
                </Link>
              </Button>
            ) : null}
            {removal === "delete" ? (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                <Trash2 aria-hidden />
                {t("detail.delete")}
              </Button>
            ) : null}
          </>
        }
      />
      {removal === "archive" && o.dependents ? (
        <p className="m-0 text-sm text-fg-muted">
          {t("detail.cannotDelete", {
            list: new Intl.ListFormat(locale, { type: "conjunction" }).format(
              DEPENDENT_KINDS.filter((k) => o.dependents![k] > 0).map((k) =>
                t(`move.counts.${k}`, { count: o.dependents![k] }),
              ),
            ),
          })}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Section id="org-profile" title={t("detail.profile")}>
          {o.description ? (
            // Sanitized on the server (p, br, strong, em, lists, links, h2, h3).
            <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: o.description }} />
          ) : (
            <p className="m-0 text-fg-muted">{t("detail.noDescription")}</p>
          )}
        </Section>
        <Section id="org-contact" title={t("detail.contact")}>
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {o.email ? (
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-4" />
                <span className="sr-only">{t("fields.email")}: </span>
                <a className="text-link underline" href={`mailto:${o.email}`}>
                  {o.email}
                </a>
              </li>
            ) : null}
            {o.phone ? (
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-4" />
                <span className="sr-only">{t("fields.phone")}: </span>
                <a className="text-link underline" href={`tel:${o.phone.replace(/\s/g, "")}`}>
                  {o.phone}
                </a>
              </li>
            ) : null}
            {o.website ? (
              <li className="flex items-center gap-2">
                <Globe aria-hidden className="size-4" />
                <span className="sr-only">{t("fields.website")}: </span>
                <a className="text-link underline break-all" href={o.website} rel="noopener noreferrer nofollow">
                  {o.website}
                </a>
              </li>
            ) : null}
            {place.length ? (
              <li className="flex items-start gap-2">
                <MapPin aria-hidden className="mt-1 size-4" />
                <span className="sr-only">{t("detail.address")}: </span>
                <span>
                  {place.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </span>
              </li>
            ) : null}
          </ul>
        </Section>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="org-vacancies" title={t("detail.vacancies")}>
          {vacancies.length ? (
            <ul className="m-0 flex list-none flex-col gap-2 p-0">
              {vacancies.map((v) => (
                <li key={v.id} className="flex flex-wrap items-center justify-between gap-2">
                  <Link href={vacancyHref(v.id)} className="text-link underline-offset-4 hover:underline">
                    {v.title}
                  </Link>
                  <StatusBadge entity="vacancy" status={v.status} label={t(`vacancyStatuses.${v.status}`)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="m-0 text-fg-muted">{t("detail.noVacancies")}</p>
          )}
        </Section>
        <Section id="org-people" title={t("detail.people")}>
          {inviteHref ? (
            <Link href={inviteHref} className="self-start text-link underline-offset-4 hover:underline">
              {t("detail.invite")}
            </Link>
          ) : null}
          {people.length ? (
            <ul className="m-0 flex list-none flex-col gap-2 p-0">
              {people.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex flex-col">
                    {personHref ? (
                      <Link href={personHref(p.id)} className="text-link underline-offset-4 hover:underline">
                        {p.name}
                      </Link>
                    ) : (
                      <span>{p.name}</span>
                    )}
                    <span className="text-sm text-fg-muted">{p.email}</span>
                  </span>
                  <span className="text-sm">{p.roles.map((r) => t(`detail.roles.${r}`)).join(", ")}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="m-0 text-fg-muted">{t("detail.noPeople")}</p>
          )}
        </Section>
      </div>

      <Section id="org-history" title={t("detail.history")}>
        {history.length ? (
          <ol className="m-0 flex list-none flex-col gap-3 p-0">
            {history.map((h) => (
              <li key={h.id} className="flex flex-col gap-0.5 border-l-2 border-border pl-3">
                <span className="font-medium">
                  {h.action === "status_changed"
                    ? t("detail.historyActions.status_changed", {
                        from: h.from ? t(`statuses.${h.from}`) : t("none"),
                        to: h.to ? t(`statuses.${h.to}`) : t("none"),
                      })
                    : t(`detail.historyActions.${h.action}`)}
                </span>
                <span className="text-sm text-fg-muted">
                  <time dateTime={h.createdAt}>{formatMoment(h.createdAt, locale)}</time>
                  {h.actorName ? ` ${t("detail.by", { name: h.actorName })}` : ""}
                </span>
                {h.reason ? (
                  <span className="whitespace-pre-line">{t("detail.reason", { reason: h.reason })}</span>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className="m-0 text-fg-muted">{t("detail.noHistory")}</p>
        )}
      </Section>

      <ReasonDialog {...review.dialog} />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("detail.deleteTitle", { name: o.name })}
        description={t("detail.deleteDescription")}
        confirmLabel={t("detail.deleteConfirm")}
        cancelLabel={t("detail.cancel")}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}
