/**
 * SQL of market analytics (ADR 0710): reads of the summary views and their refresh. Every function takes a
 * DbOrTx. A filter left open reads the view's "all" rows ('*', bedrooms -1), so each figure is an exact median
 * of its own listings, never an average of medians.
 */
import type { AnalyticsQuery } from "@ile/contract";
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  analyticsRefreshes,
  analyticsSearches,
  analyticsMarket as m,
  analyticsMonthly as mo,
  searchPlaceCounts,
  analyticsVolume as v,
} from "../../db/schema/index.ts";

const ALL = "*";
const ALL_BEDROOMS = -1;

/** Which column a breakdown spreads over; the others are held at the query's filters. */
export type Breakdown = "state" | "city" | "propertyType" | "bedrooms" | null;

function scopeWhere(q: AnalyticsQuery, spread: Breakdown): SQL {
  const at = <T>(col: Breakdown, value: T | undefined, all: T) =>
    spread === col ? undefined : (value ?? all);
  const state = spread === "city" ? (q.state ?? ALL) : at("state", q.state, ALL);
  const city = at("city", q.city, ALL);
  const type = at("propertyType", q.property_type, ALL);
  const bedrooms = at("bedrooms", q.bedrooms, ALL_BEDROOMS);
  return and(
    eq(m.kind, q.kind),
    state === undefined ? ne(m.state, ALL) : eq(m.state, state),
    city === undefined ? ne(m.city, ALL) : eq(m.city, city),
    type === undefined ? ne(m.propertyType, ALL) : eq(m.propertyType, type),
    bedrooms === undefined ? ne(m.bedrooms, ALL_BEDROOMS) : eq(m.bedrooms, bedrooms),
  ) as SQL;
}

const figureColumns = {
  state: m.state,
  city: m.city,
  propertyType: m.propertyType,
  bedrooms: m.bedrooms,
  listings: m.listings,
  generated: m.generated,
  median: m.median,
  p25: m.p25,
  p75: m.p75,
  medianPerBedroom: m.medianPerBedroom,
};
export type FigureRow = {
  state: string;
  city: string;
  propertyType: string;
  bedrooms: number;
  listings: number;
  generated: number;
  median: number | null;
  p25: number | null;
  p75: number | null;
  medianPerBedroom: number | null;
};

/** The figures of the scope (`spread` null: one row or none) or spread over one column. */
export async function figures(
  db: DbOrTx,
  q: AnalyticsQuery,
  spread: Breakdown,
  limit = 30,
): Promise<FigureRow[]> {
  const query = db.select(figureColumns).from(m).where(scopeWhere(q, spread));
  if (spread === null) return (await query.limit(1)) as FigureRow[];
  const order = spread === "bedrooms" ? [asc(m.bedrooms)] : [desc(m.listings), asc(m[spread])];
  return (await query.orderBy(...order).limit(limit)) as FigureRow[];
}

/** Listings added per month in the scope: one range of the volume cube (migration 0713), months in order. */
export async function volume(db: DbOrTx, q: AnalyticsQuery) {
  const rows = await db
    .select({ month: v.month, listings: v.listings })
    .from(v)
    .where(
      and(
        eq(v.kind, q.kind),
        eq(v.state, q.state ?? ALL),
        eq(v.city, q.city ?? ALL),
        eq(v.propertyType, q.property_type ?? ALL),
        eq(v.bedrooms, q.bedrooms ?? ALL_BEDROOMS),
      ),
    )
    .orderBy(asc(v.month));
  return rows.map((r) => ({ month: String(r.month).slice(0, 7), listings: r.listings }));
}

/** The median asking rent (yearly) and sale price of the listings added each month in a scope, months in order. */
export async function monthly(db: DbOrTx, q: Omit<AnalyticsQuery, "kind">) {
  const rows = await db
    .select({ month: mo.month, kind: mo.kind, listings: mo.listings, median: mo.median })
    .from(mo)
    .where(
      and(
        eq(mo.state, q.state ?? ALL),
        eq(mo.city, q.city ?? ALL),
        eq(mo.propertyType, q.property_type ?? ALL),
        eq(mo.bedrooms, q.bedrooms ?? ALL_BEDROOMS),
      ),
    )
    .orderBy(asc(mo.month), asc(mo.kind));
  return rows.map((r) => ({
    month: String(r.month).slice(0, 7),
    kind: r.kind as "rent" | "sale",
    listings: r.listings,
    median: r.median === null ? null : Number(r.median),
  }));
}

export async function refreshedAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ at: analyticsRefreshes.refreshedAt }).from(analyticsRefreshes).limit(1);
  return row?.at ?? null;
}

const REFRESH_LOCK = 4_243_710;

/**
 * Recomputes both views (concurrently once they hold data, so readers are never blocked) in one transaction
 * holding a transaction-level advisory lock. Unless told to `wait` for it, a call gives way when another
 * instance is refreshing right now. Returns whether this call refreshed.
 */
export async function refreshViews(db: DbOrTx, wait = false): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (wait) await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    else {
      const [lock] = (await tx.execute(sql`select pg_try_advisory_xact_lock(${REFRESH_LOCK}) as got`))
        .rows as { got: boolean }[];
      if (!lock?.got) return false;
    }
    const populated = (await refreshedAt(tx)) !== null;
    const how = sql.raw(populated ? "concurrently " : "");
    await tx.execute(sql`refresh materialized view ${how}analytics_market`);
    await tx.execute(sql`refresh materialized view ${how}analytics_volume`);
    await tx.execute(sql`refresh materialized view ${how}analytics_monthly`);
    await tx.execute(sql`refresh materialized view ${how}analytics_searches`);
    // Fresh statistics, so the planner picks the breakdown indexes for the new contents (ADR 0711).
    await tx.execute(sql`analyze analytics_market, analytics_volume, analytics_monthly, analytics_searches`);
    await tx.update(analyticsRefreshes).set({ refreshedAt: sql`now()` }).where(eq(analyticsRefreshes.id, 1));
    return true;
  });
}

/** One day's searches that named a place, added to the counters in one statement. */
export interface SearchCount {
  day: string;
  state: string;
  city: string;
  searches: number;
}
export async function addSearchCounts(db: DbOrTx, counts: SearchCount[]): Promise<void> {
  if (!counts.length) return;
  await db
    .insert(searchPlaceCounts)
    .values(counts)
    .onConflictDoUpdate({
      target: [searchPlaceCounts.day, searchPlaceCounts.state, searchPlaceCounts.city],
      set: {
        searches: sql`${searchPlaceCounts.searches} + excluded.searches`,
        updatedAt: sql`now()`,
      },
    });
}

/** The most searched towns (of a state, or anywhere), most searches first. */
export async function searchedTowns(db: DbOrTx, state: string | undefined, limit = 15) {
  return db
    .select({
      state: analyticsSearches.state,
      city: analyticsSearches.city,
      searches: analyticsSearches.searches,
    })
    .from(analyticsSearches)
    .where(state === undefined ? undefined : eq(analyticsSearches.state, state))
    .orderBy(desc(analyticsSearches.searches), asc(analyticsSearches.city))
    .limit(limit);
}
