import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { EmailEditScreen } from "./EmailEditScreen.tsx";
import { ProfileEditScreen } from "./ProfileEditScreen.tsx";
import { SettingsScreen } from "./SettingsScreen.tsx";
import { ProfileScreen } from "./ProfileScreen.tsx";

const user = {
  fullName: "Anna de Vries",
  email: "anna@demo.test",
  phone: "06 12345678",
  roles: [{ name: "admin" }, { name: "volunteer" }],
};

const meta = {
  title: "features/profile/ProfileScreen",
  component: ProfileScreen,
  args: { state: "ready", user },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("anna@demo.test")).toBeVisible();
    await expect(canvas.getByText("Beheerder")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Profiel bewerken" })).toHaveAttribute("href", "/profile-edit");
  },
};
export const WithoutPhone: Story = { args: { user: { ...user, phone: null, roles: [{ name: "volunteer" }] } } };
export const Loading: Story = { args: { state: "loading", user: undefined } };
export const Failed: Story = { args: { state: "failed", user: undefined } };

const initialValues = { firstName: "Anna", lastName: "de Vries", phone: "" };

export const Edit: Story = {
  render: () => <ProfileEditScreen initialValues={initialValues} onSubmit={async () => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Bewerk profiel" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Je gegevens zijn opgeslagen.");
  },
};

const failing = fn(async () =>
  Promise.reject(Object.assign(new Error("Validatie mislukt"), { fieldErrors: { lastName: "Te lang." } })),
);
export const EditServerError: Story = {
  render: () => <ProfileEditScreen initialValues={initialValues} onSubmit={failing} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByText("Te lang.")).toBeVisible();
  },
};

export const EditRequired: Story = {
  render: () => <ProfileEditScreen initialValues={initialValues} onSubmit={async () => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByLabelText(/^Voornaam/);
    await userEvent.clear(first);
    await userEvent.tab();
    await expect(first).toHaveAttribute("aria-invalid", "true");
  },
};

export const EmailEdit: Story = {
  render: () => <EmailEditScreen currentEmail="anna@demo.test" onSubmit={async () => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nieuw e-mailadres/), "anna.devries@demo.test");
    await userEvent.type(canvas.getByLabelText(/^Huidig wachtwoord/), "Vrijwilliger!2026");
    await userEvent.click(canvas.getByRole("button", { name: "E-mailadres wijzigen" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Je e-mailadres is gewijzigd.");
  },
};

const wrongPassword = fn(async () =>
  Promise.reject(Object.assign(new Error("Validatie mislukt"), { fieldErrors: { currentPassword: "Is ongeldig." } })),
);
export const EmailEditWrongPassword: Story = {
  render: () => <EmailEditScreen currentEmail="anna@demo.test" onSubmit={wrongPassword} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nieuw e-mailadres/), "anna.devries@demo.test");
    await userEvent.type(canvas.getByLabelText(/^Huidig wachtwoord/), "fout");
    await userEvent.click(canvas.getByRole("button", { name: "E-mailadres wijzigen" }));
    await expect(await canvas.findByText("Is ongeldig.")).toBeVisible();
  },
};

const saveSettings = fn(async () => {});
export const Settings: Story = {
  render: () => <SettingsScreen locale="nl" onSubmit={saveSettings} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Engels (English)" }));
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(saveSettings).toHaveBeenCalledWith({ locale: "en" });
    await expect(await canvas.findByRole("status")).toHaveTextContent("Je instellingen zijn opgeslagen.");
  },
};
