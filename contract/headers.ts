/** Request headers every client call carries (read by the server, never trusted). */
export const REQUEST_HEADERS = {
  tenant: "tenant",
  appContext: "app-context",
  volunteerCenter: "volunteer-center",
  currentOrganization: "current-organization",
} as const;
