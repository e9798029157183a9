import { useParams } from "react-router";
import { SocialMapEntryScreen } from "@features/social-map/SocialMapEntryScreen.tsx";
import { isApiError } from "../../../api/errors.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useEntityPage } from "../../useEntityPage.ts";
import { useSocialMapEntry } from "./api.ts";

/** /sociale-kaart/:id: one place; an unknown id (or another center's) is the 404 screen. */
export default function SocialMapEntryPage() {
  const { id = "" } = useParams();
  const query = useSocialMapEntry(id);
  const notFound = !/^\d{1,12}$/.test(id) || (isApiError(query.error) && query.error.status === 404);
  useEntityPage(notFound, query.data?.name);
  if (notFound) return null;
  return (
    <SocialMapEntryScreen
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      entry={query.data}
      backHref="/sociale-kaart"
      onRetry={() => void query.refetch()}
      linkComponent={RouterLink}
    />
  );
}
