import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronDown, LogOut, Settings, Trash2, User } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from "./DropdownMenu.tsx";

interface AccountMenuProps {
  defaultOpen?: boolean;
  onProfile: () => void;
  onSettings: () => void;
  onDelete: () => void;
  onSignOut: () => void;
  onMailChange: (checked: boolean) => void;
  onLanguageChange: (value: string) => void;
}

function AccountMenu(props: AccountMenuProps) {
  const [mail, setMail] = useState(true);
  const [language, setLanguage] = useState("nl");
  return (
    <DropdownMenu defaultOpen={props.defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" icon={<User aria-hidden />}>
          Mijn account
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Anna de Vries</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={props.onProfile}>
            <User aria-hidden />
            Profiel
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={props.onSettings} aria-keyshortcuts="Control+Comma">
            <Settings aria-hidden />
            Instellingen
            <DropdownMenuShortcut>Ctrl ,</DropdownMenuShortcut>
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem
          checked={mail}
          onCheckedChange={(checked) => {
            setMail(checked);
            props.onMailChange(checked);
          }}
        >
          Periodieke e-mail
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Taal</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => {
            setLanguage(value);
            props.onLanguageChange(value);
          }}
        >
          <DropdownMenuRadioItem value="nl">Nederlands</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="en">English</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={props.onDelete}>
          <Trash2 aria-hidden />
          Account verwijderen
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={props.onSignOut}>
          <LogOut aria-hidden />
          Uitloggen
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: "ui/DropdownMenu",
  component: AccountMenu,
  args: {
    onProfile: fn(),
    onSettings: fn(),
    onDelete: fn(),
    onSignOut: fn(),
    onMailChange: fn(),
    onLanguageChange: fn(),
  },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole("button", { name: "Mijn account" });

export const Open: Story = {
  tags: ["visual"],
  args: { defaultOpen: true },
  play: async () => {
    const menu = await body().findByRole("menu");
    await expect(within(menu).getAllByRole("menuitem")).toHaveLength(4);
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "Periodieke e-mail" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(within(menu).getByRole("menuitemradio", { name: "Nederlands" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(within(menu).getAllByRole("separator")).toHaveLength(3);
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const menu = await body().findByRole("menu");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const profile = within(menu).getByRole("menuitem", { name: "Profiel" });
    await waitFor(() => expect(profile).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: /Instellingen/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
    await expect(args.onProfile).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole("menu")).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const HomeEndAndTypeahead: Story = {
  play: async ({ canvasElement, args }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard("{ArrowDown}");
    const menu = await body().findByRole("menu");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Profiel" })).toHaveFocus());
    await userEvent.keyboard("{End}");
    const signOut = within(menu).getByRole("menuitem", { name: "Uitloggen" });
    await expect(signOut).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await userEvent.keyboard("u");
    await expect(signOut).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const CheckboxItem: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const item = await body().findByRole("menuitemcheckbox", { name: "Periodieke e-mail" });
    await userEvent.click(item);
    await expect(args.onMailChange).toHaveBeenCalledWith(false);
    await userEvent.click(trigger(canvasElement));
    await expect(await body().findByRole("menuitemcheckbox", { name: "Periodieke e-mail" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  },
};

export const RadioItems: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await body().findByRole("menuitemradio", { name: "English" }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith("en");
  },
};

export const DestructiveItem: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const item = await body().findByRole("menuitem", { name: "Account verwijderen" });
    await expect(item).toHaveAttribute("data-variant", "destructive");
    await expect(item).toHaveClass("text-danger-fg");
    await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(item);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const button = trigger(canvasElement);
    await userEvent.click(button);
    await body().findByRole("menu");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("menu")).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};
