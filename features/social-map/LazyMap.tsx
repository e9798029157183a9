import { MapPin } from "lucide-react";
import { Component, lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@ui/Button/Button.tsx";
import { Notice } from "@ui/Notice/Notice.tsx";
import { Skeleton, SkeletonGroup } from "@ui/Skeleton/Skeleton.tsx";
import type { SocialMapLeafletProps } from "./SocialMapLeaflet.tsx";

// Leaflet and its cluster plugin arrive only when a map is shown (with consent): not in the page's first load.
const SocialMapLeaflet = lazy(() => import("./SocialMapLeaflet.tsx"));

/** The map, loaded when first shown; while it loads a placeholder, when its code fails a notice (the list stays). */
export function LazyMap(
  props: Omit<SocialMapLeafletProps, "label" | "zoomInLabel" | "zoomOutLabel" | "clusterLabel" | "clusterOpened"> & {
    label?: string;
  },
) {
  const { t } = useTranslation("social-map");
  return (
    <MapBoundary
      fallback={
        <div className="flex size-full items-center justify-center p-6">
          <Notice tone="info">{t("map.failed")}</Notice>
        </div>
      }
    >
      <Suspense
        fallback={
          <SkeletonGroup label={t("map.loading")} className="size-full">
            <Skeleton className="size-full" />
          </SkeletonGroup>
        }
      >
        <SocialMapLeaflet
          {...props}
          label={props.label ?? t("map.label")}
          zoomInLabel={t("map.zoomIn")}
          zoomOutLabel={t("map.zoomOut")}
          clusterLabel={(count) => t("map.cluster", { count })}
          clusterOpened={(count, how) => t(how === "spread" ? "map.clusterSpread" : "map.clusterZoomed", { count })}
        />
      </Suspense>
    </MapBoundary>
  );
}

/** Instead of the map, until the visitor allows third-party content: why, and a button to allow it. */
export function MapConsent({ onAllow }: { onAllow: () => void }) {
  const { t } = useTranslation("social-map");
  return (
    <div className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center">
      <MapPin aria-hidden="true" className="size-10 text-fg-muted" />
      <p className="m-0 text-lg font-semibold">{t("map.consentTitle")}</p>
      <p className="m-0 max-w-md text-fg-muted">{t("map.consentText")}</p>
      <Button variant="outline" onClick={onAllow}>
        {t("map.allow")}
      </Button>
    </div>
  );
}

/** The map's code failed to load (offline, a new deploy): say so. */
class MapBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
