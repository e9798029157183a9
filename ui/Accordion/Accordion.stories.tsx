import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./Accordion.tsx";

const faq = [
  {
    value: "insurance",
    question: "Ben ik verzekerd als vrijwilliger?",
    answer: "Ja, de gemeente heeft een vrijwilligersverzekering voor alle inwoners die vrijwilligerswerk doen.",
  },
  {
    value: "hours",
    question: "Hoeveel uur per week moet ik beschikbaar zijn?",
    answer: "Dat spreek je af met de organisatie. Veel vacatures vragen twee tot vier uur per week.",
  },
  {
    value: "costs",
    question: "Krijg ik mijn onkosten vergoed?",
    answer: "De meeste organisaties vergoeden reiskosten. Vraag het na bij je aanmelding.",
  },
];

const meta = {
  title: "ui/Accordion",
  component: Accordion,
  args: { type: "single", collapsible: true, onValueChange: fn() },
  render: (args) => (
    <Accordion {...args}>
      {faq.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  tags: ["visual"],
  args: { defaultValue: "insurance" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("button", { name: faq[0]!.question });
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(faq[0]!.answer)).toBeVisible();
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(faq.length);
  },
};

export const ClickOpensOneAtATime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("button", { name: faq[0]!.question });
    const second = canvas.getByRole("button", { name: faq[1]!.question });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(faq[0]!.answer)).not.toBeInTheDocument();
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: faq[0]!.question })).toHaveTextContent(faq[0]!.answer);
    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("hours");
    // Collapsible: a second click closes it again.
    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(canvas.queryByText(faq[1]!.answer)).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = canvas.getAllByRole("button");
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(third).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(third).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{Home}");
    await expect(first).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(third).toHaveAttribute("aria-expanded", "false");
  },
};

export const Multiple: Story = {
  render: () => (
    <Accordion type="multiple" defaultValue={["hours"]}>
      {faq.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionTrigger level={2}>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole("button");
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(faq.length);
    await expect(buttons[1]).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(buttons[0]!);
    await userEvent.click(buttons[2]!);
    for (const button of buttons) await expect(button).toHaveAttribute("aria-expanded", "true");
    for (const button of buttons) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
