import { describe, expect, it, vi } from "vitest";
import { ApiClient } from "../api/client.ts";
import { createI18n } from "../i18n/i18n.ts";
import { sendFeedback } from "./Feedback.tsx";

const values = { message: "  De knop doet niets  ", name: " Sem ", email: "" };

async function setup(response: () => Promise<Response>) {
  const i18n = await createI18n({ locale: "en" });
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(response);
  const client = new ApiClient({
    baseUrl: "",
    fetch: fetchMock,
    context: () => ({ centerId: "1", appContext: "gelderland", organizationId: null, locale: "en" }),
  });
  const send = (v = values) =>
    sendFeedback(client, v, new AbortController().signal, i18n.t.bind(i18n) as (k: string) => string);
  return { fetchMock, send };
}

describe("feedback", () => {
  it("sends the trimmed values with the page address", async () => {
    const { fetchMock, send } = await setup(async () => new Response(JSON.stringify({ data: null }), { status: 201 }));
    await send();
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body.data.attributes).toEqual({
      message: "De knop doet niets",
      name: "Sem",
      email: null,
      url: window.location.href,
    });
  });

  it("refuses an empty message without asking the server", async () => {
    const { fetchMock, send } = await setup(async () => new Response(null, { status: 201 }));
    await expect(send({ message: "   ", name: "", email: "" })).rejects.toThrow(
      "Unable to submit feedback with empty message",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("explains a network failure, a refused domain and anything else", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const network = await setup(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(network.send()).rejects.toThrow(/ad blocker/);
    const forbidden = await setup(
      async () =>
        new Response(JSON.stringify({ errors: [{ status: "403", code: "forbidden", title: "x" }] }), { status: 403 }),
    );
    await expect(forbidden.send()).rejects.toThrow("Sending feedback is not allowed from this domain.");
    const other = await setup(async () => new Response(JSON.stringify({ errors: [] }), { status: 500 }));
    await expect(other.send()).rejects.toThrow(
      "Something went wrong while sending your feedback. Please try again later.",
    );
  });
});
