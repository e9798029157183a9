import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
// lucide's own, which the app's builds replace (vite.config.ts lucideIcons); the tests run lucide's icons.
import { createLucideIcon as lucideCreateIcon, Search } from "lucide-react";
import createLucideIcon, { type IconData, type IconProps } from "./lucideIcon.ts";

/** lucide's search icon, as its module passes it to createLucideIcon. */
const search: IconData = {
  name: "search",
  size: 24,
  node: [
    ["path", { d: "m21 21-4.34-4.34", key: "14j7rj" }],
    ["circle", { cx: "11", cy: "11", r: "8", key: "4ej97u" }],
  ],
};
const withAlias: IconData = { ...search, name: "search-check", aliases: ["find", " "] };

const cases: [string, IconProps][] = [
  ["no props", {}],
  ["a class", { className: "size-4 shrink-0" }],
  ["a class lucide has", { className: "lucide extra" }],
  ["a size and stroke", { size: 16, strokeWidth: 1.5 }],
  ["width and height", { width: 20, height: 18 }],
  ["a colour", { color: "red" }],
  ["a label", { "aria-label": "Zoeken", role: "img" }],
  ["other attributes", { "data-slot": "icon", focusable: "false" } as IconProps],
  ["a title as child", { children: createElement("title", null, "Zoeken") }],
];

describe("the builds' createLucideIcon", () => {
  it.each(cases)("draws the same svg as lucide's with %s", (_, props) => {
    for (const data of [search, withAlias]) {
      const Lucide = (lucideCreateIcon as unknown as typeof createLucideIcon)(data);
      const Own = createLucideIcon(data);
      expect(renderToStaticMarkup(createElement(Own, props))).toBe(renderToStaticMarkup(createElement(Lucide, props)));
    }
  });

  it("draws lucide's own icon component the same", () => {
    expect(renderToStaticMarkup(createElement(createLucideIcon(search), { className: "size-4" }))).toBe(
      renderToStaticMarkup(createElement(Search, { className: "size-4" })),
    );
  });

  it("takes an icon's name and nodes, as lucide's older icon modules pass them", () => {
    const node = search.node;
    const Lucide = (lucideCreateIcon as unknown as typeof createLucideIcon)("SearchCheck", node, ["find"]);
    const Own = createLucideIcon("SearchCheck", node, ["find"]);
    expect(renderToStaticMarkup(createElement(Own))).toBe(renderToStaticMarkup(createElement(Lucide)));
  });
});
