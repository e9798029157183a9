import { QueryClient } from "@tanstack/react-query";
import { createStore } from "../lib/atoms.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiClient } from "../api/client.ts";
import { clearCredentials, readCredentials } from "../api/credentials.ts";
import { chooseOrganization } from "./organizations.ts";
import {
  refreshAfterOrganizationSwitch,
  authStatusAtom,
  bindSession,
  CURRENT_ORGANIZATIONS_KEY,
  CURRENT_USER_KEY,
  SELECTED_ORGANIZATION_KEY,
  selectedOrganizationIdAtom,
  signOut,
  statusFromCookies,
  syncAuthStatus,
} from "./state.ts";

function signInCookies(keys = ["access-token", "client", "uid"]) {
  for (const k of keys) document.cookie = `${k}=v-${k}; path=/`;
}

const apiClient = (fetchImpl: typeof fetch) =>
  new ApiClient({
    baseUrl: "",
    fetch: fetchImpl,
    context: () => ({ centerId: "1", appContext: "gelderland", organizationId: null, locale: "nl" }),
  });

describe("auth state", () => {
  beforeEach(() => {
    clearCredentials();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is SIGNED_IN only with all three credential cookies", () => {
    expect(statusFromCookies()).toBe("SIGNED_OUT");
    signInCookies(["access-token", "client"]);
    expect(statusFromCookies()).toBe("SIGNED_OUT");
    signInCookies();
    expect(statusFromCookies()).toBe("SIGNED_IN");
    const store = createStore();
    syncAuthStatus(store);
    expect(store.get(authStatusAtom)).toBe("SIGNED_IN");
  });

  it("clears the cookies on sign-out even when the server call fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    signInCookies();
    const store = createStore();
    store.set(authStatusAtom, "SIGNED_IN");
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    await signOut(apiClient(fetchMock), store);
    expect(fetchMock).toHaveBeenCalledWith("/auth/sign_out", expect.objectContaining({ method: "DELETE" }));
    expect(readCredentials()).toEqual({});
    expect(store.get(authStatusAtom)).toBe("SIGNED_OUT");
  });

  it("clears the cached user 500 ms after signing out and resets the selected organization", () => {
    vi.useFakeTimers();
    const store = createStore();
    const queryClient = new QueryClient();
    store.set(authStatusAtom, "SIGNED_IN");
    store.set(selectedOrganizationIdAtom, "7");
    queryClient.setQueryData(CURRENT_USER_KEY, { id: "1" });
    const unbind = bindSession(store, queryClient);
    store.set(authStatusAtom, "SIGNED_OUT");
    expect(store.get(selectedOrganizationIdAtom)).toBeNull();
    vi.advanceTimersByTime(499);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual({ id: "1" });
    vi.advanceTimersByTime(1);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeUndefined();
    unbind();
  });

  it("forgets everything the user saw after signing out, but not the centers", () => {
    vi.useFakeTimers();
    const store = createStore();
    const queryClient = new QueryClient();
    store.set(authStatusAtom, "SIGNED_IN");
    const privateKeys = [
      ["notifications", "unread"],
      ["applications", "list", { status: "new" }],
      ["conversations", "7"],
      ["dashboard"],
      ["vacancies", "search", "q=koken"],
      CURRENT_ORGANIZATIONS_KEY,
    ];
    for (const key of privateKeys) queryClient.setQueryData(key, { seen: true });
    queryClient.setQueryData(["volunteer_centers", "current"], { id: "2" });
    bindSession(store, queryClient);
    store.set(authStatusAtom, "SIGNED_OUT");
    vi.advanceTimersByTime(500);
    expect(privateKeys.filter((key) => queryClient.getQueryData(key) !== undefined)).toEqual([]);
    expect(queryClient.getQueryData(["volunteer_centers", "current"])).toEqual({ id: "2" });
  });

  it("keeps the user when signed in again within 500 ms", () => {
    vi.useFakeTimers();
    const store = createStore();
    const queryClient = new QueryClient();
    store.set(authStatusAtom, "SIGNED_IN");
    queryClient.setQueryData(CURRENT_USER_KEY, { id: "2" });
    bindSession(store, queryClient);
    store.set(authStatusAtom, "SIGNED_OUT");
    store.set(authStatusAtom, "SIGNED_IN");
    vi.advanceTimersByTime(1000);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual({ id: "2" });
  });

  it("persists the selected organization", () => {
    const store = createStore();
    store.set(selectedOrganizationIdAtom, "42");
    expect(JSON.parse(localStorage.getItem(SELECTED_ORGANIZATION_KEY)!)).toBe("42");
    store.set(selectedOrganizationIdAtom, null);
    expect(JSON.parse(localStorage.getItem(SELECTED_ORGANIZATION_KEY)!)).toBeNull();
  });
});

describe("selected organization", () => {
  const orgs = [
    { id: "1", organizationType: "Foundation" },
    { id: "2", organizationType: "School" },
    { id: "3", organizationType: "VolunteerCenter" },
  ];
  it("chooses the first School or VolunteerCenter", () => {
    expect(chooseOrganization(orgs, null)).toBe("2");
    expect(chooseOrganization([orgs[0]!, orgs[2]!], null)).toBe("3");
  });
  it("falls back to the first organization, or none", () => {
    expect(chooseOrganization([orgs[0]!, { id: "9", organizationType: "Company" }], null)).toBe("1");
    expect(chooseOrganization([], "1")).toBeNull();
  });
  it("keeps a stored selection that is still in the list and replaces a stale one", () => {
    expect(chooseOrganization(orgs, "3")).toBe("3");
    expect(chooseOrganization(orgs, "99")).toBe("2");
  });
});

describe("switching organizations", () => {
  it("marks what was read for the other organization stale, but not the user, the organizations or the centers", async () => {
    const client = new QueryClient();
    for (const key of [
      ["vacancies", "list", "3"],
      ["dashboard"],
      ["current_user"],
      ["current_organizations"],
      ["volunteer_centers"],
    ])
      client.setQueryData(key, { read: true });
    await refreshAfterOrganizationSwitch(client);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => String(q.queryKey[0]))
      .sort();
    expect(stale).toEqual(["dashboard", "vacancies"]);
  });
});
