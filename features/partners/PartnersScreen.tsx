import { Handshake } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { PartnerStrip } from "@ui/PartnerStrip/PartnerStrip.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import type { Partner } from "./types.ts";

export interface PartnersScreenProps {
  state: "loading" | "failed" | "ready";
  /** In the center's order. */
  partners: readonly Partner[];
  centerName: string;
  onRetry?: () => void;
}

/** /partners: the center's partners with logo, link and description, in their order. */
export function PartnersScreen({ state, partners, centerName, onRetry }: PartnersScreenProps) {
  const { t } = useTranslation("partners");
  let body;
  if (state === "loading")
    body = (
      <SkeletonGroup label={t("loading")} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </SkeletonGroup>
    );
  else if (state === "failed") body = <Notice retry={{ label: t("retry"), onRetry }}>{t("failed")}</Notice>;
  else if (!partners.length) body = <EmptyState bordered icon={<Handshake />} title={t("empty")} />;
  else body = <PartnerStrip label={t("list")} linkHint={t("linkHint")} partners={partners} />;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-3xl font-bold">{t("title")}</h1>
        <p className="m-0 max-w-prose text-lg text-fg-muted">{t("intro", { center: centerName })}</p>
      </div>
      {body}
    </div>
  );
}
