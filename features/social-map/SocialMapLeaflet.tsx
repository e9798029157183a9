/**
 * The map of the social map: OpenStreetMap tiles (only shown with third-party consent, see
 * SocialMapScreen) and the entries as clustered markers. Loaded lazily: leaflet and its plugin stay
 * out of the page's first load. Every marker is a real link to the entry's page, so it is reached
 * with the keyboard; every cluster is a button named by its count ("12 plekken in deze buurt") that
 * Enter or Space opens (zooms into it, or spreads it out at the closest zoom), after which the
 * keyboard's focus moves to the first of what it held. An opened cluster, by keyboard or click, is
 * announced politely ("Ingezoomd op 12 plekken in dit gebied"). The list beside the map holds the
 * same entries for everyone else.
 */
import { useEffect, useRef, useState } from "react";
import L from "./leaflet-global.ts";
import "leaflet.markercluster";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import type { SocialMapEntry } from "./types.ts";

export interface SocialMapLeafletProps {
  entries: readonly SocialMapEntry[];
  hrefFor: (e: SocialMapEntry) => string;
  /** A marker was clicked (the app navigates without a full page load); the link works without it. */
  onOpen?: ((e: SocialMapEntry) => void) | undefined;
  label: string;
  zoomInLabel: string;
  zoomOutLabel: string;
  markerLabel: (e: SocialMapEntry) => string;
  /** A cluster's accessible name, e.g. (12) => '12 plekken in deze buurt'. */
  clusterLabel: (count: number) => string;
  /**
   * What is announced once a cluster was opened: zoomed into ("Ingezoomd op 12 plekken in dit gebied")
   * or, when its places share one point, spread out beside each other.
   */
  clusterOpened: (count: number, how: "zoomed" | "spread") => string;
  /** Staff pick a place: a click on the map gives its coordinates (rounded to 6 decimals, about 10 cm). */
  onPick?: ((latitude: number, longitude: number) => void) | undefined;
  /** The picked place, shown as a ring. */
  picked?: { latitude: number; longitude: number } | null | undefined;
}

export const TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
/** The middle of the Netherlands, when there is nothing to show. */
const FALLBACK_CENTER: L.LatLngTuple = [52.1, 5.3];

const attr = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A cluster's icon as a button: leaflet.markercluster draws clusters as markers without the marker's
 * keyboard options (no tabindex, no role, no name), so the icon brings them itself.
 */
const ClusterIcon = L.DivIcon.extend({
  createIcon(this: L.DivIcon & { options: L.DivIconOptions & { label: string } }, old?: HTMLElement) {
    const icon = L.DivIcon.prototype.createIcon.call(this, old);
    icon.tabIndex = 0;
    icon.setAttribute("role", "button");
    icon.setAttribute("aria-label", this.options.label);
    return icon;
  },
}) as unknown as new (options: L.DivIconOptions & { label: string }) => L.DivIcon;

/** A cluster's halo (its 40 px icon) and focus ring; the count's disc sits in it. */
const CLUSTER_CLASS =
  "rounded-full bg-solid/30 p-[4px] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";
/** The count's disc: on-solid on solid, with a ring of the surface colour. */
const CLUSTER_COUNT_CLASS =
  "flex size-8 items-center justify-center rounded-full border-2 border-surface bg-solid text-[13px] leading-none font-semibold text-on-solid shadow-md tabular-nums";

/** A place on the map: a link to its page, named in the page's language. */
function placeIcon(
  e: SocialMapEntry,
  { hrefFor, markerLabel }: Pick<SocialMapLeafletProps, "hrefFor" | "markerLabel">,
): L.DivIcon {
  return L.divIcon({
    className: "",
    iconSize: [44, 44],
    iconAnchor: [22, 40],
    html: `<a href="${attr(hrefFor(e))}" data-entry="${attr(e.id)}" aria-label="${attr(markerLabel(e))}" title="${attr(e.name)}" class="flex size-11 items-end justify-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"><span aria-hidden="true" class="mb-1 block size-6 rounded-full border-[3px] border-white bg-primary-700 shadow-md"></span></a>`,
  });
}

/** The focusable part of what shows a marker on the map now: its cluster's button, or its own link. */
function focusTarget(group: L.MarkerClusterGroup, marker: L.Marker): HTMLElement | null {
  const shown = group.getVisibleParent(marker) as (L.Marker & { _icon?: HTMLElement }) | null;
  const icon = shown?._icon;
  if (!icon) return null;
  return icon.getAttribute("role") === "button" ? icon : icon.querySelector<HTMLElement>("a[data-entry]");
}

export default function SocialMapLeaflet(props: SocialMapLeafletProps) {
  const { entries, hrefFor, onOpen, label, zoomInLabel, zoomOutLabel, markerLabel, clusterLabel, clusterOpened } =
    props;
  const { onPick, picked } = props;
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const byId = useRef(new Map<string, SocialMapEntry>());
  const open = useRef(onOpen);
  const text = useRef({ hrefFor, markerLabel, clusterLabel, clusterOpened, words: zoomInLabel });
  // The markers, and the words they were named in (the zoom button's name stands for the language).
  const markers = useRef<{ marker: L.Marker; entry: SocialMapEntry }[]>([]);
  const words = useRef("");
  const pick = useRef(onPick);
  const ring = useRef<L.CircleMarker | null>(null);
  // The live region's text; a repeat of the same words gets a no-break space so it is announced again.
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    open.current = onOpen;
    text.current = { hrefFor, markerLabel, clusterLabel, clusterOpened, words: zoomInLabel };
    pick.current = onPick;
  });

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const m = L.map(el, { zoomControl: false, center: FALLBACK_CENTER, zoom: 9, scrollWheelZoom: false });
    // Its buttons are named in the page's language by the effect below, in place.
    L.control.zoom().addTo(m);
    m.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    L.tileLayer(TILE_URL, {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(m);
    const clusters = new WeakMap<HTMLElement, L.MarkerCluster>();
    const group = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 50,
      // A button with a name, in the center's colours: the count in on-solid on solid (a pair every
      // theme keeps at WCAG AA), a ring of the surface colour against the tiles, a light halo of solid
      // around it (the plugin's default green, yellow and orange by size are not loaded).
      iconCreateFunction: (c) => {
        const count = c.getChildCount();
        const size = count < 10 ? "small" : count < 100 ? "medium" : "large";
        const icon = new ClusterIcon({
          html: `<div data-slot="social-map-cluster-count" class="${CLUSTER_COUNT_CLASS}"><span aria-hidden="true">${count}</span></div>`,
          className: `marker-cluster marker-cluster-${size} ${CLUSTER_CLASS}`,
          iconSize: L.point(40, 40),
          label: text.current.clusterLabel(count),
        });
        const create = icon.createIcon.bind(icon);
        icon.createIcon = (old) => {
          const element = create(old);
          clusters.set(element, c);
          return element;
        };
        return icon;
      },
    });
    const announce = (count: number, how: "zoomed" | "spread") => {
      const words = text.current.clusterOpened(count, how);
      setAnnouncement((last) => (last === words ? `${words}\u00a0` : words));
    };
    /**
     * Announce what `c` opened into, once the zoom or the spreading out is done (whichever the plugin
     * chose). A cluster that is spread out already opens into nothing: not announced (nor waited for,
     * so that a later zoom of the visitor's own is not taken for it).
     */
    let spreadOut: L.MarkerCluster | null = null;
    group.on("spiderfied", (ev) => (spreadOut = (ev as L.LeafletEvent & { cluster: L.MarkerCluster }).cluster));
    group.on("unspiderfied", () => (spreadOut = null));
    let waiting = () => {};
    const announceOpened = (c: L.MarkerCluster, then?: () => void) => {
      waiting();
      if (c === spreadOut) return;
      const count = c.getChildCount();
      const stop = () => {
        m.off("zoomend", zoomed);
        group.off("spiderfied", spread);
      };
      const opened = (how: "zoomed" | "spread") => () => {
        stop();
        announce(count, how);
        then?.();
      };
      const zoomed = opened("zoomed");
      const spread = opened("spread");
      waiting = stop;
      m.on("zoomend", zoomed);
      group.on("spiderfied", spread);
    };
    // A click: the plugin zooms in or spreads the cluster out itself.
    // Before the plugin's own handler (bound when the group is added to the map): a zoom of more than
    // four levels is not animated, so its end comes within the plugin's handler.
    group.on("clusterclick", (ev) => announceOpened((ev as L.LeafletEvent & { layer: L.MarkerCluster }).layer));
    m.addLayer(group);
    map.current = m;
    cluster.current = group;
    // A marker is a link: follow it in the app (a plain click), keep ctrl/middle clicks as they are.
    const click = (ev: MouseEvent) => {
      const link = (ev.target as HTMLElement).closest<HTMLAnchorElement>("a[data-entry]");
      const entry = link ? byId.current.get(link.dataset.entry ?? "") : undefined;
      if (!entry || !open.current || ev.ctrlKey || ev.metaKey || ev.shiftKey || ev.button !== 0) return;
      ev.preventDefault();
      open.current(entry);
    };
    el.addEventListener("click", click);
    // Enter or Space on a cluster opens it; the focus then goes to the first of its places or smaller clusters.
    const key = (ev: KeyboardEvent) => {
      if (ev.key !== "Enter" && ev.key !== " ") return;
      const c = clusters.get(ev.target as HTMLElement);
      if (!c) return;
      // No page scroll (Space), and no second handling by the plugin's own Enter (a keypress).
      ev.preventDefault();
      ev.stopPropagation();
      const first = c.getAllChildMarkers()[0];
      const settle = () => {
        const target = first ? focusTarget(group, first) : null;
        (target ?? el).focus();
      };
      const spread = m.getZoom() >= m.getMaxZoom() || c.getBounds().getNorthEast().equals(c.getBounds().getSouthWest());
      announceOpened(c, () => setTimeout(settle));
      if (spread) c.spiderfy();
      else c.zoomToBounds({ padding: [32, 32] });
    };
    el.addEventListener("keydown", key);
    const round = (n: number) => Math.round(n * 1e6) / 1e6;
    m.on("click", (ev: L.LeafletMouseEvent) => pick.current?.(round(ev.latlng.lat), round(ev.latlng.lng)));
    return () => {
      waiting();
      el.removeEventListener("click", click);
      el.removeEventListener("keydown", key);
      m.remove();
      map.current = null;
      cluster.current = null;
      ring.current = null;
      markers.current = [];
    };
  }, []);

  // A language switch renames the zoom buttons, the places and the clusters in place: the map keeps
  // where the visitor has moved it, and the keyboard's focus stays on the map.
  useEffect(() => {
    for (const [selector, name] of [
      [".leaflet-control-zoom-in", zoomInLabel],
      [".leaflet-control-zoom-out", zoomOutLabel],
    ] as const) {
      const button = container.current?.querySelector(selector);
      button?.setAttribute("title", name);
      button?.setAttribute("aria-label", name);
    }
    const group = cluster.current;
    if (!group || words.current === zoomInLabel) return;
    words.current = zoomInLabel;
    for (const { marker, entry } of markers.current) marker.setIcon(placeIcon(entry, text.current));
    group.refreshClusters();
  }, [zoomInLabel, zoomOutLabel]);

  useEffect(() => {
    const m = map.current;
    const group = cluster.current;
    if (!m || !group) return;
    group.clearLayers();
    byId.current = new Map(entries.map((e) => [e.id, e]));
    markers.current = entries.map((entry) => ({
      entry,
      marker: L.marker([entry.latitude, entry.longitude], { keyboard: false, icon: placeIcon(entry, text.current) }),
    }));
    words.current = text.current.words;
    // The view first, without animation and with the clusters off the map, then the markers: they are
    // clustered once, at the zoom they are shown at. Added before a fit, they were clustered at the old
    // zoom and again when the zoom settled, so a cluster's button (and the keyboard's focus on it) was
    // replaced under the visitor; and for the plugin's 200 ms of merging, a click on a cluster did nothing.
    m.removeLayer(group);
    if (entries.length)
      m.fitBounds(L.latLngBounds(entries.map((e) => [e.latitude, e.longitude])), {
        padding: [32, 32],
        maxZoom: 15,
        animate: false,
      });
    group.addLayers(markers.current.map((p) => p.marker));
    m.addLayer(group);
  }, [entries]);

  const lat = picked?.latitude;
  const lon = picked?.longitude;
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (lat === undefined || lon === undefined) {
      ring.current?.remove();
      ring.current = null;
      return;
    }
    if (ring.current) ring.current.setLatLng([lat, lon]);
    else {
      ring.current = L.circleMarker([lat, lon], { radius: 10, weight: 3, color: "#b91c1c", fillOpacity: 0.2 }).addTo(m);
      m.setView([lat, lon], Math.max(m.getZoom(), 15));
    }
  }, [lat, lon]);

  return (
    <>
      <div ref={container} role="region" aria-label={label} className="size-full" data-testid="social-map-leaflet" />
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-slot="social-map-announcer">
        {announcement}
      </div>
    </>
  );
}
