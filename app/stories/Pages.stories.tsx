import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { appLoader, renderApp, type AppStoryParameters } from "./harness.tsx";

/** Whole pages of the app with fake data, per layout and state; the tenant comes from the toolbar. */
const meta = {
  title: "app/Pages",
  loaders: [appLoader],
  render: renderApp,
  parameters: { layout: "fullscreen" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const app = (params: AppStoryParameters) => ({ app: params });

export const LoginPublicLayout: Story = {
  parameters: app({ url: "/auth/login-1" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await expect(canvasElement.querySelector("[data-layout=public]")).not.toBeNull();
  },
};

export const VisitorRedirectedToLogin: Story = {
  parameters: app({ url: "/organizations" }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  },
};

export const HomeWideLayout: Story = {
  parameters: app({ url: "/" }),
  play: async ({ canvasElement }) => {
    // The center's home page (the default one when the center has not written its own).
    await expect(
      await within(canvasElement).findByRole("heading", { level: 1, name: /^Vrijwilligerswerk bij / }),
    ).toBeVisible();
    await expect(canvasElement.querySelector("[data-layout=wide]")).not.toBeNull();
  },
};

export const ConsentBannerShown: Story = {
  parameters: app({ url: "/vacancies/search", consent: "undecided" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole("button", { name: "Alles accepteren" })).toBeVisible();
  },
};

export const OrganizationsTopnavLayout: Story = {
  parameters: app({ url: "/organizations", role: "admin" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("heading", { level: 1, name: "Organisaties" })).toBeVisible();
    const nav = await canvas.findByRole("navigation", { name: "Hoofdmenu" });
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: "Organisaties" })).toHaveAttribute("aria-current", "page"),
    );
  },
};

export const DashboardSidebarLayout: Story = {
  parameters: app({ url: "/dashboard", role: "admin" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("navigation", { name: "Zijmenu" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Aanpassen" })).toBeVisible();
  },
};

export const SettingsCollapseLayout: Story = {
  parameters: app({ url: "/settings/design", role: "admin" }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { level: 1, name: "Vormgeving" })).toBeVisible();
    await expect(canvasElement.querySelector("[data-layout=collapse]")).not.toBeNull();
  },
};

export const ProfileDefaultLayout: Story = {
  parameters: app({ url: "/profiel", role: "volunteer" }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { level: 1, name: "Mijn profiel" })).toBeVisible();
  },
};

export const FormEmptyLayout: Story = {
  // Without a token the page explains where the link comes from (a token is looked up on the server).
  parameters: app({ url: "/forms" }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("heading", { level: 1, name: "Formulier" })).toBeVisible();
    await expect(canvasElement.querySelector("[data-layout=empty]")).not.toBeNull();
  },
};

export const NoOrganization: Story = {
  parameters: app({ url: "/users", role: "volunteer" }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("heading", { name: "Geen organisatie gevonden" }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: app({ url: "/deze/pagina/bestaat/niet" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole("heading", { name: "Pagina niet gevonden" }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText("Pagina niet gevonden: /deze/pagina/bestaat/niet")).toBeVisible();
  },
};

/**
 * On a phone the floating Feedback button stays in its corner and covers nothing once the page is
 * scrolled to its end: the footer keeps room for it below its last line.
 */
export const FeedbackButtonCoversNothingOnAPhone: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  parameters: app({ url: "/vacancies/search" }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("heading", { level: 1 });
    const trigger = await within(canvasElement.ownerDocument.body).findByRole("button", { name: "Feedback" });
    await expect(getComputedStyle(trigger).position).toBe("fixed");
    const view = canvasElement.ownerDocument.defaultView!;
    const toEnd = () =>
      view.scrollTo({ top: canvasElement.ownerDocument.documentElement.scrollHeight, behavior: "instant" });
    toEnd();
    // The footer's code arrives as it comes near (belowTheFold): look for it once scrolled there,
    // at the end of the page as it is then (the footer makes it longer).
    await waitFor(() => {
      toEnd();
      const content = canvasElement.ownerDocument.querySelector("[data-slot=footer] > div");
      expect(content).not.toBeNull();
      expect(content!.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
    });
  },
};

/**
 * While the page scrolls down the Feedback button steps below the screen's edge, so it covers no
 * card, text or pagination being read; it is back when the page scrolls up, and when it has the
 * keyboard's focus.
 */
export const FeedbackButtonStepsAsideWhileScrolling: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  parameters: app({ url: "/vacancies/search" }),
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const view = doc.defaultView!;
    await within(canvasElement).findByRole("heading", { level: 1 });
    const trigger = await within(doc.body).findByRole("button", { name: "Feedback" });
    const onScreen = () => trigger.getBoundingClientRect().top < view.innerHeight;
    // A long page: a screenful of results more than the story's fake data fills.
    const more = doc.createElement("div");
    more.style.height = `${view.innerHeight * 2}px`;
    doc.querySelector("main")!.append(more);
    await expect(onScreen()).toBe(true);

    view.scrollTo({ top: 400, behavior: "instant" });
    await waitFor(() => expect(onScreen()).toBe(false));
    view.scrollTo({ top: 300, behavior: "instant" });
    await waitFor(() => expect(onScreen()).toBe(true));

    // Gone while reading on, back for the keyboard.
    view.scrollTo({ top: 700, behavior: "instant" });
    await waitFor(() => expect(onScreen()).toBe(false));
    await userEvent.keyboard("{Shift}");
    trigger.focus();
    await waitFor(() => expect(trigger.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight));
  },
};
