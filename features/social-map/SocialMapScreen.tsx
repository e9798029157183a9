import { MapPin, Search } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SOCIAL_MAP_CATEGORIES, type SocialMapCategory } from "@contract/social-map.ts";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { PlainLink, type LinkComponent } from "@ui/lib/link.ts";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { LazyMap, MapConsent } from "./LazyMap.tsx";
import { addressLine, type LoadState, type SocialMapEntry, type SocialMapSearch } from "./types.ts";

const ALL = "all";

export interface SocialMapScreenProps {
  state: LoadState;
  entries: readonly SocialMapEntry[];
  /** All matches (more than `entries` when the list is cut off). */
  total: number;
  search: SocialMapSearch;
  onSearch: (search: SocialMapSearch) => void;
  centerName: string;
  /** The visitor allowed third-party content (the map's tiles come from OpenStreetMap). */
  mapAllowed: boolean;
  onAllowMap: () => void;
  hrefFor: (entry: SocialMapEntry) => string;
  /** A marker was clicked: open the entry in the app. */
  onOpen?: (entry: SocialMapEntry) => void;
  onRetry?: () => void;
  linkComponent?: LinkComponent;
}

/** /sociale-kaart: search, the list (the primary content) and the map with clustered markers. */
export function SocialMapScreen(props: SocialMapScreenProps) {
  const { t } = useTranslation("social-map");
  const { state, entries, total, search, linkComponent: Link = PlainLink } = props;
  const [q, setQ] = useState(search.q);
  const [seen, setSeen] = useState(search.q);
  // The URL changed (back button, a link): the box follows it.
  if (seen !== search.q) {
    setSeen(search.q);
    setQ(search.q);
  }
  const filtered = !!(search.q || search.category);
  const id = useId();

  let list;
  if (state === "loading")
    list = (
      <SkeletonGroup label={t("loading")} className="flex flex-col gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </SkeletonGroup>
    );
  else if (state === "failed")
    list = <Notice retry={{ label: t("retry"), onRetry: props.onRetry }}>{t("failed")}</Notice>;
  else if (!entries.length)
    list = (
      <EmptyState
        bordered
        headingLevel={3}
        icon={<MapPin />}
        title={filtered ? t("empty") : t("emptyAll")}
        description={filtered ? t("emptyHint") : undefined}
      />
    );
  else
    list = (
      <>
        <ul aria-label={t("results.listLabel")} className="m-0 flex list-none flex-col gap-3 p-0">
          {entries.map((e) => (
            <li key={e.id} className="rounded-lg border border-border bg-surface p-4 straight:rounded-none">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="m-0 text-lg font-semibold">
                  <Link href={props.hrefFor(e)} className="text-link underline underline-offset-4">
                    {e.name}
                  </Link>
                </h3>
                <Badge variant="info">{t(`categories.${e.category}`)}</Badge>
              </div>
              <p className="m-0 mt-1 flex items-start gap-1 text-sm text-fg-muted">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {addressLine(e)}
              </p>
              {e.description ? <p className="m-0 mt-2 line-clamp-2">{e.description}</p> : null}
            </li>
          ))}
        </ul>
        {total > entries.length ? <Notice tone="info">{t("results.more")}</Notice> : null}
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-3xl font-bold">{t("title")}</h1>
        <p className="m-0 text-fg-muted">{t("intro", { center: props.centerName })}</p>
      </div>

      <form
        role="search"
        aria-label={t("search.label")}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(ev) => {
          ev.preventDefault();
          props.onSearch({ ...search, q: q.trim() });
        }}
      >
        <Field label={t("search.q")} className="flex-1">
          <Input type="search" name="q" value={q} maxLength={200} onChange={(ev) => setQ(ev.target.value)} />
        </Field>
        <Field label={t("search.category")} className="sm:w-64">
          <Select
            value={search.category || ALL}
            options={[
              { value: ALL, label: t("search.allCategories") },
              ...SOCIAL_MAP_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) })),
            ]}
            onValueChange={(v) => props.onSearch({ q: q.trim(), category: v === ALL ? "" : (v as SocialMapCategory) })}
          />
        </Field>
        <Button type="submit">
          <Search aria-hidden="true" />
          {t("search.submit")}
        </Button>
      </form>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={`${id}-list`} className="flex min-w-0 flex-col gap-3">
          <div aria-live="polite" aria-atomic="true">
            <h2 id={`${id}-list`} className="m-0 text-xl font-semibold">
              {state === "ready" ? t("results.count", { count: total }) : t("results.heading")}
            </h2>
          </div>
          <p className="sr-only">{t("results.mapEquivalent")}</p>
          {list}
        </section>
        <section aria-labelledby={`${id}-map`} className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-4 lg:self-start">
          <h2 id={`${id}-map`} className="m-0 text-xl font-semibold">
            {t("map.heading")}
          </h2>
          <div className="h-96 overflow-hidden rounded-lg border border-border bg-muted-50 dark:bg-muted-900 straight:rounded-none lg:h-[36rem]">
            {props.mapAllowed ? (
              <LazyMap
                entries={state === "ready" ? entries : []}
                hrefFor={props.hrefFor}
                onOpen={props.onOpen}
                markerLabel={(e) => t("map.open", { name: e.name })}
              />
            ) : (
              <MapConsent onAllow={props.onAllowMap} />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
