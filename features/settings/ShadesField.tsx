import { Controller, useWatch, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as yup from "yup";
import { SHADE_KEYS, type ShadeKey } from "@contract/enums.ts";
import { Button } from "@ui/Button/Button.tsx";
import { ColorInput, hexOf } from "@ui/ColorInput/ColorInput.tsx";
import { Field } from "@ui/Field/Field.tsx";
import { focusMovesToFormAction } from "@ui/lib/calmRegister.ts";
import { RadioGroup } from "@ui/RadioGroup/RadioGroup.tsx";
import { channelsToHex, parseRgb } from "@tokens/color.ts";
import { DEFAULT_PRIMARY_PRESET, isColorPresetName, presets } from "@tokens/presets.ts";

/**
 * Custom shades as the design form edits them: derived from the colour (stored empty) or the
 * eleven shades 50..950 one by one. On the wire they stay section 5's JSON with the eleven keys.
 */
export type ShadesMode = "derived" | "custom";
export type ShadeValues = Record<ShadeKey, string>;
export interface ShadesDraft {
  mode: ShadesMode;
  shades: ShadeValues;
}

/** yup test name of one shade; the form shows `errors.shade` for it. */
export const SHADE_TEST = "shade";

/** The eleven shades a preset gives, as '#rrggbb' (what the site uses when no custom shades are set). */
export function derivedShades(preset: string): ShadeValues {
  const scale = presets[isColorPresetName(preset) ? preset : DEFAULT_PRIMARY_PRESET];
  return Object.fromEntries(SHADE_KEYS.map((k) => [k, channelsToHex(scale[k])])) as ShadeValues;
}

/** The form's draft of stored shades (an object, JSON text or nothing); channels ('79 70 229') show as hex. */
export function shadesDraftOf(stored: unknown, derived: ShadeValues): ShadesDraft {
  let data: unknown = stored;
  if (typeof stored === "string" && stored.trim() !== "") {
    try {
      data = JSON.parse(stored);
    } catch {
      data = null;
    }
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return { mode: "derived", shades: derived };
  const record = data as Record<string, unknown>;
  const shades = Object.fromEntries(
    SHADE_KEYS.map((k) => {
      const value = record[k];
      if (typeof value !== "string") return [k, ""];
      const rgb = hexOf(value) ? undefined : parseRgb(value);
      return [k, rgb ? channelsToHex(rgb.join(" ")) : value];
    }),
  ) as ShadeValues;
  return { mode: "custom", shades };
}

/** What is sent: empty for derived shades, else JSON with the eleven keys, each '#rrggbb'. */
export function storedShades(draft: ShadesDraft): string {
  if (draft.mode !== "custom") return "";
  return JSON.stringify(Object.fromEntries(SHADE_KEYS.map((k) => [k, hexOf(draft.shades[k]) ?? draft.shades[k]])));
}

/** The shades the preview and the contrast check use: a shade still being typed keeps the derived one. */
export function previewShades(draft: ShadesDraft | undefined, derived: ShadeValues): ShadeValues | null {
  if (draft?.mode !== "custom") return null;
  return Object.fromEntries(SHADE_KEYS.map((k) => [k, hexOf(draft.shades[k] ?? "") ?? derived[k]])) as ShadeValues;
}

/** The draft's rule: in custom mode every shade is a hex colour ('#4f39f6', '#abc', with or without '#'). */
export const shadesDraftSchema = yup.object({
  mode: yup.string().oneOf(["derived", "custom"]).required(),
  shades: yup.object().when("mode", {
    is: "custom",
    then: () =>
      yup.object(
        Object.fromEntries(
          SHADE_KEYS.map((k) => [
            k,
            yup
              .string()
              .default("")
              .test(SHADE_TEST, "${path} is not a colour", (v) => hexOf(v ?? "") !== undefined),
          ]),
        ),
      ),
  }),
});

type ShadesName = "primary_color_shades" | "secondary_color_shades";
type ShadesForm = FieldValues & Record<ShadesName, ShadesDraft>;

export interface ShadesFieldProps<T extends ShadesForm> {
  form: UseFormReturn<T>;
  name: ShadesName;
  /** The shades of the colour chosen above: the prefill when switching to custom shades. */
  derived: ShadeValues;
  /** The chosen colour's name, as the colour select shows it. */
  colorName: string;
  /** The contrast checks these shades fail, in words (custom mode). */
  contrastProblems: readonly string[];
}

/**
 * The shades of one colour: derived from it (the default) or the eleven shades set one by one,
 * each a swatch with the browser's colour picker and a hex field, labelled and checked on its own.
 */
export function ShadesField<T extends ShadesForm>({
  form,
  name,
  derived,
  colorName,
  contrastProblems,
}: ShadesFieldProps<T>) {
  const { t } = useTranslation("settings");
  // The form's types are this editor's two drafts: names are built from `name`, not checked by T.
  const f = form as unknown as UseFormReturn<ShadesForm>;
  const path = (p: string) => p as FieldPath<ShadesForm>;
  const mode = useWatch({ control: f.control, name: path(`${name}.mode`) }) as ShadesMode;
  const which = name === "primary_color_shades" ? "primary" : "secondary";
  const groupError = f.formState.errors[name] as { type?: string; message?: string } | undefined;
  const clearGroupError = () => {
    if (groupError?.type === "server") f.clearErrors(path(name));
  };
  const fillDerived = () => {
    clearGroupError();
    f.clearErrors(path(`${name}.shades`));
    f.setValue(path(`${name}.shades`), { ...derived });
  };
  return (
    <Field
      group
      data-slot="shades-field"
      data-mode={mode}
      label={t(`fields.${name}`)}
      error={groupError?.type === "server" ? groupError.message : undefined}
    >
      {(control) => (
        <div className="flex flex-col gap-3">
          <Controller
            control={f.control}
            name={path(`${name}.mode`)}
            render={({ field }) => (
              <RadioGroup
                aria-describedby={control["aria-describedby"]}
                value={field.value as string}
                onChange={(next) => {
                  // Custom: staff adjust the shades they see now instead of starting from nothing.
                  if (next === "custom") fillDerived();
                  else {
                    clearGroupError();
                    f.clearErrors(path(`${name}.shades`));
                  }
                  field.onChange(next);
                }}
                options={[
                  {
                    value: "derived",
                    label: t("design.shades.derived"),
                    hint: t("design.shades.derivedHint", { color: colorName }),
                  },
                  {
                    value: "custom",
                    label: t("design.shades.custom"),
                    hint: t("design.shades.customHint", { color: colorName }),
                  },
                ]}
              />
            )}
          />
          {mode === "custom" ? (
            <div data-slot="shades-custom" className="flex flex-col gap-2 ps-0 sm:ps-9">
              <p className="text-sm text-fg-muted">{t(`design.shades.rowsHint_${which}`)}</p>
              <div className="flex flex-col gap-2">
                {SHADE_KEYS.map((key) => (
                  <ShadeRow
                    key={key}
                    form={f}
                    name={name}
                    shade={key}
                    example={derived[key]}
                    which={which}
                    onEdit={clearGroupError}
                  />
                ))}
              </div>
              <div>
                {/* After another colour is chosen above, or to undo: the colour's own shades again. */}
                <Button
                  type="button"
                  variant="outline"
                  onClick={fillDerived}
                  // A long colour name wraps on a phone instead of running off the screen.
                  className="h-auto min-h-11 shrink py-2 text-start whitespace-normal"
                >
                  {t("design.shades.restart", { color: colorName })}
                </Button>
              </div>
              <div data-slot="shades-contrast" className="text-sm">
                {contrastProblems.length > 0 ? (
                  <>
                    <p className="m-0 font-semibold text-danger-fg">{t("design.shades.contrastProblem")}</p>
                    <ul className="m-0 ps-5 text-danger-fg">
                      {contrastProblems.map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <p className="m-0 text-fg-muted">{t("design.shades.contrastOk")}</p>
                )}
              </div>
            </div>
          ) : (
            <ol
              aria-hidden="true"
              data-slot="shades-derived"
              className="m-0 flex list-none overflow-hidden rounded-md border border-border p-0 sm:ms-9 straight:rounded-none"
            >
              {SHADE_KEYS.map((key) => (
                <li
                  key={key}
                  data-shade={key}
                  className="h-6 flex-1 forced-color-adjust-none"
                  style={{ backgroundColor: derived[key] }}
                />
              ))}
            </ol>
          )}
        </div>
      )}
    </Field>
  );
}

function ShadeRow({
  form,
  name,
  shade,
  example,
  which,
  onEdit,
}: {
  form: UseFormReturn<ShadesForm>;
  name: ShadesName;
  shade: ShadeKey;
  example: string;
  which: "primary" | "secondary";
  onEdit: () => void;
}) {
  const { t } = useTranslation("settings");
  const label = t(`design.shades.label_${which}`, { shade });
  const fieldPath = `${name}.shades.${shade}` as FieldPath<ShadesForm>;
  return (
    <Controller
      control={form.control}
      name={fieldPath}
      render={({ field, fieldState }) => {
        const error = fieldState.error
          ? fieldState.error.type === "server"
            ? fieldState.error.message
            : t("errors.shade", { field: label, example })
          : undefined;
        const change = (value: string) => {
          if (fieldState.error) form.clearErrors(fieldPath);
          onEdit();
          field.onChange(value);
        };
        return (
          <Field
            data-slot="shade-row"
            data-shade={shade}
            className="grid grid-cols-[5rem_auto] items-center gap-x-3 gap-y-1 [&>[data-slot=field-error-region]]:col-span-2 [&>[data-slot=field-label]]:font-normal"
            label={
              <>
                <span aria-hidden="true">{t("design.shades.name", { shade })}</span>
                <span className="sr-only">{label}</span>
              </>
            }
            error={error}
          >
            {(control) => (
              <ColorInput
                {...control}
                ref={field.ref}
                name={field.name}
                value={(field.value as string | undefined) ?? ""}
                onValueChange={change}
                onBlur={(event) => {
                  if (focusMovesToFormAction(event)) return;
                  // What you see is what is stored: '4F39F6' or '#abc' becomes '#4f39f6' or '#aabbcc'.
                  const hex = hexOf(event.currentTarget.value);
                  if (hex && hex !== event.currentTarget.value) field.onChange(hex);
                  field.onBlur();
                }}
                pickerLabel={t(`design.shades.picker_${which}`, { shade })}
              />
            )}
          </Field>
        );
      }}
    />
  );
}
