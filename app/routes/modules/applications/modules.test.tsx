/**
 * The route modules of applications, notifications and the dashboard in the whole app, with only
 * the network faked (the API is another engineer's; these prove what we send and show).
 */
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCredentials } from "../../../api/credentials.ts";
import { SELECTED_ORGANIZATION_KEY } from "../../../auth/state.ts";
import { fakeFetch, json, renderApp } from "../../../testing.tsx";

// The machine is shared and slow at times: give the whole app a little longer to answer.
configure({ asyncUtilTimeout: 5000 });

const staffUser = {
  data: {
    type: "user",
    id: "1",
    attributes: { email: "anna@demo.test", full_name: "Anna de Vries", first_name: "Anna", last_name: "de Vries" },
    relationships: { roles: { data: [{ type: "role", id: "1" }] } },
  },
  included: [{ type: "role", id: "1", attributes: { name: "admin", organization_id: "3" } }],
};
const volunteerUser = {
  data: {
    type: "user",
    id: "2",
    attributes: { email: "sem@demo.test", full_name: "Sem Jansen", first_name: "Sem", last_name: "Jansen" },
    relationships: { roles: { data: [{ type: "role", id: "2" }] } },
  },
  included: [{ type: "role", id: "2", attributes: { name: "volunteer", organization_id: null } }],
};
const organizations = {
  data: [
    { type: "organization", id: "3", attributes: { name: "Demo", organization_type: "School", status: "approved" } },
  ],
};
const application = (id: string, status: string, name = "Sem Jansen") => ({
  type: "application",
  id,
  attributes: {
    status,
    motivation: "Ik lees graag voor aan kinderen.",
    availability: "Dinsdagmiddag",
    vacancy_title: "Voorlezen in de bibliotheek",
    organization_name: "Bibliotheek",
    volunteer_name: name,
    volunteer_email: "sem@demo.test",
    conversation_id: "30",
    status_changed_at: null,
    created_at: "2026-05-01T08:00:00Z",
    updated_at: "2026-05-01T08:00:00Z",
  },
  relationships: { vacancy: { data: { type: "vacancy", id: "7" } } },
});

/**
 * Clicks a button once the page holds still: the app remounts the page while it starts (the
 * stored organization selection arrives after the first render, the page's messages load lazily),
 * and a click on a page that is being replaced is lost; so look the button up again and retry.
 */
async function clickButton(name: string, done: () => void) {
  const user = userEvent.setup();
  await waitFor(async () => {
    const button = screen.getByRole("button", { name });
    await user.click(button);
    done();
  });
}

function signIn() {
  for (const [k, v] of Object.entries({ "access-token": "tok", client: "cli", uid: "anna@demo.test" }))
    document.cookie = `${k}=${encodeURIComponent(v)}; path=/`;
}

function network(user: unknown, extra: (url: URL, init: RequestInit) => Response | undefined) {
  return fakeFetch((url, init) => {
    if (url.pathname === "/api/v1/current_user") return json(user);
    if (url.pathname === "/api/v1/current_organizations") return json(organizations);
    return extra(url, init);
  });
}

describe("applications, notifications and dashboard modules", { timeout: 20_000 }, () => {
  beforeEach(() => {
    clearCredentials();
    localStorage.clear();
    // The page remounts when the organization selection is first stored (Root keys the page by
    // it), which would swallow a click made before: start as a returning user with it stored.
    localStorage.setItem(SELECTED_ORGANIZATION_KEY, JSON.stringify("3"));
    document.cookie = "cookieConsent=; path=/; max-age=0";
    signIn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("lists the organization's new applications for staff, filtered by the status in the address", async () => {
    const fetch = network(staffUser, (url) =>
      url.pathname === "/api/v1/applications"
        ? json({ data: [application("12", "new")], meta: { total_count: 1 } })
        : undefined,
    );
    await renderApp("/applications?status=new", { fetch });
    await screen.findByRole("heading", { level: 1, name: "Aanvragen" });
    expect(await screen.findAllByRole("link", { name: "Sem Jansen" })).not.toHaveLength(0);
    const lists = fetch.mock.calls
      .map(([u]) => new URL(String(u), "http://x"))
      .filter((u) => u.pathname === "/api/v1/applications");
    expect(lists.length).toBeGreaterThan(0);
    // Never the unfiltered (volunteer) list first: the viewer is known before the first call.
    expect(lists.map((u) => u.searchParams.get("filter[status_in]"))).toEqual(lists.map(() => "new"));
    expect(screen.getByRole("tab", { name: "Nieuw" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows 'Mijn aanvragen' to a volunteer", async () => {
    const fetch = network(volunteerUser, (url) =>
      url.pathname === "/api/v1/applications"
        ? json({ data: [application("12", "new")], meta: { total_count: 1 } })
        : undefined,
    );
    await renderApp("/applications", { fetch });
    await screen.findByRole("heading", { level: 1, name: "Mijn aanvragen" });
    await screen.findByRole("button", { name: "Terugtrekken" });
  });

  it("shows the app's 404 for an application that does not exist", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderApp("/applications/999", { fetch: network(staffUser, () => undefined) });
    await screen.findByRole("heading", { name: "Pagina niet gevonden" });
  });

  it("changes the status of an application and sends a message in its conversation", async () => {
    let status = "new";
    const sent: unknown[] = [];
    const fetch = network(staffUser, (url, init) => {
      if (url.pathname === "/api/v1/applications/12" && init.method === "PATCH") {
        status = (JSON.parse(String(init.body)) as { data: { attributes: { status: string } } }).data.attributes.status;
        return json({ data: application("12", status) });
      }
      if (url.pathname === "/api/v1/applications/12") return json({ data: application("12", status) });
      if (url.pathname === "/api/v1/conversations/30/messages" && init.method === "POST") {
        sent.push(JSON.parse(String(init.body)));
        return json(
          {
            data: {
              type: "message",
              id: "2",
              attributes: { body: "Welkom!", author_name: "Anna", mine: true, created_at: new Date().toISOString() },
            },
          },
          201,
        );
      }
      if (url.pathname === "/api/v1/conversations/30")
        return json({
          data: {
            type: "conversation",
            id: "30",
            attributes: { subject: "Voorlezen" },
            relationships: { messages: { data: [] } },
          },
        });
      return undefined;
    });
    await renderApp("/applications/12", { fetch });
    await clickButton("Accepteren", () => expect(status).toBe("accepted"));
    await screen.findByRole("button", { name: "In behandeling nemen" });
    expect(screen.queryByRole("button", { name: "Accepteren" })).toBeNull();

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Je bericht"), "Welkom!");
    await user.click(screen.getByRole("button", { name: "Versturen" }));
    await waitFor(() => expect(sent).toContainEqual({ data: { type: "message", attributes: { body: "Welkom!" } } }));
    expect(await within(screen.getByRole("log")).findByText("Welkom!")).toBeInTheDocument();
  });

  it("marks all notifications read", async () => {
    let read = false;
    const fetch = network(volunteerUser, (url, init) => {
      if (url.pathname === "/api/v1/notifications/mark_all_read" && init.method === "POST") {
        read = true;
        return new Response(null, { status: 204 });
      }
      if (url.pathname === "/api/v1/notifications")
        return json({
          data: [
            {
              type: "notification",
              id: "1",
              attributes: {
                kind: "new_message",
                title: "Nieuw bericht",
                body: "Hoi",
                link: "/applications/12",
                read_at: read ? "2026-05-01T09:00:00Z" : null,
                created_at: "2026-05-01T08:00:00Z",
              },
            },
          ],
          meta: { total_count: 1, unread_count: read ? 0 : 1 },
        });
      return undefined;
    });
    await renderApp("/notificaties", { fetch });
    await clickButton("Alles als gelezen markeren", () => expect(read).toBe(true));
    await waitFor(() => expect(document.querySelectorAll('[data-unread="true"]')).toHaveLength(0));
  });

  it("greets by first name and shows only the figures meant for the viewer", async () => {
    const fetch = network(staffUser, (url) => {
      if (url.pathname === "/api/v1/dashboard")
        return json({
          data: {
            type: "dashboard",
            id: "current",
            attributes: {
              new_applications: 2,
              open_applications: 5,
              published_vacancies: 4,
              draft_vacancies: 1,
              vacancies_ending_soon: 0,
              organizations_to_approve: null,
              unread_notifications: 3,
              my_open_applications: null,
            },
          },
        });
      if (url.pathname === "/api/v1/applications")
        return json({ data: [application("12", "new")], meta: { total_count: 1 } });
      return undefined;
    });
    await renderApp("/dashboard", { fetch });
    await screen.findByRole("heading", { level: 1, name: "Welkom, Anna" });
    expect(await screen.findByRole("link", { name: /Nieuwe aanvragen\s*2/ })).toHaveAttribute(
      "href",
      "/applications?status=new",
    );
    expect(screen.queryByText("Organisaties te beoordelen")).toBeNull();
    expect(await screen.findByRole("link", { name: "Sem Jansen" })).toHaveAttribute("href", "/applications/12");
  });
});
