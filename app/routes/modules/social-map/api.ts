import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { API_PATHS } from "@contract/paths.ts";
import {
  SOCIAL_MAP_CATEGORIES,
  SOCIAL_MAP_PAGE_SIZE,
  OPENING_DAYS,
  type OpeningHours,
  type SocialMapCategory,
} from "@contract/social-map.ts";
import {
  parseDayHours,
  parseLatitude,
  parseLongitude,
  type SocialMapEntry,
  type SocialMapSearch,
  type SocialMapValues,
} from "@features/social-map/types.ts";
import { toSubmitFailure } from "../../../api/failure.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { useServices } from "../../../services.tsx";

/** One query-key root for the social map. */
export const SOCIAL_MAP_KEY = ["social_map_entries"] as const;
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown): number => (typeof v === "number" && Number.isFinite(v) ? v : 0);

export function toSocialMapEntry(r: Deserialized): SocialMapEntry {
  const category = (SOCIAL_MAP_CATEGORIES as readonly string[]).includes(String(r.category))
    ? (r.category as SocialMapCategory)
    : "other";
  return {
    id: r.id,
    name: str(r.name) ?? "",
    description: str(r.description),
    category,
    street: str(r.street),
    houseNumber: str(r.houseNumber),
    postcode: str(r.postcode),
    city: str(r.city) ?? "",
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    phone: str(r.phone),
    email: str(r.email),
    website: str(r.website),
    openingHours: Array.isArray(r.openingHours) ? (r.openingHours as OpeningHours) : [],
    openingHoursNote: str(r.openingHoursNote),
  };
}

/** The URL's search (?q=...&categorie=...), validated. */
export function searchOf(params: URLSearchParams): SocialMapSearch {
  const category = params.get("categorie") ?? "";
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    category: (SOCIAL_MAP_CATEGORIES as readonly string[]).includes(category) ? (category as SocialMapCategory) : "",
  };
}
export function searchParamsOf(s: SocialMapSearch): URLSearchParams {
  const out = new URLSearchParams();
  if (s.q) out.set("q", s.q);
  if (s.category) out.set("categorie", s.category);
  return out;
}

export function useSocialMap(search: SocialMapSearch) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...SOCIAL_MAP_KEY, "list", search],
    queryFn: async ({ signal }) => {
      const filter: Record<string, string> = {};
      if (search.q) filter.q = search.q;
      if (search.category) filter.category_eq = search.category;
      const res = await client.get<Deserialized[]>(API_PATHS.socialMapEntries, {
        query: {
          page: { size: SOCIAL_MAP_PAGE_SIZE },
          sort: "name",
          ...(Object.keys(filter).length ? { filter } : {}),
        },
        signal,
      });
      const entries = (res.data ?? []).map(toSocialMapEntry);
      const total = typeof res.meta.total_count === "number" ? res.meta.total_count : entries.length;
      return { entries, total };
    },
    placeholderData: (previous) => previous,
  });
}

export function useSocialMapEntry(id: string) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...SOCIAL_MAP_KEY, "item", id],
    queryFn: async ({ signal }) =>
      toSocialMapEntry((await client.get<Deserialized>(API_PATHS.socialMapEntry(id), { signal })).data),
    retry: false,
    enabled: /^\d{1,12}$/.test(id),
  });
}

/** Form values -> the wire's attributes (the form has checked them). */
export function attributesOf(v: SocialMapValues) {
  const opt = (s: string) => s.trim() || null;
  return {
    name: v.name.trim(),
    category: v.category,
    description: opt(v.description),
    street: opt(v.street),
    house_number: opt(v.house_number),
    postcode: opt(v.postcode),
    city: v.city.trim(),
    latitude: parseLatitude(v.latitude),
    longitude: parseLongitude(v.longitude),
    phone: opt(v.phone),
    email: opt(v.email),
    website: opt(v.website),
    opening_hours: OPENING_DAYS.flatMap((day) => parseDayHours(day, v.hours[day]) ?? []),
    opening_hours_note: opt(v.opening_hours_note),
  };
}

// Field errors land under the form's field of the same name; an opening period's under the hours.
const FIELD_NAMES: Record<string, string> = {
  ...Object.fromEntries(
    [
      "name",
      "category",
      "description",
      "street",
      "house_number",
      "postcode",
      "city",
      "latitude",
      "longitude",
      "phone",
      "email",
      "website",
      "opening_hours",
      "opening_hours_note",
    ].map((k) => [k, k]),
  ),
  day: "opening_hours",
  opens: "opening_hours",
  closes: "opening_hours",
};

export function useSocialMapManagement() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const list = useSocialMap({ q: "", category: "" });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: SOCIAL_MAP_KEY }), [queryClient]);
  const save = useCallback(
    async (id: string | null, v: SocialMapValues) => {
      const attributes = attributesOf(v);
      try {
        if (id)
          await client.patch(API_PATHS.socialMapEntry(id), { data: { type: "social_map_entry", id, attributes } });
        else await client.post(API_PATHS.socialMapEntries, { data: { type: "social_map_entry", attributes } });
      } catch (error) {
        throw toSubmitFailure(error, FIELD_NAMES);
      }
      await refresh();
    },
    [client, refresh],
  );
  const remove = useCallback(
    async (e: SocialMapEntry) => {
      await client.delete(API_PATHS.socialMapEntry(e.id));
      await refresh();
    },
    [client, refresh],
  );
  return { list, save, remove };
}
