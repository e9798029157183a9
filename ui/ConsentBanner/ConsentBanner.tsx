import { Check } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { PlainButton } from "../Button/PlainButton.tsx";

/** The cookie consent (specification section 3): functional is always on; undefined means 'not asked yet'. */
export interface Consent {
  functional: boolean;
  analytical?: boolean;
  thirdParty?: boolean;
}

/** The two optional categories a visitor ticks in the banner. */
export interface ConsentTicks {
  analytical: boolean;
  thirdParty: boolean;
}

/** What the accept button does: accept everything, or save exactly one ticked category. */
export type ConsentPrimaryAction = "accept-all" | "save-selection";

/** The banner shows while analytical or thirdParty has not been decided. */
export function shouldShowConsentBanner(consent: Consent | null | undefined): boolean {
  return consent?.analytical === undefined || consent?.thirdParty === undefined;
}

export function acceptAll(): Required<Consent> {
  return { functional: true, analytical: true, thirdParty: true };
}

export function rejectAll(): Required<Consent> {
  return { functional: true, analytical: false, thirdParty: false };
}

export function saveSelection(ticks: ConsentTicks): Required<Consent> {
  return { functional: true, analytical: ticks.analytical, thirdParty: ticks.thirdParty };
}

/** Exactly one of analytical and thirdParty ticked turns 'Accept all' into 'Save selection'. */
export function primaryAction(ticks: ConsentTicks): ConsentPrimaryAction {
  return ticks.analytical !== ticks.thirdParty ? "save-selection" : "accept-all";
}

/** Consent mode for the analytics tag after saving: advertising never, analytics only with consent. */
export function analyticsConsentUpdate(consent: Consent): {
  ad_storage: "denied";
  analytics_storage: "granted" | "denied";
} {
  return { ad_storage: "denied", analytics_storage: consent.analytical === true ? "granted" : "denied" };
}

export interface ConsentBannerProps {
  /** The stored consent (from the cookie); the banner shows while a category is undecided. */
  value: Consent | null | undefined;
  /** Receives the full consent to store; the app then updates `value`, which hides the banner. */
  onSave: (consent: Required<Consent>) => void;
  /** Forces the banner open or closed (for a 'cookie settings' link); by default it follows `value`. */
  open?: boolean;
  title: string;
  description: ReactNode;
  functionalLabel: string;
  analyticalLabel: string;
  thirdPartyLabel: string;
  /** Optional one-line explanations under each category. */
  functionalHint?: string;
  analyticalHint?: string;
  thirdPartyHint?: string;
  acceptAllLabel: string;
  rejectAllLabel: string;
  saveSelectionLabel: string;
  className?: string;
}

interface CategoryProps {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  name: string;
  onCheckedChange?: (checked: boolean) => void;
}

function Category({ label, hint, checked, disabled, name, onCheckedChange }: CategoryProps) {
  const id = useId();
  return (
    <div data-slot="consent-category" data-category={name} className="flex items-start gap-3">
      {/* The browser's own checkbox over a 44 px hit area; the box beside it shows its state. */}
      <span className="relative -m-3 flex size-11 shrink-0 items-center justify-center">
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="peer absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-lg focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-focus disabled:cursor-not-allowed"
        />
        <span
          aria-hidden="true"
          className="flex size-5 items-center justify-center rounded-sm border-2 border-border-strong bg-surface text-on-solid peer-checked:border-solid peer-checked:bg-solid peer-disabled:opacity-60"
        >
          {checked ? <Check className="size-4" strokeWidth={3} /> : null}
        </span>
      </span>
      <div className="min-w-0">
        <label
          htmlFor={id}
          className={cn("block py-0.5 font-medium text-fg", disabled ? "cursor-not-allowed" : "cursor-pointer")}
        >
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-fg-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The cookie consent banner, fixed at the bottom while shown (specification section 4). Render it
 * first in the page, so that it is first in the focus order; after the choice the focus goes back
 * to where it came from.
 * 'Accept all' saves everything, 'Reject all' only the functional cookies; when exactly one
 * optional category is ticked the accept button becomes 'Save selection' and saves the ticks.
 */
export function ConsentBanner(props: ConsentBannerProps) {
  const { value, open = shouldShowConsentBanner(value), className } = props;
  // Where the focus came from, to go back there after the choice (the banner is then gone).
  const cameFrom = useRef<HTMLElement | null>(null);
  const onSave = (consent: Required<Consent>) => {
    props.onSave(consent);
    if (cameFrom.current?.isConnected) cameFrom.current.focus();
  };
  const titleId = useId();
  const descriptionId = useId();
  const [ticks, setTicks] = useState<ConsentTicks>({
    analytical: value?.analytical ?? false,
    thirdParty: value?.thirdParty ?? false,
  });
  if (!open) return null;
  const action = primaryAction(ticks);
  return (
    // The focus listener only notes where the focus came from; the banner itself does nothing on it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      data-slot="consent-banner"
      data-state="open"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) cameFrom.current = event.relatedTarget as HTMLElement;
      }}
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface text-fg shadow-[0_-4px_16px_rgb(0_0_0/0.12)]",
        className,
      )}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4 sm:p-6">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-fg">
            {props.title}
          </h2>
          <div id={descriptionId} className="mt-1 text-sm text-fg-muted">
            {props.description}
          </div>
        </div>
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="sr-only">{props.title}</legend>
          <Category name="functional" label={props.functionalLabel} hint={props.functionalHint} checked disabled />
          <Category
            name="analytical"
            label={props.analyticalLabel}
            hint={props.analyticalHint}
            checked={ticks.analytical}
            onCheckedChange={(analytical) => setTicks((t) => ({ ...t, analytical }))}
          />
          <Category
            name="thirdParty"
            label={props.thirdPartyLabel}
            hint={props.thirdPartyHint}
            checked={ticks.thirdParty}
            onCheckedChange={(thirdParty) => setTicks((t) => ({ ...t, thirdParty }))}
          />
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <PlainButton variant="outline" data-action="reject-all" onClick={() => onSave(rejectAll())}>
            {props.rejectAllLabel}
          </PlainButton>
          <PlainButton
            data-action={action}
            onClick={() => onSave(action === "save-selection" ? saveSelection(ticks) : acceptAll())}
          >
            {action === "save-selection" ? props.saveSelectionLabel : props.acceptAllLabel}
          </PlainButton>
        </div>
      </div>
    </section>
  );
}
