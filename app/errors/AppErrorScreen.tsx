import { useTranslation } from "react-i18next";
import { ErrorScreen, errorScreenCase } from "@ui/ErrorScreen/ErrorScreen.tsx";
import { RouterLink } from "../layouts/RouterLink.tsx";
import type { ScreenError } from "./state.ts";

/** Title and text of each case of section 8, in the user's language. */
export function errorScreenText(error: ScreenError, t: (key: string, options?: Record<string, unknown>) => string) {
  const kind = errorScreenCase(error);
  switch (kind) {
    case "wrong-center":
      return { title: t("wrongCenter.title"), message: t("wrongCenter.message") };
    case 401:
      return { title: t("unauthorized.title"), message: t("unauthorized.message") };
    case 403:
      return { title: t("forbidden.title"), message: t("forbidden.message") };
    case 404:
      return { title: t("notFound.title"), message: t("notFound.message") };
    default:
      return {
        title: error.status ? t("other.title", { status: error.status }) : t("other.titleWithoutStatus"),
        message: t("other.message"),
      };
  }
}

/** The error screen of the app: one of the cases of section 8, a way home, an optional detail line. */
export function AppErrorScreen({ error, detail }: { error: ScreenError; detail?: string }) {
  const { t } = useTranslation("errors");
  const text = errorScreenText(error, t);
  return (
    <ErrorScreen
      status={error.status}
      title={text.title}
      message={
        <>
          {text.message}
          {detail ? (
            <span data-testid="error-detail" className="mt-4 block font-mono text-sm break-all">
              {detail}
            </span>
          ) : null}
        </>
      }
      homeLabel={t("home")}
      LinkComponent={RouterLink}
    />
  );
}
