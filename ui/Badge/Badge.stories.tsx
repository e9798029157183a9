import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Badge, BADGE_TONES, type BadgeTone } from "./Badge.tsx";
import {
  STATUS_TONES,
  StatusBadge,
  TONE_ICONS,
  type StatusBadgeProps,
  type StatusEntity,
  type StatusOf,
} from "./StatusBadge.tsx";

/** Dutch labels as the app's translations would give them. */
const statusLabels: { [E in StatusEntity]: Record<StatusOf<E>, string> } = {
  organization: { approved: "Goedgekeurd", pending: "In afwachting", denied: "Afgewezen", archived: "Gearchiveerd" },
  user: { active: "Actief", invited: "Uitgenodigd", inactive: "Inactief", archived: "Gearchiveerd" },
  vacancy: { draft: "Concept", published: "Gepubliceerd", closed: "Gesloten", archived: "Gearchiveerd" },
  application: {
    new: "Nieuw",
    in_progress: "In behandeling",
    accepted: "Geaccepteerd",
    rejected: "Afgewezen",
    withdrawn: "Ingetrokken",
  },
  help_request: { new: "Nieuw", matching: "Koppelen", matched: "Gekoppeld", closed: "Gesloten" },
};
const entityNames: Record<StatusEntity, string> = {
  organization: "Organisatie",
  user: "Gebruiker",
  vacancy: "Vacature",
  application: "Aanmelding",
  help_request: "Hulpvraag",
};
const entities = Object.keys(STATUS_TONES) as StatusEntity[];

function StatusOverview() {
  return (
    <dl className="grid gap-3">
      {entities.map((entity) => (
        <div key={entity} className="grid gap-1">
          <dt className="text-sm font-semibold text-fg-muted">{entityNames[entity]}</dt>
          <dd className="flex flex-wrap gap-2">
            {(Object.keys(STATUS_TONES[entity]) as StatusOf<typeof entity>[]).map((status) => (
              <StatusBadge
                key={status}
                {...({
                  entity,
                  status,
                  label: (statusLabels[entity] as Record<string, string>)[status],
                } as StatusBadgeProps)}
              />
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The tone's icon, as StatusBadge shows it (the fills have no tone: a plain circle). */
function ToneIcon({ variant }: { variant: string }) {
  const Icon = TONE_ICONS[(BADGE_TONES as readonly string[]).includes(variant) ? (variant as BadgeTone) : "neutral"];
  return <Icon aria-hidden="true" data-slot="badge-icon" />;
}

const meta = {
  title: "ui/Badge",
  component: Badge,
  args: { children: "Zorg" },
  argTypes: {
    variant: { control: "select", options: [...BADGE_TONES, "solid", "accent"] },
    size: { control: "select", options: ["sm", "md"] },
    indicator: { control: "select", options: ["none", "dot", "icon"] },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Variants: Story = {
  tags: ["visual"],
  render: (args) => (
    <div className="grid gap-3">
      {(["none", "dot", "icon"] as const).map((indicator) => (
        <div key={indicator} className="flex flex-wrap gap-2">
          {[...BADGE_TONES, "solid" as const, "accent" as const].map((variant) => (
            <Badge
              key={variant}
              {...args}
              variant={variant}
              indicator={indicator}
              icon={<ToneIcon variant={variant} />}
            >
              {variant}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-slot="badge"]');
    await expect(badges).toHaveLength(24);
    // The indicator is decoration: the label is the only thing announced.
    for (const indicator of canvasElement.querySelectorAll('[data-slot="badge-dot"], [data-slot="badge"] svg')) {
      await expect(indicator).toHaveAttribute("aria-hidden", "true");
    }
  },
};
export const Small: Story = { args: { size: "sm", variant: "solid", children: "3 nieuw" } };

function statusStory<E extends StatusEntity>(entity: E, status: StatusOf<E>): Story {
  const label = (statusLabels[entity] as Record<string, string>)[status]!;
  return {
    render: () => <StatusBadge {...({ entity, status, label } as StatusBadgeProps)} />,
    play: async ({ canvasElement }) => {
      const badge = within(canvasElement).getByText(label).closest('[data-slot="badge"]');
      await expect(badge).toHaveAttribute("data-tone", STATUS_TONES[entity][status]);
      await expect(badge).toHaveAttribute("data-status", status);
      await expect(badge).toHaveTextContent(label);
    },
  };
}

export const OrganizationApproved = statusStory("organization", "approved");
export const OrganizationPending = statusStory("organization", "pending");
export const OrganizationDenied = statusStory("organization", "denied");
export const OrganizationArchived = statusStory("organization", "archived");
export const UserActive = statusStory("user", "active");
export const UserInvited = statusStory("user", "invited");
export const UserInactive = statusStory("user", "inactive");
export const UserArchived = statusStory("user", "archived");
export const VacancyDraft = statusStory("vacancy", "draft");
export const VacancyPublished = statusStory("vacancy", "published");
export const VacancyClosed = statusStory("vacancy", "closed");
export const VacancyArchived = statusStory("vacancy", "archived");
export const ApplicationNew = statusStory("application", "new");
export const ApplicationInProgress = statusStory("application", "in_progress");
export const ApplicationAccepted = statusStory("application", "accepted");
export const ApplicationRejected = statusStory("application", "rejected");
export const ApplicationWithdrawn = statusStory("application", "withdrawn");
export const HelpRequestNew = statusStory("help_request", "new");
export const HelpRequestMatching = statusStory("help_request", "matching");
export const HelpRequestMatched = statusStory("help_request", "matched");
export const HelpRequestClosed = statusStory("help_request", "closed");

export const AllStatuses: Story = { render: () => <StatusOverview /> };

/** Every status in every tenant side by side; axe checks the text contrast of each. */
export const AllStatusesAllTenants: Story = {
  parameters: { allTenants: true },
  render: () => <StatusOverview />,
  play: async ({ canvasElement }) => {
    const total = entities.reduce((n, e) => n + Object.keys(STATUS_TONES[e]).length, 0);
    const tenants = canvasElement.querySelectorAll("[data-tenant]").length;
    await expect(tenants).toBeGreaterThan(1);
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(total * tenants);
  },
};

export const AllStatusesDark: Story = {
  globals: { scheme: "dark" },
  parameters: { allTenants: true },
  render: () => <StatusOverview />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-tenant][data-color-scheme="dark"]').length).toBeGreaterThan(1);
  },
};
