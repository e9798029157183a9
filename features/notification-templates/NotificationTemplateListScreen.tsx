import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@ui/Badge/Badge.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import type { LoadState, TemplateSummary } from "./types.ts";

export interface NotificationTemplateListScreenProps {
  state: LoadState;
  templates: readonly TemplateSummary[];
  /** The edit page of a template. */
  hrefFor: (key: string) => string;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

/** /notification_templates: every mail and in-app text, its channels, and whether this center changed it. */
export function NotificationTemplateListScreen(props: NotificationTemplateListScreenProps) {
  const { t } = useTranslation("notification-templates");
  const Link = props.linkComponent ?? PlainLink;
  let body;
  if (props.state === "loading")
    body = (
      <SkeletonGroup label={t("loading")} className="flex flex-col gap-3">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </SkeletonGroup>
    );
  else if (props.state === "failed")
    body = <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("failed")}</Notice>;
  else if (!props.templates.length)
    body = <EmptyState bordered icon={<Mail />} title={t("empty")} description={t("emptyHint")} />;
  else
    body = (
      <ul aria-label={t("list")} className="m-0 flex list-none flex-col gap-2 p-0">
        {props.templates.map((tpl) => (
          <li
            key={tpl.key}
            className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 straight:rounded-none sm:flex-row sm:items-center"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h2 className="m-0 text-base font-semibold">
                <Link href={props.hrefFor(tpl.key)} className="text-fg underline-offset-4 hover:underline">
                  {t(`names.${tpl.key}`)}
                </Link>
              </h2>
              <p className="m-0 flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                {tpl.channels.map((c) => (
                  <Badge key={c} variant="neutral">
                    {t(`channel.${c}`)}
                  </Badge>
                ))}
                {tpl.security ? <Badge variant="warning">{t("security")}</Badge> : null}
                {tpl.customized.length ? (
                  <Badge variant="info">
                    {t("customizedIn", { languages: tpl.customized.map((l) => t(`language.${l}`)).join(", ") })}
                  </Badge>
                ) : (
                  <span>{t("standard")}</span>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-2xl font-bold">{t("title")}</h1>
        <p className="m-0 max-w-prose text-fg-muted">{t("intro")}</p>
      </div>
      {body}
    </div>
  );
}
