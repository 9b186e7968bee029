/**
 * The map view of a list (ADR 0408): a List/Map switch kept in the URL (`view=map`), and the map beside the list on
 * a wide screen (`MapSplit`); on a phone the map alone fills the screen and the switch goes back to the list. The
 * map's code (Leaflet, clusters; ./leaflet-map.ts) is its own chunk, loaded when a map view first opens, so the list
 * view pays nothing for it; the server renders the list and a placeholder for the map. The list stays the way to
 * read and reach every listing: markers and cards highlight each other, and when the tiles cannot load the markers
 * and the list still work. "Search this area" appears once the person moves the map and puts the area in the URL
 * (`bbox=`), which reloads the results.
 */
import { type Bbox, formatBbox, type ListingLocation, parseBbox } from "@ile/contract";
import { List, Map as MapIcon, Search } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { env } from "@/config/env";
import type { MapController, MapPoint } from "./leaflet-map";

export type { MapPoint };

/** The view a URL asks for. */
export const viewOf = (params: URLSearchParams): "list" | "map" =>
  params.get("view") === "map" ? "map" : "list";

/** A listing's map point, from what a card already has. */
export function mapPointOf(p: {
  id: number | string;
  title: string;
  slug: string;
  location?: ListingLocation;
  address: { city: string | null; state: string | null };
  price: string;
  href: string;
}): MapPoint | null {
  if (!p.location) return null;
  return {
    id: Number(p.id),
    title: p.title,
    price: p.price,
    href: p.href,
    place: [p.address.city, p.address.state].filter(Boolean).join(", "),
    ...p.location,
  };
}

/**
 * The listing whose card or marker is hovered or focused: they highlight each other (ADR 0408). `select` is a
 * marker chosen (its card scrolls into view); `cardProps(id)` are the props of a card's list item, whose hover and
 * focus light its marker on the map view.
 */
export function useActiveListing(onMap: boolean) {
  const [active, setActive] = useState<number | null>(null);
  return {
    active,
    setActive,
    select: (id: number) => {
      setActive(id);
      document.getElementById(`listing-${id}`)?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    },
    cardProps: (id: number) => ({
      id: `listing-${id}`,
      "data-active": active === id ? "true" : undefined,
      onMouseEnter: onMap ? () => setActive(id) : undefined,
      onMouseLeave: onMap ? () => setActive(null) : undefined,
      onFocus: onMap ? () => setActive(id) : undefined,
      onBlur: onMap ? () => setActive(null) : undefined,
      className: `rounded-lg ${active === id ? "ring-4 ring-brand-500" : ""}`,
    }),
  };
}

/** List | Map, as two toggle buttons (the choice goes in the URL). */
export function ViewToggle({ view, onView }: { view: "list" | "map"; onView: (v: "list" | "map") => void }) {
  return (
    <fieldset className="inline-flex self-start rounded-lg border border-line">
      <legend className="sr-only">Show results as</legend>
      {(
        [
          ["list", "List", List],
          ["map", "Map", MapIcon],
        ] as const
      ).map(([value, label, Icon]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onView(value)}
          className={`inline-flex min-h-11 items-center gap-2 px-4 text-sm font-medium first:rounded-l-lg last:rounded-r-lg ${
            view === value ? "bg-brand-700 text-white" : "bg-surface text-ink hover:bg-brand-50"
          }`}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The map view's layout (issue 48): on a wide screen the list and the map side by side, the map held in view while
 * the list scrolls; on a phone the map alone, filling the screen (the List/Map switch shows the list again).
 */
export function MapSplit({ list, map }: { list: ReactNode; map: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" data-testid="map-split">
      <div className="hidden lg:block">{list}</div>
      <div className="lg:sticky lg:top-4 lg:self-start">{map}</div>
    </div>
  );
}

export function ListingMap({
  points,
  active,
  onActive,
  onSelect,
  bbox,
  onSearchArea,
  fill = false,
}: {
  /** Fill the screen's height (the map view's layout, `MapSplit`) instead of a fixed height. */
  fill?: boolean;
  points: MapPoint[];
  active: number | null;
  onActive: (id: number | null) => void;
  onSelect: (id: number) => void;
  /** The area searched (`bbox=` in the URL), if any. */
  bbox: string | null;
  onSearchArea: (bbox: string) => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<MapController | null>(null);
  const [moved, setMoved] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [failed, setFailed] = useState(false);
  const events = useRef({ onActive, onSelect });
  events.current = { onActive, onSelect };
  /** The area this map last searched: the URL's bbox then needs no new framing. */
  const searched = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    let made: MapController | null = null;
    import("./leaflet-map")
      .then(({ createMap }) =>
        createMap(element.current as HTMLElement, {
          tileUrl: env.mapTileUrl,
          attribution: env.mapAttribution,
          events: {
            onActive: (id) => events.current.onActive(id),
            onSelect: (id) => events.current.onSelect(id),
            onMoved: () => setMoved(true),
            onTileError: () => setTilesFailed(true),
          },
        }),
      )
      .then((c) => {
        made = c;
        if (live) setController(c);
        else c.destroy();
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      made?.destroy();
    };
  }, []);

  const area: Bbox | null = bbox ? ((parseBbox(bbox) as { ok: boolean; value?: Bbox }).value ?? null) : null;
  const pointsKey = points.map((p) => p.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: reframes when the points or the searched area change
  useEffect(() => {
    if (!controller) return;
    controller.setPoints(points);
    if (area && bbox !== searched.current) controller.showArea(area);
    else if (!area) controller.showPoints();
    searched.current = bbox;
  }, [controller, pointsKey, bbox]);

  useEffect(() => {
    controller?.setActive(active);
  }, [controller, active]);

  const searchArea = () => {
    if (!controller) return;
    const next = formatBbox(controller.bounds());
    searched.current = next;
    setMoved(false);
    onSearchArea(next);
  };

  const approximate = points.filter((p) => p.approximate).length;
  return (
    <section aria-label="Map of these listings" className="flex flex-col gap-2">
      <div className="relative">
        <div
          ref={element}
          data-testid="listing-map"
          className={`w-full overflow-hidden rounded-lg border border-line bg-brand-50 ${
            fill ? "h-[calc(100dvh-6rem)] min-h-80 lg:h-[calc(100dvh-8rem)]" : "h-80 md:h-[32rem]"
          }`}
        />
        {moved ? (
          <button
            type="button"
            onClick={searchArea}
            className="btn-primary absolute top-3 left-1/2 z-[1000] -translate-x-1/2 shadow-md"
          >
            <Search aria-hidden="true" className="size-4" />
            Search this area
          </button>
        ) : null}
      </div>
      <div role="status" className="text-sm text-muted">
        {failed
          ? "The map could not load. Every listing is in the list."
          : tilesFailed
            ? "The map's background could not load; the markers and the list still work."
            : null}
      </div>
      <p className="text-sm text-muted">
        {points.length === 0
          ? "No listings of this page to show on the map."
          : approximate > 0
            ? `Hollow markers (${approximate}) stand at the centre of the listing's town, not its address: the owner gave no pin.`
            : "Every marker is where its owner pinned it."}
      </p>
    </section>
  );
}
