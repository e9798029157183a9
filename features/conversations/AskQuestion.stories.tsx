import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { AskQuestion } from "./AskQuestion.tsx";

const meta = {
  title: "features/conversations/AskQuestion",
  component: AskQuestion,
  args: {
    organizationName: "Basisschool De Klimop",
    vacancyTitle: "Voorlezen op de basisschool",
    signedIn: true,
    signInHref: "/auth/login-1",
    onAsk: fn(async () => "31"),
    threadHref: (id: string) => `/conversations?id=${id}`,
  },
} satisfies Meta<typeof AskQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ask: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Stel een vraag" }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog", {
      name: "Stel een vraag aan Basisschool De Klimop",
    });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Je vraag" }), "Is er een VOG nodig?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Vraag versturen" }));
    await expect(args.onAsk).toHaveBeenCalledWith("Is er een VOG nodig?");
    await expect(await within(dialog).findByText("Je vraag is verstuurd.")).toBeVisible();
    await expect(within(dialog).getByRole("link", { name: "Naar het gesprek" })).toHaveAttribute(
      "href",
      "/conversations?id=31",
    );
  },
};
export const Open: Story = { args: { defaultOpen: true }, parameters: { allTenants: true } };
export const Visitor: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Log in om een vraag te stellen" })).toHaveAttribute(
      "href",
      "/auth/login-1",
    );
  },
};
