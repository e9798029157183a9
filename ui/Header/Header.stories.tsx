import type { Meta, StoryContext, StoryObj } from "@storybook/react-vite";
import { isTenantKey, tenantThemes, type TenantKey } from "@tokens/tenants.ts";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { footerFixture } from "../Footer/Footer.fixtures.ts";
import { Footer } from "../Footer/Footer.tsx";
import { LanguageMenu, Toolbar } from "../Toolbar/Toolbar.tsx";
import { specTopnavItems } from "../Topnav/Topnav.fixtures.ts";
import { Header, type HeaderProps } from "./Header.tsx";

/** A monogram logo in the tenant's solid colour (decorative: the name next to it says it all). */
function Monogram({ name }: { name: string }) {
  const letters = name
    .split(/\s+/)
    .map((w) => w[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-solid text-sm font-bold text-on-solid"
    >
      {letters}
    </span>
  );
}

const languages = [
  { value: "nl", label: "Nederlands", lang: "nl" },
  { value: "en", label: "English", lang: "en" },
];

function toolbar(suffix = "") {
  return (
    <Toolbar
      label={`Werkbalk${suffix}`}
      theme={{ scheme: "light", onSchemeChange: fn(), label: "Donkere modus" }}
      notifications={{ count: 4, label: (n) => `Meldingen, ${n} ongelezen` }}
      activity={{ label: "Recente activiteit", onOpen: fn() }}
      account={{
        label: "Accountmenu",
        name: "Anna de Vries",
        email: "anna@voorbeeld.nl",
        signOutLabel: "Uitloggen",
        onSignOut: fn(),
      }}
    />
  );
}

const languageToggle = <LanguageMenu items={languages} value="nl" onChange={fn()} label="Taal kiezen" />;

/** The tenant of the story: the toolbar's, or 'demo' when all tenants are shown. */
function storyTenant(context: StoryContext): TenantKey {
  const tenant: unknown = context.globals.tenant;
  return isTenantKey(tenant) ? tenant : "demo";
}

function Page({ mainContentId }: { mainContentId: string }) {
  return (
    <main id={mainContentId} tabIndex={-1} className="mx-auto max-w-7xl px-4 py-10 outline-none sm:px-6">
      <h1 className="text-3xl font-semibold text-fg">Vacatures</h1>
      <p className="mt-2 max-w-prose text-fg-muted">Hier vind je een overzicht van alle vacatures.</p>
    </main>
  );
}

const meta = {
  title: "ui/Header",
  component: Header,
  parameters: { layout: "fullscreen" },
  args: {
    variant: "tabs",
    name: "Demo Vrijwilligerscentrale",
    logo: <Monogram name="Demo Vrijwilligerscentrale" />,
    navItems: specTopnavItems("/vacancies"),
    navLabel: "Hoofdmenu",
    menuLabel: "Menu",
    skipLinkLabel: "Naar de inhoud",
    languageToggle,
    actions: toolbar(),
  },
  argTypes: { variant: { control: "inline-radio", options: ["tabs", "legacy"] } },
  render: (args) => (
    <div className="min-h-[28rem] bg-background">
      <Header {...args} />
      <Page mainContentId={args.mainContentId ?? "main-content"} />
    </div>
  ),
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sticky header with tab menu, in a max-width container. */
export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("banner");
    await expect(header).toHaveAttribute("data-variant", "tabs");
    await expect(getComputedStyle(header).position).toBe("sticky");
    const nav = canvas.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(within(nav).getByRole("link", { name: "Vacatures" })).toHaveAttribute("aria-current", "page");
    await expect(within(nav).getAllByRole("link")).toHaveLength(9);
    // Wide: the full menu shows and the menu button does not.
    await expect(canvas.queryByRole("button", { name: "Menu" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Demo Vrijwilligerscentrale" })).toHaveAttribute("href", "/");
    await expect(canvas.getByRole("button", { name: "Taal kiezen" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Werkbalk" })).toBeVisible();
  },
};

const staffItems = [
  ...specTopnavItems("/dashboard").slice(0, 6),
  { label: "Vrijwilligerspool", href: "/vrijwilligerspool" },
  { label: "Workshops", href: "/workshops/beheer" },
  ...specTopnavItems("/dashboard").slice(6),
];

/** The top of each item of the horizontal menu, when it shows. */
const rows = (nav: HTMLElement | null) =>
  new Set(nav ? [...nav.querySelectorAll("a")].map((a) => Math.round(a.getBoundingClientRect().top)) : []);

/**
 * Center staff's longer menu (eleven entries): in full on one row on a wide screen, behind the
 * menu button on a narrower one, never wrapped onto a second row of tabs.
 */
export const LongMenu: Story = {
  args: { navItems: staffItems },
  render: (args) => (
    <div className="grid gap-6">
      {[1140, 1240].map((width) => (
        <div key={width} data-width={width} style={{ width }}>
          <Header {...args} />
        </div>
      ))}
    </div>
  ),
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: "landmark-unique", enabled: false },
          { id: "landmark-no-duplicate-banner", enabled: false },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const [narrow, wide] = ["1140", "1240"].map((w) =>
      canvasElement.querySelector<HTMLElement>(`[data-width="${w}"]`)!,
    );
    const horizontal = (box: HTMLElement) => box.querySelector<HTMLElement>('nav:not([data-orientation="vertical"])');
    await expect(within(narrow!).getByRole("button", { name: "Menu" })).toBeVisible();
    await expect(within(narrow!).queryByRole("link", { name: "Workshops" })).toBeNull();
    await expect(within(wide!).queryByRole("button", { name: "Menu" })).toBeNull();
    await expect(
      within(wide!).getAllByRole("link", { name: /^(Vrijwilligerspool|Workshops|Conversaties)$/ }),
    ).toHaveLength(3);
    await expect(rows(horizontal(wide!)).size).toBe(1);
  },
};

/** The same with the public tenant's underlined menu. */
export const LongMenuLegacy: Story = { ...LongMenu, args: { ...LongMenu.args, variant: "legacy" } };

/** The public tenant's header: not sticky, underlined menu. */
export const Legacy: Story = {
  args: {
    variant: "legacy",
    name: "Gelderse Vrijwilligers",
    logo: <Monogram name="Gelderse Vrijwilligers" />,
    navItems: specTopnavItems("/vacancies/search"),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole("banner");
    await expect(header).toHaveAttribute("data-variant", "legacy");
    await expect(getComputedStyle(header).position).not.toBe("sticky");
    const current = canvas.getByRole("link", { name: "Vacaturebank" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(getComputedStyle(canvas.getByRole("link", { name: "Organisaties" })).textDecorationLine).toContain(
      "underline",
    );
  },
};

/**
 * The header the tenant of the toolbar asks for (tokens/tenants.ts): switch the tenant to
 * 'Gelderse Vrijwilligers' for the legacy header.
 */
export const FollowsTenant: Story = {
  render: (args, context) => {
    const theme = tenantThemes[storyTenant(context)];
    return (
      <div className="min-h-[28rem] bg-background">
        <Header {...args} variant={theme.header} name={theme.name} logo={<Monogram name={theme.name} />} />
        <Page mainContentId="main-content" />
      </div>
    );
  },
  play: async ({ canvasElement, context }) => {
    const expected = tenantThemes[storyTenant(context)];
    const header = within(canvasElement).getByRole("banner");
    await expect(header).toHaveAttribute("data-variant", expected.header);
    await expect(header).toHaveTextContent(expected.name);
  },
};

/** The sticky header in the dark colour scheme. */
export const DarkScheme: Story = {
  globals: { scheme: "dark" },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute("data-color-scheme", "dark");
    await expect(within(canvasElement).getByRole("link", { name: "Vacatures" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/** The first Tab reaches the skip link, which then shows and leads to the main content. */
export const SkipLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole("link", { name: "Naar de inhoud" });
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const target = skip.getAttribute("href")!;
    await expect(target).toBe("#main-content");
    await expect(canvasElement.querySelector(target)).toBe(canvas.getByRole("main"));
  },
};

/** With an image logo (src + alt). */
export const ImageLogo: Story = {
  args: {
    logo: {
      src:
        "data:image/svg+xml," +
        encodeURIComponent(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#0c2754"/><path d="M10 12l10 18 10-18" stroke="#fff" stroke-width="4" fill="none"/></svg>',
        ),
      alt: "Logo",
    },
    name: "Vacaturebank Rijnstad",
  },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole("link", { name: "Logo Vacaturebank Rijnstad" });
    await expect(within(home).getByRole("img", { name: "Logo" })).toBeVisible();
  },
};

/** On a phone the menu collapses behind a menu button; Escape closes it and returns focus. */
export const MobileMenu: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("navigation", { name: "Hoofdmenu" })).not.toBeInTheDocument();

    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const nav = canvas.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav.closest(`#${CSS.escape(button.getAttribute("aria-controls")!)}`)).not.toBeNull();
    await expect(within(nav).getByRole("link", { name: "Vacatures" })).toHaveAttribute("aria-current", "page");

    await userEvent.tab();
    await expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Enter}");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  },
};

/** The collapsed menu opened (left open, so the accessibility check covers it). */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  args: { variant: "legacy", name: "Gelderse Vrijwilligers", logo: <Monogram name="Gelderse Vrijwilligers" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }));
    const nav = canvas.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav).toHaveAttribute("data-orientation", "vertical");
    for (const link of within(nav).getAllByRole("link")) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Choosing an item in the collapsed menu closes it. */
export const MobileMenuClosesOnNavigate: Story = {
  globals: { viewport: { value: "mobile2", isRotated: false } },
  args: {
    linkComponent: ({ children, href, onClick, ...props }) => (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Menu" });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole("link", { name: "Organisaties" }));
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"));
  },
};

/** Header and footer of every tenant: variants follow the tenant (tokens/tenants.ts). */
function TenantChrome({ fallback }: { fallback: TenantKey }) {
  const [tenant, setTenant] = useState<TenantKey>(fallback);
  const theme = tenantThemes[tenant];
  // Each tenant is shown inside its own ThemeScope (data-tenant); take the header and footer from it.
  const detect = (element: HTMLElement | null) => {
    const key = element?.parentElement?.closest("[data-tenant]:not(html)")?.getAttribute("data-tenant");
    if (isTenantKey(key) && key !== tenant) setTenant(key);
  };
  const props: HeaderProps = {
    variant: theme.header,
    name: theme.name,
    logo: <Monogram name={theme.name} />,
    navItems: specTopnavItems("/vacancies"),
    navLabel: `Hoofdmenu ${theme.name}`,
    menuLabel: "Menu",
    skipLinkLabel: "Naar de inhoud",
    mainContentId: `inhoud-${tenant}`,
    actions: toolbar(` ${theme.name}`),
  };
  return (
    <section ref={detect} aria-label={`Voorbeeld ${theme.name}`} data-header={theme.header} data-footer={theme.footer}>
      <Header {...props} />
      <div id={props.mainContentId} tabIndex={-1} className="px-4 py-6 outline-none">
        <p className="text-lg font-semibold text-fg">Vacatures</p>
        <p className="text-sm text-fg-muted">Hier vind je een overzicht van alle vacatures.</p>
      </div>
      <Footer
        {...footerFixture(theme.name)}
        variant={theme.footer}
        columns={footerFixture(theme.name).columns!.slice(0, 1)}
        bottomLinksLabel={`Juridisch ${theme.name}`}
      />
    </section>
  );
}

export const ChromeAllTenants: Story = {
  tags: ["visual"],
  parameters: { allTenants: true },
  render: (_args, context) => <TenantChrome fallback={storyTenant(context)} />,
  play: async ({ canvasElement }) => {
    const previews = within(canvasElement).getAllByRole("region", { name: /^Voorbeeld / });
    await waitFor(() =>
      expect(previews.map((p) => p.querySelector('[data-slot="header"]')!.getAttribute("data-variant"))).toEqual([
        "legacy",
        "tabs",
        "tabs",
        "tabs",
        "tabs",
      ]),
    );
    await expect(previews.map((p) => p.querySelector('[data-slot="footer"]')!.getAttribute("data-variant"))).toEqual([
      "primary",
      "primary",
      "dark-blue",
      "primary",
      "primary",
    ]);
    await expect(getComputedStyle(previews[2]!.querySelector("footer")!).backgroundColor).toBe("rgb(12, 39, 84)");
  },
};
