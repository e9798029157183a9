import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { API_PATHS } from "@contract/paths.ts";
import { useServices } from "./services.tsx";

/** Section 3: the center profile fields the app uses. */
export interface CenterProfile {
  name?: string;
  faviconUrl?: string | null;
  websiteLogoUrl?: string | null;
  gtagId?: string | null;
}

export interface CurrentCenter {
  id: string;
  name: string;
  profile?: CenterProfile | null;
}

/** The center of this site with its profile (GET /api/v1/volunteer_centers/current?include=profile). */
export function useCurrentCenter() {
  const { client } = useServices();
  return useQuery({
    queryKey: ["volunteer_centers", "current"],
    queryFn: async ({ signal }) =>
      (await client.get<CurrentCenter>(API_PATHS.currentVolunteerCenter, { query: { include: "profile" }, signal }))
        .data,
    staleTime: Infinity,
  });
}

/** Puts the center's favicon on the page. */
export function useFavicon(url: string | null | undefined): void {
  useEffect(() => {
    if (!url) return;
    let link = document.querySelector<HTMLLinkElement>("link[rel~='icon']");
    if (!link) {
      link = document.createElement("link");
      link.rel = "icon";
      document.head.appendChild(link);
    }
    link.href = url;
  }, [url]);
}
