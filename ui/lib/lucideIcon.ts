import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

/**
 * lucide-react's `createLucideIcon` for the app's builds (vite.config.ts `lucideIcons`): every icon
 * module of lucide-react calls it to make its component. lucide's own brings a provider for
 * defaults (size, colour, class) and the stroke options that the app never uses, ~1 kB of every
 * first load; this one draws the same `<svg>` for what the app passes: `size`, `color`, `width`,
 * `height`, `strokeWidth`, `className`, any other attribute, and children (a `<title>`). As lucide:
 * the classes `lucide lucide-<name>`, and `aria-hidden` unless the icon has a label, a role, a
 * title or children.
 */
export interface IconData {
  name?: string;
  size?: number;
  node: readonly (readonly [string, Record<string, string | number>])[];
  aliases?: readonly string[];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  children?: ReactNode;
}

const toKebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** Whether the props name the icon for assistive technology (lucide's hasA11yProp). */
function labelled(props: Record<string, unknown>): boolean {
  return Object.keys(props).some(
    (prop) => (prop.startsWith("aria-") || prop === "role" || prop === "title") && props[prop] != null,
  );
}

export default function createLucideIcon(
  data: IconData | string,
  node: IconData["node"] = [],
  aliases: readonly string[] = [],
) {
  const icon: IconData = typeof data === "string" ? { name: toKebabCase(data), size: 24, node, aliases } : data;
  const own = [
    "lucide",
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).filter((alias) => alias.trim() !== "").map((alias) => `lucide-${alias}`),
  ];
  const box = icon.size ?? 24;
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { className, size, color, width, height, strokeWidth, children, ...rest },
    ref,
  ) {
    const classes = [...new Set([...own, ...(className ?? "").split(/\s+/)].filter(Boolean))].join(" ");
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: width ?? size ?? 24,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: color || "currentColor",
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: classes,
        ...(children || labelled(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      [
        ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
        ...(Array.isArray(children) ? children : [children]),
      ],
    );
  });
}
