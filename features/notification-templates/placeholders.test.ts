import { describe, expect, it } from "vitest";
import { TEMPLATE_META } from "@contract/notification-templates.ts";
import en from "./locales/en.json";
import nl from "./locales/nl.json";

describe("placeholder descriptions", () => {
  const used = [...new Set(Object.values(TEMPLATE_META).flatMap((m) => m.placeholders))].sort();

  it("say in Dutch and English what each placeholder of every template stands for", () => {
    for (const [lang, messages] of [
      ["nl", nl],
      ["en", en],
    ] as const) {
      const described = messages.placeholder as Record<string, string>;
      const missing = used.filter((p) => !described[p]?.trim());
      expect(missing, `${lang}: placeholders without a description`).toEqual([]);
    }
  });

  it("describe no placeholder that no template has", () => {
    expect(Object.keys(nl.placeholder).sort()).toEqual(used);
    expect(Object.keys(en.placeholder).sort()).toEqual(used);
  });
});
