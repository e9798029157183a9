import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { API_PATHS } from "@contract/paths.ts";
import { CENTER_SETTINGS_ATTRIBUTES } from "@contract/settings.ts";
import type { CenterSettings, SettingsState } from "@features/settings/types.ts";
import { toSubmitFailure } from "../../../api/failure.ts";
import { snakeKeys } from "../../../api/jsonapi.ts";
import { useCurrentUser } from "../../../auth/hooks.ts";
import { CURRENT_CENTER_KEY, useCurrentCenter, type CurrentCenter } from "../../../centerProfile.ts";
import { useServices } from "../../../services.tsx";
import { uploadImage } from "../vacancies/api.ts";

/** The center's profile as the settings screens edit it (the wire's snake_case names), and where it is. */
export function useCenterSettings(): {
  state: SettingsState;
  settings: CenterSettings | undefined;
  centerKey: string;
  retry: () => void;
} {
  const center = useCurrentCenter();
  const { tenant } = useServices();
  const profile = center.data?.profile;
  const settings = profile ? (snakeKeys({ ...profile, id: undefined, type: undefined }) as CenterSettings) : undefined;
  return {
    state: center.isPending ? "loading" : settings ? "ready" : "failed",
    settings,
    centerKey: tenant.key,
    retry: () => void center.refetch(),
  };
}

/** Same names in the form as on the wire: a refused attribute's message lands under its own field. */
const SAME_NAMES = Object.fromEntries(CENTER_SETTINGS_ATTRIBUTES.map((k) => [k, k]));

/**
 * PATCH /api/v1/volunteer_centers/current with some of the profile's attributes. The answer is
 * the new profile: the app's center (its theme, logo, footer) follows at once.
 */
export function useSaveSettings() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  return useCallback(
    async (attributes: Record<string, unknown>) => {
      try {
        const res = await client.patch<CurrentCenter>(API_PATHS.currentVolunteerCenter, {
          data: { type: "center_profile", attributes },
        });
        queryClient.setQueryData(CURRENT_CENTER_KEY, res.data);
      } catch (error) {
        throw toSubmitFailure(error, SAME_NAMES);
      }
    },
    [client, queryClient],
  );
}

export function useUpload() {
  const services = useServices();
  return useCallback((file: File) => uploadImage(services, file), [services]);
}

export function useIsSuperadmin(): boolean {
  const user = useCurrentUser();
  return (user.data?.roles ?? []).some((r) => r.name === "superadmin");
}
