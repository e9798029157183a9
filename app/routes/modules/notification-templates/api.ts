import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Locale } from "@contract/enums.ts";
import {
  DELIVERY_CHOICES,
  PREFERENCE_KEYS,
  isTemplateKey,
  type DeliveryChoice,
  type TemplateChannel,
  type TemplateText,
} from "@contract/notification-templates.ts";
import { API_PATHS } from "@contract/paths.ts";
import type {
  TemplateDetail,
  TemplateFailure,
  TemplatePreview,
  TemplateSummary,
} from "@features/notification-templates/types.ts";
import { isApiError } from "../../../api/errors.ts";
import { camelCase, type Deserialized } from "../../../api/jsonapi.ts";
import { useServices } from "../../../services.tsx";

/** One query-key root for the notification templates. */
export const TEMPLATES_KEY = ["notification_templates"] as const;

const locales = (v: unknown): Locale[] =>
  Array.isArray(v) ? v.filter((l): l is Locale => l === "nl" || l === "en") : [];

function toSummary(r: Deserialized): TemplateSummary {
  return {
    key: isTemplateKey(r.id) ? r.id : "new_message",
    channels: (Array.isArray(r.channels) ? r.channels : []) as TemplateChannel[],
    security: r.security === true,
    customized: locales(r.customized),
  };
}

export function toDetail(r: Deserialized): TemplateDetail {
  const placeholders = (r.placeholders as string[]) ?? [];
  // Deserializing camelCases every key, the list placeholders' names too (saved_search_vacancies):
  // read each list under the name the placeholders give it.
  const lists = (r.lists as Record<string, string[]> | undefined) ?? {};
  return {
    ...toSummary(r),
    placeholders,
    lists: Object.fromEntries(
      placeholders.flatMap((p) => {
        const fields = lists[p] ?? lists[camelCase(p)];
        return fields ? [[p, fields]] : [];
      }),
    ),
    translations: r.translations as Record<Locale, TemplateText>,
    defaults: r.defaults as Record<Locale, TemplateText>,
  };
}

/** An API error as the edit screen takes it: messages keyed "nl.subject", "en.body" (a draft: its language). */
function toFailure(error: unknown, draftLocale?: Locale): TemplateFailure {
  if (!isApiError(error)) return error instanceof Error ? error : new Error(String(error));
  const fieldErrors: Record<string, string> = {};
  for (const e of error.errors) {
    const m = /\/(?:translations\/(nl|en)\/)?(subject|body)$/.exec(e.source?.pointer ?? "");
    const lang = m?.[1] ?? draftLocale;
    if (m && lang) fieldErrors[`${lang}.${m[2]}`] ??= e.detail ?? e.title;
  }
  return Object.assign(new Error(error.message), { fieldErrors });
}

export function useNotificationTemplates() {
  const { client } = useServices();
  return useQuery({
    queryKey: [...TEMPLATES_KEY, "list"],
    queryFn: async ({ signal }) =>
      ((await client.get<Deserialized[]>(API_PATHS.notificationTemplates, { signal })).data ?? []).map(toSummary),
  });
}

/** One template with its save, preview, test mail and reset; every change refreshes the domain's queries. */
export function useNotificationTemplate(key: string) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...TEMPLATES_KEY, "item", key],
    queryFn: async ({ signal }) =>
      toDetail((await client.get<Deserialized>(API_PATHS.notificationTemplate(key), { signal })).data),
    retry: false,
  });
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }), [queryClient]);
  const save = useCallback(
    async (translations: Record<Locale, TemplateText>) => {
      try {
        await client.patch(API_PATHS.notificationTemplate(key), {
          data: { type: "notification_template", id: key, attributes: { translations } },
        });
      } catch (error) {
        throw toFailure(error);
      }
      await refresh();
    },
    [client, key, refresh],
  );
  const draft = (locale: Locale, text: TemplateText) => ({
    data: { type: "notification_template_preview", attributes: { locale, ...text } },
  });
  const preview = useCallback(
    async (locale: Locale, text: TemplateText): Promise<TemplatePreview> => {
      try {
        const res = await client.post<Deserialized>(
          `${API_PATHS.notificationTemplate(key)}/preview`,
          draft(locale, text),
        );
        return { subject: String(res.data.subject ?? ""), html: String(res.data.html ?? "") };
      } catch (error) {
        throw toFailure(error, locale);
      }
    },
    [client, key],
  );
  const testMail = useCallback(
    async (locale: Locale, text: TemplateText): Promise<string> => {
      try {
        const res = await client.post<Deserialized>(
          `${API_PATHS.notificationTemplate(key)}/test_mail`,
          draft(locale, text),
        );
        return String(res.data.to ?? "");
      } catch (error) {
        throw toFailure(error, locale);
      }
    },
    [client, key],
  );
  const reset = useCallback(async () => {
    await client.delete(API_PATHS.notificationTemplate(key));
    await refresh();
  }, [client, key, refresh]);
  return { query, save, preview, testMail, reset };
}

export const PREFERENCES_KEY = [...TEMPLATES_KEY, "preferences"] as const;

/** The signed-in user's choice per kind (the client camelCases attribute keys deeply: read both spellings). */
export function useNotificationPreferences() {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async ({ signal }) => {
      const res = await client.get<Deserialized>(API_PATHS.notificationPreferences, { signal });
      const raw = (res.data.preferences ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        PREFERENCE_KEYS.map((k) => {
          const v = raw[k] ?? raw[camelCase(k)];
          return [k, (DELIVERY_CHOICES as readonly unknown[]).includes(v) ? (v as DeliveryChoice) : "both"];
        }),
      ) as Record<string, DeliveryChoice>;
    },
  });
  const save = useCallback(
    async (preferences: Record<string, DeliveryChoice>) => {
      await client.patch(API_PATHS.notificationPreferences, {
        data: { type: "notification_preferences", attributes: { preferences } },
      });
      await queryClient.invalidateQueries({ queryKey: PREFERENCES_KEY });
    },
    [client, queryClient],
  );
  return { query, save };
}
