import type { QueryClient } from "@tanstack/react-query";
import { API_PATHS } from "@contract/paths.ts";
import type { ApiClient } from "../api/client.ts";
import type { CurrentUser } from "./hooks.ts";
import { CURRENT_USER_KEY } from "./state.ts";
import { VOLUNTEER_HOME } from "../layouts/navigation.ts";

/** POST /auth/sign_in; the response's credential headers sign the user in, the user is cached. */
export async function signIn(client: ApiClient, queryClient: QueryClient, values: { email: string; password: string }) {
  const { data } = await client.post<CurrentUser>(API_PATHS.signIn, {
    email: values.email.trim(),
    password: values.password,
  });
  queryClient.setQueryData(CURRENT_USER_KEY, data);
  return data;
}

/** Where a user goes after signing in without a page to return to: staff to the dashboard, volunteers to their overview. */
export function homeFor(user: Pick<CurrentUser, "roles"> | undefined): string {
  const staff = user?.roles?.some((r) => r.name !== "volunteer");
  return staff ? "/dashboard" : VOLUNTEER_HOME;
}
