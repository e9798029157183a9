import type { i18n as I18n } from "i18next";
import { defaultLocale, ValidationError, type LocaleObject, type Message } from "yup";
import { LONG_TEXT, SINGLE_LINE_TEXT } from "@contract/text.ts";
import { activeI18n } from "./active.ts";

interface Params {
  path?: string;
  label?: string;
}

type Section = Record<string, Message<never> | undefined>;

/** yup's own messages, kept before they are replaced, for code that runs without the app's i18n. */
const yupDefaults: Record<string, Section> = Object.fromEntries(
  Object.entries(defaultLocale).map(([type, messages]) => [type, { ...(messages as Section) }]),
);

/** Which message of the 'validation' namespace answers which yup rule. */
const KEYS: Record<"mixed" | "string" | "number", Record<string, string>> = {
  mixed: {
    default: "invalid",
    required: "required",
    defined: "required",
    notNull: "required",
    oneOf: "oneOf",
    notType: "invalid",
  },
  string: {
    min: "min",
    max: "max",
    length: "length",
    email: "email",
    url: "url",
    uuid: "uuid",
    trim: "invalid",
    matches: "invalid",
  },
  number: {
    min: "numberMin",
    max: "numberMax",
    lessThan: "lessThan",
    moreThan: "moreThan",
    positive: "positive",
    negative: "negative",
    integer: "integer",
  },
};

/**
 * yup's messages through i18next (namespace 'validation'), so they switch with the language
 * (specification section 5: '{path} is een vereist veld' / '{path} is a required field.').
 * The message is resolved when a field is validated, in the language of that moment; without an
 * i18n instance (the server, stories without the app) yup's own message is used.
 */
export function yupLocale(i18n: () => I18n | undefined = activeI18n): LocaleObject {
  const locale: Record<string, Record<string, (params: Params) => string>> = {};
  for (const [type, methods] of Object.entries(KEYS)) {
    locale[type] = {};
    for (const [method, key] of Object.entries(methods)) {
      locale[type][method] = (params) => {
        const instance = i18n();
        if (!instance)
          return ValidationError.formatError(
            yupDefaults[type]?.[method] ?? "",
            params as Record<string, unknown>,
          ) as string;
        return instance.t(`validation:${key}`, {
          ...(params as Record<string, unknown>),
          path: params.label ?? params.path,
        });
      };
    }
  }
  // The contract's character rule (contract/text.ts) is a `matches` with its own message.
  const matches = locale.string!.matches!;
  locale.string!.matches = (params) => {
    const regex = (params as { regex?: RegExp }).regex;
    const instance = i18n();
    if (instance && (regex === SINGLE_LINE_TEXT || regex === LONG_TEXT))
      return instance.t("validation:characters", { ...params, path: params.label ?? params.path });
    return matches(params);
  };
  return locale as LocaleObject;
}
