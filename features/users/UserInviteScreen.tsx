import { yupResolver } from "@hookform/resolvers/yup";
import { useMemo, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "@contract/schemas.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { calmRegister, FORM_ACTION } from "@ui/lib/calmRegister.ts";
import { applyFailure } from "@ui/lib/formFailure.ts";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { FormCard, TextField } from "./FormCard.tsx";
import type { OrganizationOption } from "./types.ts";

export type InviteRole = "volunteer" | "member" | "admin";

export interface UserInviteValues {
  firstName: string;
  lastName: string;
  email: string;
  role: InviteRole;
  organizationId: string;
}

export interface UserInviteScreenProps {
  /** Organizations the inviter may invite into (organization admins: only their own). */
  organizations: readonly OrganizationOption[];
  /** Roles the inviter may give (organization admins: member and admin). */
  roles: readonly InviteRole[];
  /** The organization chosen when the form opens (opened from that organization's page); one of `organizations`. */
  organizationId?: string;
  /** Sends the invitation; may reject with field errors. */
  onSubmit: (values: UserInviteValues) => Promise<void>;
  cancelHref: string;
  linkComponent?: LinkComponent;
}

/** /users/add, 'Gebruiker toevoegen': an invitation by e-mail; the invited person chooses a password. */
export function UserInviteScreen(props: UserInviteScreenProps) {
  const { organizations, roles, organizationId, onSubmit, cancelHref, linkComponent: Link = PlainLink } = props;
  const { t } = useTranslation("users");
  const schema = useMemo(
    () =>
      yup.object({
        firstName: yup.string().label(t("invite.firstName")).trim().max(NAME_MAX_LENGTH).required(),
        lastName: yup.string().label(t("invite.lastName")).trim().max(NAME_MAX_LENGTH).required(),
        email: yup.string().label(t("invite.email")).trim().max(EMAIL_MAX_LENGTH).email().required(),
        role: yup.mixed<InviteRole>().oneOf(roles).required(),
        organizationId: yup
          .string()
          .default("")
          .when("role", {
            is: (r: string) => r !== "volunteer",
            then: (s) => s.required(t("invite.organizationRequired")),
          }),
      }),
    [t, roles],
  );
  const form = useForm<UserInviteValues>({
    resolver: yupResolver(schema) as never,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      role: roles.includes("member") ? "member" : roles[0],
      organizationId:
        organizations.find((o) => o.id === organizationId)?.id ??
        (organizations.length === 1 ? organizations[0]!.id : ""),
    },
  });
  const [error, setError] = useState<string>();
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: "role" });
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await onSubmit(values);
    } catch (e) {
      setError(applyFailure(form, e) ?? undefined);
    }
  });
  return (
    <FormCard title={t("invite.title")} intro={t("invite.intro")}>
      {error ? <Notice>{error}</Notice> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t("invite.title")}>
        <TextField
          label={t("invite.firstName")}
          required
          error={errors.firstName}
          input={{ ...calmRegister(form, "firstName"), autoComplete: "off" }}
        />
        <TextField
          label={t("invite.lastName")}
          required
          error={errors.lastName}
          input={{ ...calmRegister(form, "lastName"), autoComplete: "off" }}
        />
        <TextField
          label={t("invite.email")}
          required
          error={errors.email}
          input={{ ...calmRegister(form, "email"), type: "email", autoComplete: "off" }}
        />
        <Field label={t("invite.role")} required requiredText={t("required")} error={errors.role?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select
                  {...control}
                  name={field.name}
                  value={field.value}
                  onValueChange={(v) => field.onChange(v)}
                  options={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                />
              )}
            />
          )}
        </Field>
        {role === "volunteer" ? (
          <p className="m-0 text-sm text-fg-muted">{t("invite.volunteerHint")}</p>
        ) : (
          <Field
            label={t("invite.organization")}
            required
            requiredText={t("required")}
            error={errors.organizationId?.message}
          >
            {(control) => (
              <Controller
                control={form.control}
                name="organizationId"
                render={({ field }) => (
                  <Select
                    {...control}
                    name={field.name}
                    value={field.value || undefined}
                    placeholder={t("invite.organizationPlaceholder")}
                    onValueChange={(v) => field.onChange(v)}
                    options={organizations.map((o) => ({ value: o.id, label: o.name }))}
                  />
                )}
              />
            )}
          </Field>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" {...FORM_ACTION}>
            <Link href={cancelHref}>{t("cancel")}</Link>
          </Button>
          <Button type="submit" loading={isSubmitting} {...FORM_ACTION}>
            {isSubmitting ? t("invite.sending") : t("invite.submit")}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
