import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { Card, CardContent, CardDescription, CardHeader } from "@ui/Card/Card.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";

/**
 * /periodieke-mail/afmelden?token=…: the "stop" link of the periodic vacancy mail. It asks first
 * (a link checker that opens the page changes nothing), then stops the mail with one click and
 * says so. Mail programs stop it without this page (List-Unsubscribe-Post, RFC 8058).
 */
export type UnsubscribePhase =
  /** The question, with the button. */
  | "ask"
  /** The server could not be reached or failed: the question again, with the message. */
  | "error"
  | "done"
  /** The token is unknown (or of another center). */
  | "failed"
  | "missing-token";

export interface UnsubscribeScreenProps {
  phase: UnsubscribePhase;
  onConfirm?: () => Promise<void>;
  /** /profile-edit/periodieke-mail: change the choice instead (signing in first). */
  changeHref?: string;
  /** The vacancy bank. */
  vacanciesHref?: string;
  linkComponent?: LinkComponent;
}

export function UnsubscribeScreen({
  phase,
  onConfirm,
  changeHref = "/profile-edit/periodieke-mail",
  vacanciesHref = "/vacancies/search",
  linkComponent: Link = PlainLink,
}: UnsubscribeScreenProps) {
  const { t } = useTranslation("periodic-mail");
  const [busy, setBusy] = useState(false);
  const asking = phase === "ask" || phase === "error";
  return (
    <div className="mx-auto w-full max-w-md py-4">
      <Card className="p-6">
        <CardHeader>
          <h1 data-slot="card-title" className="text-2xl leading-snug font-semibold text-fg">
            {t("title")}
          </h1>
          {asking ? <CardDescription>{t("intro")}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {phase === "error" ? (
            <Notice tone="danger" data-tone="danger">
              {t("failedRequest")}
            </Notice>
          ) : null}
          {asking ? (
            <div>
              <Button
                loading={busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await onConfirm?.();
                  } finally {
                    setBusy(false);
                  }
                }}
              >
                {t("confirm")}
              </Button>
            </div>
          ) : (
            <Notice tone={phase === "done" ? "success" : "danger"} data-tone={phase === "done" ? "success" : "danger"}>
              {phase === "done" ? t("done") : t("failed")}
            </Notice>
          )}
          {asking ? null : (
            <ul className="flex flex-col gap-2">
              <li>
                <Link href={changeHref} className="font-medium text-link underline underline-offset-4">
                  {phase === "done" ? t("changeAgain") : t("change")}
                </Link>
              </li>
              <li>
                <Link href={vacanciesHref} className="font-medium text-link underline underline-offset-4">
                  {t("vacancies")}
                </Link>
              </li>
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
