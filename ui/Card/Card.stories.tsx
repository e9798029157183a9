import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarDays, Heart, MapPin } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button.tsx";
import type { LinkProps } from "../lib/link.ts";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardLink,
  CardTitle,
} from "./Card.tsx";

const meta = {
  title: "ui/Card",
  component: Card,
  argTypes: {
    variant: { control: "select", options: ["default", "raised", "sunken", "outline"] },
    interactive: { control: "boolean" },
  },
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle>Profiel compleet maken</CardTitle>
        <CardDescription>Organisaties zien je profiel wanneer je je aanmeldt.</CardDescription>
      </CardHeader>
      <CardContent>
        <p>Voeg een foto, je beschikbaarheid en je interesses toe. Dat duurt ongeveer vijf minuten.</p>
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline">Later</Button>
        <Button>Profiel bewerken</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ["visual"],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "Profiel compleet maken" })).toBeInTheDocument();
    const card = canvasElement.querySelector('[data-slot="card"]');
    await expect(card).toHaveAttribute("data-variant", "default");
    await expect(card).toHaveClass("bg-surface");
  },
};

export const Raised: Story = { args: { variant: "raised" } };
export const Sunken: Story = { args: { variant: "sunken" } };
export const Outline: Story = { args: { variant: "outline" } };

const navigate = fn();
/** Stands in for the app's router link: records the navigation instead of leaving the page. */
function FakeRouterLink({ href, children, onClick, ...props }: LinkProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

function VacancyCard({ onFavourite }: { onFavourite?: () => void }) {
  return (
    <Card interactive className="max-w-md">
      <CardHeader>
        <CardTitle>
          <CardLink href="/vacancies/42" as={FakeRouterLink}>
            Voorlezen in de bibliotheek
          </CardLink>
        </CardTitle>
        <CardDescription>Bibliotheek Rijnstad</CardDescription>
        <CardAction>
          <Button
            variant="ghost"
            iconOnly
            label="Bewaar als favoriet"
            icon={<Heart aria-hidden />}
            onClick={onFavourite}
          />
        </CardAction>
      </CardHeader>
      <CardContent>
        <p>Lees elke woensdagmiddag voor aan kinderen van vier tot acht jaar.</p>
      </CardContent>
      <CardFooter>
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden className="size-4" /> Centrum
        </span>
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden className="size-4" /> 2 uur per week
        </span>
      </CardFooter>
    </Card>
  );
}

/** The whole card opens the vacancy; the link is named by the title only. */
export const InteractiveLink: Story = {
  render: () => <VacancyCard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Voorlezen in de bibliotheek" });
    await expect(link).toHaveAttribute("href", "/vacancies/42");
    // A click anywhere on the card lands on the link's stretched layer.
    const text = canvas.getByText(/Lees elke woensdagmiddag/);
    const box = text.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(link);
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith("/vacancies/42");
    // The focus ring goes around the whole card.
    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="card"]')!;
    await expect(getComputedStyle(card).outlineStyle).toBe("solid");
  },
};

/** Buttons inside an interactive card stay clickable on their own. */
export const InteractiveWithAction: Story = {
  render: function Render() {
    return <VacancyCard onFavourite={favourite} />;
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Bewaar als favoriet" });
    const box = button.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(
      button.closest("button") ?? button,
    );
    await userEvent.click(button);
    await expect(favourite).toHaveBeenCalledTimes(1);
  },
};
const favourite = fn();

export const AllTenants: Story = {
  parameters: { allTenants: true },
  render: () => (
    <div className="flex flex-col gap-3">
      <Card>
        <CardHeader>
          <CardTitle>Nieuwe aanmelding</CardTitle>
          <CardDescription>Voor: Maatje voor een nieuwkomer</CardDescription>
        </CardHeader>
        <CardContent>
          <p>Sanne wil graag een nieuwkomer helpen met de Nederlandse taal.</p>
        </CardContent>
        <CardFooter>
          <Button size="sm">Bekijken</Button>
          <Button size="sm" variant="outline">
            Later
          </Button>
        </CardFooter>
      </Card>
      <Card variant="sunken">
        <CardHeader>
          <CardTitle level={4}>Tip</CardTitle>
          <CardDescription>Maak je profiel compleet voor meer reacties.</CardDescription>
        </CardHeader>
      </Card>
    </div>
  ),
};
