import { LogIn, Mail, Plus } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { UserStatus } from "@contract/enums.ts";
import type { ApplicationStatus } from "@contract/applications.ts";
import { IMPERSONATION_MINUTES, USER_STATUS_REASON_MAX_LENGTH } from "@contract/users.ts";
import { StatusBadge } from "@ui/Badge/StatusBadge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { DetailHeader } from "@ui/DetailHeader/DetailHeader.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@ui/Card/Card.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { ReasonDialog } from "@ui/ReasonDialog/ReasonDialog.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { formatDateTime, formatDay } from "./format.ts";
import { roleText } from "./RoleList.tsx";
import type { UserApplication, UserPermissions, UserRole, UserRow } from "./types.ts";
import { managesRole, reasonRequired, statusChanges, switchTarget, visibleRoles } from "./viewModels.ts";

export interface UserDetailScreenProps {
  status: "loading" | "error" | "success";
  user?: UserRow;
  permissions: UserPermissions;
  /** A volunteer's applications (center staff only); undefined: not shown. */
  applications?: readonly UserApplication[];
  /**
   * The audit trail of this account (the app's audit list): center staff see all of it, an
   * organization admin what happened within their organization ("organization": invitations and roles).
   */
  auditTrail?: ReactNode;
  auditScope?: "center" | "organization";
  /** Each change reports progress and its outcome itself (a toast); resolves when done. */
  onStatusChange: (next: UserStatus, reason: string) => Promise<void>;
  onRemoveRole: (role: UserRole) => Promise<void>;
  /** Organization admins switch a person between member and admin of their organization. */
  onSwitchRole: (role: UserRole, next: "member" | "admin") => Promise<void>;
  onResendInvitation: () => Promise<void>;
  onSignInAs: () => Promise<void>;
  onRetry?: () => void;
  editHref: string;
  addRoleHref: string;
  backHref?: string;
  applicationHref?: (id: string) => string;
  linkComponent?: LinkComponent;
}

type Pending = { kind: "status"; next: UserStatus } | { kind: "remove"; role: UserRole } | { kind: "signInAs" } | null;

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
        {intro ? <CardDescription>{intro}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">{children}</CardContent>
    </Card>
  );
}

/** /users/{id}: profile, roles per organization, status and its changes, applications, audit trail, actions. */
export function UserDetailScreen(props: UserDetailScreenProps) {
  const {
    status,
    user,
    permissions,
    applications,
    auditTrail,
    auditScope = "center",
    onStatusChange,
    onRemoveRole,
    onSwitchRole,
    onResendInvitation,
    onSignInAs,
    onRetry,
    editHref,
    addRoleHref,
    backHref,
    applicationHref,
    linkComponent: Link = PlainLink,
  } = props;
  const { t, i18n } = useTranslation("users");
  const locale = i18n.language;
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  if (status === "loading" || (status === "success" && !user)) {
    return (
      <SkeletonGroup label={t("detail.loading")} className="mx-auto flex w-full max-w-5xl flex-col gap-4 py-4">
        <Skeleton variant="text" className="text-3xl" width="40%" />
        <Skeleton variant="block" height="10rem" />
        <Skeleton variant="block" height="8rem" />
      </SkeletonGroup>
    );
  }
  if (status === "error" || !user) {
    return (
      <div className="mx-auto w-full max-w-5xl py-4">
        <Notice retry={onRetry ? { label: t("retry"), onRetry } : undefined}>{t("detail.failed")}</Notice>
      </div>
    );
  }

  const name = user.fullName;
  const run = (key: string, action: () => Promise<void>) => {
    setBusy(key);
    void action()
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  /** A confirmed change: the dialog stays open with its progress, closes when done, shows why it failed. */
  const confirm = (key: string, action: () => Promise<void>) => {
    setBusy(key);
    setDialogError(null);
    action()
      .then(() => setPending(null))
      .catch((error: unknown) => setDialogError(error instanceof Error && error.message ? error.message : t("failed")))
      .finally(() => setBusy(null));
  };
  const open = (next: Pending) => {
    setDialogError(null);
    setPending(next);
  };
  const transitions = statusChanges(user, permissions);
  const roles = visibleRoles(user, permissions);
  const pendingNext = pending?.kind === "status" ? pending.next : null;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 py-4">
      <DetailHeader
        title={name}
        back={backHref ? { href: backHref, label: t("back") } : undefined}
        linkComponent={Link}
        meta={
          <>
            <StatusBadge entity="user" status={user.status} label={t(`statuses.${user.status}`)} />
            <span className="break-all">{user.email}</span>
          </>
        }
        actionsLabel={t("detail.actions")}
        edit={permissions.edit ? { href: editHref, label: t("detail.edit") } : undefined}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href={addRoleHref}>
                <Plus aria-hidden />
                {t("detail.addRole")}
              </Link>
            </Button>
            {user.status === "invited" ? (
              <Button variant="outline" loading={busy === "resend"} onClick={() => run("resend", onResendInvitation)}>
                <Mail aria-hidden />
                {t("detail.resend")}
              </Button>
            ) : null}
            {permissions.signInAs ? (
              <Button variant="outline" onClick={() => open({ kind: "signInAs" })} loading={busy === "signInAs"}>
                <LogIn aria-hidden />
                {t("detail.signInAs")}
              </Button>
            ) : null}
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t("detail.profile")}>
          <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">{t("detail.email")}</dt>
            <dd className="m-0 break-all">
              {user.email}
              {user.unconfirmedEmail ? (
                <span className="block text-sm text-fg-muted">
                  {t("detail.pendingEmail", { email: user.unconfirmedEmail })}
                </span>
              ) : null}
            </dd>
            <dt className="font-semibold">{t("detail.phone")}</dt>
            <dd className="m-0">{user.phone ?? <span className="text-fg-muted">{t("detail.noPhone")}</span>}</dd>
            <dt className="font-semibold">{t("detail.memberSince")}</dt>
            <dd className="m-0">{formatDay(user.createdAt, locale)}</dd>
            <dt className="font-semibold">{t("detail.lastSignIn")}</dt>
            <dd className="m-0">{formatDateTime(user.lastSignInAt, locale, t("never"))}</dd>
          </dl>
        </Section>

        <Section title={t("detail.status")} intro={t(`detail.statusHelp.${user.status}`)}>
          <div>
            <StatusBadge entity="user" status={user.status} label={t(`statuses.${user.status}`)} />
          </div>
          {transitions.length ? (
            <div className="flex flex-wrap gap-2">
              {transitions.map((next) => (
                <Button
                  key={next}
                  variant={next === "active" || next === "invited" ? "outline" : "danger"}
                  loading={busy === `status:${next}`}
                  onClick={() => open({ kind: "status", next })}
                >
                  {t(`detail.transitions.${next}`)}
                </Button>
              ))}
            </div>
          ) : null}
        </Section>
      </div>

      <Section title={t("detail.roles")} intro={t("detail.rolesIntro")}>
        {roles.length === 0 ? (
          <p className="m-0 text-fg-muted">{t("detail.noRoles")}</p>
        ) : (
          <ul className="m-0 flex list-none flex-col divide-y divide-border p-0">
            {roles.map((r) => {
              const key = `${r.name}:${r.organizationId ?? ""}`;
              const other = switchTarget(r);
              return (
                <li key={key} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>{roleText(t, r)}</span>
                  {managesRole(r, permissions) ? (
                    <span className="flex flex-wrap gap-2">
                      {other ? (
                        <Button
                          size="sm"
                          variant="outline"
                          loading={busy === `switch:${key}`}
                          onClick={() => run(`switch:${key}`, () => onSwitchRole(r, other))}
                        >
                          {other === "admin" ? t("detail.makeAdmin") : t("detail.makeMember")}
                        </Button>
                      ) : null}
                      <Button
                        size="sm"
                        variant="ghost"
                        loading={busy === `remove:${key}`}
                        onClick={() => open({ kind: "remove", role: r })}
                      >
                        {r.organizationName
                          ? t("detail.removeRole", { organization: r.organizationName })
                          : t("detail.removeVolunteer")}
                      </Button>
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      {applications ? (
        <Section title={t("detail.applications")}>
          {applications.length === 0 ? (
            <p className="m-0 text-fg-muted">{t("detail.noApplications")}</p>
          ) : (
            <ul className="m-0 flex list-none flex-col divide-y divide-border p-0">
              {applications.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="flex flex-col">
                    {applicationHref ? (
                      <Link href={applicationHref(a.id)} className="text-link underline-offset-4 hover:underline">
                        {a.vacancyTitle}
                      </Link>
                    ) : (
                      <span>{a.vacancyTitle}</span>
                    )}
                    <span className="text-sm text-fg-muted">
                      {[a.organizationName, formatDay(a.createdAt, locale)].filter(Boolean).join(" · ")}
                    </span>
                  </span>
                  <StatusBadge
                    entity="application"
                    status={a.status as ApplicationStatus}
                    label={a.statusLabel ?? a.status}
                  />
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}

      {auditTrail ? (
        <Section
          title={t("detail.audit")}
          intro={t(auditScope === "organization" ? "detail.auditIntroOrganization" : "detail.auditIntro")}
        >
          {auditTrail}
        </Section>
      ) : null}

      <ReasonDialog
        open={pending?.kind === "status"}
        onOpenChange={(isOpen) => !isOpen && setPending(null)}
        title={pendingNext ? t("detail.transitionTitle", { action: t(`detail.transitions.${pendingNext}`), name }) : ""}
        description={pendingNext ? t(`detail.transitionDescription.${pendingNext}`, { name }) : ""}
        reason={
          pendingNext
            ? {
                label: reasonRequired(pendingNext) ? t("detail.reasonRequired") : t("detail.reason"),
                required: reasonRequired(pendingNext),
                requiredText: t("required"),
                requiredMessage: t("detail.reasonMissing"),
                maxLength: USER_STATUS_REASON_MAX_LENGTH,
                formatCount: (count, max) => t("detail.reasonCount", { count, max }),
              }
            : undefined
        }
        confirmLabel={pendingNext ? t(`detail.transitions.${pendingNext}`) : ""}
        cancelLabel={t("cancel")}
        variant={pendingNext && reasonRequired(pendingNext) ? "danger" : "solid"}
        pending={busy === `status:${pendingNext}`}
        error={dialogError}
        onConfirm={(reason) => {
          if (pendingNext) confirm(`status:${pendingNext}`, () => onStatusChange(pendingNext, reason));
        }}
      />

      <ReasonDialog
        open={pending?.kind === "remove"}
        onOpenChange={(isOpen) => !isOpen && setPending(null)}
        title={t("detail.removeRoleTitle")}
        description={
          pending?.kind === "remove"
            ? pending.role.organizationName
              ? t("detail.removeRoleDescription", {
                  name,
                  role: t(`roles.${pending.role.name}`).toLowerCase(),
                  organization: pending.role.organizationName,
                })
              : t("detail.removeVolunteerDescription", { name })
            : ""
        }
        confirmLabel={t("detail.remove")}
        cancelLabel={t("cancel")}
        pending={busy?.startsWith("remove:") ?? false}
        error={dialogError}
        onConfirm={() => {
          if (pending?.kind !== "remove") return;
          const role = pending.role;
          confirm(`remove:${role.name}:${role.organizationId ?? ""}`, () => onRemoveRole(role));
        }}
      />

      <ReasonDialog
        open={pending?.kind === "signInAs"}
        onOpenChange={(isOpen) => !isOpen && setPending(null)}
        title={t("detail.signInAsTitle", { name })}
        description={t("detail.signInAsDescription", { name, minutes: IMPERSONATION_MINUTES })}
        confirmLabel={t("detail.signInAsConfirm", { name })}
        cancelLabel={t("cancel")}
        variant="solid"
        pending={busy === "signInAs"}
        error={dialogError}
        onConfirm={() => confirm("signInAs", onSignInAs)}
      />
    </div>
  );
}
