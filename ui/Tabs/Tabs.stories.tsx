import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  tabsListVariants,
  tabsTriggerVariants,
  type TabsVariant,
} from "./Tabs.tsx";

const sections = [
  { value: "open", label: "Openstaand", text: "12 vacatures wachten op vrijwilligers." },
  { value: "filled", label: "Vervuld", text: "8 vacatures zijn vervuld." },
  { value: "archived", label: "Gearchiveerd", text: "3 vacatures staan in het archief." },
];

function render(variant: TabsVariant, disabled?: string) {
  return function Render(args: Parameters<typeof Tabs>[0]) {
    return (
      <Tabs {...args}>
        <TabsList variant={variant} aria-label="Vacatures">
          {sections.map((s) => (
            <TabsTrigger key={s.value} value={s.value} disabled={s.value === disabled}>
              {s.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {sections.map((s) => (
          <TabsContent key={s.value} value={s.value}>
            <p>{s.text}</p>
          </TabsContent>
        ))}
      </Tabs>
    );
  };
}

const meta = {
  title: "ui/Tabs",
  component: Tabs,
  args: { defaultValue: "open", onValueChange: fn() },
  render: render("underline"),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {
  tags: ["visual"],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [open, filled, archived] = canvas.getAllByRole("tab");
    await expect(open).toHaveAttribute("aria-selected", "true");
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(filled).toHaveFocus();
    await expect(filled).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("filled");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("8 vacatures zijn vervuld.");
    await userEvent.keyboard("{End}");
    await expect(archived).toHaveFocus();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("3 vacatures staan in het archief.");
    // The arrows wrap around.
    await userEvent.keyboard("{ArrowRight}");
    await expect(open).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(archived).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(open).toHaveAttribute("aria-selected", "true");
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
  },
};

export const Pill: Story = {
  render: render("pill"),
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole("tab", { name: "Vervuld" });
    await userEvent.click(tab);
    await expect(tab).toHaveAttribute("data-state", "active");
    await expect(tab).toHaveClass("data-[state=active]:bg-solid");
    await expect(getComputedStyle(tab).backgroundColor).not.toBe(
      getComputedStyle(within(canvasElement).getByRole("tab", { name: "Openstaand" })).backgroundColor,
    );
    await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const TabVariant: Story = {
  render: render("tab"),
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole("tab");
    for (const tab of tabs) {
      await expect(tab).toHaveAttribute("data-variant", "tab");
      await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const DisabledTabIsSkipped: Story = {
  render: render("underline", "filled"),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Openstaand" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Gearchiveerd" })).toHaveFocus();
    await expect(canvas.getByRole("tab", { name: "Vervuld" })).toHaveAttribute("aria-selected", "false");
  },
};

export const ManualActivation: Story = {
  args: { activationMode: "manual" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Openstaand" }));
    await userEvent.keyboard("{ArrowRight}");
    const filled = canvas.getByRole("tab", { name: "Vervuld" });
    await expect(filled).toHaveFocus();
    await expect(filled).toHaveAttribute("aria-selected", "false");
    await userEvent.keyboard("{Enter}");
    await expect(filled).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).toHaveBeenCalledWith("filled");
  },
};

export const Vertical: Story = {
  args: { orientation: "vertical" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    await userEvent.click(canvas.getByRole("tab", { name: "Openstaand" }));
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("tab", { name: "Vervuld" })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole("tabpanel")).toHaveTextContent("8 vacatures zijn vervuld."));
  },
};

/** The header's tab menu: links, not tabs, with the tab look; the current page is marked. */
export const TabLookForNavigation: Story = {
  render: () => (
    <nav aria-label="Hoofdmenu">
      <ul className={tabsListVariants({ variant: "tab" })}>
        {[
          ["Dashboard", "/dashboard"],
          ["Vacatures", "/vacancies"],
          ["Organisaties", "/organizations"],
        ].map(([label, href]) => (
          <li key={href} className="flex">
            <a
              href={href}
              aria-current={href === "/vacancies" ? "page" : undefined}
              className={tabsTriggerVariants({ variant: "tab" })}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole("link", { name: "Vacatures" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(getComputedStyle(current).backgroundColor).not.toBe(
      getComputedStyle(within(canvasElement).getByRole("link", { name: "Dashboard" })).backgroundColor,
    );
  },
};
