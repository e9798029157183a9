import type { Locale } from "@contract/enums.ts";
import type { TemplateChannel, TemplateKey, TemplateText } from "@contract/notification-templates.ts";

export type LoadState = "loading" | "failed" | "ready";

export interface TemplateSummary {
  key: TemplateKey;
  channels: readonly TemplateChannel[];
  security: boolean;
  /** Languages this center changed. */
  customized: readonly Locale[];
}

export interface TemplateDetail extends TemplateSummary {
  placeholders: readonly string[];
  lists: Readonly<Record<string, readonly string[]>>;
  translations: Record<Locale, TemplateText>;
  defaults: Record<Locale, TemplateText>;
}

export interface TemplatePreview {
  subject: string;
  html: string;
}

/** A failure whose fieldErrors are keyed by "nl.subject", "en.body" and so on. */
export type TemplateFailure = Error & { fieldErrors?: Record<string, string> };
