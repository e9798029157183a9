import { REQUEST_HEADERS } from "@contract/headers.ts";
import { JSON_API_MEDIA_TYPE } from "@contract/publicPaths.ts";
import type { JsonApiDocument } from "@contract/resources.ts";
import { CREDENTIAL_KEYS, readCredentials, storeCredentialHeaders } from "./credentials.ts";
import { ApiError, apiErrorFrom } from "./errors.ts";
import { deserialize } from "./jsonapi.ts";

/** What every request tells the server about where it comes from (specification section 6). */
export interface RequestContext {
  centerId: string | undefined;
  appContext: "meedoen" | "gelderland";
  organizationId: string | null | undefined;
  locale: string;
}

export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [key: string]: QueryValue };

/** { filter: { organization_id_eq: 1 }, page: { size: 1000 } } -> 'filter[organization_id_eq]=1&page[size]=1000'. */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return "";
  const parts: string[] = [];
  const add = (key: string, value: QueryValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) add(key, value.map(String).join(","));
    else if (typeof value === "object") for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else
      parts.push(
        `${encodeURIComponent(key).replace(/%5B/g, "[").replace(/%5D/g, "]")}=${encodeURIComponent(String(value))}`,
      );
  };
  for (const [k, v] of Object.entries(query)) add(k, v);
  return parts.join("&");
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false: without the current-organization header (the calls that load the list it is chosen from). */
  organization?: false;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
  document: JsonApiDocument | null;
  meta: Record<string, unknown>;
  headers: Headers;
}

export interface ApiClientOptions {
  baseUrl: string;
  context: () => RequestContext;
  fetch?: typeof fetch;
  crossOrigin?: boolean;
  /** Called after a response carried new credential values. */
  onCredentialsChange?: () => void;
  /** Reports unexpected responses (unparseable JSON) to the error reporter; console.error by default. */
  report?: (error: unknown) => void;
}

/** The JSON:API client of the app: credentials and tenant headers in, deserialized data out. */
export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  headers(extra: Record<string, string> = {}, organization = true): Headers {
    const ctx = this.options.context();
    const h = new Headers({ Accept: `${JSON_API_MEDIA_TYPE}, application/json`, "Accept-Language": ctx.locale });
    if (ctx.centerId) {
      h.set(REQUEST_HEADERS.tenant, ctx.centerId);
      h.set(REQUEST_HEADERS.volunteerCenter, ctx.centerId);
    }
    h.set(REQUEST_HEADERS.appContext, ctx.appContext);
    if (organization && ctx.organizationId) h.set(REQUEST_HEADERS.currentOrganization, ctx.organizationId);
    const creds = readCredentials();
    for (const key of CREDENTIAL_KEYS) if (creds[key]) h.set(key, creds[key]);
    for (const [k, v] of Object.entries(extra)) h.set(k, v);
    return h;
  }

  /** The raw response (credentials and tenant headers sent, rotated credentials stored); `request` reads it as JSON:API. */
  async fetch(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const qs = toQueryString(options.query);
    const url = `${this.options.baseUrl.replace(/\/+$/, "")}${path}${qs ? (path.includes("?") ? "&" : "?") + qs : ""}`;
    const headers = this.headers(options.headers, options.organization !== false);
    if (options.body !== undefined) headers.set("Content-Type", JSON_API_MEDIA_TYPE);
    const doFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
        credentials: "include",
      });
    } catch (error) {
      if ((error as { name?: string })?.name === "AbortError") throw error;
      throw new ApiError(error instanceof Error ? error.message : "Network error", 0);
    }
    if (storeCredentialHeaders(response.headers, this.options.crossOrigin ?? false))
      this.options.onCredentialsChange?.();
    return response;
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const response = await this.fetch(method, path, options);
    const text = response.status === 204 ? "" : await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch (error) {
        (this.options.report ?? console.error)(error);
        throw new ApiError(`Unexpected response from ${path}`, response.ok ? 502 : response.status);
      }
    }
    if (!response.ok) throw apiErrorFrom(response.status, body, response.statusText);
    const document = body && typeof body === "object" && "data" in body ? (body as JsonApiDocument) : null;
    return {
      status: response.status,
      data: (document ? deserialize(document) : body) as T,
      document,
      meta: ((body as { meta?: Record<string, unknown> } | null)?.meta ?? {}) as Record<string, unknown>,
      headers: response.headers,
    };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>("GET", path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>("POST", path, { ...options, body });
  }
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>("PUT", path, { ...options, body });
  }
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>("PATCH", path, { ...options, body });
  }
  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>("DELETE", path, options);
  }
}
