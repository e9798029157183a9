import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { RouterLink } from "../layouts/RouterLink.tsx";
import { useCurrentRoute } from "../routes/useCurrentRoute.ts";

/** A routed page whose content comes with a later feature: its title and a clear 'coming soon'. */
export default function ComingSoon() {
  const { t } = useTranslation(["common", "routes"]);
  const route = useCurrentRoute();
  const description = route ? t(`routes:descriptions.${route.id}`, { defaultValue: "" }) : "";
  return (
    <div className="flex flex-col gap-8 px-4 py-8" data-testid="coming-soon">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{route ? t(`routes:${route.id}`) : null}</h1>
        {description ? <p className="text-fg-muted">{description}</p> : null}
      </div>
      <EmptyState
        icon={<Construction />}
        title={t("comingSoon.title")}
        description={t("comingSoon.description")}
        action={
          <Button asChild variant="outline">
            <RouterLink href="/">{t("comingSoon.home")}</RouterLink>
          </Button>
        }
      />
    </div>
  );
}
