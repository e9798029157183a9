import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { OrganizationSignupScreen } from "./OrganizationSignupScreen.tsx";
import { SignupSuccessScreen } from "./SignupSuccessScreen.tsx";
import { VolunteerSignupScreen } from "./VolunteerSignupScreen.tsx";

const meta = {
  title: "features/signup/VolunteerSignupScreen",
  component: VolunteerSignupScreen,
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof VolunteerSignupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillAccount(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByLabelText(/^Voornaam/), "Sem");
  await userEvent.type(canvas.getByLabelText(/^Achternaam/), "Jansen");
  await userEvent.type(canvas.getByLabelText(/^E-mailadres/), "sem@example.nl");
  await userEvent.type(canvas.getByLabelText(/^Wachtwoord/), "een-lang-wachtwoord");
  await userEvent.type(canvas.getByLabelText(/^Herhaal wachtwoord/), "een-lang-wachtwoord");
}

export const Empty: Story = {};

export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillAccount(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Account aanmaken" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: "Sem", lastName: "Jansen", email: "sem@example.nl" }),
    );
  },
};

/** The server's message for a field lands under that field. */
export const EmailTaken: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        Object.assign(new Error("Validatie mislukt"), { fieldErrors: { email: "Deze waarde is al in gebruik." } }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAccount(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Account aanmaken" }));
    await expect(await canvas.findByText("Deze waarde is al in gebruik.")).toBeVisible();
    await expect(canvas.getByLabelText(/^E-mailadres/)).toHaveAttribute("aria-invalid", "true");
  },
};

export const RequiredOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Account aanmaken" }));
    await expect(canvas.getByLabelText(/^Voornaam/)).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Organization: Story = {
  render: () => <OrganizationSignupScreen onSubmit={async () => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Organisatie aanmelden" })).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Over de organisatie" })).toBeVisible();
  },
};

export const OrganizationMissingFields: Story = {
  render: () => <OrganizationSignupScreen onSubmit={async () => {}} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Organisatie aanmelden" }));
    await expect(canvas.getByLabelText(/^Naam van de organisatie/)).toHaveAttribute("aria-invalid", "true");
  },
};

export const VolunteerSuccess: Story = {
  render: () => <SignupSuccessScreen kind="volunteer" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Bijna klaar!" })).toBeVisible();
  },
};

export const OrganizationSuccess: Story = { render: () => <SignupSuccessScreen kind="organization" /> };

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 1, name: "Sign up as a volunteer" }),
    ).toBeVisible();
  },
};
