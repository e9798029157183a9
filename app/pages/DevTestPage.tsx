import { useTranslation } from "react-i18next";
import { useCurrentRoute } from "../routes/useCurrentRoute.ts";

/** Developer test pages (/test/...): present in development builds only. */
export default function DevTestPage() {
  const { t } = useTranslation(["common", "routes"]);
  const route = useCurrentRoute();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{route ? t(`routes:${route.id}`) : null}</h1>
      <p>{t("devPage")}</p>
    </div>
  );
}
