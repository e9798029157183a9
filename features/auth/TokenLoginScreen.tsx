import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { StatusScreen } from "./StatusScreen.tsx";

export interface TokenLoginScreenProps {
  phase: "pending" | "failed";
  loginHref?: string;
  linkComponent?: LinkComponent;
}

/** Token login (/auth/token): a one-time link becomes a session; the app moves on when it worked. */
export function TokenLoginScreen({
  phase,
  loginHref = "/auth/login-1",
  linkComponent: Link = PlainLink,
}: TokenLoginScreenProps) {
  const { t } = useTranslation("auth");
  return (
    <StatusScreen
      title={t("token.title")}
      phase={phase}
      pendingText={t("token.pending")}
      failedText={t("token.failed")}
      action={
        <Button asChild variant="outline">
          <Link href={loginHref}>{t("token.toLogin")}</Link>
        </Button>
      }
    />
  );
}
