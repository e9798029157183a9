import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { AuthCard, FormMessage } from "./AuthCard.tsx";
import { StatusScreen } from "./StatusScreen.tsx";

/**
 * The links of an e-mail change (/confirm?email_change_token=… and ?email_undo_token=…):
 * confirming the new address, or undoing the change from the old one (asked first: it signs out
 * everywhere and needs a new password).
 */
export type EmailLinkPhase =
  | { kind: "confirming" }
  | { kind: "changed"; email: string }
  | { kind: "undo-ask" }
  | { kind: "undone"; email: string; resetHref: string }
  | { kind: "failed"; message?: string };

export interface EmailLinkScreenProps {
  phase: EmailLinkPhase;
  onUndo?: () => Promise<void>;
  loginHref?: string;
  linkComponent?: LinkComponent;
}

export function EmailLinkScreen({
  phase,
  onUndo,
  loginHref = "/auth/login-1",
  linkComponent: Link = PlainLink,
}: EmailLinkScreenProps) {
  const { t } = useTranslation("auth");
  const [busy, setBusy] = useState(false);
  if (phase.kind === "undo-ask") {
    return (
      <AuthCard title={t("emailChange.undoTitle")} intro={t("emailChange.undoIntro")}>
        <div>
          <Button
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onUndo?.();
              } finally {
                setBusy(false);
              }
            }}
          >
            {t("emailChange.undo")}
          </Button>
        </div>
      </AuthCard>
    );
  }
  if (phase.kind === "undone") {
    return (
      <AuthCard title={t("emailChange.undoTitle")}>
        <FormMessage tone="success">{t("emailChange.undone", { email: phase.email })}</FormMessage>
        <div>
          <Button asChild>
            <Link href={phase.resetHref}>{t("emailChange.choosePassword")}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <StatusScreen
      title={t("emailChange.title")}
      phase={phase.kind === "confirming" ? "pending" : phase.kind === "failed" ? "failed" : "done"}
      pendingText={t("emailChange.confirming")}
      doneText={phase.kind === "changed" ? t("emailChange.changed", { email: phase.email }) : undefined}
      failedText={phase.kind === "failed" ? (phase.message ?? t("confirm.failed")) : undefined}
      action={
        <Button asChild variant={phase.kind === "failed" ? "outline" : "solid"}>
          <Link href={loginHref}>{t("confirm.toLogin")}</Link>
        </Button>
      }
    />
  );
}
