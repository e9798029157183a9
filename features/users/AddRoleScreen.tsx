import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { FORM_ACTION } from "@ui/lib/calmRegister.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { FormCard } from "./FormCard.tsx";
import type { InviteRole } from "./UserInviteScreen.tsx";
import type { OrganizationOption, UserRow } from "./types.ts";

export interface AddRoleScreenProps {
  user: UserRow;
  organizations: readonly OrganizationOption[];
  roles: readonly InviteRole[];
  onSubmit: (role: InviteRole, organizationId: string | null) => Promise<void>;
  cancelHref: string;
  linkComponent?: LinkComponent;
}

/** /users/{id}/add_role: one role, with its organization for member and admin. */
export function AddRoleScreen(props: AddRoleScreenProps) {
  const { user, organizations, roles, onSubmit, cancelHref, linkComponent: Link = PlainLink } = props;
  const { t } = useTranslation("users");
  const [role, setRole] = useState<InviteRole>(roles.includes("member") ? "member" : roles[0]!);
  const [organizationId, setOrganizationId] = useState<string>("");
  const [orgError, setOrgError] = useState<string>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const needsOrg = role !== "volunteer";
  return (
    <FormCard title={t("addRole.title", { name: user.fullName })} intro={t("addRole.intro")}>
      {error ? <Notice>{error}</Notice> : null}
      <form
        noValidate
        className="flex flex-col gap-4"
        aria-label={t("addRole.title", { name: user.fullName })}
        onSubmit={(e) => {
          e.preventDefault();
          if (needsOrg && !organizationId) {
            setOrgError(t("addRole.organizationRequired"));
            return;
          }
          setOrgError(undefined);
          setError(undefined);
          setPending(true);
          onSubmit(role, needsOrg ? organizationId : null)
            .catch((err: unknown) => setError(err instanceof Error ? err.message : t("addRole.failed")))
            .finally(() => setPending(false));
        }}
      >
        <Field label={t("addRole.role")} required requiredText={t("required")}>
          <Select
            value={role}
            onValueChange={(v) => setRole(v as InviteRole)}
            options={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          />
        </Field>
        {needsOrg ? (
          <Field label={t("addRole.organization")} required requiredText={t("required")} error={orgError}>
            <Select
              value={organizationId || undefined}
              placeholder={t("addRole.organizationPlaceholder")}
              onValueChange={setOrganizationId}
              options={organizations.map((o) => ({ value: o.id, label: o.name }))}
            />
          </Field>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" {...FORM_ACTION}>
            <Link href={cancelHref}>{t("cancel")}</Link>
          </Button>
          <Button type="submit" loading={pending} {...FORM_ACTION}>
            {pending ? t("addRole.saving") : t("addRole.submit")}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
