import { MessageSquare } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlainButton } from "@ui/Button/PlainButton.tsx";
import { FEEDBACK_LABEL_CLASS, FEEDBACK_TRIGGER_CLASS, watchScrollDirection } from "@ui/FeedbackWidget/trigger.ts";
import { lazyComponent } from "../layouts/lazyComponent.tsx";

/** The widget with its dialog, form and screenshot editor: fetched when someone wants to give feedback. */
const widget = lazyComponent(() => import("./Feedback.tsx").then((m) => m.Feedback));

/** Looks and reads exactly like the widget's own trigger, which replaces it once the widget is there. */
function Trigger({ onOpen, busy }: { onOpen?: () => void; busy?: boolean }) {
  const { t } = useTranslation("feedback");
  const warm = () => void widget.load().catch(() => {});
  return (
    <PlainButton
      data-slot="feedback-widget-trigger"
      icon={<MessageSquare aria-hidden="true" />}
      className={FEEDBACK_TRIGGER_CLASS}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-busy={busy || undefined}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={onOpen}
    >
      <span className={FEEDBACK_LABEL_CLASS}>{t("open")}</span>
    </PlainButton>
  );
}

/**
 * The feedback button of every page (section 4). Only the button is part of the page; the
 * widget's code arrives when the button is first pointed at, focused or used, and the widget
 * then opens where the button was.
 */
export function FeedbackButton() {
  const [opened, setOpened] = useState(false);
  // The button steps aside while the page scrolls down (see FEEDBACK_TRIGGER_CLASS).
  useEffect(() => watchScrollDirection(window), []);
  if (!opened) return <Trigger onOpen={() => setOpened(true)} />;
  return (
    <Suspense fallback={<Trigger busy />}>
      <widget.Component defaultOpen />
    </Suspense>
  );
}
