import { Download } from "lucide-react";
import { useRef, useState } from "react";
import { Button, type ButtonProps } from "../Button/Button.tsx";

export type ExportButtonProps = Omit<ButtonProps, "onClick" | "loading" | "icon" | "children"> & {
  /** The visible text, e.g. "Exporteren als CSV". */
  label: string;
  /** Fetches and saves the file; the button shows progress until it settles. A rejection is the caller's to report. */
  onExport: () => Promise<void>;
};

/**
 * A download of a list or figure (CSV): the work runs through `onExport` (the app's authenticated
 * client, see app/lib/download.ts), the button is busy meanwhile and a second click does nothing.
 */
export function ExportButton({ label, onExport, variant = "outline", ...rest }: ExportButtonProps) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  return (
    <Button
      data-slot="export-button"
      variant={variant}
      icon={<Download aria-hidden />}
      loading={pending}
      onClick={() => {
        if (running.current) return;
        running.current = true;
        setPending(true);
        onExport()
          .catch(() => undefined)
          .finally(() => {
            running.current = false;
            setPending(false);
          });
      }}
      {...rest}
    >
      {label}
    </Button>
  );
}
