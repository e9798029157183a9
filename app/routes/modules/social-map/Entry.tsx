import { useSetAtom } from "jotai";
import { useEffect } from "react";
import { useParams } from "react-router";
import { SocialMapEntryScreen } from "@features/social-map/SocialMapEntryScreen.tsx";
import { isApiError } from "../../../api/errors.ts";
import { useCurrentCenter } from "../../../centerProfile.ts";
import { screenErrorAtom } from "../../../errors/state.ts";
import { RouterLink } from "../../../layouts/RouterLink.tsx";
import { useSocialMapEntry } from "./api.ts";

/** /sociale-kaart/:id: one place; an unknown id (or another center's) is the 404 screen. */
export default function SocialMapEntryPage() {
  const { id = "" } = useParams();
  const valid = /^\d{1,12}$/.test(id);
  const query = useSocialMapEntry(id);
  const center = useCurrentCenter();
  const setScreenError = useSetAtom(screenErrorAtom);
  const notFound = !valid || (isApiError(query.error) && query.error.status === 404);
  useEffect(() => {
    if (notFound) setScreenError({ status: 404 });
  }, [notFound, setScreenError]);
  useEffect(() => {
    if (query.data) document.title = `${query.data.name} - ${center.data?.name ?? ""}`;
  }, [query.data, center.data?.name]);
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
