import { MapPin, Search, Send, Users } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { VACANCY_CATEGORIES } from "@contract/vacancies.ts";
import { POOL_AVAILABILITY, POOL_PLACE_MAX, POOL_QUERY_MAX, POOL_SKILLS } from "@contract/volunteer-pool.ts";
import { Badge } from "@ui/Badge/Badge.tsx";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { Dialog } from "@ui/Dialog/Dialog.tsx";
import { EmptyState } from "@ui/EmptyState/EmptyState.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Pagination } from "@ui/Pagination/Pagination.tsx";
import { Select } from "@ui/Select/Select.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@ui/Tabs/Tabs.tsx";
import { formatDate, STATE_BADGE } from "./format.ts";
import { InviteDialog } from "./InviteDialog.tsx";
import type { LoadState, PoolFilters, PoolInvitation, PoolVolunteer, VacancyOption } from "./types.ts";

export type PoolView = "search" | "invitations";
const DISTANCES = [5, 10, 25, 50] as const;

export interface PoolScreenProps {
  /** forbidden: the viewer is not center staff (organization staff open the back office too). */
  state: LoadState | "forbidden";
  volunteers: readonly PoolVolunteer[];
  total: number;
  filters: PoolFilters;
  onFiltersChange: (filters: PoolFilters) => void;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  view: PoolView;
  onViewChange: (view: PoolView) => void;
  invitations: { state: LoadState; items: readonly PoolInvitation[]; page: number; pageCount: number };
  onInvitationsPageChange: (page: number) => void;
  /** The center's published vacancies (loaded when an invitation is being written). */
  vacancies: { state: LoadState; items: readonly VacancyOption[] };
  onInviteOpen?: () => void;
  /** Sends an invitation; a rejection's message is shown in the dialog. */
  onInvite: (input: { volunteerId: string; vacancyId: string; message: string }) => Promise<void>;
  onRetry?: () => void;
}

const empty = (f: PoolFilters) => !f.q && !f.near && !f.skills.length && !f.categories.length && !f.availability.length;

/**
 * /vrijwilligerspool: center staff search the volunteers who joined the pool (words, place and
 * distance, skills, interests, parts of the week), invite one to a vacancy and follow the
 * invitations sent. No contact details: the volunteer's response brings those.
 */
export function PoolScreen(props: PoolScreenProps) {
  const { t, i18n } = useTranslation("volunteer-pool");
  const [inviting, setInviting] = useState<PoolVolunteer | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="m-0 text-3xl font-bold tracking-tight">{t("staff.title")}</h1>
        <p className="m-0 max-w-prose text-fg-muted">{t("staff.intro")}</p>
      </div>
      {props.state === "forbidden" ? (
        <Notice tone="info">{t("staff.forbidden")}</Notice>
      ) : (
        <Tabs value={props.view} onValueChange={(v) => props.onViewChange(v === "invitations" ? v : "search")}>
          <TabsList aria-label={t("staff.tabs")}>
            <TabsTrigger value="search">{t("staff.tabSearch")}</TabsTrigger>
            <TabsTrigger value="invitations">{t("staff.tabInvitations")}</TabsTrigger>
          </TabsList>
          <TabsContent value="search" className="flex flex-col gap-6 pt-4">
            <SearchForm key={JSON.stringify(props.filters)} filters={props.filters} onSubmit={props.onFiltersChange} />
            <Results {...props} onInvite={(v) => (props.onInviteOpen?.(), setInviting(v))} />
          </TabsContent>
          <TabsContent value="invitations" className="flex flex-col gap-4 pt-4">
            <InvitationList
              {...props.invitations}
              onPageChange={props.onInvitationsPageChange}
              language={i18n.language}
            />
          </TabsContent>
        </Tabs>
      )}
      <Dialog open={inviting !== null} onOpenChange={(open) => (open ? null : setInviting(null))}>
        {inviting ? (
          <InviteDialog
            volunteer={inviting}
            vacancies={props.vacancies}
            onSend={async (vacancyId, message) => {
              await props.onInvite({ volunteerId: inviting.id, vacancyId, message });
              setInviting(null);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

function SearchForm({ filters, onSubmit }: { filters: PoolFilters; onSubmit: (f: PoolFilters) => void }) {
  const { t } = useTranslation("volunteer-pool");
  const [draft, setDraft] = useState<PoolFilters>(filters);
  const toggle = <K extends "skills" | "categories" | "availability">(key: K, value: PoolFilters[K][number]) =>
    setDraft((d) => {
      const list = d[key] as string[];
      const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
      return { ...d, [key]: next };
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({
      ...draft,
      q: draft.q.trim(),
      near: draft.near.trim(),
      distance: draft.near.trim() ? draft.distance : null,
    });
  };
  const chosen = draft.skills.length + draft.categories.length + draft.availability.length;
  const group = (key: "skills" | "categories" | "availability", label: string, values: readonly string[]) => (
    <fieldset className="m-0 flex min-w-0 flex-col gap-1 border-0 p-0">
      <legend className="mb-1 font-semibold">{label}</legend>
      {values.map((v) => (
        <Checkbox
          key={v}
          name={key}
          value={v}
          label={t(`${key}.${v}`)}
          checked={(draft[key] as string[]).includes(v)}
          onCheckedChange={() => toggle(key, v as never)}
        />
      ))}
    </fieldset>
  );
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-[2fr_1.5fr_1fr]">
        <Field label={t("staff.search")}>
          <Input
            type="search"
            name="q"
            value={draft.q}
            maxLength={POOL_QUERY_MAX}
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </Field>
        <Field label={t("staff.near")}>
          <Input
            name="near"
            value={draft.near}
            maxLength={POOL_PLACE_MAX}
            onChange={(e) => setDraft({ ...draft, near: e.target.value })}
          />
        </Field>
        <Field
          label={t("staff.distance")}
          disabled={!draft.near.trim()}
          hint={draft.near.trim() ? undefined : t("staff.distanceFirst")}
        >
          {(control) => (
            <Select
              {...control}
              name="distance"
              value={draft.distance ? String(draft.distance) : "own"}
              onChange={(v) => setDraft({ ...draft, distance: v === "own" ? null : Number(v) })}
              options={[
                { value: "own", label: t("staff.anyDistance") },
                ...DISTANCES.map((km) => ({ value: String(km), label: t("staff.withinKm", { km }) })),
              ]}
            />
          )}
        </Field>
      </div>
      <details className="rounded-lg border border-border bg-surface p-3 straight:rounded-none" open={chosen > 0}>
        <summary className="cursor-pointer font-semibold">
          {t("staff.moreFilters")}
          {chosen ? ` (${chosen})` : ""}
        </summary>
        <div className="grid gap-6 pt-3 md:grid-cols-3">
          {group("skills", t("staff.filterSkills"), POOL_SKILLS)}
          {group("categories", t("staff.filterCategories"), VACANCY_CATEGORIES)}
          {group("availability", t("staff.filterAvailability"), POOL_AVAILABILITY)}
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" icon={<Search aria-hidden />}>
          {t("staff.apply")}
        </Button>
        {!empty(filters) ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => onSubmit({ q: "", near: "", distance: null, skills: [], categories: [], availability: [] })}
          >
            {t("staff.clear")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function Results(props: Omit<PoolScreenProps, "onInvite"> & { onInvite: (v: PoolVolunteer) => void }) {
  const { t, i18n } = useTranslation("volunteer-pool");
  if (props.state === "loading")
    return (
      <SkeletonGroup label={t("staff.loading")} className="flex flex-col gap-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </SkeletonGroup>
    );
  if (props.state === "failed")
    return <Notice retry={{ label: t("staff.retry"), onRetry: props.onRetry }}>{t("staff.failed")}</Notice>;
  if (!props.volunteers.length) {
    const filtered = !empty(props.filters);
    return (
      <EmptyState
        bordered
        icon={<Users />}
        title={filtered ? t("staff.emptyFiltered") : t("staff.empty")}
        description={filtered ? t("staff.emptyFilteredHint") : t("staff.emptyHint")}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="m-0 font-semibold">
        {t("staff.results", { count: props.total })}
      </p>
      <ul aria-label={t("staff.list")} className="m-0 grid list-none gap-3 p-0 lg:grid-cols-2">
        {props.volunteers.map((v) => (
          <li
            key={v.id}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 straight:rounded-none"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-1">
                <h2 className="m-0 text-lg font-semibold break-words">{v.name}</h2>
                <p className="m-0 flex flex-wrap items-center gap-x-2 text-sm text-fg-muted">
                  <MapPin aria-hidden className="size-4" />
                  <span>
                    {[
                      v.place,
                      v.distanceKm !== null
                        ? t("staff.distanceAway", { km: v.distanceKm.toLocaleString(i18n.language) })
                        : null,
                      v.travelKm ? t("staff.travels", { km: v.travelKm }) : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </p>
                <p className="m-0 text-sm text-fg-muted">
                  <time dateTime={v.availableSince}>
                    {t("staff.since", { date: formatDate(v.availableSince, i18n.language) })}
                  </time>
                </p>
              </div>
              <Button
                size="sm"
                icon={<Send aria-hidden />}
                aria-label={t("staff.inviteName", { name: v.name })}
                onClick={() => props.onInvite(v)}
              >
                {t("staff.invite")}
              </Button>
            </div>
            {v.summary ? <p className="m-0 break-words">{v.summary}</p> : null}
            <dl className="m-0 grid gap-2 text-sm">
              <Facts label={t("staff.skillsLabel")} values={v.skills.map((s) => t(`skills.${s}`))} />
              <Facts label={t("staff.categoriesLabel")} values={v.categories.map((c) => t(`categories.${c}`))} />
              <Facts label={t("staff.availabilityLabel")} values={v.availability.map((a) => t(`availability.${a}`))} />
            </dl>
            {v.invitedVacancyIds.length ? (
              <p className="m-0 text-sm text-fg-muted">
                {t("staff.invitedCount", { count: v.invitedVacancyIds.length })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {props.pageCount > 1 ? (
        <Pagination
          page={props.page}
          pageCount={props.pageCount}
          label={t("staff.pages")}
          previousLabel={t("staff.previous")}
          nextLabel={t("staff.next")}
          pageLabel={(n) => t("staff.page", { n })}
          onPageChange={props.onPageChange}
        />
      ) : null}
    </div>
  );
}

function Facts({ label, values }: { label: string; values: string[] }) {
  if (!values.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <dt className="font-semibold">{label}:</dt>
      {values.map((v) => (
        <dd key={v} className="m-0">
          <Badge size="sm">{v}</Badge>
        </dd>
      ))}
    </div>
  );
}

function InvitationList(
  props: PoolScreenProps["invitations"] & { onPageChange: (p: number) => void; language: string },
) {
  const { t } = useTranslation("volunteer-pool");
  if (props.state === "loading")
    return (
      <SkeletonGroup label={t("staff.invitationsLoading")} className="flex flex-col gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </SkeletonGroup>
    );
  if (props.state === "failed") return <Notice>{t("staff.invitationsFailed")}</Notice>;
  if (!props.items.length)
    return (
      <EmptyState
        bordered
        icon={<Send />}
        title={t("staff.invitationsEmpty")}
        description={t("staff.invitationsEmptyHint")}
      />
    );
  return (
    <>
      <ul aria-label={t("staff.invitationsList")} className="m-0 flex list-none flex-col gap-3 p-0">
        {props.items.map((i) => (
          <li
            key={i.id}
            className="flex flex-col gap-1 rounded-lg border border-border bg-surface p-4 straight:rounded-none"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={STATE_BADGE[i.state]}>{t(`states.${i.state}`)}</Badge>
              <h2 className="m-0 text-base font-semibold">{i.volunteerName}</h2>
            </div>
            <p className="m-0">
              {t("staff.invitationFor", { vacancy: i.vacancyTitle, organization: i.organizationName })}
            </p>
            <p className="m-0 text-sm text-fg-muted">
              <time dateTime={i.createdAt}>{t("staff.sentOn", { date: formatDate(i.createdAt, props.language) })}</time>
              {i.invitedByName ? ` ${t("staff.sentBy", { name: i.invitedByName })}` : null}
            </p>
          </li>
        ))}
      </ul>
      {props.pageCount > 1 ? (
        <Pagination
          page={props.page}
          pageCount={props.pageCount}
          label={t("staff.pages")}
          previousLabel={t("staff.previous")}
          nextLabel={t("staff.next")}
          pageLabel={(n) => t("staff.page", { n })}
          onPageChange={props.onPageChange}
        />
      ) : null}
    </>
  );
}
