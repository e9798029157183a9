import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { BulkEditScreen } from "./BulkEditScreen.tsx";
import { VACANCIES } from "./fixtures.ts";

const meta = {
  title: "features/vacancies/BulkEditScreen",
  component: BulkEditScreen,
  args: {
    status: "success",
    vacancies: VACANCIES,
    page: 1,
    pageCount: 1,
    onPageChange: fn(),
    onRetry: fn(),
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof BulkEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function choose(canvas: ReturnType<typeof within>, label: string, option: string) {
  await userEvent.click(canvas.getByRole("combobox", { name: label }));
  await userEvent.click(await body().findByRole("option", { name: option }));
}

async function closeSelected(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("checkbox", { name: "Selecteer Maatje voor een oudere buurtbewoner" }));
  await userEvent.click(canvas.getByRole("checkbox", { name: "Selecteer Taalcoach op afstand" }));
  await expect(canvas.getByText("2 vacatures geselecteerd")).toBeVisible();
  await choose(canvas, "Actie", "Status wijzigen");
  await choose(canvas, "Nieuwe status", "Gesloten");
  await userEvent.click(canvas.getByRole("button", { name: "Wijzigen" }));
  const dialog = within(await body().findByRole("alertdialog"));
  await expect(dialog.getByRole("heading", { name: "2 vacatures wijzigen naar gesloten?" })).toBeInTheDocument();
  await userEvent.click(dialog.getByRole("button", { name: "Ja, wijzigen" }));
}

/** One confirmation, then one request with the selected ids. */
export const ChangeStatus: Story = {
  play: async ({ canvasElement, args }) => {
    await closeSelected(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ids: ["1", "2"], status: "closed" });
    await waitFor(() => expect(within(canvasElement).getByText("0 vacatures geselecteerd")).toBeVisible());
  },
};

/** All or nothing: the rows that failed say why, and can be deselected for another try. */
export const RowErrors: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(
        Object.assign(new Error("Validatie mislukt"), {
          rowErrors: { "2": "Een concept kan niet direct worden gesloten." },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await closeSelected(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Er is niets gewijzigd");
    await expect(alert).toHaveTextContent("Bij 1 vacature lukte het niet.");
    await expect(canvas.getByText("Een concept kan niet direct worden gesloten.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Deselecteer deze vacatures" }));
    await expect(canvas.getByText("1 vacature geselecteerd")).toBeVisible();
    await expect(canvas.getByRole("checkbox", { name: "Selecteer Taalcoach op afstand" })).not.toBeChecked();
  },
};

export const AddCategory: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Selecteer alle vacatures op deze pagina" }));
    await choose(canvas, "Actie", "Categorie toevoegen");
    await choose(canvas, "Categorie", "Sport");
    await userEvent.click(canvas.getByRole("button", { name: "Wijzigen" }));
    const dialog = within(await body().findByRole("alertdialog"));
    await expect(
      dialog.getByRole("heading", { name: "Categorie sport toevoegen aan 4 vacatures?" }),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole("button", { name: "Ja, wijzigen" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ids: ["1", "2", "3", "4"], add_categories: ["sport"] });
  },
};

export const NothingSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Wijzigen" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("Selecteer eerst een of meer vacatures.");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: "loading", vacancies: [] } };
export const Failed: Story = { args: { status: "error", vacancies: [] } };
export const Empty: Story = { args: { vacancies: [] } };
