import { Building2, HandHeart, Search } from "lucide-react";
import { useId, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonLinkProps, PlainButton } from "@ui/Button/PlainButton.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { ContentBlocks, type ContentBlocksProps } from "./ContentBlocks.tsx";
import type { ContentPage } from "./types.ts";

export const VACANCY_SEARCH_PATH = "/vacancies/search";

export interface HomeScreenProps extends Omit<ContentBlocksProps, "blocks"> {
  centerName: string;
  /** The center's published home page (the empty slug): its title, message and blocks. */
  page?: ContentPage | null;
  /** Searches the vacancy bank (the form also works without script: a GET to /vacancies/search). */
  onSearch?: (q: string) => void;
  /** Without a home page of its own: the featured and newest vacancies. */
  vacancies?: ReactNode;
  /** The next activities (filled by the activity calendar); nothing when absent. */
  activities?: ReactNode;
  /** The newest news and the partners (filled by the news domain); nothing when absent. */
  newsAndPartners?: ReactNode;
  linkComponent?: LinkComponent;
}

function SearchBox({ onSearch }: { onSearch?: (q: string) => void }) {
  const { t } = useTranslation("content");
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    e.preventDefault();
    const q = new FormData(e.currentTarget).get("q");
    onSearch(typeof q === "string" ? q.trim() : "");
  };
  return (
    <form
      role="search"
      action={VACANCY_SEARCH_PATH}
      method="get"
      onSubmit={submit}
      className="flex w-full max-w-2xl flex-col gap-2"
    >
      <label htmlFor={id} className="font-semibold">
        {t("home.searchLabel")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          name="q"
          type="search"
          size="lg"
          placeholder={t("home.searchPlaceholder")}
          // On a phone at the base size, so that the whole example fits.
          className="max-sm:text-base sm:flex-1"
        />
        <PlainButton type="submit" size="lg" icon={<Search aria-hidden />}>
          {t("home.searchButton")}
        </PlainButton>
      </div>
    </form>
  );
}

/**
 * `/`: the center's home page. Its message with the vacancy bank's search box, then its own blocks
 * (a published home page) or the newest vacancies, then news and partners, then the ways to join.
 */
export function HomeScreen({
  centerName,
  page,
  onSearch,
  vacancies,
  activities,
  newsAndPartners,
  linkComponent: Link = PlainLink,
  ...blocks
}: HomeScreenProps) {
  const { t } = useTranslation("content");
  const title = page?.title || t("home.defaultTitle", { name: centerName });
  const message = page ? page.summary : t("home.defaultMessage");
  return (
    <div className="flex flex-col gap-16 pb-16" data-testid="home-page">
      <section className="bg-primary-50 py-12 text-black sm:py-16" aria-labelledby="home-title">
        {/* The same container as the header's and the blocks' below: one left edge on every screen. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 sm:px-6">
          <h1 id="home-title" className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            {title}
          </h1>
          {message ? <p className="max-w-3xl text-lg leading-relaxed sm:text-xl">{message}</p> : null}
          <SearchBox onSearch={onSearch} />
        </div>
      </section>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-16 px-4 sm:px-6">
        {page ? (
          <ContentBlocks blocks={page.blocks} linkComponent={Link} {...blocks} />
        ) : vacancies ? (
          <section aria-labelledby="home-vacancies" className="flex flex-col gap-4">
            <h2 id="home-vacancies" className="text-2xl font-semibold">
              {t("home.newestVacancies")}
            </h2>
            {vacancies}
            <p>
              <Link href={VACANCY_SEARCH_PATH} className="text-link underline underline-offset-4">
                {t("home.allVacancies")}
              </Link>
            </p>
          </section>
        ) : null}
        {activities ?? null}
        {newsAndPartners ?? null}
        <section aria-labelledby="home-join" className="flex flex-col gap-4">
          <h2 id="home-join" className="text-2xl font-semibold">
            {t("home.joinTitle")}
          </h2>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <li className="flex flex-col items-start gap-3 rounded-xl border border-border p-6">
              <HandHeart aria-hidden className="size-8 text-primary-700" />
              <h3 className="text-xl font-semibold">{t("home.volunteerTitle")}</h3>
              <p>{t("home.volunteerText")}</p>
              <Link href="/signup" {...buttonLinkProps()}>
                {t("home.volunteerAction")}
              </Link>
            </li>
            <li className="flex flex-col items-start gap-3 rounded-xl border border-border p-6">
              <Building2 aria-hidden className="size-8 text-primary-700" />
              <h3 className="text-xl font-semibold">{t("home.organizationTitle")}</h3>
              <p>{t("home.organizationText")}</p>
              <Link href="/organizations/signup" {...buttonLinkProps({ variant: "outline" })}>
                {t("home.organizationAction")}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
