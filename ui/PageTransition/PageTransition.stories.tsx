import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import { PageTransition } from "./PageTransition.tsx";

const pages = {
  "/dashboard": { title: "Dashboard", text: "Welkom terug. Hier zie je je openstaande aanvragen." },
  "/vacancies": { title: "Vacatures", text: "Hier vind je een overzicht van alle vacatures." },
} as const;
type Path = keyof typeof pages;

function Demo({ onEntered, name }: { onEntered: (key: string) => void; name: string }) {
  const [path, setPath] = useState<Path>("/dashboard");
  const page = pages[path];
  return (
    <div className="grid gap-4">
      <div className="flex gap-2">
        {(Object.keys(pages) as Path[]).map((p) => (
          <Button
            key={p}
            variant={p === path ? "solid" : "outline"}
            aria-pressed={p === path}
            onClick={() => setPath(p)}
          >
            {pages[p].title}
          </Button>
        ))}
      </div>
      <PageTransition transitionKey={path} name={name} onEntered={onEntered}>
        <section aria-labelledby="page-title" className="rounded-lg border border-border bg-surface p-6">
          <h2 id="page-title" className="text-2xl font-semibold text-fg">
            {page.title}
          </h2>
          <p className="mt-2 text-fg-muted">{page.text}</p>
        </section>
      </PageTransition>
    </div>
  );
}

const meta = {
  title: "ui/PageTransition",
  component: PageTransition,
  args: { transitionKey: "/dashboard", name: "topnav", onEntered: fn(), children: null },
  render: (args) => <Demo onEntered={args.onEntered!} name={args.name} />,
} satisfies Meta<typeof PageTransition>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page at rest. */
export const Idle: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="page-transition"]');
    await expect(root).toHaveAttribute("data-state", "idle");
    await expect(root).toHaveAttribute("data-transition", "topnav");
    await expect(root).toHaveAttribute("data-mode", "out-in");
  },
};

/** Navigating: the old page fades out first (75 ms), then the new one fades in (200 ms). */
export const OutIn: Story = {
  args: { name: "sidebar" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector('[data-slot="page-transition"]')!;
    await expect(root).toHaveAttribute("data-transition", "sidebar");
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const state = root.getAttribute("data-state")!;
      const title = root.querySelector("h2")?.textContent ?? "";
      const entry = `${state}:${title}`;
      if (seen.at(-1) !== entry) seen.push(entry);
    });
    observer.observe(root, { attributes: true, childList: true, subtree: true, characterData: true });
    await userEvent.click(canvas.getByRole("button", { name: "Vacatures" }));
    await waitFor(() => expect(root).toHaveAttribute("data-state", "idle"));
    observer.disconnect();
    await expect(seen).toEqual(["leaving:Dashboard", "entering:Vacatures", "idle:Vacatures"]);
    await expect(canvas.getByRole("heading", { name: "Vacatures" })).toBeVisible();
    await waitFor(() => expect(args.onEntered).toHaveBeenLastCalledWith("/vacancies"));
  },
};
