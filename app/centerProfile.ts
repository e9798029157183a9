import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
// The first load's own paths (contract/publicPaths.ts), not every endpoint's.
import { PUBLIC_API_PATHS as API_PATHS } from "@contract/publicPaths.ts";
import type { JsonApiDocument } from "@contract/resources.ts";
import { deserialize } from "./api/jsonapi.ts";
import { useServices } from "./services.tsx";

declare global {
  interface Window {
    /** The answer to GET volunteer_centers/current?include=profile, put in the page by the server. */
    __VOLUNTEERLY_CENTER__?: JsonApiDocument;
  }
}

/** Section 3: the center profile fields the app uses. */
export interface CenterProfile {
  name?: string;
  faviconUrl?: string | null;
  websiteLogoUrl?: string | null;
  /** The logo's intrinsic size, when the server knows it: the header reserves its room before it loads. */
  websiteLogoWidth?: number | null;
  websiteLogoHeight?: number | null;
  gtagId?: string | null;
  // The look (tokens/center.ts reads these) and the footer (issue 16).
  primaryColorPreset?: string | null;
  secondaryColorPreset?: string | null;
  mutedColorPreset?: string | null;
  primaryColorShades?: Record<string, string> | null;
  secondaryColorShades?: Record<string, string> | null;
  backgroundColor?: string | null;
  textColor?: string | null;
  shape?: string | null;
  headerVariant?: string | null;
  footerVariant?: string | null;
  email?: string | null;
  phone?: string | null;
  street?: string | null;
  houseNumber?: string | null;
  postcode?: string | null;
  city?: string | null;
  footerColumns?: { title: string; links: { label: string; url: string }[] }[];
  socialLinks?: { platform: string; url: string }[];
  footerShowAddress?: boolean;
  contactName?: string | null;
  contactRole?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  contactPhotoUrl?: string | null;
}

export interface CurrentCenter {
  id: string;
  name: string;
  profile?: CenterProfile | null;
}

export const CURRENT_CENTER_KEY = ["volunteer_centers", "current"] as const;

/** The center of this site with its profile (GET /api/v1/volunteer_centers/current?include=profile). */
export function useCurrentCenter() {
  const { client } = useServices();
  return useQuery({
    queryKey: CURRENT_CENTER_KEY,
    queryFn: async ({ signal }) =>
      (await client.get<CurrentCenter>(API_PATHS.currentVolunteerCenter, { query: { include: "profile" }, signal }))
        .data,
    staleTime: Infinity,
  });
}

/**
 * Takes the center the server put in the page (server/web/static.ts), so that the first render
 * has its logo and no request waits for it. Only when it is the center the app resolved.
 */
export function seedCurrentCenter(queryClient: QueryClient, centerId: string, win: Window = window): void {
  const doc = win.__VOLUNTEERLY_CENTER__;
  if (!doc) return;
  try {
    const center = deserialize<CurrentCenter>(doc);
    if (center && !Array.isArray(center) && center.id === centerId)
      queryClient.setQueryData(CURRENT_CENTER_KEY, center);
  } catch (error) {
    console.error("[center] the page's center could not be read", error);
  }
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

/**
 * A vacancy without a contact of its own shows the center's contact person
 * (/settings/contact-person), with the role after the name.
 */
export function withCenterContact<
  V extends { contactName?: string | null; contactEmail?: string | null; contactPhone?: string | null },
>(vacancy: V | undefined, profile: CenterProfile | null | undefined): V | undefined {
  if (!vacancy || !profile || vacancy.contactName || vacancy.contactEmail || vacancy.contactPhone) return vacancy;
  if (!profile.contactName && !profile.contactEmail && !profile.contactPhone) return vacancy;
  const name = [profile.contactName, profile.contactRole].filter(Boolean).join(", ");
  return {
    ...vacancy,
    contactName: name || null,
    contactEmail: profile.contactEmail ?? null,
    contactPhone: profile.contactPhone ?? null,
  };
}
