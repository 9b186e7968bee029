/**
 * The search log behind "most searched towns" (ADR 0711). The search module calls `logSearchPlaces` once per
 * search with the place it named; counts gather in memory per database and are added to the day's counters in
 * one upsert a few seconds later (and before each refresh of the figures), so a search costs a map update and
 * never waits for, or fails because of, the log. Counts of the last few seconds are lost if the process dies.
 */
import type { DbOrTx } from "../../db/client.ts";
import { TOWNS_BY_STATE } from "../../platform/language/towns.ts";
import { addSearchCounts, type SearchCount } from "./repo.ts";

const FLUSH_AFTER_MS = 5_000;
/** Distinct places kept before a flush is forced (bounds memory whatever is searched). */
const MAX_KEYS = 5_000;

interface Pending {
  counts: Map<string, number>;
  timer: ReturnType<typeof setTimeout> | null;
}
const pending = new WeakMap<object, Pending>();

/**
 * The state of a well-known town ("Lekki", "Lagos", "Wuse 2") for a search that named the town alone. Without it
 * the figures fell back to the state of the town's listings, and a town no listing names (the search "Lagos")
 * showed under "Unknown" (issue 38).
 */
const TOWN_STATE = new Map(
  Object.entries(TOWNS_BY_STATE).flatMap(([state, towns]) =>
    towns.map((t) => [t.toLowerCase(), state] as const),
  ),
);

const lagosDay = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

/** The places a parsed search named (the search module's request, read structurally). */
export interface SearchedPlaces {
  state: { name: string } | null;
  cities: { name: string }[];
}

/** Records that a search named these towns (and/or a state). Never throws, never waits. */
export function logSearchPlaces(db: DbOrTx, search: SearchedPlaces): void {
  try {
    const state = search.state?.name ?? null;
    const cities = search.cities.map((c) => c.name);
    if (!state && !cities.length) return;
    let p = pending.get(db);
    if (!p) {
      p = { counts: new Map(), timer: null };
      pending.set(db, p);
    }
    const day = lagosDay();
    for (const city of cities.length ? cities : [""]) {
      const place = state ?? TOWN_STATE.get(city.toLowerCase()) ?? "";
      const key = JSON.stringify([day, place.slice(0, 100), city.slice(0, 100)]);
      p.counts.set(key, (p.counts.get(key) ?? 0) + 1);
    }
    if (p.counts.size >= MAX_KEYS) void flushSearchLog(db);
    else if (!p.timer) {
      p.timer = setTimeout(() => void flushSearchLog(db), FLUSH_AFTER_MS);
      p.timer.unref?.();
    }
  } catch {
    // The log must never fail a search.
  }
}

/** Adds the gathered counts to the database now (before a refresh, and on shutdown). Never throws. */
export async function flushSearchLog(db: DbOrTx): Promise<void> {
  const p = pending.get(db);
  if (!p) return;
  if (p.timer) clearTimeout(p.timer);
  p.timer = null;
  if (!p.counts.size) return;
  const counts: SearchCount[] = [...p.counts].map(([key, searches]) => {
    const [day, state, city] = JSON.parse(key) as [string, string, string];
    return { day, state, city, searches };
  });
  p.counts = new Map();
  try {
    await addSearchCounts(db, counts);
  } catch {
    // A closed database (tests, shutdown) or a failover: these few seconds of counts are dropped.
  }
}
