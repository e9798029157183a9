import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  ConsentBanner,
  type Consent,
  acceptAll,
  analyticsConsentUpdate,
  primaryAction,
  rejectAll,
  saveSelection,
  shouldShowConsentBanner,
} from "./ConsentBanner.tsx";

describe("consent rules", () => {
  it("shows the banner while analytical or thirdParty is undecided", () => {
    expect(shouldShowConsentBanner(undefined)).toBe(true);
    expect(shouldShowConsentBanner(null)).toBe(true);
    expect(shouldShowConsentBanner({ functional: true })).toBe(true);
    expect(shouldShowConsentBanner({ functional: true, analytical: false })).toBe(true);
    expect(shouldShowConsentBanner({ functional: true, thirdParty: true })).toBe(true);
    expect(shouldShowConsentBanner({ functional: true, analytical: false, thirdParty: false })).toBe(false);
    expect(shouldShowConsentBanner({ functional: true, analytical: true, thirdParty: false })).toBe(false);
  });
  it("accepts all three and rejects all but functional", () => {
    expect(acceptAll()).toEqual({ functional: true, analytical: true, thirdParty: true });
    expect(rejectAll()).toEqual({ functional: true, analytical: false, thirdParty: false });
  });
  it("offers 'Save selection' only when exactly one optional category is ticked", () => {
    expect(primaryAction({ analytical: false, thirdParty: false })).toBe("accept-all");
    expect(primaryAction({ analytical: true, thirdParty: true })).toBe("accept-all");
    expect(primaryAction({ analytical: true, thirdParty: false })).toBe("save-selection");
    expect(primaryAction({ analytical: false, thirdParty: true })).toBe("save-selection");
  });
  it("saves the ticks with functional always on", () => {
    expect(saveSelection({ analytical: false, thirdParty: true })).toEqual({
      functional: true,
      analytical: false,
      thirdParty: true,
    });
  });
});

describe("analyticsConsentUpdate", () => {
  it("always denies advertising storage and grants analytics only with analytical consent", () => {
    expect(analyticsConsentUpdate(acceptAll())).toEqual({ ad_storage: "denied", analytics_storage: "granted" });
    expect(analyticsConsentUpdate(rejectAll())).toEqual({ ad_storage: "denied", analytics_storage: "denied" });
    expect(analyticsConsentUpdate({ functional: true, thirdParty: true })).toEqual({
      ad_storage: "denied",
      analytics_storage: "denied",
    });
  });
});

const labels = {
  title: "Cookies",
  description: "Uitleg",
  functionalLabel: "Functioneel",
  analyticalLabel: "Analytisch",
  thirdPartyLabel: "Derden",
  acceptAllLabel: "Accept all",
  rejectAllLabel: "Reject all",
  saveSelectionLabel: "Save selection",
};

describe("ConsentBanner", () => {
  it("sends the focus back where it came from after the choice", async () => {
    function Page() {
      const [value, setValue] = useState<Consent | null>(null);
      return (
        <>
          <ConsentBanner {...labels} value={value} onSave={setValue} />
          <a href="#main">Naar de inhoud</a>
        </>
      );
    }
    render(<Page />);
    const user = userEvent.setup();
    const skip = screen.getByRole("link", { name: "Naar de inhoud" });
    skip.focus();
    // Shift+Tab from the first link goes back into the banner, which comes first.
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Accept all" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("region")).toBeNull();
    expect(skip).toHaveFocus();
  });

  it("renders nothing once consent is decided, unless forced open", () => {
    const decided = { functional: true, analytical: true, thirdParty: false };
    const { rerender } = render(<ConsentBanner {...labels} value={decided} onSave={() => {}} />);
    expect(screen.queryByRole("region")).toBeNull();
    rerender(<ConsentBanner {...labels} value={decided} open onSave={() => {}} />);
    expect(screen.getByRole("checkbox", { name: "Analytisch" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Save selection" })).toBeInTheDocument();
  });
  it("keeps functional checked and disabled, and switches the accept button with one tick", async () => {
    const onSave = vi.fn();
    render(<ConsentBanner {...labels} value={{ functional: true }} onSave={onSave} />);
    const functional = screen.getByRole("checkbox", { name: "Functioneel" });
    expect(functional).toBeChecked();
    expect(functional).toBeDisabled();
    await userEvent.click(functional);
    expect(functional).toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: "Derden" }));
    await userEvent.click(screen.getByRole("button", { name: "Save selection" }));
    expect(onSave).toHaveBeenCalledWith({ functional: true, analytical: false, thirdParty: true });
  });
});
