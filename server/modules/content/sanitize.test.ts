import { describe, expect, it } from "vitest";
import { ApiError } from "../../http/errors.ts";
import { cleanBlocks, sanitizeRichText } from "./sanitize.ts";

const XSS =
  '<p onclick="steal()">Hallo <strong>wereld</strong><script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="https://example.org" target="_blank">link</a><a href="javascript:alert(1)">kwaad</a><h1>Kop</h1><iframe src="https://evil.test"></iframe><svg onload="alert(1)"></svg>';

describe("content blocks on the server", () => {
  it("reduce rich text to the vacancy description's allowlist", () => {
    const html = sanitizeRichText(XSS);
    expect(html).toContain("<strong>wereld</strong>");
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow">link</a>');
    expect(html).toContain("<h2>Kop</h2>");
    expect(html).not.toMatch(/script|onerror|onclick|onload|<img|<iframe|<svg|javascript:|target=/);
    expect(sanitizeRichText("<script>alert(1)</script>")).toBe("");
  });

  it("keep each block's own fields, trimmed and typed, and drop nothing else silently", async () => {
    const [rich, faq, list] = await cleanBlocks(
      [
        { id: "a", type: "rich_text", body: XSS },
        { type: "faq", title: " Vragen ", items: [{ question: " Wat? ", body: "Dit." }] },
        { type: "vacancy_list", query: "q=zorg" },
      ],
      "/data/attributes",
    );
    expect(rich).toMatchObject({ id: "a", type: "rich_text" });
    expect((rich as { body: string }).body).not.toContain("<script");
    expect(faq).toEqual({ type: "faq", title: "Vragen", items: [{ question: "Wat?", body: "Dit." }] });
    expect(list).toEqual({ type: "vacancy_list", query: "q=zorg", limit: 6 });
  });

  it("refuse unknown types and fields, unsafe links and images, with the block's pointer", async () => {
    const refused = async (block: unknown) => {
      try {
        await cleanBlocks([block], "/data/attributes");
      } catch (err) {
        expect(err).toBeInstanceOf(ApiError);
        return (err as ApiError).errors[0]!.pointer;
      }
      return "accepted";
    };
    expect(await refused({ type: "script" })).toBe("/data/attributes/blocks/0/type");
    expect(await refused({ type: "contact", style: "x" })).toBe("/data/attributes/blocks/0/style");
    expect(await refused({ type: "image", url: "data:image/png;base64,AAAA", alt: "x" })).toBe(
      "/data/attributes/blocks/0/url",
    );
    expect(await refused({ type: "call_to_action", title: "a", label: "b", href: "javascript:alert(1)" })).toBe(
      "/data/attributes/blocks/0/href",
    );
    expect(await refused({ id: "<x>", type: "contact" })).toBe("/data/attributes/blocks/0/id");
    expect(await refused(null)).toBe("/data/attributes/blocks/0");
  });
});
