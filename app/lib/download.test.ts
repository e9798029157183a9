import { describe, expect, it, vi } from "vitest";
import { ApiClient } from "../api/client.ts";
import { downloadFile, fileNameFrom } from "./download.ts";

const headers = (disposition: string) => new Headers({ "content-disposition": disposition });

describe("fileNameFrom", () => {
  it("prefers the UTF-8 name, then the plain one, then the fallback", () => {
    expect(fileNameFrom(headers("attachment; filename=\"Zoe.csv\"; filename*=UTF-8''Zo%C3%AB.csv"), "x.csv")).toBe(
      "Zoë.csv",
    );
    expect(fileNameFrom(headers('attachment; filename="gebruikers.csv"'), "x.csv")).toBe("gebruikers.csv");
    expect(fileNameFrom(new Headers(), "x.csv")).toBe("x.csv");
    expect(fileNameFrom(headers("attachment; filename*=UTF-8''..%2F..%2Fevil.csv"), "x.csv")).toBe(".._.._evil.csv");
  });
});

describe("downloadFile", () => {
  const client = (response: Response, seen: Request[] = []) =>
    new ApiClient({
      baseUrl: "http://api.test",
      context: () => ({ centerId: "demo", appContext: "meedoen", organizationId: "7", locale: "en" }),
      fetch: (async (url: string, init: RequestInit) => {
        seen.push(new Request(url, init));
        return response;
      }) as typeof fetch,
    });

  it("sends the client's headers with the list's query and saves the blob under the server's name", async () => {
    const seen: Request[] = [];
    const created = vi.fn((_: Blob) => "blob:x");
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const name = await downloadFile(
      client(
        new Response("\uFEFFNaam\r\n", {
          headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="orgs.csv"' },
        }),
        seen,
      ),
      "/api/v1/organizations/export",
      { query: { filter: { status_eq: "pending" }, sort: "-name" }, fallbackName: "x.csv" },
    );
    expect(name).toBe("orgs.csv");
    expect(seen[0]!.url).toBe("http://api.test/api/v1/organizations/export?filter[status_eq]=pending&sort=-name");
    expect(seen[0]!.headers.get("current-organization")).toBe("7");
    expect(seen[0]!.headers.get("accept-language")).toBe("en");
    expect(created).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it("turns an error answer into the API's error", async () => {
    const body = { errors: [{ status: "403", code: "forbidden", title: "Geen toegang", detail: "Niet voor jou." }] };
    await expect(
      downloadFile(client(new Response(JSON.stringify(body), { status: 403 })), "/x", { fallbackName: "x.csv" }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
