import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { StatusScreen } from "./StatusScreen.tsx";

export interface LogoutScreenProps {
  phase: "pending" | "done";
  loginHref?: string;
  linkComponent?: LinkComponent;
}

/** Logout (/uitloggen): signing out, then signed out with a way back in. */
export function LogoutScreen({
  phase,
  loginHref = "/auth/login-1",
  linkComponent: Link = PlainLink,
}: LogoutScreenProps) {
  const { t } = useTranslation("auth");
  return (
    <StatusScreen
      title={t("logout.title")}
      phase={phase}
      pendingText={t("logout.pending")}
      doneText={t("logout.done")}
      action={
        <Button asChild>
          <Link href={loginHref}>{t("logout.toLogin")}</Link>
        </Button>
      }
    />
  );
}
