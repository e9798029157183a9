import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ConsentBanner, type Consent, type ConsentBannerProps } from "./ConsentBanner.tsx";

const english = {
  title: "Cookies on this website",
  description:
    "We use functional cookies to make this website work. With your permission we also use analytical cookies to improve the website and third-party cookies for embedded content.",
  functionalLabel: "Functional",
  functionalHint: "Always on: needed for signing in and your settings.",
  analyticalLabel: "Analytical",
  analyticalHint: "Anonymous statistics about how the website is used.",
  thirdPartyLabel: "Third party",
  thirdPartyHint: "Embedded videos and maps.",
  acceptAllLabel: "Accept all",
  rejectAllLabel: "Reject all",
  saveSelectionLabel: "Save selection",
} satisfies Partial<ConsentBannerProps>;

const dutch = {
  title: "Cookies op deze website",
  description:
    "We gebruiken functionele cookies om deze website te laten werken. Met jouw toestemming gebruiken we ook analytische cookies om de website te verbeteren en cookies van derden voor ingesloten inhoud.",
  functionalLabel: "Functioneel",
  functionalHint: "Altijd aan: nodig om in te loggen en voor je instellingen.",
  analyticalLabel: "Analytisch",
  analyticalHint: "Anonieme statistieken over het gebruik van de website.",
  thirdPartyLabel: "Derden",
  thirdPartyHint: "Ingesloten video's en kaarten.",
  acceptAllLabel: "Alles accepteren",
  rejectAllLabel: "Alles weigeren",
  saveSelectionLabel: "Selectie opslaan",
} satisfies Partial<ConsentBannerProps>;

/** Holds the consent like the app's cookie does, so saving hides the banner. */
function Stateful(args: ConsentBannerProps) {
  const [value, setValue] = useState<Consent | null | undefined>(args.value);
  return (
    <ConsentBanner
      {...args}
      value={value}
      onSave={(consent) => {
        args.onSave(consent);
        setValue(consent);
      }}
    />
  );
}

const meta = {
  title: "ui/ConsentBanner",
  component: ConsentBanner,
  parameters: { layout: "fullscreen" },
  args: { ...english, value: { functional: true }, onSave: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement) => within(canvasElement).queryByRole("region", { name: english.title });

export const Undecided: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: english.title });
    await expect(getComputedStyle(region).position).toBe("fixed");
    await expect(Math.round(region.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    const functional = canvas.getByRole("checkbox", { name: "Functional" });
    await expect(functional).toBeChecked();
    await expect(functional).toBeDisabled();
    await expect(canvas.getByRole("checkbox", { name: "Analytical" })).not.toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Third party" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "Accept all" })).toBeVisible();
  },
};

export const AcceptAll: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Accept all" }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ functional: true, analytical: true, thirdParty: true });
    await expect(banner(canvasElement)).toBeNull();
  },
};

export const RejectAll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Analytical" }));
    await userEvent.click(canvas.getByRole("button", { name: "Reject all" }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({
      functional: true,
      analytical: false,
      thirdParty: false,
    });
    await expect(banner(canvasElement)).toBeNull();
  },
};

export const SaveSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Analytical" }));
    await expect(canvas.queryByRole("button", { name: "Accept all" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Save selection" }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({
      functional: true,
      analytical: true,
      thirdParty: false,
    });
    await expect(banner(canvasElement)).toBeNull();
  },
};

export const SaveSelectionThirdPartyByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thirdParty = canvas.getByRole("checkbox", { name: "Third party" });
    thirdParty.focus();
    await userEvent.keyboard(" ");
    await expect(thirdParty).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Save selection" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({
      functional: true,
      analytical: false,
      thirdParty: true,
    });
  },
};

export const BothTickedIsAcceptAll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Analytical" }));
    await expect(canvas.getByRole("button", { name: "Save selection" })).toBeVisible();
    await userEvent.click(canvas.getByText("Third party"));
    await userEvent.click(canvas.getByRole("button", { name: "Accept all" }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ functional: true, analytical: true, thirdParty: true });
  },
};

export const AlreadyDecided: Story = {
  args: { value: { functional: true, analytical: false, thirdParty: true } },
  play: async ({ canvasElement }) => {
    await expect(banner(canvasElement)).toBeNull();
  },
};

export const Dutch: Story = {
  args: { ...dutch },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Derden" }));
    await userEvent.click(canvas.getByRole("button", { name: "Selectie opslaan" }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ functional: true, analytical: false, thirdParty: true });
  },
};

export const Dark: Story = {
  globals: { scheme: "dark" },
  args: { ...dutch },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute("data-color-scheme", "dark");
    await expect(within(canvasElement).getByRole("checkbox", { name: "Functioneel" })).toBeChecked();
  },
};
