import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  VACANCY_CATEGORIES,
  VACANCY_DISTANCES_KM,
  VACANCY_HOURS_BANDS,
  VACANCY_SCHEDULES,
  type VacancySearchParams,
} from "@contract/vacancies.ts";
import { Button } from "@ui/Button/Button.tsx";
import { Checkbox } from "@ui/Checkbox/Checkbox.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { Input } from "@ui/Input/Input.tsx";
import { Switch } from "@ui/Switch/Switch.tsx";
import { useDraft } from "./useDraft.ts";
import { NativeSelect } from "./NativeSelect.tsx";
import { activeFilterCount, clearFilters, DEFAULT_DISTANCE_KM, withChange } from "./searchParams.ts";

/** The value of the "no filter" choice of a select. */
export const ANY = "any";

export interface SearchFiltersProps {
  params: VacancySearchParams;
  onParamsChange: (params: VacancySearchParams) => void;
}

/** The vacancy bank's filters; every change applies at once (the place when you leave its field or press Enter). */
export function SearchFilters({ params, onParamsChange }: SearchFiltersProps) {
  const { t } = useTranslation("vacancies");
  const id = useId();
  const change = (c: Partial<VacancySearchParams>) => onParamsChange(withChange(params, c));
  const [near, setNear] = useDraft(params.near ?? "");
  const commitNear = () => {
    const value = near.trim();
    if (value === (params.near ?? "")) return;
    change({ near: value, distance: value ? (params.distance ?? DEFAULT_DISTANCE_KM) : undefined });
  };
  const selected = new Set(params.category ?? []);
  const count = activeFilterCount(params);

  return (
    <div className="flex flex-col gap-6">
      <Field label={t("search.categories")} group>
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-1">
          {VACANCY_CATEGORIES.map((c) => (
            <Checkbox
              key={c}
              id={`${id}-category-${c}`}
              label={t(`categories.${c}`)}
              checked={selected.has(c)}
              onCheckedChange={(checked) =>
                change({
                  category: checked === true ? [...selected, c] : [...selected].filter((x) => x !== c),
                })
              }
            />
          ))}
        </div>
      </Field>

      <div className="flex flex-col gap-3">
        <Field label={t("search.near")} hint={t("search.nearHint")}>
          <Input
            id={`${id}-near`}
            name="near"
            value={near}
            autoComplete="postal-code"
            onChange={(e) => setNear(e.target.value)}
            onBlur={commitNear}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                commitNear();
              }
            }}
          />
        </Field>
        <Field label={t("search.distance")} disabled={!params.near}>
          <NativeSelect
            id={`${id}-distance`}
            value={String(params.distance ?? DEFAULT_DISTANCE_KM)}
            onChange={(e) => change({ distance: Number(e.target.value) })}
            options={VACANCY_DISTANCES_KM.map((km) => ({ value: String(km), label: t("search.withinKm", { km }) }))}
          />
        </Field>
      </div>

      <Switch
        id={`${id}-remote`}
        label={t("search.remoteOnly")}
        checked={params.remote === true}
        onCheckedChange={(checked) => change({ remote: checked })}
      />

      <Field label={t("search.hoursMax")}>
        <NativeSelect
          id={`${id}-hours`}
          value={params.hours_max ? String(params.hours_max) : ANY}
          onChange={(e) => change({ hours_max: e.target.value === ANY ? undefined : Number(e.target.value) })}
          options={[
            { value: ANY, label: t("search.anyHours") },
            ...VACANCY_HOURS_BANDS.map((h) => ({ value: String(h), label: t("search.upToHours", { count: h }) })),
            // A shared link may carry a value outside the bands: keep it choosable.
            ...(params.hours_max && !(VACANCY_HOURS_BANDS as readonly number[]).includes(params.hours_max)
              ? [{ value: String(params.hours_max), label: t("search.upToHours", { count: params.hours_max }) }]
              : []),
          ]}
        />
      </Field>

      <Field label={t("fields.schedule")}>
        <NativeSelect
          id={`${id}-schedule`}
          value={params.schedule ?? ANY}
          onChange={(e) =>
            change({
              schedule: e.target.value === ANY ? undefined : (e.target.value as VacancySearchParams["schedule"]),
            })
          }
          options={[
            { value: ANY, label: t("search.anySchedule") },
            ...VACANCY_SCHEDULES.map((s) => ({ value: s, label: t(`schedules.${s}`) })),
          ]}
        />
      </Field>

      {count > 0 ? (
        <Button variant="outline" onClick={() => onParamsChange(clearFilters(params))}>
          {t("search.clearFilters")}
        </Button>
      ) : null}
    </div>
  );
}
