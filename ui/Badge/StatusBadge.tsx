import { Archive, Circle, CircleCheck, CircleDot, CircleX, Clock } from "lucide-react";
import { Badge, type BadgeProps, type BadgeTone } from "./Badge.tsx";

/**
 * Every status of every entity (specification section 4, PRODUCT.md section 4) and its tone.
 * The label is the app's (translated) text; the tone only adds colour and an indicator.
 *
 * The rule behind the choice: success = live or a good outcome; warning = waiting on someone
 * (pending, in progress, matching); danger = a refusal; info = new or not yet live; neutral = ended
 * normally or dormant; muted = archived or withdrawn, out of the way.
 */
export const STATUS_TONES = {
  organization: { approved: "success", pending: "warning", denied: "danger", archived: "muted" },
  user: { active: "success", invited: "info", inactive: "neutral", archived: "muted" },
  vacancy: { draft: "info", published: "success", closed: "neutral", archived: "muted" },
  application: {
    new: "info",
    in_progress: "warning",
    accepted: "success",
    rejected: "danger",
    withdrawn: "muted",
  },
  help_request: { new: "info", matching: "warning", matched: "success", closed: "neutral" },
} as const satisfies Record<string, Record<string, BadgeTone>>;

export type StatusEntity = keyof typeof STATUS_TONES;
export type StatusOf<E extends StatusEntity> = keyof (typeof STATUS_TONES)[E] & string;

/** The tone of an entity's status; an unknown status (a newer server, say) reads as neutral. */
export function statusTone<E extends StatusEntity>(entity: E, status: StatusOf<E> | (string & {})): BadgeTone {
  const tones = STATUS_TONES[entity] as Record<string, BadgeTone>;
  return tones[status] ?? "neutral";
}

/** An icon per tone for the 'icon' indicator: shape, not colour alone, tells the tones apart. */
export const TONE_ICONS: Record<BadgeTone, typeof Circle> = {
  neutral: Circle,
  info: CircleDot,
  success: CircleCheck,
  warning: Clock,
  danger: CircleX,
  muted: Archive,
};

export type StatusBadgeProps = Omit<BadgeProps, "variant" | "children"> &
  {
    [E in StatusEntity]: {
      /** The kind of resource the status belongs to. */
      entity: E;
      status: StatusOf<E>;
      /** The translated status text (ui has no i18n). */
      label: string;
    };
  }[StatusEntity];

/** A badge for an entity's status: the tone comes from STATUS_TONES, the text from `label`. */
export function StatusBadge({ entity, status, label, indicator = "dot", ...rest }: StatusBadgeProps) {
  const tone = statusTone(entity, status);
  const ToneIcon = TONE_ICONS[tone];
  return (
    <Badge
      icon={<ToneIcon aria-hidden="true" data-slot="badge-icon" />}
      {...rest}
      variant={tone}
      indicator={indicator}
      data-status={status}
      data-entity={entity}
    >
      {label}
    </Badge>
  );
}
