import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { ToastProvider, Toaster } from "@ui/Toast/Toast.tsx";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { POOL_INVITATION_FIXTURES } from "./fixtures.ts";
import { PoolProfileSection } from "./PoolProfileSection.tsx";

const withToasts: Decorator = (Story) => (
  <ToastProvider label="Melding">
    <Story />
    <Toaster label="Meldingen" />
  </ToastProvider>
);

const meta = {
  title: "features/volunteer-pool/PoolProfileSection",
  component: PoolProfileSection,
  decorators: [withToasts],
  // The stories in all five tenants repeat the toaster region and the section: landmarks that are
  // unique on the page itself.
  parameters: { a11y: { config: { rules: [{ id: "landmark-unique", enabled: false }] } } },
  args: {
    state: "ready",
    centerName: "Gelderse Vrijwilligers",
    availableSince: null,
    invitations: [],
    vacancyHref: (id: string) => `/vacancies/${id}`,
    onSubmit: fn(async () => {}),
    onRetry: fn(),
  },
} satisfies Meta<typeof PoolProfileSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not in the pool (the default): the consent says who sees what, and that leaving is always possible. */
export const NotInPool: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("switch", { name: /Beschikbaar voor de vrijwilligerspool/ })).not.toBeChecked();
    await expect(canvas.getByText(/Alleen medewerkers van Gelderse Vrijwilligers/)).toBeVisible();
    await expect(canvas.getByText("Je staat nu niet in de vrijwilligerspool.")).toBeVisible();
  },
};
export const NotInPoolAllTenants: Story = { parameters: { allTenants: true } };

/** Joining needs a place; then the whole profile is sent. */
export const Join: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("switch", { name: /Beschikbaar voor de vrijwilligerspool/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Koken" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Doordeweeks 's ochtends" }));
    await userEvent.click(canvas.getByRole("button", { name: "Vrijwilligerspool opslaan" }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole("textbox", { name: /Woonplaats of postcode/ }), "Arnhem");
    await userEvent.click(canvas.getByRole("button", { name: "Vrijwilligerspool opslaan" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          available: true,
          skills: ["koken"],
          availability: ["weekday_morning"],
          place: "Arnhem",
          travelKm: 10,
        }),
      ),
    );
  },
};

/** In the pool, with invitations. */
export const InPool: Story = {
  args: {
    availableSince: "2026-09-14T10:00:00Z",
    initialValues: {
      available: true,
      skills: ["zorg", "luisteren"],
      categories: ["zorg"],
      availability: ["weekday_morning"],
      place: "Arnhem",
      travelKm: 10,
      summary: "Gepensioneerd wijkverpleegkundige.",
    },
    invitations: POOL_INVITATION_FIXTURES.slice(0, 2),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Je staat sinds 14 september 2026 in de vrijwilligerspool.")).toBeVisible();
    await expect(canvas.getAllByRole("link", { name: "Bekijk de vacature" })[0]).toHaveAttribute(
      "href",
      "/vacancies/12",
    );
    await expect(canvas.getByText("Je hebt gereageerd")).toBeVisible();
  },
};
export const InPoolAllTenants: Story = { ...InPool, play: undefined, parameters: { allTenants: true } };
export const Loading: Story = { args: { state: "loading" }, parameters: { allTenants: true } };
export const Failed: Story = { args: { state: "failed" }, parameters: { allTenants: true } };
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Volunteer pool" })).toBeVisible();
  },
};
