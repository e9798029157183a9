import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { APPLICATION_RECEIVED, PERIODIC_MAIL, PREVIEW, RESET_PASSWORD, TEMPLATE_SUMMARIES } from "./fixtures.ts";
import { NotificationTemplateEditScreen } from "./NotificationTemplateEditScreen.tsx";
import { NotificationPreferencesSection } from "./NotificationPreferencesSection.tsx";
import { NotificationTemplateListScreen } from "./NotificationTemplateListScreen.tsx";
import { confirmAfterAsking } from "@ui/Dialog/asksFirst.ts";

const meta = {
  title: "features/notification-templates/NotificationTemplateListScreen",
  component: NotificationTemplateListScreen,
  args: {
    state: "ready",
    templates: TEMPLATE_SUMMARIES,
    hrefFor: (key: string) => `/notification_templates/${key}/edit`,
    onRetry: fn(),
  },
} satisfies Meta<typeof NotificationTemplateListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Meldingsteksten" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Nieuwe reactie op een vacature" })).toHaveAttribute(
      "href",
      "/notification_templates/application_received/edit",
    );
    await expect(canvas.getByText("Aangepast (Nederlands)")).toBeVisible();
    await expect(canvas.getAllByText("Beveiliging: altijd verstuurd").length).toBe(7);
  },
};
export const Empty: Story = {
  args: { templates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Geen meldingsteksten")).toBeVisible();
  },
};
export const Loading: Story = { args: { state: "loading", templates: [] } };
export const Failed: Story = {
  args: { state: "failed", templates: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const AllTenants: Story = {
  args: { templates: TEMPLATE_SUMMARIES.slice(0, 4) },
  parameters: { allTenants: true },
};
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Notification texts" })).toBeVisible();
  },
};

const PREFERENCES = {
  application_received: "both",
  application_status_changed: "in_app",
  application_withdrawn: "both",
  organization_approved: "both",
  organization_denied: "both",
  organization_status_changed: "both",
  organization_vacancies_closed: "both",
  new_message: "both",
} as const;
const preferencesSave = fn(async () => {});

const editArgs = {
  backHref: "/notification_templates",
  onSave: fn(async () => {}),
  onPreview: fn(async () => PREVIEW),
  onTestMail: fn(async () => "admin@heuvelrug.test"),
  onReset: fn(async () => {}),
  onRetry: fn(),
};

/** The edit screen: insert a placeholder with a click, preview, save. */
export const Edit: Story = {
  render: () => <NotificationTemplateEditScreen state="ready" template={APPLICATION_RECEIVED} {...editArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Nieuwe reactie op een vacature" })).toBeVisible();
    const subject = canvas.getByRole("textbox", { name: /Onderwerp/ });
    await userEvent.clear(subject);
    await userEvent.type(subject, "Aanmelding: ");
    await userEvent.click(canvas.getByRole("button", { name: "Invoegen: {{vacancy_title}} titel van de vacature" }));
    await expect(subject).toHaveValue("Aanmelding: {{vacancy_title}}");
    await userEvent.click(canvas.getByRole("button", { name: "Voorbeeld bekijken" }));
    await waitFor(() => expect(canvas.getByTitle("Voorbeeld van de mail")).toHaveAttribute("sandbox", ""));
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await waitFor(() => expect(editArgs.onSave).toHaveBeenCalled());
    await expect(await canvas.findByText("De tekst is opgeslagen. De volgende mail gebruikt hem.")).toBeVisible();
  },
};
/** Restoring the default text asks first; "Eigen tekst houden" keeps the text, only the confirm button resets. */
export const EditReset: Story = {
  render: () => <NotificationTemplateEditScreen state="ready" template={APPLICATION_RECEIVED} {...editArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmAfterAsking({
      trigger: canvas.getByRole("button", { name: "Standaardtekst terugzetten" }),
      question: "Standaardtekst terugzetten?",
      description: /in beide talen vervalt/,
      keep: "Eigen tekst houden",
      confirm: "Standaardtekst terugzetten",
      action: editArgs.onReset,
    });
    await waitFor(() => expect(editArgs.onReset).toHaveBeenCalled());
    await expect(await canvas.findByText("De standaardtekst wordt weer gebruikt.")).toBeVisible();
  },
};
export const EditAllTenants: Story = {
  render: () => <NotificationTemplateEditScreen state="ready" template={APPLICATION_RECEIVED} {...editArgs} />,
  parameters: { allTenants: true },
};
/** A list placeholder: the vacancies of the periodic mail, with the fields of one item. */
export const EditList: Story = {
  render: () => <NotificationTemplateEditScreen state="ready" template={PERIODIC_MAIL} {...editArgs} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/is een lijst/)).toBeVisible();
  },
};
/** A security mail says it is always sent. */
export const EditSecurity: Story = {
  render: () => <NotificationTemplateEditScreen state="ready" template={RESET_PASSWORD} {...editArgs} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/altijd verstuurd/)).toBeVisible();
  },
};
/** The server refused an unknown placeholder: the message lands under the field. */
export const EditRefused: Story = {
  render: () => (
    <NotificationTemplateEditScreen
      state="ready"
      template={APPLICATION_RECEIVED}
      {...editArgs}
      onSave={async () => {
        throw Object.assign(new Error("422"), {
          fieldErrors: {
            "nl.subject": "Onderwerp gebruikt {{wachtwoord}}, maar dat kan in deze melding niet.",
          },
        });
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: /Onderwerp/ })).toHaveAttribute("aria-invalid", "true"),
    );
  },
};
export const EditLoading: Story = {
  render: () => <NotificationTemplateEditScreen state="loading" template={null} {...editArgs} />,
};
export const EditFailed: Story = {
  render: () => <NotificationTemplateEditScreen state="failed" template={null} {...editArgs} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/konden niet worden geladen/)).toBeVisible();
  },
};

/** The notification choices of /profile-edit/settings. */
export const Preferences: Story = {
  render: () => <NotificationPreferencesSection state="ready" preferences={PREFERENCES} onSave={preferencesSave} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Beveiligingsmails/)).toBeVisible();
    const group = canvas.getByRole("group", { name: "Nieuw bericht" });
    await userEvent.click(within(group).getByRole("radio", { name: "Alleen per e-mail" }));
    await userEvent.click(canvas.getByRole("button", { name: "Meldingen opslaan" }));
    await waitFor(() => expect(preferencesSave).toHaveBeenCalledWith(expect.objectContaining({ new_message: "mail" })));
  },
};
export const PreferencesAllTenants: Story = {
  render: () => <NotificationPreferencesSection state="ready" preferences={PREFERENCES} onSave={preferencesSave} />,
  parameters: { allTenants: true },
};
export const PreferencesLoading: Story = {
  render: () => <NotificationPreferencesSection state="loading" preferences={{}} onSave={preferencesSave} />,
};
export const PreferencesFailed: Story = {
  render: () => <NotificationPreferencesSection state="failed" preferences={{}} onSave={preferencesSave} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/konden niet worden geladen/)).toBeVisible();
  },
};
