import { Home } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";

export interface ProfileDeletedScreenProps {
  homeHref?: string;
  linkComponent?: LinkComponent;
}

/** /profiel/verwijderd: the account and its personal data are gone. */
export function ProfileDeletedScreen({ homeHref = "/", linkComponent: Link = PlainLink }: ProfileDeletedScreenProps) {
  const { t } = useTranslation("profile");
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t("deleted.title")}</h1>
      <p role="status">{t("deleted.body")}</p>
      <p className="text-fg-muted">{t("deleted.thanks")}</p>
      <div>
        <Button asChild icon={<Home aria-hidden />}>
          <Link href={homeHref}>{t("deleted.home")}</Link>
        </Button>
      </div>
    </div>
  );
}
