import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
// The first load's own paths (contract/publicPaths.ts), not every endpoint's.
import { PUBLIC_API_PATHS as API_PATHS } from "@contract/publicPaths.ts";
import type { Partner, PartnerValues } from "@features/partners/types.ts";
import { toSubmitFailure } from "../../../api/failure.ts";
import type { Deserialized } from "../../../api/jsonapi.ts";
import { useServices } from "../../../services.tsx";
import { uploadImage } from "../vacancies/api.ts";

/** One query-key root for the partners domain. */
export const PARTNERS_KEY = ["partners"] as const;
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

export const toPartner = (r: Deserialized): Partner => ({
  id: r.id,
  name: str(r.name) ?? "",
  logoUrl: str(r.logoUrl),
  link: str(r.link),
  description: str(r.description),
  position: typeof r.position === "number" ? r.position : 0,
});

/** The center's partners in their order (the partners page, and the home page's strip through ui/PartnerStrip). */
export function usePartners() {
  const { client } = useServices();
  return useQuery({
    queryKey: PARTNERS_KEY,
    queryFn: async ({ signal }) =>
      ((await client.get<Deserialized[]>(API_PATHS.partners, { signal })).data ?? []).map(toPartner),
  });
}

const SAME_NAMES = Object.fromEntries(["name", "link", "description", "logo_url", "position"].map((k) => [k, k]));

export function usePartnerManagement() {
  const services = useServices();
  const { client } = services;
  const queryClient = useQueryClient();
  const list = usePartners();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: PARTNERS_KEY }), [queryClient]);
  const save = useCallback(
    async (id: string | null, v: PartnerValues) => {
      const attributes = {
        name: v.name,
        link: v.link || null,
        description: v.description || null,
        logo_url: v.logo_url || null,
      };
      try {
        if (id) await client.patch(API_PATHS.partner(id), { data: { type: "partner", id, attributes } });
        else await client.post(API_PATHS.partners, { data: { type: "partner", attributes } });
      } catch (error) {
        throw toSubmitFailure(error, SAME_NAMES);
      }
      await refresh();
    },
    [client, refresh],
  );
  const move = useCallback(
    async (p: Partner, position: number) => {
      await client.patch(API_PATHS.partner(p.id), { data: { type: "partner", id: p.id, attributes: { position } } });
      await refresh();
    },
    [client, refresh],
  );
  const remove = useCallback(
    async (p: Partner) => {
      await client.delete(API_PATHS.partner(p.id));
      await refresh();
    },
    [client, refresh],
  );
  const upload = useCallback(async (file: File) => (await uploadImage(services, file)).url, [services]);
  return { list, save, move, remove, upload };
}
