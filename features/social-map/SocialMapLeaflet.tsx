/**
 * The map of the social map: OpenStreetMap tiles (only shown with third-party consent, see
 * SocialMapScreen) and the entries as clustered markers. Loaded lazily: leaflet and its plugin stay
 * out of the page's first load. Every marker is a real link to the entry's page, so it is reached
 * with the keyboard; the list beside the map holds the same entries for everyone else.
 */
import { useEffect, useRef } from "react";
import L from "./leaflet-global.ts";
import "leaflet.markercluster";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
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

export default function SocialMapLeaflet(props: SocialMapLeafletProps) {
  const { entries, hrefFor, onOpen, label, zoomInLabel, zoomOutLabel, markerLabel, onPick, picked } = props;
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const byId = useRef(new Map<string, SocialMapEntry>());
  const open = useRef(onOpen);
  const text = useRef({ hrefFor, markerLabel });
  const pick = useRef(onPick);
  const ring = useRef<L.CircleMarker | null>(null);
  useEffect(() => {
    open.current = onOpen;
    text.current = { hrefFor, markerLabel };
    pick.current = onPick;
  });

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const m = L.map(el, { zoomControl: false, center: FALLBACK_CENTER, zoom: 9, scrollWheelZoom: false });
    L.control.zoom({ zoomInTitle: zoomInLabel, zoomOutTitle: zoomOutLabel }).addTo(m);
    m.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    L.tileLayer(TILE_URL, {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    }).addTo(m);
    const group = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
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
    const round = (n: number) => Math.round(n * 1e6) / 1e6;
    m.on("click", (ev: L.LeafletMouseEvent) => pick.current?.(round(ev.latlng.lat), round(ev.latlng.lng)));
    return () => {
      el.removeEventListener("click", click);
      m.remove();
      map.current = null;
      cluster.current = null;
      ring.current = null;
    };
  }, [zoomInLabel, zoomOutLabel]);

  useEffect(() => {
    const m = map.current;
    const group = cluster.current;
    if (!m || !group) return;
    group.clearLayers();
    byId.current = new Map(entries.map((e) => [e.id, e]));
    const { hrefFor: href, markerLabel: name } = text.current;
    const markers = entries.map((e) =>
      L.marker([e.latitude, e.longitude], {
        keyboard: false,
        icon: L.divIcon({
          className: "",
          iconSize: [44, 44],
          iconAnchor: [22, 40],
          html: `<a href="${attr(href(e))}" data-entry="${attr(e.id)}" aria-label="${attr(name(e))}" title="${attr(e.name)}" class="flex size-11 items-end justify-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary-700"><span aria-hidden="true" class="mb-1 block size-6 rounded-full border-[3px] border-white bg-primary-700 shadow-md"></span></a>`,
        }),
      }),
    );
    group.addLayers(markers);
    if (entries.length)
      m.fitBounds(L.latLngBounds(entries.map((e) => [e.latitude, e.longitude])), { padding: [32, 32], maxZoom: 15 });
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
    <div ref={container} role="region" aria-label={label} className="size-full" data-testid="social-map-leaflet" />
  );
}
