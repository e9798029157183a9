import { useTranslation } from "react-i18next";
import { formatAnswerDate, type FormAnswer } from "./types.ts";

/**
 * The answers of one response as question and answer pairs. Answers are plain text: React prints
 * them as text (never as HTML), line breaks of a long answer kept.
 */
export function AnswerList({ answers }: { answers: readonly FormAnswer[] }) {
  const { t, i18n } = useTranslation("forms");
  const text = (a: FormAnswer): string => {
    if (a.kind === "checkbox") return a.value === true ? t("answer.yes") : t("answer.no");
    if (a.value === null || a.value === "" || typeof a.value !== "string") return t("answer.empty");
    return a.kind === "date" ? formatAnswerDate(a.value, i18n.language) : a.value;
  };
  return (
    <dl className="m-0 grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,14rem)_1fr]">
      {answers.map((a) => (
        <div key={a.key} className="contents">
          <dt className="text-sm font-semibold text-fg-muted">{a.label}</dt>
          <dd
            className={`m-0 break-words whitespace-pre-line ${a.value === null || a.value === "" ? "text-fg-muted italic" : ""}`}
          >
            {text(a)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
