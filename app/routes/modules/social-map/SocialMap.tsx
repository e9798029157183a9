import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { SocialMapScreen } from "@features/social-map/SocialMapScreen.tsx";
import type { SocialMapEntry } from "@features/social-map/types.ts";
import { useCurrentCenter } from "../../../centerProfile.ts";
import { useThirdPartyConsent } from "../../../consent/useThirdPartyConsent.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { searchOf, searchParamsOf, useSocialMap } from "./api.ts";

/** /sociale-kaart: the list and the map; the search lives in the URL. */
export default function SocialMap() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const query = useSocialMap(search);
  const center = useCurrentCenter();
  const consent = useThirdPartyConsent();
  const navigate = useNavigate();
  const hrefFor = useCallback((e: SocialMapEntry) => `/sociale-kaart/${e.id}`, []);
  return (
    <SocialMapScreen
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      entries={query.data?.entries ?? []}
      total={query.data?.total ?? 0}
      search={search}
      onSearch={(s) => setParams(searchParamsOf(s))}
      centerName={center.data?.name ?? ""}
      mapAllowed={consent.allowed}
      onAllowMap={consent.allow}
      hrefFor={hrefFor}
      onOpen={(e) => void navigate(hrefFor(e))}
      onRetry={() => void query.refetch()}
      linkComponent={RouterLink}
    />
  );
}
