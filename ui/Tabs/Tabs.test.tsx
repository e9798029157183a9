import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger, tabsTriggerVariants } from "./Tabs.tsx";

describe("Tabs", () => {
  it("gives every trigger the variant of its list", () => {
    render(
      <Tabs defaultValue="a">
        <TabsList variant="tab" aria-label="Onderdelen">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Inhoud A</TabsContent>
        <TabsContent value="b">Inhoud B</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole("tablist")).toHaveAttribute("data-variant", "tab");
    for (const tab of screen.getAllByRole("tab")) expect(tab).toHaveAttribute("data-variant", "tab");
    expect(screen.getByRole("tab", { name: "A" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Inhoud A");
  });

  it("styles the current page's navigation link like the selected tab", () => {
    const classes = tabsTriggerVariants({ variant: "tab" }).split(" ");
    const selected = classes.filter((c) => c.startsWith("data-[state=active]:")).map((c) => c.split(":")[1]);
    const current = classes.filter((c) => c.startsWith("aria-[current=page]:")).map((c) => c.split(":")[1]);
    expect(selected.length).toBeGreaterThan(0);
    expect(current).toEqual(selected);
  });
});
