import { ImageIcon, Search } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../Button/Button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../Dialog/Dialog.tsx";
import { EmptyState } from "../EmptyState/EmptyState.tsx";
import { Input } from "../Input/Input.tsx";
import { Notice } from "../Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "../Skeleton/Skeleton.tsx";

export interface LibraryImage {
  id: string;
  url: string;
  /** A small version for the grid (e.g. a 320 px variant); `url` by default. */
  thumbnailUrl?: string | null;
  alt: string;
  /** "Foto: Aitzol Berasategi, CC BY 4.0" for a credited photo. */
  credit?: string | null;
}

export interface ImageLibraryPickerProps {
  /** The button that opens the library. */
  buttonLabel: string;
  title: string;
  description: string;
  searchLabel: string;
  closeLabel: string;
  loadingLabel: string;
  emptyLabel: string;
  failedLabel: string;
  retryLabel: string;
  /** "Kies: {alt}" for a screen reader. */
  chooseLabel: (image: LibraryImage) => string;
  state: "loading" | "failed" | "ready";
  images: readonly LibraryImage[];
  query: string;
  onQueryChange: (query: string) => void;
  onRetry?: () => void;
  /** Called with the chosen image; the dialog closes. */
  onChoose: (image: LibraryImage) => void;
  /** The library is loaded only while open. */
  onOpenChange?: (open: boolean) => void;
  disabled?: boolean;
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

/**
 * "Choose from the library": a button opening a dialog with a search field and a grid of images
 * (each a button named after its alt text); choosing one closes the dialog. Text and data through props.
 */
export function ImageLibraryPicker(props: ImageLibraryPickerProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const searchId = useId();
  const change = (value: boolean) => {
    setOpen(value);
    props.onOpenChange?.(value);
  };
  let body;
  if (props.state === "loading")
    body = (
      <SkeletonGroup label={props.loadingLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Skeleton className="aspect-video" />
        <Skeleton className="aspect-video" />
        <Skeleton className="aspect-video" />
      </SkeletonGroup>
    );
  else if (props.state === "failed")
    body = (
      <Notice retry={props.onRetry ? { label: props.retryLabel, onRetry: props.onRetry } : undefined}>
        {props.failedLabel}
      </Notice>
    );
  else if (!props.images.length) body = <EmptyState icon={<ImageIcon />} title={props.emptyLabel} />;
  else
    body = (
      <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3">
        {props.images.map((image) => (
          <li key={image.id} className="flex flex-col gap-1">
            <button
              type="button"
              className="overflow-hidden rounded-md border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus straight:rounded-none"
              aria-label={props.chooseLabel(image)}
              onClick={() => {
                props.onChoose(image);
                change(false);
              }}
            >
              <img
                src={image.thumbnailUrl ?? image.url}
                alt=""
                loading="lazy"
                className="aspect-video w-full object-cover transition-transform hover:scale-105"
              />
            </button>
            <span className="line-clamp-2 text-sm">{image.alt}</span>
            {image.credit ? <span className="text-xs text-fg-muted">{image.credit}</span> : null}
          </li>
        ))}
      </ul>
    );
  return (
    <Dialog open={open} onOpenChange={change}>
      <Button type="button" variant="outline" size="sm" disabled={props.disabled} onClick={() => change(true)}>
        <ImageIcon aria-hidden="true" />
        {props.buttonLabel}
      </Button>
      <DialogContent size="lg" closeLabel={props.closeLabel} className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <label htmlFor={searchId} className="flex flex-col gap-1 text-sm font-medium">
            {props.searchLabel}
            <span className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
              />
              <Input
                id={searchId}
                type="search"
                className="ps-9"
                value={props.query}
                onChange={(e) => props.onQueryChange(e.target.value)}
              />
            </span>
          </label>
          <div aria-live="polite">{body}</div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
