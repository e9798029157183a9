import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ToastProvider, Toaster } from "@ui/Toast/Toast.tsx";
import { EmailEditScreen } from "./EmailEditScreen.tsx";
import { PeriodicMailScreen } from "./PeriodicMailScreen.tsx";
import { ProfileDeletedScreen } from "./ProfileDeletedScreen.tsx";
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
    // One full name under one label (not "Voornaam / Achternaam" above it).
    const name = canvas.getByText("Anna de Vries");
    await expect(name.tagName).toBe("DD");
    await expect(name.previousElementSibling).toHaveTextContent(/^Naam$/);
    await expect(canvas.getByText("Beheerder")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Profiel bewerken" })).toHaveAttribute("href", "/profile-edit");
  },
};
/** In English the label reads "Name". */
export const ReadyEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText("Anna de Vries");
    await expect(name.previousElementSibling).toHaveTextContent(/^Name$/);
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
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Kijk in de mailbox van je nieuwe adres en open de bevestigingslink.",
    );
  },
};

const cancelPending = fn(async () => {});
export const EmailEditPending: Story = {
  render: () => (
    <EmailEditScreen
      currentEmail="anna@demo.test"
      pendingEmail="anna.devries@demo.test"
      onSubmit={async () => {}}
      onCancelPending={cancelPending}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        "We hebben een bevestigingslink gestuurd naar anna.devries@demo.test. Tot je die link opent, blijft anna@demo.test je e-mailadres.",
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Wijziging annuleren" }));
    await expect(cancelPending).toHaveBeenCalled();
    await expect(await canvas.findByRole("status")).toHaveTextContent("De wijziging is geannuleerd.");
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
    const password = canvas.getByLabelText(/^Huidig wachtwoord/);
    await userEvent.type(password, "fout");
    await userEvent.click(canvas.getByRole("button", { name: "E-mailadres wijzigen" }));
    await expect(await canvas.findByText("Is ongeldig.")).toBeVisible();
    // Changing the value drops the server's message at once (not only on blur, which would shift the button).
    await userEvent.type(password, "2");
    await expect(canvas.queryByText("Is ongeldig.")).toBeNull();
    await expect(password).not.toHaveAttribute("aria-invalid");
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

export const EmailEditValidatesOnBlur: Story = {
  render: () => <EmailEditScreen currentEmail="anna@demo.test" onSubmit={async () => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/^Nieuw e-mailadres/);
    await userEvent.type(email, "geen-adres");
    // Typing alone does not validate; leaving the field does.
    await expect(email).not.toHaveAttribute("aria-invalid");
    await userEvent.tab();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("Huidig e-mailadres: anna@demo.test")).toBeVisible();
  },
};

/**
 * Side by side, every tenant repeats the screen's named form and sections, which axe reports as
 * duplicate landmarks; on a page there is one of each.
 */
const sideBySide = {
  allTenants: true,
  a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } },
};

/** The app has one toaster; the stories of screens that toast bring their own. */
const withToasts: Decorator = (Story) => (
  <ToastProvider label="Melding">
    <Story />
    <Toaster label="Meldingen" />
  </ToastProvider>
);

const savePeriodicMail = fn(async () => {});
export const PeriodicMail: Story = {
  decorators: [withToasts],
  render: () => (
    <PeriodicMailScreen
      state="ready"
      initialValues={{ periodicMail: "never", interests: ["sport"] }}
      onSubmit={savePeriodicMail}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("radio", { name: "Nooit" })).toBeChecked();
    await expect(canvas.getByText("Eén keer per maand een overzicht van de nieuwe vacatures.")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "Elke maand" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Natuur en milieu" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Zorg" }));
    await userEvent.type(canvas.getByRole("textbox", { name: /Plaats of postcode/ }), "Doorn");
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(savePeriodicMail).toHaveBeenCalledWith({
      periodicMail: "monthly",
      interests: ["zorg", "sport", "natuur_en_milieu"],
      near: "Doorn",
      distance: 10,
    });
    await waitFor(() =>
      expect(within(document.body).getByText("Je voorkeuren voor de periodieke mail zijn opgeslagen.")).toBeVisible(),
    );
  },
};

export const PeriodicMailAllTenants: Story = {
  parameters: sideBySide,
  decorators: [withToasts],
  render: () => (
    <PeriodicMailScreen
      state="ready"
      initialValues={{ periodicMail: "weekly", interests: ["buurt", "dieren"], near: "Amersfoort", distance: 25 }}
      onSubmit={async () => {}}
    />
  ),
};

const failingPeriodicMail = fn(async () => Promise.reject(new Error("Er ging iets mis bij het opslaan.")));
export const PeriodicMailSaveFails: Story = {
  decorators: [withToasts],
  render: () => <PeriodicMailScreen state="ready" onSubmit={failingPeriodicMail} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Elke week" }));
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Er ging iets mis bij het opslaan.");
    await expect(canvas.getByRole("radio", { name: "Elke week" })).toBeChecked();
  },
};

export const PeriodicMailLoading: Story = {
  decorators: [withToasts],
  render: () => <PeriodicMailScreen state="loading" onSubmit={async () => {}} />,
};

export const PeriodicMailFailed: Story = {
  decorators: [withToasts],
  render: () => <PeriodicMailScreen state="failed" onSubmit={async () => {}} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("konden niet worden geladen");
  },
};

const deleteAccount = fn(async () => {});
const exportData = fn(async () => {});
export const SettingsWithAccount: Story = {
  render: () => (
    <SettingsScreen locale="nl" onSubmit={async () => {}} onExport={exportData} onDeleteAccount={deleteAccount} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(canvas.getByRole("heading", { level: 2, name: "Account verwijderen" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Mijn gegevens downloaden" }));
    await expect(exportData).toHaveBeenCalledOnce();
    await expect(await canvas.findByText("Je gegevens zijn gedownload.")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Account verwijderen" }));
    const dialog = await body.findByRole("dialog", { name: "Weet je het zeker?" });
    const password = within(dialog).getByLabelText(/^Wachtwoord/);
    await expect(password).toHaveFocus();
    // Without the password nothing is deleted.
    await userEvent.click(within(dialog).getByRole("button", { name: "Account definitief verwijderen" }));
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(deleteAccount).not.toHaveBeenCalled();
    await userEvent.type(password, "Vrijwilliger!2026");
    await userEvent.click(within(dialog).getByRole("button", { name: "Account definitief verwijderen" }));
    await expect(deleteAccount).toHaveBeenCalledWith({ currentPassword: "Vrijwilliger!2026" });
  },
};

const wrongDeletePassword = fn(async () =>
  Promise.reject(Object.assign(new Error("Validatie mislukt"), { fieldErrors: { currentPassword: "Is ongeldig." } })),
);
export const DeleteAccountWrongPassword: Story = {
  render: () => <SettingsScreen locale="nl" onSubmit={async () => {}} onDeleteAccount={wrongDeletePassword} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Account verwijderen" }));
    const dialog = await body.findByRole("dialog", { name: "Weet je het zeker?" });
    const password = within(dialog).getByLabelText(/^Wachtwoord/);
    // Validated on blur, before any submit.
    await userEvent.click(password);
    await userEvent.tab();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(password, "fout");
    await userEvent.click(within(dialog).getByRole("button", { name: "Account definitief verwijderen" }));
    await expect(await within(dialog).findByText("Is ongeldig.")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuleren" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "Account verwijderen" })).toHaveFocus();
  },
};

const lastAdmin = fn(async () =>
  Promise.reject(new Error("Je bent de laatste beheerder van Buurthuis De Linde. Maak eerst iemand anders beheerder.")),
);
export const DeleteAccountLastAdmin: Story = {
  render: () => <SettingsScreen locale="nl" onSubmit={async () => {}} onDeleteAccount={lastAdmin} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Account verwijderen" }));
    const dialog = await within(document.body).findByRole("dialog", { name: "Weet je het zeker?" });
    await userEvent.type(within(dialog).getByLabelText(/^Wachtwoord/), "Vrijwilliger!2026");
    await userEvent.click(within(dialog).getByRole("button", { name: "Account definitief verwijderen" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent("laatste beheerder");
  },
};

const failingExport = fn(async () => Promise.reject(new Error("503")));
export const ExportFails: Story = {
  render: () => <SettingsScreen locale="nl" onSubmit={async () => {}} onExport={failingExport} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Mijn gegevens downloaden" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Je gegevens konden niet worden gedownload.");
  },
};

export const SettingsAllTenants: Story = {
  parameters: sideBySide,
  render: () => (
    <SettingsScreen locale="en" onSubmit={async () => {}} onExport={async () => {}} onDeleteAccount={async () => {}} />
  ),
};

export const Deleted: Story = {
  parameters: { allTenants: true },
  render: () => <ProfileDeletedScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 1, name: "Je account is verwijderd" })[0]).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Naar de startpagina" })[0]).toHaveAttribute("href", "/");
  },
};
