import { useAtom } from "jotai";
import { Activity } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { SidePanel } from "@ui/SidePanel/SidePanel.tsx";
import { LOCALES } from "../i18n/locale.ts";
import { useChangeLocale } from "../i18n/useChangeLocale.ts";
import { LANGUAGE_NAMES } from "./languages.ts";
import { CLOSED_PANEL, panelAtom } from "./panels.ts";

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
        <EmptyState icon={<Activity />} title={t("panels.noActivity")} description={t("panels.noActivityHint")} />
      </SidePanel>
    </>
  );
}
