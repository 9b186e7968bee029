/**
 * Saved-search alerts (issue 37, ADR 0406). A sweep, run every ALERTS_SWEEP_SECONDS on every instance:
 * 1. reads the listings stamped since the shared mark (the search port's change feed: migration 0970's
 *    `search_changed_at`, less a margin for transactions that commit after their stamp);
 * 2. tells what happened to each: published after the search was saved ("new"), live again after being hidden or
 *    deleted ("available"), or cheaper than when last seen ("price_drop"; what the sweep last saw of a listing is
 *    kept in `saved_search_listing_seen` — the price-history work can feed `alertReasonOf` instead);
 * 3. percolates it through the search port (search/port.ts `percolate`: the engine finds which saved searches
 *    match, by the search's own rules): the saved parameters parsed by SearchService.parse and turned into the
 *    listing query by `listingQueryOf` — the one code path of GET /api/search — then the listing lists' category;
 * 4. records each match once per listing per search (a unique key: parallel sweeps or instances never send two),
 *    then claims the unsent alerts of instant searches (and of daily searches whose digest is due) with conditional
 *    updates and sends them: e-mail through the outbox with a one-click unsubscribe link and List-Unsubscribe
 *    headers, SMS when chosen, web push to the owner's subscribed browsers when chosen (ADR 0410), a WhatsApp
 *    template when chosen and the owner turned WhatsApp on (issue 50, ADR 0750: saved_search_alert, price_drop for
 *    one cheaper listing, saved_search_digest; mailed instead if WhatsApp fails for good); then every
 *    registered notifier (`onAlert`: the notification centre, wired by plugin.ts) is told.
 * The mark lives in the database, so a restart resumes where the last sweep stopped.
 */
import { createHash } from "node:crypto";
import { type SavedSearchParams, savedSearchMail } from "@ile/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Config } from "../../platform/config.ts";
import type { Outbox } from "../../platform/outbox.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import type { PropertiesService } from "../properties/service.ts";
import type { PushService } from "../push/service.ts";
import type { SavedQuery } from "../search/port.ts";
import { listingQueryOf, type SearchService } from "../search/service.ts";
import {
  type AlertListing,
  type AlertReason,
  alertListingOf,
  alertPushPayload,
  alertSubject,
  listingLines,
} from "./alert-messages.ts";
import {
  type AlertRow,
  advanceMark,
  claimDigests,
  claimInstant,
  type LiveSearchRow,
  listingFacts,
  liveSearches,
  type Recipient,
  readMark,
  recipients,
  recordAlerts,
  rememberSeen,
} from "./alerts.repo.ts";
import { unsubscribeToken } from "./unsubscribe.ts";

type PropertyResult = Awaited<ReturnType<PropertiesService["byIds"]>>[number];

/** Changes stamped this long before the mark are read again (a transaction may commit after its stamp). */
const MARGIN_MS = 10_000;
/** How long a parsed saved search is reused (the search's known words are rebuilt at most this often). */
const RECOMPILE_MS = 10 * 60_000;
/** Most listings named in one alert; the rest are counted. */
const MAX_LISTED = 10;

export type { AlertReason };

/** A live saved search ready to match: its parsed listing query, the lists' category, when it was saved. */
interface CompiledSearch extends SavedQuery {
  created: number;
  category: string | null;
}

/** What a change of a listing means to a saved search saved at `searchCreated` (ms); null: nothing to tell. */
export function alertReasonOf(
  listing: { created: number; price: number },
  before: { price: number | null; live: boolean | null },
  searchCreated: number,
): AlertReason | null {
  if (listing.created >= searchCreated) return "new";
  if (before.live === false) return "available";
  if (before.price !== null && listing.price < before.price) return "price_drop";
  return null;
}

/** What an alert's sending tells the notifiers (the notification centre plugs in here). */
export interface AlertNotice {
  userId: number;
  savedSearchId: number;
  name: string;
  digest: boolean;
  listings: AlertListing[];
}

export class AlertsService {
  private readonly db: Db;
  private readonly outbox: Outbox;
  private readonly config: Config;
  private readonly log: FastifyBaseLogger;
  /**
   * Parsed searches by id, reused while the search is unchanged (its updated_at) for at most RECOMPILE_MS: the
   * corrections of misspelt words follow the known words, which change as listings come (ADR 0405).
   */
  private readonly compiled = new Map<
    number,
    { version: number; at: number; search: CompiledSearch | null }
  >();
  /** Called for every alert sent (the in-app notification centre registers here). */
  private readonly notifiers: ((notice: AlertNotice) => Promise<void>)[] = [];

  constructor(
    deps: ServiceDeps,
    private readonly search: SearchService,
    private readonly properties: PropertiesService,
    private readonly push: PushService,
  ) {
    this.db = deps.db;
    this.outbox = deps.outbox;
    this.config = deps.config;
    this.log = deps.log;
  }

  /** Registers a notifier called for every alert sent (in-app notifications, web push). */
  onAlert(notify: (notice: AlertNotice) => Promise<void>): void {
    this.notifiers.push(notify);
  }

  /** One sweep: match what changed, then send instant alerts and due digests. Safe to run anywhere at once. */
  async sweep(): Promise<{ changed: number; matched: number; sent: number; digests: number }> {
    const mark = await readMark(this.db);
    const { now, listings: rows } = await this.search.engines.listings.changedSince(mark - MARGIN_MS);
    let matched = 0;
    if (rows.length) {
      const facts = new Map(
        (
          await listingFacts(
            this.db,
            rows.map((r) => r.id),
          )
        ).map((f) => [f.id, f]),
      );
      const alive = rows.filter((r) => !r.gone && facts.get(r.id)?.status === "available");
      const searches = await this.compiledSearches();
      const byId = new Map(searches.map((s) => [s.id, s]));
      const matches = await this.search.engines.listings.percolate(alive, searches);
      const alerts: AlertRow[] = [];
      for (const row of alive) {
        const f = facts.get(row.id)!;
        for (const id of matches.get(row.id) ?? []) {
          const s = byId.get(id)!;
          if (s.category && s.category !== f.category) continue;
          const reason = alertReasonOf(row, { price: f.prev_price, live: f.prev_live }, s.created);
          if (reason) alerts.push({ saved_search_id: s.id, property_id: row.id, reason });
        }
      }
      matched = await recordAlerts(this.db, alerts);
      await rememberSeen(
        this.db,
        rows.map((r) => ({
          id: r.id,
          price: r.price,
          live: !r.gone && facts.get(r.id)?.status === "available",
        })),
      );
    }
    await advanceMark(this.db, now);
    const instant = await claimInstant(this.db);
    const digest = await claimDigests(this.db);
    await this.send(instant, false);
    await this.send(digest, true);
    return {
      changed: rows.length,
      matched,
      sent: new Set(instant.map((a) => a.saved_search_id)).size,
      digests: new Set(digest.map((a) => a.saved_search_id)).size,
    };
  }

  /** Every live saved search, parsed by the search's own parser (cached until the search changes). */
  private async compiledSearches(): Promise<CompiledSearch[]> {
    const rows = await liveSearches(this.db);
    const out: CompiledSearch[] = [];
    const live = new Set<number>();
    for (const row of rows) {
      live.add(row.id);
      let entry = this.compiled.get(row.id);
      if (!entry || entry.version !== row.version || Date.now() - entry.at > RECOMPILE_MS) {
        entry = { version: row.version, at: Date.now(), search: await this.compile(row) };
        this.compiled.set(row.id, entry);
      }
      if (entry.search) out.push(entry.search);
    }
    for (const id of this.compiled.keys()) if (!live.has(id)) this.compiled.delete(id);
    return out;
  }

  /** A saved search's parameters through SearchService.parse (misspelt towns corrected as a search would). */
  async compile(row: Pick<LiveSearchRow, "id" | "params" | "created">): Promise<CompiledSearch | null> {
    const { category, ...params } = row.params as SavedSearchParams;
    try {
      const req = await this.search.parse({ ...params });
      return { id: row.id, created: row.created, query: listingQueryOf(req), category: category ?? null };
    } catch (err) {
      // Saved searches are checked when saved; one the parser now refuses is skipped, not fatal to the sweep.
      this.log.warn({ err, savedSearchId: row.id }, "saved search no longer parses");
      return null;
    }
  }

  private async send(alerts: AlertRow[], digest: boolean): Promise<void> {
    if (!alerts.length) return;
    const bySearch = new Map<number, AlertRow[]>();
    for (const a of alerts) bySearch.set(a.saved_search_id, [...(bySearch.get(a.saved_search_id) ?? []), a]);
    const people = await recipients(this.db, [...bySearch.keys()]);
    const listings = new Map(
      (await this.properties.byIds([...new Set(alerts.map((a) => a.property_id))])).map((p) => [p.id, p]),
    );
    for (const r of people) {
      const found = (bySearch.get(r.id) ?? [])
        .map((a) => ({ alert: a, listing: listings.get(a.property_id) as PropertyResult | undefined }))
        .filter((x): x is { alert: AlertRow; listing: PropertyResult } => Boolean(x.listing));
      if (!found.length) continue;
      await this.deliver(r, found, digest).catch((err) =>
        this.log.error({ err, savedSearchId: r.id }, "saved search alert failed"),
      );
    }
  }

  private async deliver(
    r: Recipient,
    found: { alert: AlertRow; listing: PropertyResult }[],
    digest: boolean,
  ): Promise<void> {
    const base = this.config.PUBLIC_URL;
    const unsubscribe = `${base}/api/saved-searches/unsubscribe?token=${unsubscribeToken(this.config.JWT_SECRET, r.id)}`;
    const listings = found.map(({ alert, listing }) => alertListingOf(base, listing, alert.reason));
    const first = listings[0]!;
    const subject = alertSubject(r.name, listings, digest);
    const lines = listings.slice(0, MAX_LISTED).map((l) => listingLines(base, l));
    const mailText = savedSearchMail.text(
      r.name,
      lines.flat(),
      Math.max(0, listings.length - MAX_LISTED),
      `${base}/dashboard/saved-searches`,
      unsubscribe,
    );
    if (r.channels.includes("email") && r.email) {
      await this.outbox.send({
        channel: "email",
        to: r.email,
        subject,
        kind: digest ? "saved_search_digest" : "saved_search_alert",
        text: mailText,
        headers: {
          "List-Unsubscribe": `<${unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      });
    }
    if (r.channels.includes("whatsapp")) {
      // One message per alert: the key is the search and the alerts it carries.
      const event = createHash("sha256")
        .update(
          `${r.id}:${digest}:${found.map(({ alert }) => `${alert.property_id}.${alert.reason}`).join(",")}`,
        )
        .digest("hex");
      const options = {
        eventKey: `saved_search:${event}`,
        // Mailed instead when WhatsApp fails for good, unless the e-mail went anyway.
        ...(r.channels.includes("email") ? {} : { fallback: { subject, text: mailText } }),
      };
      const wa = this.outbox.whatsapp;
      if (digest)
        await wa.template(
          r.user_id,
          "saved_search_digest",
          [r.name, String(listings.length), first.title, `${base}/dashboard/saved-searches`],
          options,
        );
      else if (listings.length === 1 && first.reason === "price_drop")
        await wa.template(
          r.user_id,
          "price_drop",
          [first.title, first.place, first.price, `${base}${first.link}`],
          options,
        );
      else
        await wa.template(
          r.user_id,
          "saved_search_alert",
          [r.name, first.title, first.price, first.place, `${base}${first.link}`],
          options,
        );
    }
    if (r.channels.includes("sms") && r.phone) {
      const what =
        listings.length === 1 ? first.title.slice(0, 60) : savedSearchMail.smsCount(listings.length);
      await this.outbox.send({
        channel: "sms",
        to: r.phone,
        kind: "saved_search_alert",
        text: savedSearchMail.sms(what, r.name, `${base}${first.link}`, unsubscribe),
      });
    }
    // Push never throws (a refused or unreachable push service is logged there); gone browsers are forgotten.
    if (r.channels.includes("push"))
      await this.push.sendToUser(r.user_id, alertPushPayload(r.name, listings, digest));
    const notice: AlertNotice = { userId: r.user_id, savedSearchId: r.id, name: r.name, digest, listings };
    for (const notify of this.notifiers)
      await notify(notice).catch((err) =>
        this.log.error({ err, savedSearchId: r.id }, "saved search alert notifier failed"),
      );
  }
}
