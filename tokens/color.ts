/** Channels used for a colour that cannot be parsed (specification section 5). */
export const FALLBACK_CHANNELS = "0 0 0";

export type Rgb = readonly [number, number, number];

const clampByte = (n: number) => Math.min(255, Math.max(0, Math.round(n)));

/** Parses "#rgb", "#rrggbb", "rgb(r, g, b)", "rgb(r g b)" or "r g b"; undefined when it cannot. */
export function parseRgb(value: unknown): Rgb | undefined {
  if (typeof value !== "string") return undefined;
  const v = value.trim().toLowerCase();
  let m = v.match(/^#([0-9a-f]{3})$/);
  if (m) {
    const [r, g, b] = m[1]!.split("").map((c) => parseInt(c + c, 16));
    return [r!, g!, b!];
  }
  m = v.match(/^#([0-9a-f]{6})$/);
  if (m) {
    const n = parseInt(m[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  m = v.match(/^(?:rgba?\()?\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)?$/);
  if (m && v.startsWith("rgb") === v.endsWith(")")) {
    const parts = [m[1], m[2], m[3]].map(Number);
    if (parts.every((p) => p <= 255)) return parts as unknown as Rgb;
  }
  return undefined;
}

/** Converts any supported colour notation to channels "r g b"; unparseable values become '0 0 0'. */
export function toChannels(value: unknown): string {
  const rgb = parseRgb(value);
  return rgb ? rgb.map(clampByte).join(" ") : FALLBACK_CHANNELS;
}

export function channelsToRgb(channels: string): Rgb {
  return parseRgb(channels) ?? [0, 0, 0];
}

export function channelsToHex(channels: string): string {
  return `#${channelsToRgb(channels)
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")}`;
}

/** WCAG 2.1 relative luminance. */
export function relativeLuminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.1 contrast ratio between two colours given as channels, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(channelsToRgb(a));
  const lb = relativeLuminance(channelsToRgb(b));
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}
