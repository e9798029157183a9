import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiClient, toQueryString, type RequestContext } from "./client.ts";
import { clearCredentials, readCredentials } from "./credentials.ts";
import { ApiError } from "./errors.ts";
import { deserialize } from "./jsonapi.ts";

const context: RequestContext = { centerId: "4", appContext: "meedoen", organizationId: "12", locale: "nl" };

function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { "content-type": "application/vnd.api+json", ...init.headers },
  });
}

function client(fetchImpl: typeof fetch, onCredentialsChange = () => {}) {
  return new ApiClient({ baseUrl: "http://api.test/", context: () => context, fetch: fetchImpl, onCredentialsChange });
}

describe("ApiClient", () => {
  beforeEach(() => clearCredentials());
  afterEach(() => vi.restoreAllMocks());

  it("sends the tenant, app-context, volunteer-center, current-organization and credential headers", async () => {
    document.cookie = "access-token=tok; path=/";
    document.cookie = "client=cli; path=/";
    document.cookie = "uid=a%40b.test; path=/";
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ data: [] }));
    await client(fetchMock).get("/api/v1/users", { query: { filter: { with_role: "admin" }, page: { size: 1000 } } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("http://api.test/api/v1/users?filter[with_role]=admin&page[size]=1000");
    const h = init!.headers as Headers;
    expect(h.get("tenant")).toBe("4");
    expect(h.get("volunteer-center")).toBe("4");
    expect(h.get("app-context")).toBe("meedoen");
    expect(h.get("current-organization")).toBe("12");
    expect(h.get("access-token")).toBe("tok");
    expect(h.get("client")).toBe("cli");
    expect(h.get("uid")).toBe("a@b.test");
    expect(h.get("accept-language")).toBe("nl");
  });

  it("leaves the current-organization header out where asked (the calls that load the list it comes from)", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ data: [] }));
    await client(fetchMock).get("/api/v1/current_organizations", { organization: false });
    const h = fetchMock.mock.calls[0]![1]!.headers as Headers;
    expect(h.has("current-organization")).toBe(false);
    expect(h.get("tenant")).toBe("4");
  });

  it("refreshes the credential cookies from response headers, ignoring blank ones", async () => {
    document.cookie = "access-token=old; path=/";
    document.cookie = "client=keep; path=/";
    const changed = vi.fn();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        jsonResponse({ data: null }, { headers: { "access-token": "new", client: " ", uid: "u@x.test" } }),
      );
    await client(fetchMock, changed).get("/api/v1/current_user");
    expect(readCredentials()).toEqual({ "access-token": "new", client: "keep", uid: "u@x.test" });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("deserializes JSON:API: camelCase attributes and related items merged in", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      jsonResponse({
        data: {
          type: "user",
          id: "1",
          attributes: { first_name: "Anna", last_sign_in_at: null },
          relationships: {
            roles: { data: [{ type: "role", id: "9" }] },
            organizations: { data: [{ type: "organization", id: "3" }] },
          },
        },
        included: [{ type: "role", id: "9", attributes: { name: "admin", organization_id: "3" } }],
      }),
    );
    const { data } = await client(fetchMock).get("/api/v1/current_user");
    expect(data).toEqual({
      id: "1",
      type: "user",
      firstName: "Anna",
      lastSignInAt: null,
      roles: [{ id: "9", type: "role", name: "admin", organizationId: "3" }],
      organizations: [{ id: "3", type: "organization" }],
    });
  });

  it("throws 'wrong center' when the server says so, whatever the status", async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        jsonResponse(
          { errors: [{ status: "401", code: "wrong_center", title: "wrong center", detail: "Dit account ..." }] },
          { status: 401 },
        ),
      );
    const error = await client(fetchMock)
      .post("/auth/sign_in", {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("wrong center");
    expect((error as ApiError).status).toBe(401);
  });

  it("maps other errors to their status and detail, and a network failure to status 0", async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        jsonResponse(
          { errors: [{ status: "403", code: "forbidden", title: "Verboden toegang", detail: "Nee." }] },
          { status: 403 },
        ),
      )
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const c = client(fetchMock);
    await expect(c.get("/x")).rejects.toMatchObject({ status: 403, message: "Nee.", code: "forbidden" });
    await expect(c.get("/x")).rejects.toMatchObject({ status: 0 });
  });

  it("reports an unexpected token in a response", async () => {
    const report = vi.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response("<html>oops", { status: 200 }));
    await expect(client(fetchMock).get("/x")).rejects.toBeInstanceOf(ApiError);
    expect(report).toHaveBeenCalledWith(expect.any(SyntaxError));
  });
});

describe("JSON:API helpers", () => {
  it("encodes nested query parameters", () => {
    expect(
      toQueryString({ include: ["roles", "organizations"], filter: { organization_id_eq: 5, x: undefined } }),
    ).toBe("include=roles%2Corganizations&filter[organization_id_eq]=5");
  });
  it("survives cycles between included resources", () => {
    const out = deserialize({
      data: {
        type: "organization",
        id: "1",
        attributes: {},
        relationships: { profile: { data: { type: "organization_profile", id: "2" } } },
      },
      included: [
        {
          type: "organization_profile",
          id: "2",
          attributes: { logo_url: "x" },
          relationships: { organization: { data: { type: "organization", id: "1" } } },
        },
      ],
    }) as Record<string, Record<string, unknown>>;
    expect(out.profile!.logoUrl).toBe("x");
    expect(out.profile!.organization).toBe(out);
  });
});
