import { useQuery } from "@tanstack/react-query";
import { useAtom, useAtomValue, useSetAtom } from "../lib/atoms.ts";
import { useEffect } from "react";
// The first load's own paths (contract/publicPaths.ts), not every endpoint's.
import { PUBLIC_API_PATHS as API_PATHS } from "@contract/publicPaths.ts";
import { useServices } from "../services.tsx";
import { chooseOrganization, type OrganizationChoice } from "./organizations.ts";
import {
  authStatusAtom,
  CURRENT_ORGANIZATIONS_KEY,
  CURRENT_USER_KEY,
  organizationsFailedAtom,
  selectedOrganizationIdAtom,
  signOut,
} from "./state.ts";

export interface CurrentUser {
  id: string;
  email: string;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  phone?: string | null;
  locale?: string;
  /** A new address waiting for its confirmation (the account keeps `email` until then). */
  unconfirmedEmail?: string | null;
  roles?: { name: string; organizationId: string | null }[];
  /** Center staff act as this user ("sign in as a user"): the staff member's name, and the session's end. */
  impersonatedBy?: string | null;
  impersonationExpiresAt?: string | null;
}

export interface CurrentOrganization extends OrganizationChoice {
  name: string;
  status: string;
}

export function useAuthStatus() {
  return useAtomValue(authStatusAtom);
}

/**
 * The signed-in user (GET /api/v1/current_user?include=roles). When it cannot be fetched the
 * user is signed out and `onSignedOut` runs (the router sends them to login).
 */
export function useCurrentUser(onFailure?: () => void) {
  const { client, store } = useServices();
  const status = useAuthStatus();
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: async ({ signal }) =>
      (
        await client.get<CurrentUser>(API_PATHS.currentUser, {
          query: { include: "roles" },
          signal,
          organization: false,
        })
      ).data,
    enabled: status === "SIGNED_IN",
    retry: false,
  });
  const failed = query.isError && status === "SIGNED_IN";
  useEffect(() => {
    // Only the session watcher (which passes onFailure) acts on a failure; other readers just read.
    if (!failed || !onFailure) return;
    console.error("[auth] current user could not be fetched; signing out", query.error);
    void signOut(client, store).then(onFailure);
  }, [failed, client, store, onFailure, query.error]);
  return query;
}

/** The organizations of the signed-in user (GET /api/v1/current_organizations), read only. */
export function useOrganizationList() {
  const { client } = useServices();
  const status = useAuthStatus();
  return useQuery({
    queryKey: CURRENT_ORGANIZATIONS_KEY,
    queryFn: async ({ signal }) =>
      (await client.get<CurrentOrganization[]>(API_PATHS.currentOrganizations, { signal, organization: false })).data ??
      [],
    enabled: status === "SIGNED_IN",
    retry: false,
  });
}

/**
 * The organizations of the signed-in user and the selection among them (section 4); a failed
 * fetch is logged and flagged (the back office then shows 'Geen organisatie gevonden').
 */
export function useOrganizations() {
  const [selected, setSelected] = useAtom(selectedOrganizationIdAtom);
  const setFailed = useSetAtom(organizationsFailedAtom);
  const query = useOrganizationList();
  useEffect(() => {
    if (query.isError) {
      console.error("[organizations] could not be fetched", query.error);
      setFailed(true);
    } else if (query.isSuccess) {
      // No organization at all reads the same as a failed fetch: 'Geen organisatie gevonden'.
      setFailed(query.data.length === 0);
      const choice = chooseOrganization(query.data, selected);
      if (choice !== selected) setSelected(choice);
    }
  }, [query.isError, query.isSuccess, query.data, query.error, selected, setSelected, setFailed]);
  return { ...query, selectedId: selected, select: setSelected };
}
