import { useTranslation } from "react-i18next";
import { API_PATHS } from "@contract/paths.ts";
import { FeedbackWidget, type FeedbackValues } from "@ui/FeedbackWidget/FeedbackWidget.tsx";
import { isApiError } from "../api/errors.ts";
import type { ApiClient } from "../api/client.ts";
import { useServices } from "../services.tsx";

type T = (key: string) => string;

/** Section 8: the messages of a failed feedback send. */
export function feedbackErrorMessage(error: unknown, t: T): string {
  if ((error as { name?: string })?.name === "AbortError") return t("feedback:errors.network");
  if (isApiError(error)) {
    if (error.status === 0) return t("feedback:errors.network");
    if (error.status === 403) return t("feedback:errors.domain");
  }
  return t("feedback:errors.generic");
}

/** Stores the feedback on the server (POST /api/v1/feedback) with the page it was given on. */
export async function sendFeedback(
  client: ApiClient,
  values: FeedbackValues,
  signal: AbortSignal,
  t: T,
): Promise<void> {
  const message = values.message.trim();
  if (!message) throw new Error(t("feedback:errors.empty"));
  try {
    await client.post(
      API_PATHS.feedback,
      {
        data: {
          type: "feedback",
          attributes: {
            message,
            name: values.name.trim() || null,
            email: values.email.trim() || null,
            url: window.location.href,
          },
        },
      },
      { signal },
    );
  } catch (error) {
    console.error("[feedback] could not be sent", error);
    throw new Error(feedbackErrorMessage(error, t));
  }
}

/** The feedback widget of every page (section 4), sending to the server. */
export function Feedback({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation("feedback");
  const { client } = useServices();
  return (
    <FeedbackWidget
      defaultOpen={defaultOpen}
      onSubmit={(values, { signal }) => sendFeedback(client, values, signal, t)}
      labels={{
        open: t("open"),
        title: t("title"),
        description: t("description"),
        name: t("name"),
        email: t("email"),
        message: t("message"),
        optional: t("optional"),
        submit: t("submit"),
        close: t("close"),
        success: t("success"),
        requiredFieldsPrefix: t("requiredFieldsPrefix"),
        sendTimeout: t("errors.network"),
        addScreenshot: t("addScreenshot"),
        removeScreenshot: t("removeScreenshot"),
        screenshotPreviewAlt: t("screenshotPreviewAlt"),
        instructions: t("crop.instructions"),
        area: t("crop.area"),
        imageAlt: t("crop.imageAlt"),
        apply: t("crop.apply"),
        cancel: t("crop.cancel"),
      }}
    />
  );
}
