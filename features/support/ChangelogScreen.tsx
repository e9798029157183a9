import { useTranslation } from "react-i18next";
import { parseMarkdown } from "./markdown.ts";

export interface ChangelogScreenProps {
  /** The release notes as Markdown (docs/changelog.md). */
  markdown: string;
}

/** /volunteerly/changelog: the platform's release notes, newest first, on a white page. */
export function ChangelogScreen({ markdown }: ChangelogScreenProps) {
  const { t } = useTranslation("support");
  const blocks = parseMarkdown(markdown);
  const hasTitle = blocks[0]?.kind === "h1";
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4 text-base leading-relaxed">
      {hasTitle ? null : <h1 className="m-0 text-3xl font-bold">{t("changelog.title")}</h1>}
      {blocks.map((b, i) => {
        switch (b.kind) {
          case "h1":
            return (
              <h1 key={i} className="m-0 text-3xl font-bold">
                {b.text}
              </h1>
            );
          case "h2":
            return (
              <h2 key={i} className="m-0 mt-4 border-t border-border pt-4 text-xl font-semibold">
                {b.text}
              </h2>
            );
          case "h3":
            return (
              <h3 key={i} className="m-0 text-lg font-semibold">
                {b.text}
              </h3>
            );
          case "list":
            return (
              <ul key={i} className="m-0 flex list-disc flex-col gap-2 ps-6">
                {b.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={i} className="m-0">
                {b.text}
              </p>
            );
        }
      })}
    </article>
  );
}
