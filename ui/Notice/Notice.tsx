import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes, ReactNode, Ref } from "react";
import { PlainButton } from "../Button/PlainButton.tsx";
import { cn } from "../lib/cn.ts";

export const noticeVariants = cva(
  "flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-surface p-3 straight:rounded-none",
  {
    variants: {
      tone: {
        danger: "border-danger text-danger-fg",
        success: "border-success text-fg",
        info: "border-border-strong text-fg",
      },
    },
    defaultVariants: { tone: "danger" },
  },
);

export type NoticeProps = HTMLAttributes<HTMLDivElement> &
  VariantProps<typeof noticeVariants> & {
    ref?: Ref<HTMLDivElement>;
    children: ReactNode;
    /**
     * A way to try again, e.g. after a list failed to load: the button's text and what it does.
     * No button while `onRetry` is undefined.
     */
    retry?: { label: string; onRetry?: (() => void) | undefined } | undefined;
  };

/**
 * A message in the page's flow: a failure (role alert, read out at once), a success or a neutral
 * note (role status). With `retry`, a button to try again sits next to the message.
 */
export function Notice({ ref, tone, retry, children, className, ...rest }: NoticeProps) {
  return (
    <div
      ref={ref}
      role={(tone ?? "danger") === "danger" ? "alert" : "status"}
      data-slot="notice"
      className={cn(noticeVariants({ tone }), className)}
      {...rest}
    >
      <div className="flex min-w-0 flex-1 basis-60 flex-col gap-2">{children}</div>
      {retry?.onRetry ? (
        <PlainButton variant="outline" onClick={retry.onRetry}>
          {retry.label}
        </PlainButton>
      ) : null}
    </div>
  );
}
