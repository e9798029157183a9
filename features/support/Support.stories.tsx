import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ChangelogScreen } from "./ChangelogScreen.tsx";
import { ContactFormScreen } from "./ContactFormScreen.tsx";
import { SupportScreen } from "./SupportScreen.tsx";

const meta = {
  title: "features/support/SupportScreen",
  component: SupportScreen,
  args: {
    centerName: "Vrijwilligerspunt Heuvelrug",
    contact: {
      name: "Marloes Bakker",
      role: "Consulent vrijwilligerswerk",
      email: "marloes@heuvelrug.test",
      phone: "0343 123 456",
      photoUrl: null,
    },
    roles: ["organization"],
  },
} satisfies Meta<typeof SupportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Hulp en ondersteuning" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "marloes@heuvelrug.test" })).toHaveAttribute(
      "href",
      "mailto:marloes@heuvelrug.test",
    );
    // The user's own role's guide comes first.
    const guides = canvas.getAllByRole("heading", { level: 3 });
    await expect(guides[0]).toHaveTextContent("Organisatie");
  },
};
/** No contact person set: the center's own address, else a pointer to the contact form. */
export const NoContactPerson: Story = {
  args: { contact: { name: null, role: null, email: null, phone: null, photoUrl: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/nog geen contactpersoon/)).toBeVisible();
  },
};
export const AllTenants: Story = { parameters: { allTenants: true } };
export const English: Story = { globals: { locale: "en" } };

const send = fn(async () => {});
/** /contactformulier: the checks in the user's language, then a clear confirmation. */
export const ContactForm: Story = {
  render: () => (
    <ContactFormScreen
      centerName="Vrijwilligerspunt Heuvelrug"
      defaults={{ name: "Sanne de Vries", email: "sanne@example.org" }}
      onSubmit={send}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Bericht versturen" }));
    await expect(canvas.getByText("Geef toestemming, anders kunnen we je niet antwoorden.")).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Onderwerp/), "Vraag over de VOG");
    await userEvent.type(canvas.getByLabelText(/Bericht/), "Hoe vraag ik een VOG aan?");
    await userEvent.click(canvas.getByRole("checkbox"));
    await userEvent.click(canvas.getByRole("button", { name: "Bericht versturen" }));
    await expect(send).toHaveBeenCalled();
    await expect(await canvas.findByRole("heading", { name: "Bedankt, je bericht is verstuurd" })).toBeVisible();
  },
};
/** The server's 422 lands under its field. */
export const ContactFormServerError: Story = {
  render: () => (
    <ContactFormScreen
      centerName="Vacaturebank Rijnstad"
      defaults={{
        name: "Sanne",
        email: "sanne@example.org",
        subject: "Vraag",
        message: "Een lange vraag hier.",
        consent: true,
      }}
      onSubmit={async () => {
        throw Object.assign(new Error("Ongeldige invoer"), {
          fieldErrors: { email: "E-mailadres is geen geldig e-mailadres." },
        });
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Bericht versturen" }));
    await expect(await canvas.findByText("E-mailadres is geen geldig e-mailadres.")).toBeVisible();
  },
};
export const ContactFormAllTenants: Story = {
  render: () => <ContactFormScreen centerName="Meedoen" onSubmit={send} />,
  parameters: { allTenants: true },
};
export const Changelog: Story = {
  render: () => (
    <ChangelogScreen markdown={"# Wat is er nieuw\n\n## November 2026\n\n- Nieuws en partners\n- Contactformulier\n"} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 2, name: "November 2026" })).toBeVisible();
  },
};
