import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Spinner } from "@ui/Spinner/Spinner.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";

export interface CenterChoice {
  id: string;
  name: string;
  /** The center's own website. */
  href: string;
  current?: boolean;
}

export interface SwitchScreenProps {
  state: "loading" | "failed" | "ready";
  centers?: CenterChoice[];
}

/** /switch: a visitor moves to the website of another volunteer center. */
export function SwitchScreen({ state, centers = [] }: SwitchScreenProps) {
  const { t } = useTranslation("centers");
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-fg-muted">{t("intro")}</p>
      </div>
      {state === "loading" ? (
        <p role="status" className="flex items-center gap-3">
          <Spinner />
          {t("loading")}
        </p>
      ) : state === "failed" ? (
        <Notice>{t("failed")}</Notice>
      ) : centers.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className="m-0 flex list-none flex-col gap-3 p-0">
          {centers.map((center) => (
            <li key={center.id}>
              <a
                href={center.href}
                aria-current={center.current ? "page" : undefined}
                className="flex min-h-14 items-center justify-between gap-4 rounded-lg border border-border bg-surface px-4 py-3 text-fg no-underline hover:bg-surface-raised focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                <span className="font-semibold">{center.name}</span>
                <span className="flex items-center gap-2">
                  {center.current ? <Badge>{t("current")}</Badge> : null}
                  <ArrowRight aria-hidden className="size-5" />
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
