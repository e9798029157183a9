import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LinkProps } from "../lib/link.ts";
import { Card, CardLink, CardTitle } from "./Card.tsx";

describe("Card", () => {
  it("renders its title at the heading level asked for", () => {
    render(
      <Card>
        <CardTitle level={2}>Aanmeldingen</CardTitle>
      </Card>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Aanmeldingen" })).toHaveAttribute("data-slot", "card-title");
  });

  it("links through the app's router link when given, a plain anchor otherwise", () => {
    function RouterLink({ children, ...props }: LinkProps) {
      return (
        <a data-router="yes" {...props}>
          {children}
        </a>
      );
    }
    render(
      <Card interactive>
        <CardTitle>
          <CardLink href="/vacancies/1" as={RouterLink}>
            Voorlezen
          </CardLink>
        </CardTitle>
        <CardTitle>
          <CardLink href="/vacancies/2">Tuinieren</CardLink>
        </CardTitle>
      </Card>,
    );
    const routed = screen.getByRole("link", { name: "Voorlezen" });
    expect(routed).toHaveAttribute("data-router", "yes");
    expect(routed).toHaveAttribute("data-slot", "card-link");
    expect(routed).toHaveAttribute("href", "/vacancies/1");
    expect(screen.getByRole("link", { name: "Tuinieren" })).toHaveAttribute("href", "/vacancies/2");
    expect(routed.closest('[data-slot="card"]')).toHaveAttribute("data-interactive", "true");
  });
});
