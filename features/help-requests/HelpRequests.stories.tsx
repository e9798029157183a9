import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { HELP_REQUEST_FIXTURES, VOLUNTEER_FIXTURES } from "./fixtures.ts";
import { HelpRequestDetail } from "./HelpRequestDetail.tsx";
import { HelpRequestFormScreen } from "./HelpRequestFormScreen.tsx";
import { HelpRequestsScreen } from "./HelpRequestsScreen.tsx";

const meta = {
  title: "features/help-requests/HelpRequestFormScreen",
  component: HelpRequestFormScreen,
  args: {
    centerName: "Gelderse Vrijwilligers",
    privacyHref: "/privacyverklaring",
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof HelpRequestFormScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The explanation, the kinds of help and the empty form. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Een-op-een-hulp" })).toBeVisible();
    await expect(canvas.getByText("Taalmaatje", { selector: "p" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Lees hoe we met je gegevens omgaan" })).toHaveAttribute(
      "href",
      "/privacyverklaring",
    );
  },
};

/** Each field is checked when it is left; e-mail or phone, at least one. */
export const ValidatesOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("textbox", { name: /Je naam/ }));
    await userEvent.tab();
    await expect(await canvas.findByText("Vul je naam in (minstens 2 tekens).")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: /E-mailadres/ }), "riek@");
    await userEvent.tab();
    await expect(await canvas.findByText("Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Hulpvraag versturen" }));
    await expect(await canvas.findByText("Controleer de gemarkeerde velden.")).toBeVisible();
    await expect(
      canvas.getByText("Geef toestemming, anders kunnen we geen vrijwilliger voor je zoeken."),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

async function fillIn(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole("textbox", { name: /Je naam/ }), "Riek Jansen");
  await userEvent.type(canvas.getByRole("textbox", { name: /E-mailadres/ }), "riek@example.nl");
  await userEvent.click(canvas.getByRole("combobox", { name: /Soort hulp/ }));
  await userEvent.click(await within(document.body).findByRole("option", { name: "Hulp bij administratie" }));
  await userEvent.type(
    canvas.getByRole("textbox", { name: /Waarbij zoek je hulp/ }),
    "Ik raak het overzicht over mijn post kwijt.",
  );
  await userEvent.type(canvas.getByRole("textbox", { name: /Woonplaats of wijk/ }), "Arnhem");
  await userEvent.click(canvas.getByRole("checkbox", { name: /toestemming/ }));
  await userEvent.click(canvas.getByRole("button", { name: "Hulpvraag versturen" }));
}

/** A complete request is sent; the resident sees a clear confirmation. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(
      await canvas.findByRole("heading", { name: "Bedankt, we hebben je hulpvraag ontvangen" }),
    ).toBeVisible();
    await expect(canvas.getByText("We hebben een bevestiging gestuurd naar riek@example.nl.")).toBeVisible();
  },
};

/** The server refused the request (the limit per hour): its message above the form, the values kept. */
export const SendFailed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("Te veel verzoeken. Probeer het over een uur opnieuw."))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await expect(await canvas.findByText("Te veel verzoeken. Probeer het over een uur opnieuw.")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Je naam/ })).toHaveValue("Riek Jansen");
  },
};
export const FormAllTenants: Story = { parameters: { allTenants: true } };
export const FormEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { level: 1, name: "One-on-one help" })).toBeVisible();
  },
};

const listArgs = {
  state: "ready" as const,
  requests: HELP_REQUEST_FIXTURES,
  status: null,
  query: "",
  page: 1,
  pageCount: 1,
  listHref: "/een-op-een-hulp/aanvragen",
  hrefFor: (id: string) => `/een-op-een-hulp/aanvragen?aanvraag=${id}`,
};

/** The staff's list: status filter, search and the requests. */
export const List: Story = {
  render: () => (
    <HelpRequestsScreen {...listArgs} onStatusChange={fn()} onQueryChange={fn()} onPageChange={fn()} onRetry={fn()} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Hulpvragen" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Riek Jansen" })).toHaveAttribute(
      "href",
      "/een-op-een-hulp/aanvragen?aanvraag=8",
    );
    await expect(canvas.getByText(/Gekoppeld aan Lotte Hermans/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Open (nieuw en zoekt vrijwilliger)" })).toBeVisible();
  },
};
export const ListAllTenants: Story = { ...List, play: undefined, parameters: { allTenants: true } };
export const ListEmpty: Story = {
  render: () => (
    <HelpRequestsScreen {...listArgs} requests={[]} onStatusChange={fn()} onQueryChange={fn()} onPageChange={fn()} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Geen hulpvragen")).toBeVisible();
  },
};
export const ListEmptyFiltered: Story = {
  render: () => (
    <HelpRequestsScreen
      {...listArgs}
      requests={[]}
      status="open"
      onStatusChange={fn()}
      onQueryChange={fn()}
      onPageChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Geen hulpvragen die hierbij passen")).toBeVisible();
  },
};
export const ListLoading: Story = {
  render: () => (
    <HelpRequestsScreen
      {...listArgs}
      state="loading"
      requests={[]}
      onStatusChange={fn()}
      onQueryChange={fn()}
      onPageChange={fn()}
    />
  ),
};
const retry = fn();
export const ListFailed: Story = {
  render: () => (
    <HelpRequestsScreen
      {...listArgs}
      state="failed"
      requests={[]}
      onStatusChange={fn()}
      onQueryChange={fn()}
      onPageChange={fn()}
      onRetry={retry}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Opnieuw proberen" }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** Organization staff open the back office too: the list says who it is for. */
export const ListForbidden: Story = {
  render: () => (
    <HelpRequestsScreen
      {...listArgs}
      state="forbidden"
      requests={[]}
      onStatusChange={fn()}
      onQueryChange={fn()}
      onPageChange={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Alleen medewerkers van de vrijwilligerscentrale/)).toBeVisible();
  },
};

const change = fn(async () => {});
const detailArgs = {
  backHref: "/een-op-een-hulp/aanvragen",
  onChange: change,
  searchVolunteers: fn(async () => VOLUNTEER_FIXTURES),
  onRetry: fn(),
};

/** One request that waits for a volunteer: find one by name and match. */
export const Detail: Story = {
  render: () => <HelpRequestDetail {...detailArgs} state="ready" request={HELP_REQUEST_FIXTURES[1]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Gerda van Dijk" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "gerda.vandijk@example.nl" })).toHaveAttribute(
      "href",
      "mailto:gerda.vandijk@example.nl",
    );
    await userEvent.type(canvas.getByRole("searchbox", { name: "Naam van de vrijwilliger" }), "Lotte");
    await userEvent.click(canvas.getByRole("button", { name: "Zoek vrijwilliger" }));
    await expect(await canvas.findByText("lotte.hermans@example.nl")).toBeVisible();
    await userEvent.click(await canvas.findByRole("button", { name: /Koppelen.*Lotte Hermans/ }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ status: "matched", volunteer_id: "31" }));
    await expect(
      await canvas.findByText("Gerda van Dijk is gekoppeld aan Lotte Hermans. De vrijwilliger krijgt een mail."),
    ).toBeVisible();
  },
};
export const DetailNew: Story = {
  render: () => <HelpRequestDetail {...detailArgs} state="ready" request={HELP_REQUEST_FIXTURES[0]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Vrijwilliger zoeken" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "026 351 2290" })).toHaveAttribute("href", "tel:0263512290");
  },
};
export const DetailMatched: Story = {
  render: () => <HelpRequestDetail {...detailArgs} state="ready" request={HELP_REQUEST_FIXTURES[2]} />,
};
export const DetailAllTenants: Story = { ...Detail, play: undefined, parameters: { allTenants: true } };
export const DetailLoading: Story = { render: () => <HelpRequestDetail {...detailArgs} state="loading" /> };
export const DetailFailed: Story = { render: () => <HelpRequestDetail {...detailArgs} state="failed" /> };
export const DetailMissing: Story = {
  render: () => <HelpRequestDetail {...detailArgs} state="missing" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/bestaat niet \(meer\)/)).toBeVisible();
  },
};
export const DetailEnglish: Story = {
  ...Detail,
  play: undefined,
  globals: { locale: "en" },
};
