/**
 * A listing as a card: cover image (lazy, responsive; a listing without photos shows its category's drawn façade,
 * labelled "Illustration" like the demo photos, never an empty box: issue 53), price with its period, status colour, key facts, place,
 * and a "Compare" toggle (ADR 0210): the chosen slugs (at most 4) are kept in localStorage so they survive
 * moving between list pages; /compare?ids=... is the shareable form.
 */
import { illustrationCover, listingMoveIn, type Property } from "@ile/contract";
import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { IncomeNeeded } from "@/components/income-needed";
import { StatusBadge } from "@/components/status-badge";
import { Glyph } from "@/components/ui/glyph";
import { paths } from "@/config/paths";
import { formatArea, formatCount, formatKobo, formatPlace, formatRent } from "@/lib/format";

export function srcSet(p: Pick<Property, "images">) {
  const cover = p.images.find((i) => i.is_cover) ?? p.images[0];
  return cover ? cover.sizes.map((s) => `${s.url} ${s.width}w`).join(", ") : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Compare selection (shared by every card; the /compare page keeps it in step with its URL)

export const COMPARE_LIMIT = 4;
export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} listings. Remove one to add another.`;
const COMPARE_KEY = "ile.compare";
const compareListeners = new Set<() => void>();
let compareRaw: string | null | undefined;
let compareCache: string[] = [];

/** Slugs from a comma-separated list (URL or storage): trimmed, unique, non-empty, in order. */
export function parseCompareIds(value: string | null | undefined): string[] {
  const out: string[] = [];
  for (const part of (value ?? "").split(",")) {
    const slug = part.trim();
    if (slug && !out.includes(slug)) out.push(slug);
  }
  return out;
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(COMPARE_KEY);
  } catch {
    return null;
  }
}

/** The chosen slugs (a stable array until the choice changes). */
export function getCompare(): string[] {
  const raw = readRaw();
  if (raw !== compareRaw) {
    compareRaw = raw;
    compareCache = parseCompareIds(raw).slice(0, COMPARE_LIMIT);
  }
  return compareCache;
}

export function setCompare(slugs: string[]) {
  const next = parseCompareIds(slugs.join(",")).slice(0, COMPARE_LIMIT);
  try {
    if (next.length) window.localStorage.setItem(COMPARE_KEY, next.join(","));
    else window.localStorage.removeItem(COMPARE_KEY);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
    compareRaw = next.join(",") || null;
    compareCache = next;
  }
  for (const l of [...compareListeners]) l();
}

/** Adds or removes one slug; "full" (nothing changes) when 4 are already chosen. */
export function toggleCompare(slug: string): "added" | "removed" | "full" {
  const current = getCompare();
  if (current.includes(slug)) {
    setCompare(current.filter((s) => s !== slug));
    return "removed";
  }
  if (current.length >= COMPARE_LIMIT) return "full";
  setCompare([...current, slug]);
  return "added";
}

function subscribeCompare(listener: () => void) {
  compareListeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === COMPARE_KEY || e.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    compareListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useCompare(): string[] {
  return useSyncExternalStore(subscribeCompare, getCompare, () => compareCache);
}

/** The card's toggle: a pressed/unpressed button; a 5th choice is refused with a message next to it. */
export function CompareToggle({ slug, title }: { slug: string; title: string }) {
  const list = useCompare();
  const chosen = list.includes(slug);
  const [refused, setRefused] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-pressed={chosen}
        className={`btn min-h-11 border text-sm ${
          chosen
            ? "border-brand-700 bg-brand-700 text-white"
            : "border-line bg-surface text-ink hover:bg-brand-50"
        }`}
        onClick={() => setRefused(toggleCompare(slug) === "full")}
      >
        <Glyph name={chosen ? "check" : "plus"} />
        Compare<span className="sr-only"> {title}</span>
      </button>
      {refused && !chosen && list.length >= COMPARE_LIMIT ? (
        <p role="alert" className="text-sm text-negative">
          {COMPARE_FULL_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The total to move in (first rent up front, agency, legal, caution, service charge; ADR 0214) and, beside it, the
 * monthly income the rent needs (rent at most a third of income; issue 38), rent listings only.
 */
function MoveInLine({ p }: { p: Property }) {
  const cost = listingMoveIn(p);
  if (!cost) return null;
  return (
    <p className="text-sm text-muted">
      To move in: <span className="font-semibold text-ink">{formatKobo(cost.total)}</span>
      {cost.warnings.length ? (
        <span className="ml-1 text-negative" title={cost.warnings.join(" ")}>
          (fees above the usual 10%)
        </span>
      ) : null}
      <IncomeNeeded priceKobo={p.price_kobo} rentPeriod={p.rent_period} className="block" />
    </p>
  );
}

/** "Reduced" with the old price struck through (ADR 0270), when the last change of price lowered it. */
export function ReducedPrice({ property: p }: { property: Property }) {
  if (!p.price_reduced || p.previous_price_kobo == null) return null;
  const period = p.listing_type === "rent" && p.rent_period ? `/${p.rent_period}` : "";
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="reduced">
      <span className="rounded bg-accent-100 px-2 py-0.5 font-semibold text-accent-800">Reduced</span>{" "}
      <span className="text-muted">
        <span className="sr-only">was </span>
        <s>
          {formatKobo(p.previous_price_kobo)}
          {period}
        </s>
      </span>
    </p>
  );
}

/**
 * `priority`: the first card of a list, likely the page's largest paint on a phone: its image loads at once and
 * first (`fetchpriority="high"`); every other card's image loads lazily.
 */
export function PropertyCard({
  property: p,
  compare = true,
  priority = false,
}: {
  property: Property;
  compare?: boolean;
  priority?: boolean;
}) {
  return (
    <article className="card flex h-full flex-col overflow-hidden" aria-labelledby={`title-${p.id}`}>
      <Link
        to={paths.property(p.slug)}
        className="relative block aspect-[4/3] bg-canvas"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={p.cover ?? illustrationCover(p, 640)}
          srcSet={
            p.cover ? srcSet(p) : `${illustrationCover(p, 320)} 320w, ${illustrationCover(p, 640)} 640w`
          }
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          width={640}
          height={480}
          className="h-full w-full object-cover"
        />
        <span className="absolute left-2 top-2">
          <StatusBadge status={p.status} />
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-lg font-semibold text-brand-800">
          {formatRent(p.price, p.listing_type === "rent" ? p.rent_period : null)}
        </p>
        <ReducedPrice property={p} />
        <MoveInLine p={p} />
        <h3 id={`title-${p.id}`} className="font-semibold leading-snug">
          <Link to={paths.property(p.slug)} className="hover:underline">
            {p.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-muted">
          <Glyph name="map-pin" /> {formatPlace(p.address.city, p.address.state)}
        </p>
        <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-muted">
          {p.bedrooms > 0 ? (
            <span className="flex items-center gap-1">
              <Glyph name="bed" /> {formatCount(p.bedrooms, "bed")}
            </span>
          ) : null}
          {p.bathrooms > 0 ? (
            <span className="flex items-center gap-1">
              <Glyph name="bath" /> {formatCount(p.bathrooms, "bath")}
            </span>
          ) : null}
          {p.bedrooms === 0 && p.area ? <span>{formatArea(p.area)}</span> : null}
          <span>{p.property_type}</span>
        </p>
        {compare ? (
          <div className="pt-3">
            <CompareToggle slug={p.slug} title={p.title} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
