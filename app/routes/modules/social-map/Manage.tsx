import { SocialMapManageScreen } from "@features/social-map/SocialMapManageScreen.tsx";
import { useThirdPartyConsent } from "../../../consent/useThirdPartyConsent.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useSocialMapManagement } from "./api.ts";

/** /content/sociale-kaart: center staff manage the places of the social map. */
export default function SocialMapManage() {
  const { list, save, remove } = useSocialMapManagement();
  const consent = useThirdPartyConsent();
  return (
    <SocialMapManageScreen
      state={list.isPending ? "loading" : list.isError ? "failed" : "ready"}
      entries={list.data?.entries ?? []}
      onSave={save}
      onDelete={remove}
      mapAllowed={consent.allowed}
      onAllowMap={consent.allow}
      hrefFor={(e) => `/sociale-kaart/${e.id}`}
      onRetry={() => void list.refetch()}
      linkComponent={RouterLink}
    />
  );
}
