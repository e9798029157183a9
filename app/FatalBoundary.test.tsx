import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "./App.tsx";
import { createI18n } from "./i18n/i18n.ts";
import { createServices } from "./services.tsx";
import { fakeFetch, TEST_CONFIG } from "./testing.tsx";
import { resolveTenant } from "./tenant.ts";

function Broken(): never {
  throw new Error("x is undefined");
}

describe("the fatal boundary", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it("shows the fatal screen (its code fetched when needed) with the error's details", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const tenant = resolveTenant(TEST_CONFIG, "demo.localhost")!;
    const i18n = await createI18n({ locale: "nl" });
    const services = createServices({
      config: TEST_CONFIG,
      tenant,
      i18n,
      crossOrigin: false,
      fetch: fakeFetch(() => undefined),
    });
    render(
      <AppProviders services={services}>
        <Broken />
      </AppProviders>,
    );
    expect(await screen.findByRole("heading", { name: /Oeps, er ging iets mis/ })).toBeVisible();
    expect(screen.getByRole("button", { name: /Pagina opnieuw laden/ })).toBeVisible();
    expect(screen.getByText("Technische details")).toBeInTheDocument();
  });
});
