/**
 * Market analytics rules (issue 23, ADR 0710): who may see them (admins, and plans with analytics access),
 * the figures of a scope with its breakdowns, the CSV of the same figures, and the scheduled refresh.
 */
import {
  type AnalyticsQuery,
  analyticsMessages,
  type MarketFigure,
  type MarketMonth,
  type MarketReply,
  marketReplySchema,
} from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { csvCell } from "../../platform/csv.ts";
import { AppError } from "../../platform/errors.ts";
import { derivedPageBytes } from "../../platform/page-bytes.ts";
import { currentPlan } from "../payments/plans.ts";
import {
  type FigureRow,
  figures,
  monthly,
  refreshedAt,
  refreshViews,
  searchedTowns,
  volume,
} from "./repo.ts";
import { flushSearchLog } from "./search-log.ts";

type Market = MarketReply["data"];

const figure = (name: string, r: FigureRow | undefined): MarketFigure => ({
  name,
  listings: r?.listings ?? 0,
  generated: r?.generated ?? 0,
  median_kobo: r?.median ?? null,
  lower_quartile_kobo: r?.p25 ?? null,
  upper_quartile_kobo: r?.p75 ?? null,
  median_per_bedroom_kobo: r?.medianPerBedroom ?? null,
});

const bedroomsName = (n: number) => (n === 0 ? "Studio / no bedroom" : `${n} bedroom${n === 1 ? "" : "s"}`);

/** Replies are reused this long (the figures change only at a refresh; another instance's refresh shows after it). */
const REPLY_TTL_MS = 5_000;
const MAX_REPLIES = 500;

export class AnalyticsService {
  /**
   * Recent replies by their query (ADR 0711): figures are a snapshot, so a repeat costs no database work; with
   * the reply's JSON bytes once asked for (ADR 0023), so a repeat costs no validation or serialisation either.
   */
  private readonly replies = new Map<string, { at: number; data: Promise<Market>; json?: Promise<Buffer> }>();

  constructor(
    private readonly db: Db,
    /** The figures' reads, which a read replica may serve (ADR 0030); refreshes and plans use the primary. */
    private readonly reads: Db = db,
  ) {}

  /** Admins, and users whose plan includes analytics; others get 403 with what to do. */
  async assertAccess(session: Session): Promise<void> {
    if (session.role === "admin") return;
    const { plan } = await currentPlan(this.db, session.userId);
    if (!plan.analytics_access) throw AppError.forbidden(analyticsMessages.planRequired, "PLAN_REQUIRED");
  }

  market(q: AnalyticsQuery): Promise<Market> {
    return this.entry(q).data;
  }

  /** The whole 200 reply of GET /market as JSON bytes (checked by the reply schema once, then reused). */
  marketJson(q: AnalyticsQuery): Promise<Buffer> {
    const entry = this.entry(q);
    entry.json ??= entry.data.then((data) =>
      derivedPageBytes(JSON.stringify(marketReplySchema.parse({ status: "success", data }))),
    );
    return entry.json;
  }

  private entry(q: AnalyticsQuery) {
    const key = JSON.stringify([q.kind, q.state, q.city, q.property_type, q.bedrooms]);
    const now = Date.now();
    const hit = this.replies.get(key);
    if (hit && now - hit.at < REPLY_TTL_MS) return hit;
    if (this.replies.size >= MAX_REPLIES) this.replies.clear();
    const entry = { at: now, data: this.compute(q) } as {
      at: number;
      data: Promise<Market>;
      json?: Promise<Buffer>;
    };
    this.replies.set(key, entry);
    entry.data.catch(() => this.replies.delete(key));
    return entry;
  }

  /** When the views were last refreshed; never yet (a new database, the schedule off): refreshed now, once. */
  private async refreshedOnce(): Promise<Date> {
    const at = await refreshedAt(this.db);
    if (at) return at;
    await refreshViews(this.db, true);
    return (await refreshedAt(this.db)) as Date;
  }

  /**
   * The median asking yearly rent and sale price of the listings added each month in a scope (issue 37, ADR
   * 0270), oldest month first; a month with listings of one kind only has null for the other.
   */
  async monthly(q: Omit<AnalyticsQuery, "kind">): Promise<MarketMonth[]> {
    await this.refreshedOnce();
    const byMonth = new Map<string, MarketMonth>();
    for (const r of await monthly(this.reads, q)) {
      const m = byMonth.get(r.month) ?? {
        month: r.month,
        rent_median_kobo: null,
        rent_listings: 0,
        sale_median_kobo: null,
        sale_listings: 0,
      };
      if (r.kind === "rent") Object.assign(m, { rent_median_kobo: r.median, rent_listings: r.listings });
      else Object.assign(m, { sale_median_kobo: r.median, sale_listings: r.listings });
      byMonth.set(r.month, m);
    }
    return [...byMonth.values()];
  }

  async monthlyReply(q: Omit<AnalyticsQuery, "kind">) {
    const months = await this.monthly(q);
    return { months, refreshed_at: (await this.refreshedOnce()).toISOString() };
  }

  private async compute(q: AnalyticsQuery): Promise<Market> {
    const at = await this.refreshedOnce();
    const placeLevel = q.state ? "town" : "state";
    const [scope, byPlace, byType, byBedrooms, months, searched] = await Promise.all([
      figures(this.reads, q, null),
      figures(this.reads, q, placeLevel === "town" ? "city" : "state"),
      figures(this.reads, q, "propertyType"),
      figures(this.reads, q, "bedrooms"),
      volume(this.reads, q),
      searchedTowns(this.reads, q.state),
    ]);
    return {
      kind: q.kind,
      scope: figure("All", scope[0]),
      by_place: byPlace.map((r) => figure(placeLevel === "town" ? r.city : r.state, r)),
      place_level: placeLevel,
      by_type: byType.map((r) => figure(r.propertyType, r)),
      by_bedrooms: byBedrooms.map((r) => figure(bedroomsName(r.bedrooms), r)),
      volume: months,
      searched_towns: searched.map((r) => ({ name: r.city, state: r.state, searches: r.searches })),
      refreshed_at: at.toISOString(),
    };
  }

  /** The same figures as CSV (naira, 2 decimals), one row per group, with the breakdown it belongs to. */
  async marketCsv(q: AnalyticsQuery): Promise<string> {
    const d = await this.market(q);
    const naira = (kobo: number | null) => (kobo === null ? "" : (kobo / 100).toFixed(2));
    // Text cells quoted, with formulas defused (platform/csv.ts).
    const cell = csvCell;
    const period = d.kind === "rent" ? "yearly rent" : "sale price";
    const header = [
      "breakdown",
      "name",
      "listings",
      "generated_listings",
      `median_${period.replace(" ", "_")}_naira`,
      "lower_quartile_naira",
      "upper_quartile_naira",
      "median_per_bedroom_naira",
      "searches_last_90_days",
    ];
    const rows: [string, MarketFigure][] = [
      ["scope", d.scope],
      ...d.by_place.map((f) => [d.place_level, f] as [string, MarketFigure]),
      ...d.by_type.map((f) => ["type", f] as [string, MarketFigure]),
      ...d.by_bedrooms.map((f) => ["bedrooms", f] as [string, MarketFigure]),
    ];
    const lines = rows.map(([b, f]) =>
      [
        cell(b),
        cell(f.name),
        f.listings,
        f.generated,
        naira(f.median_kobo),
        naira(f.lower_quartile_kobo),
        naira(f.upper_quartile_kobo),
        naira(f.median_per_bedroom_kobo),
        "",
      ].join(","),
    );
    // The most searched towns: only their search counts (their prices are in the place rows).
    for (const t of d.searched_towns)
      lines.push([cell("searched_town"), cell(t.name), "", "", "", "", "", "", t.searches].join(","));
    return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
  }

  /** `wait`: an admin's explicit refresh waits for one already running, then refreshes again. */
  /**
   * The scheduled refresh's first run, at start-up (issue 52): skipped while the figures are younger than the
   * schedule's period, so a restart does not spend seconds recomputing views that nothing has changed since.
   */
  async refreshUnlessFresh(maxAgeMs: number): Promise<boolean> {
    const at = await refreshedAt(this.db);
    if (at && Date.now() - at.getTime() < maxAgeMs) return false;
    return this.refresh();
  }

  async refresh(wait = false): Promise<boolean> {
    await flushSearchLog(this.db);
    const did = await refreshViews(this.db, wait);
    this.replies.clear();
    return did;
  }

  /** Writes the search counts gathered in memory (on shutdown). */
  flushSearchLog(): Promise<void> {
    return flushSearchLog(this.db);
  }
}
