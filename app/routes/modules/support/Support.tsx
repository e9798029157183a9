import { SupportScreen, type SupportRole } from "@features/support/SupportScreen.tsx";
import { useCurrentUser } from "../../../auth/hooks.ts";
import { useCurrentCenter } from "../../../centerProfile.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";

/** /support: the center's contact person, a guide per role (the user's own first), the way to the feedback button. */
export default function Support() {
  const center = useCurrentCenter();
  const user = useCurrentUser();
  const names = new Set((user.data?.roles ?? []).map((r) => r.name));
  const roles: SupportRole[] = [];
  if (names.has("superadmin")) roles.push("center");
  if (names.has("admin") || names.has("member")) roles.push("organization");
  if (names.has("volunteer")) roles.push("volunteer");
  const p = center.data?.profile;
  return (
    <SupportScreen
      centerName={center.data?.name ?? ""}
      contact={{
        name: p?.contactName ?? null,
        role: p?.contactRole ?? null,
        email: p?.contactEmail ?? null,
        phone: p?.contactPhone ?? null,
        photoUrl: p?.contactPhotoUrl ?? null,
      }}
      centerEmail={p?.email ?? null}
      centerPhone={p?.phone ?? null}
      roles={roles}
      linkComponent={RouterLink}
    />
  );
}
