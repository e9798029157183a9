import { SupportScreen, type SupportRole } from "@features/support/SupportScreen.tsx";
import { useCurrentUser, useOrganizationList } from "../../../auth/hooks.ts";
import { navAudience } from "../../../layouts/roleNavigation.ts";
import { useCurrentCenter } from "../../../centerProfile.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";

/** /support: the center's contact person, a guide per role (the user's own first), the way to the feedback button. */
export default function Support() {
  const center = useCurrentCenter();
  const user = useCurrentUser();
  const organizations = useOrganizationList();
  const audience = navAudience(user.data?.roles, organizations.data);
  // The user's own role's guide first.
  const roles: SupportRole[] =
    audience === "center" ? ["center"] : audience === "volunteer" ? ["volunteer"] : ["organization"];
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
