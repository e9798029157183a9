import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { clearCredentials, readCredentials } from "./api/credentials.ts";
import { authStatusAtom, SELECTED_ORGANIZATION_KEY, selectedOrganizationIdAtom } from "./auth/state.ts";
import { PAGE_TRANSITION } from "@ui/constants.ts";
import { SilentResizeObserver } from "@ui/lib/testing.ts";
import { fakeFetch, json, renderApp } from "./testing.tsx";

const admin = {
  data: {
    type: "user",
    id: "1",
    attributes: { email: "admin@demo.test", full_name: "Anna Admin", first_name: "Anna", last_name: "Admin" },
    relationships: { roles: { data: [{ type: "role", id: "1" }] } },
  },
  included: [{ type: "role", id: "1", attributes: { name: "admin", organization_id: "3" } }],
};
const credentials = { "access-token": "tok", client: "cli", uid: "admin@demo.test" };
const organizations = {
  data: [
    {
      type: "organization",
      id: "3",
      attributes: { name: "Demo", organization_type: "VolunteerCenter", status: "approved" },
    },
  ],
};

function signedInCookies() {
  for (const [k, v] of Object.entries(credentials)) document.cookie = `${k}=${encodeURIComponent(v)}; path=/`;
}

describe("the app", () => {
  beforeEach(() => {
    clearCredentials();
    localStorage.clear();
    document.cookie = "cookieConsent=; path=/; max-age=0";
  });
  afterEach(() => vi.restoreAllMocks());

  it("sends a visitor from a private page to login and back after signing in", async () => {
    const fetch = fakeFetch((url, init) => {
      if (url.pathname === "/auth/sign_in" && init.method === "POST") return json(admin, 200, credentials);
      if (url.pathname === "/api/v1/current_user") return json(admin);
      if (url.pathname === "/api/v1/current_organizations") return json(organizations);
      return undefined;
    });
    const { history } = await renderApp("/dashboard", { fetch });
    // renderApp loads the dashboard's code before rendering; the login page's code is fetched only
    // after the redirect, the first time in this file (on a busy machine that can take seconds).
    await screen.findByRole("heading", { level: 1, name: "Inloggen" }, { timeout: 10_000 });
    expect(history.location.pathname).toBe("/auth/login-1");
    expect(history.location.search).toBe("?redirect=%2Fdashboard");
    await waitFor(() => expect(document.title).toBe("Inloggen - Demo Vrijwilligerscentrale"));

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mailadres/), "admin@demo.test");
    await user.type(screen.getByLabelText(/Wachtwoord/), "Vrijwilliger!2026");
    await user.click(screen.getByRole("button", { name: "Inloggen" }));

    await waitFor(() => expect(history.location.pathname).toBe("/dashboard"));
    expect(readCredentials()).toEqual(credentials);
    // The dashboard is a screen of its own now (features/dashboard): its title and its welcome.
    await waitFor(() => expect(document.title).toBe("Dashboard - Demo Vrijwilligerscentrale"));
    await screen.findByRole("heading", { level: 1, name: /^Welkom/ });
    const body = JSON.parse(String(fetch.mock.calls.find(([u]) => String(u) === "/auth/sign_in")![1]!.body));
    expect(body).toEqual({ email: "admin@demo.test", password: "Vrijwilliger!2026" });
  });

  it("validates the login form on blur, in Dutch", async () => {
    await renderApp("/auth/login-1", { fetch: fakeFetch(() => undefined) });
    const email = await screen.findByLabelText(/E-mailadres/);
    const user = userEvent.setup();
    await user.click(email);
    expect(screen.queryByText("E-mailadres is een vereist veld")).toBeNull();
    await user.tab();
    expect(await screen.findByText("E-mailadres is een vereist veld")).toBeInTheDocument();
  });

  it("shows the 404 screen with the path for an unknown page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await renderApp("/en/bestaat/niet/echt", {
      fetch: fakeFetch(() => undefined),
      host: "gelderland.localhost",
      locale: "en",
    });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText("Page not found: /en/bestaat/niet/echt")).toBeInTheDocument();
    // Logged by the error screen's effect, which may run a moment after the screen shows on a busy machine.
    await waitFor(() => expect(console.error).toHaveBeenCalledWith("Page not found: /en/bestaat/niet/echt"));
  });

  it("shows the 404 screen for a one-segment path that is no content page, in Dutch and English", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const nl = await renderApp("/bestaat-niet", { fetch: fakeFetch(() => undefined), host: "gelderland.localhost" });
    expect(await screen.findByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeInTheDocument();
    expect(screen.queryByTestId("coming-soon")).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Pagina niet gevonden - /));
    nl.unmount();

    await renderApp("/en/bestaat-niet", {
      fetch: fakeFetch(() => undefined),
      host: "gelderland.localhost",
      locale: "en",
    });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.queryByTestId("coming-soon")).toBeNull();
  });

  it("shows the center's home page at the empty slug, also without a home page of its own", async () => {
    await renderApp("/", { fetch: fakeFetch(() => undefined) });
    expect(await screen.findByTestId("home-page")).toBeInTheDocument();
    expect(screen.getByRole("search")).toBeInTheDocument();
    expect(screen.queryByTestId("coming-soon")).toBeNull();
    expect(screen.queryByText(/Page not found/)).toBeNull();
  });

  it("shows the wrong-center error screen and clears it on navigation", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fetch = fakeFetch((url) =>
      url.pathname === "/auth/sign_in"
        ? json({ errors: [{ status: "401", code: "wrong_center", title: "wrong center", detail: "…" }] }, 401)
        : undefined,
    );
    const { history } = await renderApp("/auth/login-1", { fetch });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mailadres/), "x@rijnstad.test");
    await user.type(screen.getByLabelText(/Wachtwoord/), "secret-password");
    await user.click(screen.getByRole("button", { name: "Inloggen" }));
    expect(await screen.findByRole("heading", { name: "Ingelogd op de verkeerde website" })).toBeInTheDocument();
    act(() => history.push("/auth/recover"));
    expect(await screen.findByRole("heading", { level: 1, name: "Wachtwoord vergeten" })).toBeInTheDocument();
    expect(screen.queryByText("Ingelogd op de verkeerde website")).toBeNull();
  });

  it("signs out and goes to login when the current user cannot be fetched", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    signedInCookies();
    const fetch = fakeFetch((url) => {
      if (url.pathname === "/api/v1/current_user")
        return json({ errors: [{ status: "401", code: "unauthorized", title: "Niet ingelogd" }] }, 401);
      if (url.pathname === "/api/v1/current_organizations") return json(organizations);
      return undefined;
    });
    const { history, services } = await renderApp("/profiel", { fetch });
    await waitFor(() => expect(history.location.pathname).toBe("/auth/login-1"));
    expect(readCredentials()).toEqual({});
    expect(services.store.get(authStatusAtom)).toBe("SIGNED_OUT");
  });

  it("shows 'Geen organisatie gevonden' on back-office pages to a user without organization", async () => {
    signedInCookies();
    const fetch = fakeFetch((url) => {
      if (url.pathname === "/api/v1/current_user") return json(admin);
      if (url.pathname === "/api/v1/current_organizations") return json({ data: [] });
      return undefined;
    });
    await renderApp("/users", { fetch });
    expect(await screen.findByRole("heading", { name: "Geen organisatie gevonden" })).toBeInTheDocument();
  });

  it("signs out on /uitloggen even when the server call fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    signedInCookies();
    const fetch = fakeFetch((url) => {
      if (url.pathname === "/auth/sign_out") return new Response("boom", { status: 500 });
      if (url.pathname === "/api/v1/current_user") return json(admin);
      if (url.pathname === "/api/v1/current_organizations") return json(organizations);
      return undefined;
    });
    const { history } = await renderApp("/uitloggen", { fetch });
    await waitFor(() => expect(history.location.pathname).toBe("/auth/login-1"));
    expect(history.location.search).toBe("");
    expect(readCredentials()).toEqual({});
  });

  /** Center staff (admin of the center's VolunteerCenter organization), signed in. */
  function signedInStaff() {
    signedInCookies();
    return fakeFetch((url) => {
      if (url.pathname === "/api/v1/current_user") return json(admin);
      if (url.pathname === "/api/v1/current_organizations") return json(organizations);
      return undefined;
    });
  }

  it("shows the top navigation with the labels of the specification when signed in", async () => {
    await renderApp("/vacancies/search", { fetch: signedInStaff() });
    const nav = await screen.findByRole("navigation", { name: "Hoofdmenu" });
    await waitFor(() =>
      expect([...nav.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
        ["Dashboard", "/dashboard"],
        ["Vacatures", "/vacancies"],
        ["Vacaturebank", "/vacancies/search"],
        ["Organisaties", "/organizations"],
        ["Gebruikers", "/users"],
        ["Aanvragen", "/applications"],
        ["Vrijwilligerspool", "/vrijwilligerspool"],
        ["Workshops", "/workshops/beheer"],
        ["Content", "/content"],
        ["Instellingen", "/settings"],
        ["Conversaties", "/conversations"],
      ]),
    );
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("Vacaturebank");
  });

  it("leaves out the volunteer pool where the center has no volunteer profiles (meedoen), and speaks English", async () => {
    await renderApp("/vacancies/search", { fetch: signedInStaff(), host: "meedoen.localhost", locale: "en" });
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: "Workshops" })).toHaveAttribute("href", "/workshops/beheer"),
    );
    expect(within(nav).queryByRole("link", { name: "Volunteer pool" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Applications" })).toBeInTheDocument();
  });

  it("selects the School first, sends it as current organization and switches from the account menu", async () => {
    signedInCookies();
    const two = {
      data: [
        {
          type: "organization",
          id: "3",
          attributes: { name: "Stichting Groen", organization_type: "Foundation", status: "approved" },
        },
        {
          type: "organization",
          id: "4",
          attributes: { name: "Het Lyceum", organization_type: "School", status: "approved" },
        },
      ],
    };
    const fetch = fakeFetch((url) => {
      if (url.pathname === "/api/v1/current_user") return json(admin);
      if (url.pathname === "/api/v1/current_organizations") return json(two);
      if (url.pathname === "/api/v1/ping") return json({ data: null });
      return undefined;
    });
    const { services } = await renderApp("/organizations", { fetch });
    await waitFor(() => expect(services.store.get(selectedOrganizationIdAtom)).toBe("4"));
    const headerOf = async () => {
      await services.client.get("/api/v1/ping");
      return (fetch.mock.calls.at(-1)![1]!.headers as Headers).get("current-organization");
    };
    expect(await headerOf()).toBe("4");

    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Accountmenu" }));
    await user.click(await screen.findByRole("menuitem", { name: /Organisatie: Stichting Groen/ }));
    await waitFor(() => expect(services.store.get(selectedOrganizationIdAtom)).toBe("3"));
    expect(await headerOf()).toBe("3");
    expect(JSON.parse(localStorage.getItem(SELECTED_ORGANIZATION_KEY)!)).toBe("3");
  });
  it("clears a stored organization that is no longer the user's and stays signed in", async () => {
    // The server refuses any call that carries an organization the user is not a member of (403).
    signedInCookies();
    localStorage.setItem(SELECTED_ORGANIZATION_KEY, JSON.stringify("999"));
    const two = {
      data: [
        {
          type: "organization",
          id: "3",
          attributes: { name: "Stichting Groen", organization_type: "Foundation", status: "approved" },
        },
        {
          type: "organization",
          id: "4",
          attributes: { name: "Het Lyceum", organization_type: "School", status: "approved" },
        },
      ],
    };
    const fetch = fakeFetch((url, init) => {
      if (new Headers(init.headers).get("current-organization") === "999")
        return json({ errors: [{ status: "403", code: "forbidden", title: "Verboden toegang" }] }, 403);
      if (url.pathname === "/api/v1/current_user") return json(admin);
      if (url.pathname === "/api/v1/current_organizations") return json(two);
      return undefined;
    });
    const { history, services } = await renderApp("/organizations", { fetch });
    await waitFor(() => expect(services.store.get(selectedOrganizationIdAtom)).toBe("4"));
    expect(JSON.parse(localStorage.getItem(SELECTED_ORGANIZATION_KEY)!)).toBe("4");
    expect(services.store.get(authStatusAtom)).toBe("SIGNED_IN");
    expect(readCredentials()).toEqual(credentials);
    expect(history.location.pathname).toBe("/organizations");
    expect(fetch.mock.calls.some(([u]) => String(u).includes("/auth/sign_out"))).toBe(false);
  });
  it("keeps what was begun on a page when the organizations arrive after it", async () => {
    // jsdom has no ResizeObserver; Radix measures the settings page's radio buttons with it.
    vi.stubGlobal("ResizeObserver", SilentResizeObserver);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    signedInCookies();
    let arrive = () => {};
    const organizationsArrived = new Promise<void>((resolve) => (arrive = resolve));
    const fetch = fakeFetch((url) => {
      if (url.pathname === "/api/v1/current_user") return json(admin);
      if (url.pathname === "/api/v1/current_organizations") return organizationsArrived.then(() => json(organizations));
      return undefined;
    });
    const { services } = await renderApp("/profile-edit/settings", { fetch });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Account verwijderen" }, { timeout: 10_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Weet je het zeker?" });
    await user.type(within(dialog).getByLabelText(/^Wachtwoord/), "half getypt");
    expect(services.store.get(selectedOrganizationIdAtom)).toBeNull();

    arrive();
    await waitFor(() => expect(services.store.get(selectedOrganizationIdAtom)).toBe("3"));
    // The page did not start over: the dialog is still open with what was typed (waited past the
    // page transition, which is how a new page would have come in).
    await new Promise((resolve) => setTimeout(resolve, 2 * (PAGE_TRANSITION.leaveMs + PAGE_TRANSITION.enterMs)));
    expect(screen.getByRole("dialog", { name: "Weet je het zeker?" })).toBe(dialog);
    expect(within(dialog).getByLabelText(/^Wachtwoord/)).toHaveValue("half getypt");
  });

  it("fetches the feedback widget when its button is used and opens it there", async () => {
    await renderApp("/partners", { fetch: fakeFetch(() => undefined) });
    await screen.findByRole("heading", { level: 1, name: "Partners" });
    // Only the button is on the page; the dialog's code arrives on use.
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Feedback" }));
    const dialog = await screen.findByRole("dialog", { name: "Feedback geven" });
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it("opens the language menu from the light toolbar and switches to English", async () => {
    const { history } = await renderApp("/partners", {
      fetch: fakeFetch(() => undefined),
      host: "gelderland.localhost",
    });
    await screen.findByRole("heading", { level: 1, name: "Partners" });
    const user = userEvent.setup();
    const trigger = screen.getByRole("button", { name: "Taal kiezen" });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    trigger.focus();
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("menuitemradio", { name: "English" }));
    await waitFor(() => expect(history.location.pathname).toBe("/en/partners"));
    // The title is the same in both languages: the Dutch page's heading may still be fading out.
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Partners" })).toBeInTheDocument());
    expect(document.documentElement.lang).toBe("en");
  });
  it("offers one language control in the header, not two", async () => {
    await renderApp("/partners", { fetch: fakeFetch(() => undefined), host: "gelderland.localhost" });
    await screen.findByRole("heading", { level: 1, name: "Partners" });
    const header = screen.getByRole("banner");
    expect(
      within(header)
        .getAllByRole("button", { name: /taal/i })
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Taal kiezen"]);
  });
});
