import { PartnersScreen } from "@features/partners/PartnersScreen.tsx";
import { useCurrentCenter } from "../../../centerProfile.ts";
import { usePartners } from "./api.ts";

/** /partners: the center's partners in their order. */
export default function Partners() {
  const query = usePartners();
  const center = useCurrentCenter();
  return (
    <PartnersScreen
      state={query.isPending ? "loading" : query.isError ? "failed" : "ready"}
      partners={query.data ?? []}
      centerName={center.data?.name ?? ""}
      onRetry={() => void query.refetch()}
    />
  );
}
