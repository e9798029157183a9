import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "../Button/Button.tsx";
import { cn } from "../lib/cn.ts";

export type ReorderDirection = "up" | "down";

export interface ReorderButtonsProps {
  /** The item's place in its list (0-based) and the list's length: the first cannot go up, the last not down. */
  index: number;
  count: number;
  /** Each button's accessible name, naming the item, e.g. "Blok 2 (Tekst) omhoog". */
  upLabel: string;
  downLabel: string;
  /** Visible words beside the arrows (e.g. "Omhoog"); without them the buttons show only their arrows (44 px). */
  upText?: string;
  downText?: string;
  /** Called with the item's new place and the direction. */
  onMove: (to: number, direction: ReorderDirection) => void;
  /** While a move is stored: both buttons are disabled. */
  disabled?: boolean;
  className?: string;
}

/**
 * Move an item of a list one place up or down with the keyboard (or as the alternative to dragging):
 * two outline buttons with arrows. Each carries `data-move="up|down"`, so the caller can put the focus
 * back on the moved item's button after the list re-renders. Text arrives as props.
 */
export function ReorderButtons({
  index,
  count,
  upLabel,
  downLabel,
  upText,
  downText,
  onMove,
  disabled = false,
  className,
}: ReorderButtonsProps) {
  const buttons: { direction: ReorderDirection; label: string; text?: string; to: number; blocked: boolean }[] = [
    { direction: "up", label: upLabel, text: upText, to: index - 1, blocked: index <= 0 },
    { direction: "down", label: downLabel, text: downText, to: index + 1, blocked: index >= count - 1 },
  ];
  return (
    <div data-slot="reorder-buttons" className={cn("flex gap-2", className)}>
      {buttons.map(({ direction, label, text, to, blocked }) => {
        const Icon = direction === "up" ? ArrowUp : ArrowDown;
        return text ? (
          <Button
            key={direction}
            variant="outline"
            size="sm"
            data-move={direction}
            icon={<Icon aria-hidden />}
            aria-label={label}
            disabled={disabled || blocked}
            onClick={() => onMove(to, direction)}
          >
            {text}
          </Button>
        ) : (
          <Button
            key={direction}
            variant="outline"
            iconOnly
            label={label}
            data-move={direction}
            icon={<Icon aria-hidden />}
            disabled={disabled || blocked}
            onClick={() => onMove(to, direction)}
          />
        );
      })}
    </div>
  );
}
