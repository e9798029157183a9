import { createTailwindMerge, validators } from "tailwind-merge";
import { installMerge } from "./mergeSlot.ts";

/**
 * tailwind-merge with the class groups this product's components use, instead of its full
 * Tailwind configuration. A class outside these groups is never dropped, only kept as it is.
 * ui/lib/cn.test.ts checks that this merges like the full configuration on the class lists our
 * components produce; add a group there when a new kind of utility is overridden through `className`.
 *
 * Importing this module installs the merge into `cn` (./cn.ts). The app's first load runs without
 * it (see cn.ts); tests, stories and the server's renders import it at once.
 */
const { isAny, isArbitraryValue, isArbitraryVariable, isArbitraryLength, isNumber, isFraction, isTshirtSize } =
  validators;

const spacing = [isNumber, "px", isArbitraryValue, isArbitraryVariable] as const;
const spacingAuto = ["auto", ...spacing] as const;
const sizes = [
  isFraction,
  "auto",
  "full",
  "screen",
  "svh",
  "dvh",
  "lvh",
  "min",
  "max",
  "fit",
  isTshirtSize,
  ...spacing,
];
const sides = ["t", "r", "b", "l", "s", "e", "x", "y"] as const;
const corners = ["t", "r", "b", "l", "s", "e", "tl", "tr", "br", "bl", "ss", "se", "es", "ee"] as const;
const radius = ["", "none", "full", isTshirtSize, isArbitraryValue];
const borderWidth = ["", isNumber, isArbitraryLength];

/** One group per side ('pt', 'pr' ... for 'p'), keyed like the classes' prefixes. */
const perSide = (prefix: string, values: readonly unknown[], list: readonly string[] = sides) =>
  Object.fromEntries(list.map((side) => [`${prefix}${side}`, [{ [`${prefix}${side}`]: values }]]));

const classGroups = {
  display: [
    "block",
    "inline-block",
    "inline",
    "flex",
    "inline-flex",
    "grid",
    "inline-grid",
    "contents",
    "hidden",
    "table",
    "table-caption",
    "table-cell",
    "table-column",
    "table-column-group",
    "table-footer-group",
    "table-header-group",
    "table-row-group",
    "table-row",
    "flow-root",
    "list-item",
  ],
  position: ["static", "fixed", "absolute", "relative", "sticky"],
  aspect: [{ aspect: ["auto", "square", "video", isFraction, isArbitraryValue, isArbitraryVariable] }],
  "sr-only": ["sr-only", "not-sr-only"],
  p: [{ p: spacing }],
  ...perSide("p", spacing),
  m: [{ m: spacingAuto }],
  ...perSide("m", spacingAuto),
  gap: [{ gap: spacing }],
  "gap-x": [{ "gap-x": spacing }],
  "gap-y": [{ "gap-y": spacing }],
  size: [{ size: sizes }],
  w: [{ w: sizes }],
  h: [{ h: sizes }],
  "min-w": [{ "min-w": sizes }],
  "min-h": [{ "min-h": sizes }],
  "max-w": [{ "max-w": ["none", "prose", ...sizes] }],
  "max-h": [{ "max-h": ["none", ...sizes] }],
  inset: [{ inset: [isFraction, "full", ...spacingAuto] }],
  ...Object.fromEntries(
    ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"].map((g) => [
      g,
      [{ [g]: [isFraction, "full", ...spacingAuto] }],
    ]),
  ),
  z: [{ z: ["auto", isNumber, isArbitraryValue] }],
  "flex-direction": [{ flex: ["row", "row-reverse", "col", "col-reverse"] }],
  "flex-wrap": [{ flex: ["wrap", "wrap-reverse", "nowrap"] }],
  flex: [{ flex: [isNumber, isFraction, "auto", "initial", "none", isArbitraryValue] }],
  basis: [{ basis: sizes }],
  grow: [{ grow: ["", isNumber] }],
  shrink: [{ shrink: ["", isNumber] }],
  "grid-cols": [{ "grid-cols": [isNumber, "none", "subgrid", isArbitraryValue] }],
  "col-span": [{ col: ["auto", { span: [isNumber, "full"] }] }],
  "col-start": [{ "col-start": [isNumber, "auto", isArbitraryValue] }],
  "col-end": [{ "col-end": [isNumber, "auto", isArbitraryValue] }],
  "align-items": [{ items: ["start", "end", "center", "baseline", "stretch"] }],
  "justify-content": [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch", "normal"] }],
  "align-self": [{ self: ["auto", "start", "end", "center", "stretch", "baseline"] }],
  "line-clamp": [{ "line-clamp": [isNumber, "none", isArbitraryValue] }],
  overflow: [{ overflow: ["auto", "hidden", "clip", "visible", "scroll"] }],
  "overflow-x": [{ "overflow-x": ["auto", "hidden", "clip", "visible", "scroll"] }],
  "overflow-y": [{ "overflow-y": ["auto", "hidden", "clip", "visible", "scroll"] }],
  visibility: ["visible", "invisible", "collapse"],
  break: [{ break: ["normal", "words", "all", "keep"] }],
  "object-fit": [{ object: ["contain", "cover", "fill", "none", "scale-down"] }],
  "list-style-type": [{ list: ["none", "disc", "decimal", isArbitraryValue] }],
  "pointer-events": [{ "pointer-events": ["auto", "none"] }],
  transition: [{ transition: ["", "all", "colors", "opacity", "shadow", "transform", "none", isArbitraryValue] }],
  duration: [{ duration: [isNumber, "initial", isArbitraryValue] }],
  ease: [{ ease: ["linear", "in", "out", "in-out", "initial", isArbitraryValue] }],
  origin: [{ origin: [isAny] }],
  content: [{ content: ["none", isArbitraryValue] }],
  fill: [{ fill: ["none", isAny] }],
  "font-style": ["italic", "not-italic"],
  whitespace: [{ whitespace: ["normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"] }],
  "font-size": [{ text: ["base", isTshirtSize, isArbitraryLength] }],
  "font-weight": [
    { font: ["thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"] },
  ],
  "font-family": [{ font: [isAny] }],
  "text-alignment": [{ text: ["left", "center", "right", "justify", "start", "end"] }],
  "vertical-alignment": [
    { align: ["baseline", "top", "middle", "bottom", "text-top", "text-bottom", "sub", "super", isArbitraryValue] },
  ],
  "text-wrap": [{ text: ["wrap", "nowrap", "balance", "pretty"] }],
  "text-color": [{ text: [isAny] }],
  leading: [{ leading: ["none", "tight", "snug", "normal", "relaxed", "loose", ...spacing] }],
  tracking: [{ tracking: ["tighter", "tight", "normal", "wide", "wider", "widest", isArbitraryValue] }],
  "text-decoration": ["underline", "overline", "line-through", "no-underline"],
  "text-decoration-style": [{ decoration: ["solid", "dashed", "dotted", "double", "wavy"] }],
  "text-decoration-thickness": [{ decoration: ["auto", "from-font", isNumber, isArbitraryLength] }],
  "text-decoration-color": [{ decoration: [isAny] }],
  "underline-offset": [{ "underline-offset": ["auto", isNumber, isArbitraryValue] }],
  "bg-color": [{ bg: [isAny] }],
  rounded: [{ rounded: radius }],
  ...Object.fromEntries(corners.map((c) => [`rounded-${c}`, [{ [`rounded-${c}`]: radius }]])),
  "border-w": [{ border: borderWidth }],
  ...Object.fromEntries(sides.map((s) => [`border-w-${s}`, [{ [`border-${s}`]: borderWidth }]])),
  "border-style": [{ border: ["solid", "dashed", "dotted", "double", "hidden", "none"] }],
  "border-collapse": [{ border: ["collapse", "separate"] }],
  "border-color": [{ border: [isAny] }],
  ...Object.fromEntries(sides.map((s) => [`border-color-${s}`, [{ [`border-${s}`]: [isAny] }]])),
  shadow: [{ shadow: ["", "none", isTshirtSize, isArbitraryValue] }],
  opacity: [{ opacity: [isNumber, isArbitraryValue] }],
  cursor: [{ cursor: [isAny] }],
  "outline-style": [{ outline: ["none", "solid", "dashed", "dotted", "double", "hidden"] }],
  "outline-w": [{ outline: ["", isNumber, isArbitraryLength] }],
  "outline-offset": [{ "outline-offset": [isNumber, isArbitraryValue] }],
  "outline-color": [{ outline: [isAny] }],
};

type Group = keyof typeof classGroups;
const bySide = (prefix: string, list: readonly string[] = sides) => list.map((s) => `${prefix}${s}` as Group);

const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups,
  conflictingClassGroups: {
    p: bySide("p"),
    px: ["pr", "pl", "ps", "pe"],
    py: ["pt", "pb"],
    m: bySide("m"),
    mx: ["mr", "ml", "ms", "me"],
    my: ["mt", "mb"],
    gap: ["gap-x", "gap-y"],
    size: ["w", "h"],
    inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
    "inset-x": ["right", "left", "start", "end"],
    "inset-y": ["top", "bottom"],
    overflow: ["overflow-x", "overflow-y"],
    flex: ["basis", "grow", "shrink"],
    "line-clamp": ["display", "overflow"],
    rounded: corners.map((c) => `rounded-${c}` as Group),
    "rounded-t": ["rounded-tl", "rounded-tr"],
    "rounded-r": ["rounded-tr", "rounded-br"],
    "rounded-b": ["rounded-br", "rounded-bl"],
    "rounded-l": ["rounded-tl", "rounded-bl"],
    "border-w": sides.map((s) => `border-w-${s}` as Group),
    "border-w-x": ["border-w-r", "border-w-l", "border-w-s", "border-w-e"],
    "border-w-y": ["border-w-t", "border-w-b"],
    "border-color": sides.map((s) => `border-color-${s}` as Group),
    "border-color-x": ["border-color-r", "border-color-l", "border-color-s", "border-color-e"],
    "border-color-y": ["border-color-t", "border-color-b"],
    "font-size": ["leading"],
  },
  conflictingClassGroupModifiers: { "font-size": ["leading"] },
  orderSensitiveModifiers: [],
}));

installMerge(merge);

/**
 * The class lists the merge would change: drawn before it is installed, such a list holds two
 * classes of one kind (which one wins then depends on the stylesheet's order, not on the order in
 * `cn`). A landing page's first load must draw none; tests/e2e/first-load.spec.ts checks the page's
 * class lists with this (in the test, so that visitors' pages do no such scan).
 */
export function classConflicts(classLists: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const list of classLists) {
    const classes = list.split(/\s+/).filter(Boolean);
    const kept = new Set(merge(classes.join(" ")).split(" "));
    if (classes.some((c) => !kept.has(c))) found.add(classes.join(" "));
  }
  return [...found];
}
