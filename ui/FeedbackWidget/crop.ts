import { FEEDBACK } from "../constants.ts";

/** Crop geometry of the screenshot editor, in the screenshot's own pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export type Corner = "nw" | "ne" | "sw" | "se";

/** Arrow keys move the crop by this many pixels (shift + arrow resizes by the same step). */
export const CROP_KEY_STEP_PX = 10;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/** Keeps a rectangle inside the image and at least `min` pixels wide and high (or the image, if smaller). */
export function clampRect(rect: Rect, bounds: Size, min: number = FEEDBACK.minCropPx): Rect {
  const minWidth = Math.min(min, bounds.width);
  const minHeight = Math.min(min, bounds.height);
  const width = clamp(rect.width, minWidth, bounds.width);
  const height = clamp(rect.height, minHeight, bounds.height);
  return {
    x: clamp(rect.x, 0, bounds.width - width),
    y: clamp(rect.y, 0, bounds.height - height),
    width,
    height,
  };
}

/** Moves without resizing; stops at the image's edges. */
export function moveRect(rect: Rect, dx: number, dy: number, bounds: Size): Rect {
  return {
    ...rect,
    x: clamp(rect.x + dx, 0, bounds.width - rect.width),
    y: clamp(rect.y + dy, 0, bounds.height - rect.height),
  };
}

/** Drags one corner while the opposite corner stays put; never smaller than `min`, never outside the image. */
export function resizeRect(
  rect: Rect,
  corner: Corner,
  dx: number,
  dy: number,
  bounds: Size,
  min: number = FEEDBACK.minCropPx,
): Rect {
  let left = rect.x;
  let top = rect.y;
  let right = rect.x + rect.width;
  let bottom = rect.y + rect.height;
  const minWidth = Math.min(min, bounds.width);
  const minHeight = Math.min(min, bounds.height);
  if (corner === "nw" || corner === "sw") left = clamp(left + dx, 0, right - minWidth);
  else right = clamp(right + dx, left + minWidth, bounds.width);
  if (corner === "nw" || corner === "ne") top = clamp(top + dy, 0, bottom - minHeight);
  else bottom = clamp(bottom + dy, top + minHeight, bounds.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * Keyboard control: arrows move the crop, shift + arrows resize it (right and down grow, left and
 * up shrink, from the bottom-right corner). Returns null for keys it does not handle.
 */
export function adjustRectByKey(
  rect: Rect,
  key: string,
  shift: boolean,
  bounds: Size,
  step: number = CROP_KEY_STEP_PX,
  min: number = FEEDBACK.minCropPx,
): Rect | null {
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const d = delta[key];
  if (!d) return null;
  return shift ? resizeRect(rect, "se", d[0], d[1], bounds, min) : moveRect(rect, d[0], d[1], bounds);
}

/** The crop a new screenshot starts with: the whole image. */
export function initialCropRect(bounds: Size): Rect {
  return { x: 0, y: 0, width: bounds.width, height: bounds.height };
}

/** Multiplies every coordinate (screenshot pixels to screen pixels and back). */
export function scaleRect(rect: Rect, factor: number): Rect {
  return { x: rect.x * factor, y: rect.y * factor, width: rect.width * factor, height: rect.height * factor };
}

/** Whole pixels for the canvas, still inside the image. */
export function roundRect(rect: Rect, bounds: Size): Rect {
  const x = Math.round(rect.x);
  const y = Math.round(rect.y);
  return {
    x,
    y,
    width: Math.min(Math.round(rect.width), bounds.width - x),
    height: Math.min(Math.round(rect.height), bounds.height - y),
  };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The screenshot could not be loaded"));
    image.src = src;
  });
}

/** Cuts the rectangle out of an image (a data URL) with a canvas and returns it as a PNG data URL. */
export async function cropDataUrl(src: string, rect: Rect): Promise<string> {
  const image = await loadImage(src);
  const area = roundRect(rect, { width: image.naturalWidth, height: image.naturalHeight });
  const canvas = document.createElement("canvas");
  canvas.width = area.width;
  canvas.height = area.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available");
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height);
  return canvas.toDataURL("image/png");
}
