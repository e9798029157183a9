import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { ToastProvider, Toaster } from "@ui/Toast/Toast.tsx";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { NO_FILTERS, POOL_INVITATION_FIXTURES, POOL_VOLUNTEER_FIXTURES, VACANCY_OPTION_FIXTURES } from "./fixtures.ts";
import { PoolScreen } from "./PoolScreen.tsx";

const withToasts: Decorator = (Story) => (
  <ToastProvider label="Melding">
    <Story />
    <Toaster label="Meldingen" />
  </ToastProvider>
);

const meta = {
  title: "features/volunteer-pool/PoolScreen",
  component: PoolScreen,
  decorators: [withToasts],
  // The stories in all five tenants repeat the toaster region and the section: landmarks that are
  // unique on the page itself.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  args: {
    state: "ready",
    volunteers: POOL_VOLUNTEER_FIXTURES,
    total: 3,
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    view: "search",
    onViewChange: fn(),
    invitations: { state: "ready", items: POOL_INVITATION_FIXTURES, page: 1, pageCount: 1 },
    onInvitationsPageChange: fn(),
    vacancies: { state: "ready", items: VACANCY_OPTION_FIXTURES },
    onInvite: fn(async () => {}),
    onRetry: fn(),
  },
} satisfies Meta<typeof PoolScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pool: filters and the volunteers with what they offer, no contact details. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Vrijwilligerspool" })).toBeVisible();
    await expect(canvas.getByText("3 vrijwilligers gevonden")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Marieke de Vries" })).toBeVisible();
    await expect(canvas.getByText("Al uitgenodigd voor 1 vacature")).toBeVisible();
    await expect(canvas.queryByText(/@/)).toBeNull();
  },
};
export const SearchAllTenants: Story = { ...Search, play: undefined, parameters: { allTenants: true } };

/** Filters are sent together: words, place and a skill. */
export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: /Zoek op naam/ }), "taal");
    // The distance waits for a place, and says so (not a grey field without a reason).
    const distance = canvas.getByRole("combobox", { name: "Afstand" });
    await expect(distance).toHaveAccessibleDescription("Vul eerst een plaats of postcode in.");
    await userEvent.type(canvas.getByRole("textbox", { name: /In de buurt van/ }), "Arnhem");
    await expect(distance).toBeEnabled();
    await expect(distance).not.toHaveAccessibleDescription("Vul eerst een plaats of postcode in.");
    await userEvent.click(canvas.getByText(/Filters: vaardigheden/));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Andere talen" }));
    await userEvent.click(canvas.getByRole("button", { name: "Filters toepassen" }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_FILTERS,
      q: "taal",
      near: "Arnhem",
      skills: ["talen"],
    });
  },
};

/** Inviting: a vacancy is required; one already invited to cannot be chosen again. */
export const Invite: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Youssef Amrani uitnodigen" }));
    const dialog = await body.findByRole("dialog", { name: "Youssef Amrani uitnodigen voor een vacature" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Uitnodiging versturen" }));
    await expect(await within(dialog).findByText("Kies een vacature.")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Vacature/ }));
    await userEvent.click(await body.findByRole("option", { name: /Taalmaatje voor een nieuwkomer/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Persoonlijk bericht/ }), "Iets voor jou?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Uitnodiging versturen" }));
    await waitFor(() =>
      expect(args.onInvite).toHaveBeenCalledWith({ volunteerId: "42", vacancyId: "15", message: "Iets voor jou?" }),
    );
  },
};

/** The server refused (say, already invited): its message stays in the dialog. */
export const InviteRefused: Story = {
  args: {
    onInvite: fn(async () => Promise.reject(new Error("Deze vrijwilliger is al uitgenodigd voor deze vacature."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole("button", { name: "Henk Bosman uitnodigen" }));
    const dialog = await body.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Vacature/ }));
    await userEvent.click(await body.findByRole("option", { name: /Chauffeur voor de buurtbus/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Uitnodiging versturen" }));
    await expect(
      await within(dialog).findByText("Deze vrijwilliger is al uitgenodigd voor deze vacature."),
    ).toBeVisible();
  },
};

/** The invitations sent, with their state. */
export const Invitations: Story = {
  args: { view: "invitations" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Gereageerd")).toBeVisible();
    await expect(canvas.getByText("Bekeken")).toBeVisible();
    await expect(canvas.getByText("Verstuurd")).toBeVisible();
  },
};
export const InvitationsAllTenants: Story = { ...Invitations, play: undefined, parameters: { allTenants: true } };

export const Loading: Story = { args: { state: "loading" } };
export const LoadingAllTenants: Story = { args: { state: "loading" }, parameters: { allTenants: true } };
export const Failed: Story = {
  args: { state: "failed" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Opnieuw proberen" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const FailedAllTenants: Story = { args: { state: "failed" }, parameters: { allTenants: true } };
/** Nobody in the pool yet: how volunteers join. */
export const Empty: Story = {
  args: { volunteers: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Nog niemand in de vrijwilligerspool")).toBeVisible();
    await expect(canvas.getByText(/Beschikbaar voor de vrijwilligerspool/)).toBeVisible();
  },
};
export const EmptyAllTenants: Story = { args: { volunteers: [], total: 0 }, parameters: { allTenants: true } };
export const Forbidden: Story = { args: { state: "forbidden" } };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "Volunteer pool" })).toBeVisible();
  },
};
