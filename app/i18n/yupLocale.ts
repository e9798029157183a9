import type { i18n as I18n } from "i18next";
import { setLocale, type LocaleObject } from "yup";

interface Params {
  path?: string;
  label?: string;
}

/**
 * yup's messages through i18next (namespace 'validation'), so they switch with the language
 * (specification section 5: '{path} is een vereist veld' / '{path} is a required field.').
 * The message is resolved when a field is validated, in the language of that moment.
 */
export function installYupLocale(i18n: I18n): void {
  const m =
    (key: string) =>
    (params: Params): string =>
      i18n.t(`validation:${key}`, { ...(params as Record<string, unknown>), path: params.label ?? params.path });
  const locale: LocaleObject = {
    mixed: {
      default: m("invalid"),
      required: m("required"),
      defined: m("required"),
      notNull: m("required"),
      oneOf: m("oneOf"),
      notType: m("invalid"),
    },
    string: {
      min: m("min"),
      max: m("max"),
      length: m("length"),
      email: m("email"),
      url: m("url"),
      uuid: m("uuid"),
      trim: m("invalid"),
      matches: m("invalid"),
    },
    number: {
      min: m("numberMin"),
      max: m("numberMax"),
      lessThan: m("lessThan"),
      moreThan: m("moreThan"),
      positive: m("positive"),
      negative: m("negative"),
      integer: m("integer"),
    },
  };
  setLocale(locale);
}
