import { useQuery } from "@tanstack/react-query";
import { useAtom } from "jotai";
import { Activity } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { RelativeTime } from "@ui/RelativeTime/RelativeTime.tsx";
import { SidePanel } from "@ui/SidePanel/SidePanel.tsx";
import { safeLink } from "@features/notifications/model.ts";
import { fetchNotifications, NOTIFICATIONS_KEY } from "../routes/modules/notifications/api.ts";
import { useServices } from "../services.tsx";
import { RouterLink } from "./RouterLink.tsx";
import { LOCALES } from "../i18n/locale.ts";
import { useChangeLocale } from "../i18n/useChangeLocale.ts";
import { LANGUAGE_NAMES } from "./languages.ts";
import { CLOSED_PANEL, panelAtom } from "./panels.ts";

/** The activity panel's content: the newest notifications, each opening its page. */
function RecentActivity({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation("layout");
  const { client } = useServices();
  const recent = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, "recent"],
    queryFn: ({ signal }) => fetchNotifications(client, 1, signal),
  });
  if (recent.isPending)
    return (
      <p role="status" className="text-fg-muted">
        {t("panels.loading")}
      </p>
    );
  const items = (recent.data?.items ?? []).slice(0, 10);
  if (recent.isError || !items.length)
    return (
      <EmptyState
        icon={<Activity />}
        title={recent.isError ? t("panels.activityFailed") : t("panels.noActivity")}
        description={recent.isError ? undefined : t("panels.noActivityHint")}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3">
        {items.map((n) => (
          <li key={n.id} className="rounded-md border border-border p-3">
            {safeLink(n.link) ? (
              <RouterLink
                href={safeLink(n.link)!}
                onClick={onNavigate}
                className="font-medium text-link underline-offset-4 hover:underline"
              >
                {n.title}
              </RouterLink>
            ) : (
              <p className="font-medium">{n.title}</p>
            )}
            {n.body ? <p className="text-sm text-fg-muted">{n.body}</p> : null}
            <RelativeTime
              date={n.createdAt}
              locale={i18n.language}
              justNowLabel={t("panels.justNow")}
              className="text-xs text-fg-muted"
            />
          </li>
        ))}
      </ul>
      <RouterLink href="/notificaties" onClick={onNavigate} className="text-link underline underline-offset-4">
        {t("panels.allNotifications")}
      </RouterLink>
    </div>
  );
}

/** The right-hand language and activity panels (section 2), driven by the panel state. */
export function Panels() {
  const { t, i18n } = useTranslation("layout");
  const [panel, setPanel] = useAtom(panelAtom);
  const changeLocale = useChangeLocale();
  const close = (open: boolean) => {
    if (!open) setPanel(CLOSED_PANEL);
  };
  return (
    <>
      <SidePanel
        name="language"
        open={panel.name === "language"}
        onOpenChange={close}
        position={panel.position}
        overlay={panel.overlay}
        title={t("panels.language")}
        closeLabel={t("panels.close")}
      >
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {LOCALES.map((l) => (
            <li key={l}>
              <Button
                variant={i18n.language === l ? "solid" : "outline"}
                className="w-full"
                lang={l}
                aria-pressed={i18n.language === l}
                onClick={() => {
                  changeLocale(l);
                  setPanel(CLOSED_PANEL);
                }}
              >
                {LANGUAGE_NAMES[l]}
              </Button>
            </li>
          ))}
        </ul>
      </SidePanel>
      <SidePanel
        name="activity"
        open={panel.name === "activity"}
        onOpenChange={close}
        position={panel.position}
        overlay={panel.overlay}
        title={t("panels.activity")}
        closeLabel={t("panels.close")}
      >
        {panel.name === "activity" ? <RecentActivity onNavigate={() => setPanel(CLOSED_PANEL)} /> : null}
      </SidePanel>
    </>
  );
}
