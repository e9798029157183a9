import type { Meta, StoryObj } from "@storybook/react-vite";
import { contrastRatio } from "@tokens/color.ts";
import { expect, fn, userEvent, within } from "storybook/test";
import { footerFixture } from "./Footer.fixtures.ts";
import { Footer, FooterButton } from "./Footer.tsx";

/** "rgb(r, g, b)" -> "r g b" */
const channels = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).join(" ");

async function expectReadableLinks(canvasElement: HTMLElement) {
  const footer = canvasElement.querySelector("footer")!;
  const background = channels(getComputedStyle(footer).backgroundColor);
  const links = within(footer).getAllByRole("link");
  await expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    const style = getComputedStyle(link);
    await expect(style.textDecorationLine).toContain("underline");
    await expect(contrastRatio(channels(style.color), background)).toBeGreaterThanOrEqual(4.5);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  }
}

const meta = {
  title: "ui/Footer",
  component: Footer,
  parameters: { layout: "fullscreen" },
  args: footerFixture("Demo Vrijwilligerscentrale"),
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The footer the theme chooses: primary 500 for most tenants, dark blue for the municipality. */
export const FollowsTheme: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(footer).toHaveAttribute("data-variant", "theme");
    await expect(within(footer).getByRole("heading", { name: "Vrijwilligers" })).toBeVisible();
    await expect(within(footer).getByRole("link", { name: "Telefoon: 030 123 45 67" })).toHaveAttribute(
      "href",
      "tel:0301234567",
    );
    await expect(within(footer).getByRole("link", { name: "E-mail: info@vrijwilligerscentrale.nl" })).toHaveAttribute(
      "href",
      "mailto:info@vrijwilligerscentrale.nl",
    );
    await expect(within(footer).getByRole("navigation", { name: "Juridisch" })).toBeVisible();
    await expectReadableLinks(canvasElement);
  },
};

/** Primary 500 of the tenant, with the text colour the tokens pick for it. */
export const Primary: Story = {
  args: { variant: "primary" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("contentinfo")).toHaveAttribute("data-variant", "primary");
    await expectReadableLinks(canvasElement);
  },
};

/** The municipality vacancy bank's fixed dark blue, whatever the tenant. */
export const DarkBlue: Story = {
  args: { ...footerFixture("Vacaturebank Rijnstad"), variant: "dark-blue" },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(footer).toHaveAttribute("data-variant", "dark-blue");
    await expect(getComputedStyle(footer).backgroundColor).toBe("rgb(12, 39, 84)");
    await expectReadableLinks(canvasElement);
  },
};

/** Only the bottom line. */
export const BottomLineOnly: Story = {
  args: { columns: [], contact: undefined },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    await expect(within(footer).queryAllByRole("heading")).toHaveLength(0);
    await expect(footer).toHaveTextContent("© 2026 Demo Vrijwilligerscentrale");
  },
};

const cookieSettings = fn();

/** An action among the links ("Cookie-instellingen" opens a panel): it looks like them and lines up with them. */
export const WithAction: Story = {
  args: { children: <FooterButton onClick={cookieSettings}>Cookie-instellingen</FooterButton> },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole("contentinfo");
    const button = within(footer).getByRole("button", { name: "Cookie-instellingen" });
    const link = within(footer).getAllByRole("link")[0]!;
    const textLeft = (element: HTMLElement) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().left;
    };
    // The text starts where the links' text starts, in the same type.
    await expect(Math.abs(textLeft(button) - textLeft(link))).toBeLessThan(1);
    await expect(getComputedStyle(button).fontWeight).toBe(getComputedStyle(link).fontWeight);
    await expect(getComputedStyle(button).fontSize).toBe(getComputedStyle(link).fontSize);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    await expect(cookieSettings).toHaveBeenCalled();
    await expectReadableLinks(canvasElement);
  },
};
