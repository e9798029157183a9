import { useAtom } from "../lib/atoms.ts";
import { useTranslation } from "react-i18next";
import { SidePanel } from "@ui/SidePanel/SidePanel.tsx";
import { ActivityFeed } from "@features/activity/ActivityFeed.tsx";
import { useActivityItems } from "../routes/modules/activity/api.ts";
import { RouterLink } from "./RouterLink.tsx";
import { CLOSED_PANEL, panelAtom } from "./panels.ts";

/** The activity panel's content: the center's recent activity the user may see (not the notifications). */
function RecentActivity({ onNavigate }: { onNavigate: () => void }) {
  const recent = useActivityItems();
  return (
    <ActivityFeed
      state={recent.isPending ? "loading" : recent.isError ? "failed" : "ready"}
      items={recent.data?.items ?? []}
      onRetry={() => void recent.refetch()}
      onNavigate={onNavigate}
      linkComponent={RouterLink}
    />
  );
}

/**
 * The right-hand activity panel (section 2), driven by the panel state. The specification's language
 * panel is the toolbar's language menu: one control per job (issue 14).
 */
export function Panels() {
  const { t } = useTranslation("layout");
  const [panel, setPanel] = useAtom(panelAtom);
  const close = (open: boolean) => {
    if (!open) setPanel(CLOSED_PANEL);
  };
  return (
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
  );
}
