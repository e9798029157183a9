import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react";
import { FEEDBACK } from "../constants.ts";
import { cn } from "../lib/cn.ts";
import { Button } from "../Button/Button.tsx";
import {
  CROP_KEY_STEP_PX,
  adjustRectByKey,
  cropDataUrl,
  initialCropRect,
  moveRect,
  resizeRect,
  roundRect,
  type Corner,
  type Rect,
  type Size,
} from "./crop.ts";

export interface CropEditorLabels {
  /** How to use the editor: drag, the corners, arrow keys, shift + arrow keys. */
  instructions: string;
  /** Accessible name of the crop rectangle. */
  area: string;
  imageAlt: string;
  apply: string;
  cancel: string;
}

export interface CropEditorProps {
  /** The screenshot, as a data URL. */
  src: string;
  labels: CropEditorLabels;
  onApply: (croppedDataUrl: string) => void;
  onCancel: () => void;
  className?: string;
}

type Drag = { mode: "move" | Corner; pointerId: number; startX: number; startY: number; startRect: Rect };

/** The corner handles are drawn as L shapes twice as thick as the border. */
const LINE = FEEDBACK.cropBorderPx * 2;

const corners: { corner: Corner; style: CSSProperties; cursor: string }[] = [
  {
    corner: "nw",
    style: { left: 0, top: 0, borderTopWidth: LINE, borderLeftWidth: LINE },
    cursor: "cursor-nwse-resize",
  },
  {
    corner: "ne",
    style: { right: 0, top: 0, borderTopWidth: LINE, borderRightWidth: LINE },
    cursor: "cursor-nesw-resize",
  },
  {
    corner: "sw",
    style: { left: 0, bottom: 0, borderBottomWidth: LINE, borderLeftWidth: LINE },
    cursor: "cursor-nesw-resize",
  },
  {
    corner: "se",
    style: { right: 0, bottom: 0, borderBottomWidth: LINE, borderRightWidth: LINE },
    cursor: "cursor-nwse-resize",
  },
];

/**
 * Crops a screenshot: a rectangle to drag, with corner handles (30 px) to resize, a 3 px border and
 * a minimum of 33 px; arrow keys move it, shift + arrow keys resize it. Produces a PNG data URL.
 */
export function CropEditor({ src, labels, onApply, onCancel, className }: CropEditorProps) {
  const instructionsId = useId();
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<Drag | null>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const [displayWidth, setDisplayWidth] = useState(0);
  const [rect, setRect] = useState<Rect | null>(null);
  const [applying, setApplying] = useState(false);

  useEffect(() => {
    const image = imageRef.current;
    if (!image) return;
    const observer = new ResizeObserver(() => setDisplayWidth(image.clientWidth));
    observer.observe(image);
    return () => observer.disconnect();
  }, []);

  const scale = natural && displayWidth ? displayWidth / natural.width : 0;

  /** Starts moving (on the rectangle) or resizing (on a corner handle, named by data-corner). */
  const startDrag = (event: PointerEvent<HTMLElement>) => {
    if (!rect || event.button !== 0) return;
    const mode = (event.currentTarget.dataset.corner as Corner | undefined) ?? "move";
    event.stopPropagation();
    event.currentTarget.closest<HTMLElement>("[data-slot=crop-stage]")?.setPointerCapture?.(event.pointerId);
    drag.current = { mode, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, startRect: rect };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || !natural || !scale || current.pointerId !== event.pointerId) return;
    const dx = (event.clientX - current.startX) / scale;
    const dy = (event.clientY - current.startY) / scale;
    setRect(
      current.mode === "move"
        ? moveRect(current.startRect, dx, dy, natural)
        : resizeRect(current.startRect, current.mode, dx, dy, natural, FEEDBACK.minCropPx),
    );
  };

  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!rect || !natural) return;
    const next = adjustRectByKey(rect, event.key, event.shiftKey, natural, CROP_KEY_STEP_PX, FEEDBACK.minCropPx);
    if (!next) return;
    event.preventDefault();
    setRect(next);
  };

  const apply = async () => {
    if (!rect || !natural) return;
    setApplying(true);
    try {
      onApply(await cropDataUrl(src, roundRect(rect, natural)));
    } finally {
      setApplying(false);
    }
  };

  const size = rect && natural ? roundRect(rect, natural) : null;

  return (
    <div data-slot="crop-editor" className={cn("flex flex-col gap-3", className)}>
      <p id={instructionsId} className="text-sm text-fg-muted">
        {labels.instructions}
      </p>
      <div
        data-slot="crop-stage"
        className="relative touch-none overflow-hidden rounded-md border border-border select-none"
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <img
          ref={imageRef}
          src={src}
          alt={labels.imageAlt}
          draggable={false}
          className="block h-auto w-full"
          onLoad={(event) => {
            const image = event.currentTarget;
            const bounds = { width: image.naturalWidth, height: image.naturalHeight };
            setNatural(bounds);
            setDisplayWidth(image.clientWidth);
            setRect(initialCropRect(bounds));
          }}
        />
        {rect && scale ? (
          <button
            type="button"
            data-slot="crop-area"
            aria-label={labels.area}
            aria-describedby={instructionsId}
            data-x={Math.round(rect.x)}
            data-y={Math.round(rect.y)}
            data-width={Math.round(rect.width)}
            data-height={Math.round(rect.height)}
            onPointerDown={startDrag}
            onKeyDown={onKeyDown}
            className="absolute cursor-move border-focus bg-transparent p-0 focus-visible:outline-3 focus-visible:-outline-offset-8 focus-visible:outline-focus focus-visible:outline-dashed"
            style={{
              left: rect.x * scale,
              top: rect.y * scale,
              width: rect.width * scale,
              height: rect.height * scale,
              borderWidth: FEEDBACK.cropBorderPx,
              boxShadow: "0 0 0 9999px rgb(var(--vl-muted-950) / 0.55)",
            }}
          >
            {corners.map(({ corner, style, cursor }) => (
              <span
                key={corner}
                aria-hidden="true"
                data-slot="crop-handle"
                data-corner={corner}
                onPointerDown={startDrag}
                className={cn("absolute border-focus hover:bg-focus/25", cursor)}
                style={{
                  ...style,
                  width: FEEDBACK.cropCornerPx,
                  height: FEEDBACK.cropCornerPx,
                  margin: -FEEDBACK.cropBorderPx,
                }}
              />
            ))}
          </button>
        ) : null}
      </div>
      <p data-slot="crop-size" aria-live="polite" className="text-sm text-fg-muted tabular-nums">
        {size ? `${size.width} × ${size.height} px` : "\u00a0"}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button onClick={() => void apply()} loading={applying} disabled={!rect}>
          {labels.apply}
        </Button>
      </div>
    </div>
  );
}
