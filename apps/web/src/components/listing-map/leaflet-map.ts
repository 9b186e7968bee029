/**
 * The map of a list of listings (ADR 0408), in its own chunk: Leaflet and its cluster plugin load only when a map
 * view opens. Markers are clustered; a listing located only by its town (approximate) has a hollow marker and says
 * so in its title and popup. Tiles come from `env.mapTileUrl`; when they fail the markers still work (the caller
 * is told, to say so). The page talks to it through the controller `createMap` returns.
 */
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import "./map.css";
import type { Bbox } from "@ile/contract";
import type * as Leaflet from "leaflet";

export interface MapPoint {
  id: number;
  title: string;
  /** The price as the card shows it. */
  price: string;
  /** Where the listing page is. */
  href: string;
  /** Town and state, for an approximate location's words. */
  place: string;
  lat: number;
  lng: number;
  approximate: boolean;
}

export interface MapEvents {
  /** A marker hovered or focused (null: left). */
  onActive(id: number | null): void;
  /** A marker chosen (click, Enter). */
  onSelect(id: number): void;
  /** The person moved or zoomed the map. */
  onMoved(): void;
  /** A tile could not load. */
  onTileError(): void;
}

export interface MapController {
  setPoints(points: MapPoint[]): void;
  setActive(id: number | null): void;
  /** Shows exactly this area (a bbox from the URL). */
  showArea(b: Bbox): void;
  /** Shows every point (or Nigeria when there are none). */
  showPoints(): void;
  bounds(): Bbox;
  destroy(): void;
}

const NIGERIA: Leaflet.LatLngBoundsExpression = [
  [4.2, 2.7],
  [13.9, 14.7],
];

export async function createMap(
  element: HTMLElement,
  options: { tileUrl: string; attribution: string; events: MapEvents },
): Promise<MapController> {
  const L = (await import("leaflet")).default;
  // The cluster plugin extends the global L (a UMD script).
  (globalThis as { L?: typeof Leaflet }).L = L;
  await import("leaflet.markercluster");
  const { events } = options;

  const map = L.map(element, { keyboard: true, zoomSnap: 0.25, minZoom: 3 });
  let programmatic = false;
  /** A move the page made (not the person): never offers "Search this area". */
  const quietly = (move: () => void) => {
    programmatic = true;
    try {
      move();
    } finally {
      programmatic = false;
    }
  };
  quietly(() => map.fitBounds(NIGERIA, { animate: false }));
  let tileFailed = false;
  L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 })
    .on("tileerror", () => {
      if (tileFailed) return;
      tileFailed = true;
      events.onTileError();
    })
    .addTo(map);
  // A change of the map's box (the layout settling beside the list, a scrollbar, a phone turned) moves it too, with
  // a moveend Leaflet sends a moment later: that is not the person moving the map either.
  let resized = false;
  map.on("resize", () => {
    resized = true;
  });
  map.on("moveend", () => {
    if (resized) resized = false;
    else if (!programmatic) events.onMoved();
  });

  const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 50 });
  map.addLayer(cluster);
  const markers = new Map<number, Leaflet.Marker>();
  let points: MapPoint[] = [];
  let active: number | null = null;

  const iconOf = (p: MapPoint, on: boolean) =>
    L.divIcon({
      className: `map-pin${p.approximate ? " map-pin--approximate" : ""}${on ? " map-pin--active" : ""}`,
      iconSize: [26, 26],
      iconAnchor: [13, 13],
      popupAnchor: [0, -12],
    });

  const popupOf = (p: MapPoint) => {
    const box = document.createElement("div");
    box.className = "map-popup";
    const link = document.createElement("a");
    link.href = p.href;
    link.textContent = p.title;
    const price = document.createElement("p");
    price.textContent = p.price;
    const where = document.createElement("p");
    where.textContent = p.approximate
      ? `Approximate location: the centre of ${p.place}, not the address`
      : "Location pinned by the owner";
    box.append(link, price, where);
    return box;
  };

  return {
    setPoints(next) {
      points = next;
      cluster.clearLayers();
      markers.clear();
      for (const p of next) {
        const marker = L.marker([p.lat, p.lng], {
          icon: iconOf(p, p.id === active),
          title: `${p.title}, ${p.price}${p.approximate ? " (approximate location)" : ""}`,
          alt: p.title,
          keyboard: true,
          riseOnHover: true,
        });
        marker.bindPopup(popupOf(p));
        marker.on("mouseover", () => events.onActive(p.id));
        marker.on("mouseout", () => events.onActive(null));
        marker.on("click", () => events.onSelect(p.id));
        marker.on("add", () => {
          const el = marker.getElement();
          if (!el) return;
          el.dataset.listingId = String(p.id);
          el.addEventListener("focus", () => events.onActive(p.id));
          el.addEventListener("blur", () => events.onActive(null));
        });
        markers.set(p.id, marker);
      }
      cluster.addLayers([...markers.values()]);
    },
    setActive(id) {
      for (const changed of [active, id]) {
        if (changed === null) continue;
        const p = points.find((x) => x.id === changed);
        const marker = markers.get(changed);
        if (p && marker) marker.setIcon(iconOf(p, changed === id));
      }
      active = id;
    },
    showArea(b) {
      quietly(() =>
        map.fitBounds(
          [
            [b.south, b.west],
            [b.north, b.east],
          ],
          { animate: false },
        ),
      );
    },
    showPoints() {
      if (!points.length) return quietly(() => map.fitBounds(NIGERIA, { animate: false }));
      const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
      quietly(() => map.fitBounds(bounds.pad(0.1), { animate: false, maxZoom: 13 }));
    },
    bounds() {
      const b = map.getBounds();
      const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));
      return {
        west: clamp(b.getWest(), 180),
        south: clamp(b.getSouth(), 90),
        east: clamp(b.getEast(), 180),
        north: clamp(b.getNorth(), 90),
      };
    },
    destroy() {
      map.remove();
    },
  };
}
