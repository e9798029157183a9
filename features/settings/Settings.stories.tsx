import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ContactPersonScreen } from "./ContactPersonScreen.tsx";
import { DesignSettingsScreen, type DesignValues } from "./DesignSettingsScreen.tsx";
import { EMPTY_SETTINGS, SETTINGS } from "./fixtures.ts";
import { FooterSettingsScreen } from "./FooterSettingsScreen.tsx";
import { GeneralSettingsScreen } from "./GeneralSettingsScreen.tsx";
import { NewCenterScreen } from "./NewCenterScreen.tsx";

const upload = fn(async () => ({ url: "/tenants/demo/logo.svg" }));
const saved = fn(async () => {});
const refused = fn(async () =>
  Promise.reject(
    Object.assign(new Error("Validatie mislukt"), { fieldErrors: { email: "E-mailadres is al in gebruik." } }),
  ),
);

const meta = {
  title: "features/settings/Settings",
  component: GeneralSettingsScreen,
  args: { state: "ready", settings: SETTINGS, onSubmit: saved },
} satisfies Meta<typeof GeneralSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

// /settings
export const General: Story = {
  parameters: { allTenants: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1, name: "Instellingen" })[0]).toBeVisible();
  },
};
export const GeneralSaves: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("De instellingen zijn opgeslagen.");
  },
};
export const GeneralServerError: Story = {
  args: { onSubmit: refused },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByText("E-mailadres is al in gebruik.")).toBeVisible();
  },
};
export const GeneralEmpty: Story = { args: { settings: EMPTY_SETTINGS } };
export const GeneralForSuperadmin: Story = { args: { newCenterHref: "/settings/centers" } };
export const GeneralLoading: Story = { args: { state: "loading", settings: undefined } };
export const GeneralFailed: Story = { args: { state: "failed", settings: undefined, onRetry: fn() } };

// /settings/design
const design = { centerKey: "demo", onUpload: upload, onSubmit: saved };
// One tenant at a time (the toolbar's tenant): the preview holds a footer, and five side by side would be five contentinfo landmarks.
export const Design: Story = {
  render: (args) => <DesignSettingsScreen {...design} state={args.state} settings={args.settings} />,
};
export const DesignContrastRefused: Story = {
  // The preview shows the unreadable colours it refuses: that is its point, so axe's contrast rule is off here.
  parameters: { a11y: { config: { rules: [{ id: "color-contrast", enabled: false }] } } },
  render: () => <DesignSettingsScreen {...design} state="ready" settings={{ ...SETTINGS, text_color: "#bbbbbb" }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("[data-slot=contrast-problems]")).toHaveTextContent(
      "tekst op de achtergrond",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByText(/Kies kleuren met genoeg contrast/)).toBeVisible();
    await expect(design.onSubmit).not.toHaveBeenCalled();
  },
};
// Custom shades: derived from the colour (stored empty) or eleven shades, each a swatch, a picker and a hex field.
const savedDesign = fn(async (_values: DesignValues) => {});
const shadesGroup = (canvasElement: HTMLElement, name = "Tinten van de primaire kleur") =>
  within(within(canvasElement).getByRole("group", { name }));
const swatchOf = (input: HTMLElement) =>
  input.closest("[data-slot=color-input]")!.querySelector<HTMLElement>("[data-slot=color-swatch]")!;
/** The values the last save sent, with the shades read back from their JSON. */
const lastSaved = () => {
  const values = savedDesign.mock.lastCall![0];
  const parse = (v: string) => (v ? (JSON.parse(v) as Record<string, string>) : v);
  return { ...values, primary: parse(values.primary_color_shades), secondary: parse(values.secondary_color_shades) };
};
/** Teal-like shades a center stored earlier; one as channels, as the API also takes them. */
const STORED_SHADES = {
  "50": "#f0fdfa",
  "100": "#ccfbf1",
  "200": "#99f6e4",
  "300": "#5eead4",
  "400": "#2dd4bf",
  "500": "#14b8a6",
  "600": "15 118 110",
  "700": "#115e59",
  "800": "#134e4a",
  "900": "#042f2e",
  "950": "#021716",
};

export const DesignCustomShades: Story = {
  render: () => <DesignSettingsScreen {...design} onSubmit={savedDesign} state="ready" settings={SETTINGS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = shadesGroup(canvasElement);
    await expect(primary.getByRole("radio", { name: /Tinten afleiden van de kleur/ })).toBeChecked();
    await expect(primary.queryByRole("textbox")).toBeNull();
    await userEvent.click(primary.getByRole("radio", { name: /Eigen tinten/ }));
    // Prefilled with the shades indigo gives today, so staff adjust rather than start from nothing.
    const fields = primary.getAllByRole("textbox");
    await expect(fields.map((f) => (f as HTMLInputElement).value)).toEqual([
      "#eef2ff",
      "#e0e7ff",
      "#c6d2ff",
      "#a3b3ff",
      "#7c86ff",
      "#615fff",
      "#4f39f6",
      "#432dd7",
      "#372aac",
      "#312c85",
      "#1e1a4d",
    ]);
    const shade600 = primary.getByRole("textbox", { name: "Tint 600 van de primaire kleur" });
    await expect(primary.getByLabelText("Kleurkiezer voor tint 600 van de primaire kleur")).toHaveValue("#4f39f6");
    await userEvent.clear(shade600);
    await userEvent.type(shade600, "#0E7490");
    await userEvent.tab();
    // Shown as it is stored; the swatch and the live preview's primary button follow.
    await expect(shade600).toHaveValue("#0e7490");
    await expect(swatchOf(shade600)).toHaveStyle({ backgroundColor: "rgb(14, 116, 144)" });
    // The button's colour fades in (transition-colors): wait for it.
    await waitFor(() =>
      expect(canvasElement.querySelector("[data-slot=theme-preview] button")).toHaveStyle({
        backgroundColor: "rgb(14, 116, 144)",
      }),
    );
    await expect(primary.getByText(/Genoeg contrast/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByText(/De instellingen zijn opgeslagen/)).toBeVisible();
    const saved = lastSaved();
    await expect(saved.primary).toEqual({
      "50": "#eef2ff",
      "100": "#e0e7ff",
      "200": "#c6d2ff",
      "300": "#a3b3ff",
      "400": "#7c86ff",
      "500": "#615fff",
      "600": "#0e7490",
      "700": "#432dd7",
      "800": "#372aac",
      "900": "#312c85",
      "950": "#1e1a4d",
    });
    await expect(saved.secondary).toBe("");
  },
};
export const DesignCustomShadesByKeyboard: Story = {
  render: () => <DesignSettingsScreen {...design} onSubmit={savedDesign} state="ready" settings={SETTINGS} />,
  play: async ({ canvasElement }) => {
    const secondary = shadesGroup(canvasElement, "Tinten van de secundaire kleur");
    secondary.getByRole("radio", { name: /Tinten afleiden van de kleur/ }).focus();
    // Radix checks a radio while the arrow key is down (as ui/RadioGroup's stories press it).
    await userEvent.keyboard("{ArrowDown>}");
    await waitFor(() => expect(secondary.getByRole("radio", { name: /Eigen tinten/ })).toBeChecked());
    await userEvent.keyboard("{/ArrowDown}");
    await userEvent.tab();
    await expect(secondary.getByLabelText("Kleurkiezer voor tint 50 van de secundaire kleur")).toHaveFocus();
    await userEvent.tab();
    const shade50 = secondary.getByRole("textbox", { name: "Tint 50 van de secundaire kleur" });
    await expect(shade50).toHaveFocus();
    // Prefilled from pink, the secondary colour.
    await expect(shade50).toHaveValue("#fdf2f8");
    await userEvent.keyboard("{Control>}a{/Control}#fff0f5");
    await expect(swatchOf(shade50)).toHaveStyle({ backgroundColor: "rgb(255, 240, 245)" });
    // Filling in again gives pink's own shades back.
    await userEvent.click(secondary.getByRole("button", { name: "Tinten van Roze opnieuw invullen" }));
    await expect(shade50).toHaveValue("#fdf2f8");
  },
};
export const DesignInvalidShade: Story = {
  render: () => <DesignSettingsScreen {...design} onSubmit={savedDesign} state="ready" settings={SETTINGS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = shadesGroup(canvasElement);
    await userEvent.click(primary.getByRole("radio", { name: /Eigen tinten/ }));
    const shade500 = primary.getByRole("textbox", { name: "Tint 500 van de primaire kleur" });
    await userEvent.clear(shade500);
    await userEvent.type(shade500, "#12345g");
    await userEvent.tab();
    const message =
      "Tint 500 van de primaire kleur moet een kleurcode zijn zoals #615fff: een # met zes cijfers of letters van a tot en met f.";
    await expect(await primary.findByText(message)).toBeVisible();
    await expect(shade500).toHaveAttribute("aria-invalid", "true");
    await expect(shade500).toHaveAccessibleDescription(message);
    await expect(primary.getByLabelText("Kleurkiezer voor tint 500 van de primaire kleur")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(swatchOf(shade500)).toHaveAttribute("data-empty", "true");
    // Only that shade: its neighbours are fine.
    await expect(primary.getByRole("textbox", { name: "Tint 400 van de primaire kleur" })).not.toHaveAttribute(
      "aria-invalid",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByText("Controleer de velden met een foutmelding.")).toBeVisible();
    await expect(shade500).toHaveFocus();
    await expect(savedDesign).not.toHaveBeenCalled();
    // Typing a good code takes the message away; the field waits for the next blur to check again.
    await userEvent.clear(shade500);
    await expect(primary.queryByText(message)).toBeNull();
  },
};
export const DesignInvalidShadeInEnglish: Story = {
  globals: { locale: "en" },
  render: () => <DesignSettingsScreen {...design} onSubmit={savedDesign} state="ready" settings={SETTINGS} />,
  play: async ({ canvasElement }) => {
    const primary = shadesGroup(canvasElement, "Shades of the primary colour");
    await userEvent.click(primary.getByRole("radio", { name: /Custom shades/ }));
    const shade900 = primary.getByRole("textbox", { name: "Shade 900 of the primary colour" });
    await userEvent.clear(shade900);
    await userEvent.tab();
    await expect(shade900).toHaveAccessibleDescription(
      "Shade 900 of the primary colour must be a colour code such as #312c85: a # followed by six digits or letters from a to f.",
    );
  },
};
export const DesignStoredShadesBackToDerived: Story = {
  render: () => (
    <DesignSettingsScreen
      {...design}
      onSubmit={savedDesign}
      state="ready"
      settings={{ ...SETTINGS, primary_color_shades: STORED_SHADES as never }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const primary = shadesGroup(canvasElement);
    await expect(primary.getByRole("radio", { name: /Eigen tinten/ })).toBeChecked();
    await expect(primary.getByRole("textbox", { name: "Tint 500 van de primaire kleur" })).toHaveValue("#14b8a6");
    // Stored as channels, shown as a hex code.
    await expect(primary.getByRole("textbox", { name: "Tint 600 van de primaire kleur" })).toHaveValue("#0f766e");
    await userEvent.click(primary.getByRole("radio", { name: /Tinten afleiden van de kleur/ }));
    await expect(primary.queryByRole("textbox")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByText(/De instellingen zijn opgeslagen/)).toBeVisible();
    await expect(lastSaved().primary_color_shades).toBe("");
  },
};
export const DesignShadesWithoutContrast: Story = {
  // The preview shows the unreadable colours it refuses: that is its point, so axe's contrast rule is off here.
  parameters: { a11y: { config: { rules: [{ id: "color-contrast", enabled: false }] } } },
  render: () => (
    <DesignSettingsScreen
      {...design}
      onSubmit={savedDesign}
      state="ready"
      settings={{
        ...SETTINGS,
        primary_color_shades: Object.fromEntries(Object.keys(STORED_SHADES).map((k) => [k, "#fde68a"])) as never,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Named next to the shades, live, as the server would refuse them.
    const problems = canvasElement.querySelector("[data-slot=shades-contrast]")!;
    await expect(problems).toHaveTextContent("Te weinig contrast met deze tinten:");
    await expect(problems).toHaveTextContent("tekst op primaire knoppen");
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByText(/Kies kleuren met genoeg contrast/)).toBeVisible();
    await expect(savedDesign).not.toHaveBeenCalled();
  },
};
const shadesRefused = fn(async () =>
  Promise.reject(
    Object.assign(new Error("Validatie mislukt"), {
      fieldErrors: {
        primary_color_shades:
          "Deze kleuren zijn niet goed leesbaar: tekst op primaire knoppen haalt 3,20:1 in het lichte kleurenschema, WCAG AA vraagt minstens 4,5:1.",
      },
    }),
  ),
);
export const DesignShadesRefusedByServer: Story = {
  render: () => (
    <DesignSettingsScreen
      {...design}
      onSubmit={shadesRefused}
      state="ready"
      settings={{ ...SETTINGS, primary_color_shades: STORED_SHADES as never }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByText("Controleer de velden met een foutmelding.")).toBeVisible();
    const primary = shadesGroup(canvasElement);
    await expect(primary.getByText(/tekst op primaire knoppen haalt 3,20:1/)).toBeVisible();
    await expect(primary.getByRole("radiogroup")).toHaveAccessibleDescription(/tekst op primaire knoppen haalt 3,20:1/);
    // Changing a shade takes the server's message away.
    const shade600 = primary.getByRole("textbox", { name: "Tint 600 van de primaire kleur" });
    await userEvent.type(shade600, "{Backspace}");
    await expect(primary.queryByText(/tekst op primaire knoppen haalt/)).toBeNull();
  },
};
export const DesignWithLogo: Story = {
  render: () => (
    <DesignSettingsScreen
      {...design}
      state="ready"
      settings={{
        ...SETTINGS,
        website_logo_url: "/tenants/demo/logo.svg",
        header_variant: "legacy",
        shape: "straight",
      }}
    />
  ),
};
export const DesignLoading: Story = {
  render: () => <DesignSettingsScreen {...design} state="loading" />,
};
export const DesignFailed: Story = {
  render: () => <DesignSettingsScreen {...design} state="failed" onRetry={fn()} />,
};

// /settings/footer
export const Footer: Story = {
  parameters: { allTenants: true },
  render: () => <FooterSettingsScreen state="ready" settings={SETTINGS} onSubmit={saved} />,
};
export const FooterEmpty: Story = {
  render: () => <FooterSettingsScreen state="ready" settings={EMPTY_SETTINGS} onSubmit={saved} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Nog geen kolommen. Voeg er een toe.")).toBeVisible();
  },
};
export const FooterUnsafeLink: Story = {
  render: () => <FooterSettingsScreen state="ready" settings={SETTINGS} onSubmit={saved} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const url = canvas.getByLabelText(/^Adres van link 1/);
    await userEvent.clear(url);
    await userEvent.type(url, "javascript:alert(1)");
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByText(/moet een pagina van deze site zijn/)).toBeVisible();
  },
};
export const FooterLoading: Story = {
  render: () => <FooterSettingsScreen state="loading" onSubmit={saved} />,
};
export const FooterFailed: Story = {
  render: () => <FooterSettingsScreen state="failed" onSubmit={saved} onRetry={fn()} />,
};

// /settings/contact-person
export const ContactPerson: Story = {
  parameters: { allTenants: true },
  render: () => <ContactPersonScreen state="ready" settings={SETTINGS} onSubmit={saved} onUpload={upload} />,
};
export const ContactPersonEmpty: Story = {
  render: () => <ContactPersonScreen state="ready" settings={EMPTY_SETTINGS} onSubmit={saved} onUpload={upload} />,
};
export const ContactPersonLoading: Story = {
  render: () => <ContactPersonScreen state="loading" onSubmit={saved} onUpload={upload} />,
};
export const ContactPersonFailed: Story = {
  render: () => <ContactPersonScreen state="failed" onSubmit={saved} onUpload={upload} onRetry={fn()} />,
};

// /settings/centers (superadmin)
export const NewCenter: Story = {
  parameters: { allTenants: true },
  render: () => <NewCenterScreen allowed onSubmit={saved} />,
};
export const NewCenterInvalid: Story = {
  render: () => <NewCenterScreen allowed onSubmit={saved} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Vrijwilligerscentrale aanmaken" }));
    await expect(await canvas.findByText("Controleer de velden met een foutmelding.")).toBeVisible();
  },
};
export const NewCenterNotAllowed: Story = {
  render: () => <NewCenterScreen allowed={false} onSubmit={saved} />,
};
