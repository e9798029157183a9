/**
 * The audit trail's data (GET /api/v1/audit_events) for the organization and user pages:
 *
 *   const trail = useAuditTrail({ subjectType: "organization", subjectId: id });
 *   <OrganizationScreen history={<AuditTrail {...trail} />} ... />
 *
 * `useAuditTrail` returns the props of ui's AuditTrail (items with the actions as Dutch or English
 * sentences, state, labels, retry, a "more" button while there are older events).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createElement, useState } from "react";
import { useTranslation } from "react-i18next";
import { AUDIT_PAGE_SIZE, type AuditEventAttributes, type AuditSubjectType } from "@contract/audit.ts";
import { API_PATHS } from "@contract/paths.ts";
import type { AuditTrailItem, AuditTrailProps } from "@ui/AuditTrail/AuditTrail.tsx";
import { Button } from "@ui/Button/Button.tsx";
import type { ApiClient } from "../../../api/client.ts";
import { camelKeys } from "../../../api/jsonapi.ts";
import { useServices } from "../../../services.tsx";

/** Every cached audit query starts with this key: invalidate it after a change that writes an event. */
export const AUDIT_KEY = ["audit_events"] as const;

/** A deserialized event (attributes camelCased, `data` too). */
export interface AuditEvent {
  id: string;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  data: Record<string, unknown>;
  createdAt: string;
  actorName: string | null;
}

export interface AuditQuery {
  subjectType?: AuditSubjectType;
  subjectId?: string;
  actorUserId?: string;
  /** How many of the newest events (grows with "Meer tonen"). */
  size?: number;
}

export async function fetchAuditEvents(client: ApiClient, q: AuditQuery, signal?: AbortSignal) {
  const response = await client.get<AuditEvent[]>(API_PATHS.auditEvents, {
    query: {
      filter: { subject_type_eq: q.subjectType, subject_id_eq: q.subjectId, actor_user_id_eq: q.actorUserId },
      sort: "-created_at",
      page: { size: q.size ?? AUDIT_PAGE_SIZE },
    },
    signal,
  });
  return { events: response.data ?? [], total: Number(response.meta.total_count ?? 0) };
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** Actions whose sentence depends on the new status (`data.to`). */
const BY_STATUS = new Set(["organization_status_changed", "user_status_changed"]);

/** The sentence after the actor's name: "heeft de organisatie goedgekeurd". Unknown actions get a general one. */
export function auditActionText(event: Pick<AuditEvent, "action" | "data">, t: T): string {
  const data = (camelKeys(event.data ?? {}) ?? {}) as Record<string, unknown>;
  const to = typeof data.to === "string" ? data.to : "";
  const key = BY_STATUS.has(event.action) && to ? `${event.action}.${to}` : event.action;
  // A role event names the role `name`; an invitation (user_invited) names it `role`.
  const roleName = typeof data.name === "string" ? data.name : typeof data.role === "string" ? data.role : undefined;
  const role = roleName ? t(`audit.roles.${roleName}`, { defaultValue: roleName }) : "";
  return t(`audit.actions.${key}`, {
    role,
    defaultValue: t("audit.actions.unknown", { action: event.action.replace(/_/g, " ") }),
  });
}

/** More about an event: the reason given, else the fields that changed. */
export function auditDetails(event: Pick<AuditEvent, "data">, t: T): string | undefined {
  const data = (camelKeys(event.data ?? {}) ?? {}) as Record<string, unknown>;
  if (typeof data.reason === "string" && data.reason.trim()) return t("audit.reason", { reason: data.reason.trim() });
  if (Array.isArray(data.fields) && data.fields.length)
    return t("audit.fields", {
      fields: data.fields.map((f) => t(`audit.fieldNames.${String(f)}`, { defaultValue: String(f) })).join(", "),
    });
  return undefined;
}

export function toAuditItem(event: AuditEvent, t: T): AuditTrailItem {
  return {
    id: event.id,
    actor: event.actorName,
    action: auditActionText(event, t),
    at: event.createdAt,
    details: auditDetails(event, t),
  };
}

/** The props of ui's AuditTrail for an organization's or an account's events. */
export function useAuditTrail(q: Omit<AuditQuery, "size">, options: { enabled?: boolean } = {}): AuditTrailProps {
  const { client } = useServices();
  const { t, i18n } = useTranslation("common");
  const [size, setSize] = useState(AUDIT_PAGE_SIZE);
  const query = useQuery({
    queryKey: [...AUDIT_KEY, q.subjectType ?? null, q.subjectId ?? null, q.actorUserId ?? null, size],
    queryFn: ({ signal }) => fetchAuditEvents(client, { ...q, size }, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  const events = query.data?.events ?? [];
  const more = (query.data?.total ?? 0) > events.length;
  return {
    items: events.map((e) => toAuditItem(e, t)),
    status: query.isPending ? "loading" : query.isError && !query.data ? "error" : "success",
    label: t("audit.label"),
    systemActorLabel: t("audit.system"),
    emptyText: t("audit.empty"),
    errorText: t("audit.failed"),
    retryLabel: t("audit.retry"),
    onRetry: () => void query.refetch(),
    loadingLabel: t("audit.loading"),
    justNowLabel: t("audit.justNow"),
    locale: i18n.language === "en" ? "en" : "nl",
    footer: more
      ? createElement(
          Button,
          {
            variant: "outline",
            size: "sm",
            loading: query.isFetching,
            onClick: () => setSize((s) => s + AUDIT_PAGE_SIZE),
          },
          t("audit.more"),
        )
      : undefined,
  };
}

export type { AuditEventAttributes };
