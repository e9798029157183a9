import { Bell, History, Languages, Moon, Sun, UserRound } from "lucide-react";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { PlainButton } from "@ui/Button/PlainButton.tsx";
import type { ToolbarProps } from "@ui/Toolbar/Toolbar.tsx";
import { lazyComponent } from "./lazyComponent.tsx";

/** The ui Toolbar with its dropdown menus (Radix menu, popper, focus scope ...): fetched on first use. */
export const toolbar = lazyComponent(() => import("@ui/Toolbar/Toolbar.tsx").then((m) => m.Toolbar));

type Menu = "language-menu" | "account-menu";
type Via = "pointer" | "keyboard";

interface FacadeProps extends ToolbarProps {
  onWarm: () => void;
  onOpen: (menu: Menu, via: Via) => void;
}

/**
 * The toolbar as it looks before its code is there: the same buttons with the same names, states
 * and data-slots as the ui Toolbar's (the theme toggle fully working), so the first paint shows the
 * header complete. Pointing at, focusing or using it fetches the real toolbar, which replaces it;
 * a menu that was asked for opens then.
 */
function ToolbarFacade({ label, theme, language, notifications, activity, account, onWarm, onOpen }: FacadeProps) {
  const warm = { onPointerEnter: onWarm, onFocus: onWarm };
  const menuTrigger = (menu: Menu) => ({
    ...warm,
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
    "data-state": "closed",
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) onOpen(menu, "pointer");
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (["Enter", " ", "ArrowDown"].includes(event.key)) {
        event.preventDefault();
        onOpen(menu, "keyboard");
      }
    },
    // Assistive technology may click without pointer or key events.
    onClick: (event: { detail: number }) => {
      if (event.detail === 0) onOpen(menu, "keyboard");
    },
  });
  const dark = theme?.scheme === "dark";
  const count = notifications ? Math.max(0, notifications.count) : 0;
  return (
    <div role="group" aria-label={label} data-slot="toolbar" className="flex shrink-0 items-center gap-0.5 sm:gap-1">
      {theme ? (
        <PlainButton
          data-slot="theme-toggle"
          data-state={dark ? "on" : "off"}
          variant="ghost"
          iconOnly
          label={theme.label}
          aria-pressed={dark}
          icon={dark ? <Moon /> : <Sun />}
          {...warm}
          onClick={() => theme.onSchemeChange(dark ? "light" : "dark")}
        />
      ) : null}
      {language ? (
        <PlainButton
          data-slot="language-menu"
          variant="ghost"
          iconOnly
          label={language.label}
          icon={<Languages />}
          {...menuTrigger("language-menu")}
        />
      ) : null}
      {notifications ? (
        <span className="relative inline-flex" data-slot="notifications">
          <PlainButton
            variant="ghost"
            iconOnly
            label={typeof notifications.label === "function" ? notifications.label(count) : notifications.label}
            icon={<Bell />}
            {...warm}
            onClick={notifications.onClick}
          />
        </span>
      ) : null}
      {activity ? (
        <PlainButton
          data-slot="activity-button"
          variant="ghost"
          iconOnly
          label={activity.label}
          icon={<History />}
          aria-haspopup="dialog"
          aria-expanded={activity.open}
          {...warm}
          onClick={activity.onOpen}
        />
      ) : null}
      {account ? (
        <PlainButton
          data-slot="account-menu"
          variant="ghost"
          iconOnly
          label={account.label}
          icon={
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-solid text-on-solid">
              <UserRound className="size-5" />
            </span>
          }
          {...menuTrigger("account-menu")}
        />
      ) : null}
    </div>
  );
}

function openMenu(trigger: HTMLElement, via: Via) {
  if (via === "keyboard") {
    trigger.focus();
    trigger.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    return;
  }
  const Pointer = typeof window.PointerEvent === "function" ? window.PointerEvent : MouseEvent;
  trigger.dispatchEvent(new Pointer("pointerdown", { bubbles: true, cancelable: true, button: 0 }));
}

/**
 * The header's toolbar (ui Toolbar), light on the first load: a visitor gets the facade above
 * until the toolbar is wanted; signed-in users, who have the account menu, get the real one
 * straight after the first paint.
 */
export function LightToolbar({ eager, ...props }: ToolbarProps & { eager?: boolean }) {
  const [loaded, setLoaded] = useState(toolbar.loaded);
  const box = useRef<HTMLDivElement>(null);
  const pending = useRef<{ menu: Menu; via: Via } | null>(null);
  const focused = useRef<string | null>(null);

  const warm = useCallback(() => {
    if (loaded) return;
    toolbar.load().then(
      () => {
        // Keep the focus on the same button when the real toolbar takes the facade's place.
        const active = document.activeElement;
        focused.current = box.current?.contains(active) ? (active?.getAttribute("data-slot") ?? null) : null;
        setLoaded(true);
      },
      () => {
        // The facade keeps working; the next use tries again.
      },
    );
  }, [loaded]);
  useEffect(() => {
    if (eager) warm();
  }, [eager, warm]);

  useLayoutEffect(() => {
    if (!loaded || !box.current) return;
    if (focused.current) box.current.querySelector<HTMLElement>(`[data-slot="${focused.current}"]`)?.focus();
    focused.current = null;
    const wanted = pending.current;
    pending.current = null;
    const trigger = wanted && box.current.querySelector<HTMLElement>(`[data-slot="${wanted.menu}"]`);
    if (wanted && trigger) openMenu(trigger, wanted.via);
  }, [loaded]);

  return (
    <div ref={box} className="contents">
      {loaded ? (
        <toolbar.Component {...props} />
      ) : (
        <ToolbarFacade
          {...props}
          onWarm={warm}
          onOpen={(menu, via) => {
            pending.current = { menu, via };
            warm();
          }}
        />
      )}
    </div>
  );
}
