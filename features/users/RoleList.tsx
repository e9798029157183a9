import { useTranslation } from "react-i18next";
import type { UserRole } from "./types.ts";

/** "Beheerder bij Basisschool De Regenboog", one line per role. */
export function roleText(t: (key: string, options?: Record<string, unknown>) => string, role: UserRole): string {
  const name = t(`roles.${role.name}`);
  return role.organizationName ? t("roleAt", { role: name, organization: role.organizationName }) : name;
}

export function RoleList({ roles }: { roles: readonly UserRole[] }) {
  const { t } = useTranslation("users");
  if (!roles.length) return <span className="text-fg-muted">{t("list.noRoles")}</span>;
  return (
    <ul className="m-0 flex list-none flex-col gap-0.5 p-0">
      {roles.map((r) => (
        <li key={`${r.name}:${r.organizationId ?? ""}`}>{roleText(t, r)}</li>
      ))}
    </ul>
  );
}
