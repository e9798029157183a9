import { useTranslation } from "react-i18next";
import { ContentPage, useContact } from "./Page.tsx";

/** The reserved slug of the campaign landing page (contract LANDING_SLUGS). */
const LANDING_SLUG = "gelderse-handen";

/**
 * /gelderse-handen: the campaign landing page in the empty layout (section 2; the public tenant's
 * campaign host shows it on every path): the content page of that slug, edited in /content like any
 * page; the 404 screen where a center has none.
 */
export default function Landing() {
  const { t } = useTranslation("content");
  const contact = useContact();
  return (
    <div className="flex flex-1 flex-col bg-white text-black dark:bg-background dark:text-fg">
      <ContentPage slug={LANDING_SLUG} />
      <p className="mx-auto w-full max-w-3xl px-4 pb-10 text-sm text-neutral-700 sm:px-6">
        {t("landing.by", { name: contact.name })}
      </p>
    </div>
  );
}
