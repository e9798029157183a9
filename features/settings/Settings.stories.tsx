import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ContactPersonScreen } from "./ContactPersonScreen.tsx";
import { DesignSettingsScreen } from "./DesignSettingsScreen.tsx";
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
export const DesignInvalidShades: Story = {
  render: () => <DesignSettingsScreen {...design} state="ready" settings={SETTINGS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shades = canvas.getByLabelText(/Eigen tinten voor de primaire kleur/);
    await userEvent.type(shades, '{{"50": "#ffffff"}');
    await userEvent.tab();
    await expect(await canvas.findByText(/precies de elf sleutels/)).toBeVisible();
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
