import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import "./Accordion.css";

/** How long a section takes to fold open or shut. */
export const ACCORDION_MOTION = { durationMs: 200 } as const;

export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      className={cn("w-full overflow-hidden rounded-lg border border-border bg-surface", className)}
      {...props}
    />
  );
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn("border-b border-border last:border-b-0", className)}
      {...props}
    />
  );
}

export type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading level of the section title (the trigger sits inside a heading); default 3. */
  level?: 2 | 3 | 4 | 5 | 6;
};

export function AccordionTrigger({ className, children, level = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${level}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading data-slot="accordion-header" className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            "group flex min-h-11 flex-1 items-center justify-between gap-4 px-4 py-3 text-left text-base font-medium text-fg",
            "hover:bg-surface-raised hover:underline focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus",
            "disabled:cursor-not-allowed disabled:opacity-60",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden
            className="size-5 shrink-0 text-fg-muted transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  style,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-fg"
      style={{ animationDuration: `${ACCORDION_MOTION.durationMs}ms`, ...style }}
      {...props}
    >
      <div className={cn("px-4 pt-1 pb-4", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
