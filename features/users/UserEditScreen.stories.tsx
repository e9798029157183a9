import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FormSkeleton } from "./FormCard.tsx";
import { USERS } from "./fixtures.ts";
import { SIDE_BY_SIDE } from "./stories.ts";
import { UserEditScreen } from "./UserEditScreen.tsx";

const [admin] = USERS as [(typeof USERS)[0]];

const meta = {
  title: "features/users/UserEditScreen",
  component: UserEditScreen,
  args: { user: admin, canChangeEmail: true, onSubmit: fn(async () => {}), cancelHref: "/users/11" },
} satisfies Meta<typeof UserEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Center staff change the name and correct the address. */
export const CenterStaff: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Gegevens wijzigen van Sanne de Vries" })).toBeVisible();
    const first = canvas.getByRole("textbox", { name: /Voornaam/ });
    await userEvent.clear(first);
    await userEvent.type(first, "Susanne");
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ firstName: "Susanne", lastName: "de Vries" }),
      ),
    );
  },
};

export const AllTenants: Story = { parameters: SIDE_BY_SIDE };

/** A superadmin's address: only its owner changes it, and the form says so. */
export const EmailLocked: Story = {
  args: { canChangeEmail: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /E-mailadres/ })).toHaveAttribute("readonly");
    await expect(canvas.getByText("Alleen de eigenaar van dit account kan het e-mailadres wijzigen.")).toBeVisible();
  },
};

/** A new address waits for its confirmation. */
export const PendingEmail: Story = {
  args: { user: { ...admin, unconfirmedEmail: "sanne.nieuw@demo.test" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Wacht op bevestiging: sanne.nieuw@demo.test")).toBeVisible();
  },
};

/** Empty fields are refused before anything is sent. */
export const Empty: Story = {
  args: { user: { ...admin, firstName: "", lastName: "", phone: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await waitFor(() =>
      expect(canvas.getByRole("textbox", { name: /Voornaam/ })).toHaveAttribute("aria-invalid", "true"),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal is shown above the form. */
export const Failed: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject(new globalThis.Error("De gegevens konden niet worden opgeslagen."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opslaan" }));
    await expect(await canvas.findByText("De gegevens konden niet worden opgeslagen.")).toBeVisible();
  },
};

/** While the user loads (the route shows this). */
export const Loading: Story = {
  render: () => <FormSkeleton label="Gebruiker laden…" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Gebruiker laden…");
  },
};

export const LoadingAllTenants: Story = { ...Loading, play: undefined, parameters: SIDE_BY_SIDE };

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Save" })).toBeVisible();
  },
};
