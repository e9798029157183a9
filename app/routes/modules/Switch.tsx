import { useQuery } from "@tanstack/react-query";
import { API_PATHS } from "@contract/paths.ts";
import { SwitchScreen, type CenterChoice } from "@features/centers/SwitchScreen.tsx";
import { useServices } from "../../services.tsx";

interface Center {
  id: string;
  name: string;
  hosts: string[];
  baseUrl: string | null;
}

/** A center's website: its configured base URL, else its first host on this page's protocol and port. */
export function centerHref(
  center: Pick<Center, "hosts" | "baseUrl">,
  location: Pick<Location, "protocol" | "port">,
): string | undefined {
  if (center.baseUrl) return center.baseUrl;
  const host = center.hosts[0];
  if (!host) return undefined;
  return `${location.protocol}//${host}${location.port ? `:${location.port}` : ""}/`;
}

/** /switch: the centers of the platform (GET /api/v1/volunteer_centers). */
export default function Switch() {
  const { client, tenant } = useServices();
  const query = useQuery({
    queryKey: ["volunteer_centers"],
    queryFn: async ({ signal }) => (await client.get<Center[]>(API_PATHS.volunteerCenters, { signal })).data ?? [],
  });
  const centers: CenterChoice[] = (query.data ?? []).flatMap((c) => {
    const href = centerHref(c, window.location);
    return href ? [{ id: c.id, name: c.name, href, current: c.id === tenant.centerId }] : [];
  });
  return <SwitchScreen state={query.isPending ? "loading" : query.isError ? "failed" : "ready"} centers={centers} />;
}
