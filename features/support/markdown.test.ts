import { describe, expect, it } from "vitest";
import { parseMarkdown } from "./markdown.ts";

describe("parseMarkdown", () => {
  it("reads headings, list items (with continued lines) and paragraphs", () => {
    const md =
      "# Nieuw\n\nIntro regel een\nen twee.\n\n## November 2026\n\n- Nieuws\n- Partners die\n  doorlopen\n\nSlot.";
    expect(parseMarkdown(md)).toEqual([
      { kind: "h1", text: "Nieuw" },
      { kind: "p", text: "Intro regel een en twee." },
      { kind: "h2", text: "November 2026" },
      { kind: "list", items: ["Nieuws", "Partners die doorlopen"] },
      { kind: "p", text: "Slot." },
    ]);
  });
  it("keeps markup as text", () => {
    expect(parseMarkdown("<script>alert(1)</script>")).toEqual([{ kind: "p", text: "<script>alert(1)</script>" }]);
  });
});
