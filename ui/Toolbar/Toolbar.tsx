import { Bell, Check, History, Languages, LogOut, Moon, Sun, UserRound } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { cn } from "../lib/cn.ts";

/** Unread counts above this read as '99+'. */
export const NOTIFICATION_BADGE_MAX = 99;

/** The badge text for an unread count: nothing for 0, the count, or '99+' above the cap. */
export function badgeText(count: number, max = NOTIFICATION_BADGE_MAX): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > max ? `${max}+` : String(Math.floor(count));
}

const menuContentClass =
  "z-50 min-w-56 overflow-hidden rounded-lg border border-border bg-surface p-1 text-fg shadow-lg";
const menuItemClass = cn(
  "relative flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm outline-none select-none",
  "data-highlighted:bg-surface-raised data-highlighted:outline-2 data-highlighted:-outline-offset-2 data-highlighted:outline-focus",
  "data-disabled:cursor-not-allowed data-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
);

/* ----------------------------------------------------------------------------------------------
 * Theme toggle
 * -------------------------------------------------------------------------------------------- */

export interface ThemeToggleProps {
  /** The scheme in use; the button is pressed in dark mode. */
  scheme: "light" | "dark";
  onSchemeChange: (scheme: "light" | "dark") => void;
  /** Accessible name of the toggle, e.g. 'Donkere modus'. */
  label: string;
}

/** A toggle button (aria-pressed) between light and dark. */
export function ThemeToggle({ scheme, onSchemeChange, label }: ThemeToggleProps) {
  const dark = scheme === "dark";
  return (
    <Button
      data-slot="theme-toggle"
      data-state={dark ? "on" : "off"}
      variant="ghost"
      iconOnly
      label={label}
      aria-pressed={dark}
      icon={dark ? <Moon /> : <Sun />}
      onClick={() => onSchemeChange(dark ? "light" : "dark")}
    />
  );
}

/* ----------------------------------------------------------------------------------------------
 * Language menu
 * -------------------------------------------------------------------------------------------- */

export interface LanguageOption {
  value: string;
  /** The language's own name, e.g. 'Nederlands', 'English'. */
  label: string;
  /** BCP 47 code for the option's text, e.g. 'nl', 'en'. */
  lang?: string;
}

export interface LanguageMenuProps {
  items: LanguageOption[];
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the button, e.g. 'Taal kiezen'. */
  label: string;
}

/** Language selector: a menu of radio items with the current language checked. */
export function LanguageMenu({ items, value, onChange, label }: LanguageMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button data-slot="language-menu" variant="ghost" iconOnly label={label} icon={<Languages />} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.RadioGroup value={value} onValueChange={onChange}>
            {items.map((item) => (
              <DropdownMenu.RadioItem key={item.value} value={item.value} lang={item.lang} className={menuItemClass}>
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden />
                  </DropdownMenu.ItemIndicator>
                </span>
                {item.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/* ----------------------------------------------------------------------------------------------
 * Notifications and activity
 * -------------------------------------------------------------------------------------------- */

export interface NotificationsButtonProps {
  /** Unread notifications; the badge is hidden at 0 and capped at '99+'. */
  count: number;
  /** Accessible name including the count, e.g. (n) => `Meldingen, ${n} ongelezen`. */
  label: string | ((count: number) => string);
  onClick?: () => void;
}

export function NotificationsButton({ count, label, onClick }: NotificationsButtonProps) {
  const text = badgeText(count);
  const name = typeof label === "function" ? label(Math.max(0, count)) : label;
  return (
    <span className="relative inline-flex" data-slot="notifications">
      <Button variant="ghost" iconOnly label={name} icon={<Bell />} onClick={onClick} />
      {text ? (
        <span
          aria-hidden
          data-slot="notifications-badge"
          className={cn(
            "pointer-events-none absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center",
            "rounded-full bg-danger px-1 text-[0.6875rem] leading-none font-bold text-on-danger tabular-nums",
            "ring-2 ring-surface",
          )}
        >
          {text}
        </span>
      ) : null}
    </span>
  );
}

export interface ActivityButtonProps {
  /** Accessible name, e.g. 'Recente activiteit'. */
  label: string;
  /** Opens the activity panel. */
  onOpen: () => void;
  /** Whether the activity panel is open (reflected as aria-expanded). */
  open?: boolean;
}

export function ActivityButton({ label, onOpen, open }: ActivityButtonProps) {
  return (
    <Button
      data-slot="activity-button"
      variant="ghost"
      iconOnly
      label={label}
      icon={<History />}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={onOpen}
    />
  );
}

/* ----------------------------------------------------------------------------------------------
 * Account menu
 * -------------------------------------------------------------------------------------------- */

export interface AccountMenuItem {
  label: string;
  icon?: ReactNode;
  onSelect?: () => void;
  disabled?: boolean;
}

export interface AccountMenuProps {
  /** Accessible name of the button, e.g. 'Accountmenu'. */
  label: string;
  name: string;
  email?: string;
  items?: AccountMenuItem[];
  signOutLabel: string;
  onSignOut: () => void;
}

export function AccountMenu({ label, name, email, items = [], signOutLabel, onSignOut }: AccountMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          data-slot="account-menu"
          variant="ghost"
          iconOnly
          label={label}
          icon={
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-solid text-on-solid">
              <UserRound className="size-5" />
            </span>
          }
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-semibold text-fg">{name}</span>
            {email ? <span className="block truncate text-sm text-fg-muted">{email}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className={menuItemClass}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.icon ? <span aria-hidden>{item.icon}</span> : null}
              {item.label}
            </DropdownMenu.Item>
          ))}
          {items.length > 0 ? <DropdownMenu.Separator className="my-1 h-px bg-border" /> : null}
          <DropdownMenu.Item data-slot="sign-out" className={menuItemClass} onSelect={onSignOut}>
            <LogOut aria-hidden />
            {signOutLabel}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/* ----------------------------------------------------------------------------------------------
 * Toolbar
 * -------------------------------------------------------------------------------------------- */

export interface ToolbarProps {
  /** Accessible name of the toolbar group, e.g. 'Werkbalk'. */
  label: string;
  theme?: ThemeToggleProps;
  language?: LanguageMenuProps;
  notifications?: NotificationsButtonProps;
  activity?: ActivityButtonProps;
  account?: AccountMenuProps;
  className?: string;
}

/**
 * The header's right-hand tools: theme toggle, language selector, notifications with unread badge,
 * activity panel and account menu. Each part appears when its props are given.
 */
export function Toolbar({ label, theme, language, notifications, activity, account, className }: ToolbarProps) {
  return (
    <div
      role="group"
      aria-label={label}
      data-slot="toolbar"
      className={cn("flex shrink-0 items-center gap-0.5 sm:gap-1", className)}
    >
      {theme ? <ThemeToggle {...theme} /> : null}
      {language ? <LanguageMenu {...language} /> : null}
      {notifications ? <NotificationsButton {...notifications} /> : null}
      {activity ? <ActivityButton {...activity} /> : null}
      {account ? <AccountMenu {...account} /> : null}
    </div>
  );
}
