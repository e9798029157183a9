import { MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";

/** /signup/success and /organizations/signup/success: what happens next. */
export function SignupSuccessScreen({
  kind,
  linkComponent: Link = PlainLink,
}: {
  kind: "volunteer" | "organization";
  linkComponent?: LinkComponent;
}) {
  const { t } = useTranslation("signup");
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 py-8 text-center">
      <span
        aria-hidden
        className="flex size-14 items-center justify-center rounded-full bg-surface-sunken text-fg-muted [&_svg]:size-7"
      >
        <MailCheck />
      </span>
      <h1 className="text-2xl font-semibold text-fg">
        {kind === "volunteer" ? t("success.volunteerTitle") : t("success.organizationTitle")}
      </h1>
      <p className="max-w-prose text-fg-muted">
        {kind === "volunteer" ? t("success.volunteerText") : t("success.organizationText")}
      </p>
      <Button asChild variant="outline">
        <Link href="/">{t("success.home")}</Link>
      </Button>
    </div>
  );
}
