/**
 * The listings' change feed as the search port gives it (port.ts `changedSince`): the records stamped since a time
 * (migration 0970's `search_changed_at`, read by index.repo.ts) and the database's clock, read first. Each change
 * remembers the record it was read from, so percolating it (every adapter) needs no second read. PostgreSQL is the
 * source of truth of every engine, so every adapter reads its changes here.
 */
import type { DbOrTx } from "../../db/client.ts";
import { changeClock, listingSource } from "./index.repo.ts";
import type { ListingChange } from "./port.ts";
import { docOf, type IndexDoc } from "./search-index.ts";

export class ListingFeed {
  private readonly docs = new WeakMap<ListingChange, IndexDoc>();

  constructor(private readonly db: DbOrTx) {}

  async changedSince(since: number): Promise<{ now: number; listings: ListingChange[] }> {
    const { now } = await changeClock(this.db);
    const rows = await listingSource.changed(this.db, since);
    const listings = rows.map((row) => {
      const change: ListingChange = { id: row.id, created: row.created, price: row.price, gone: row.gone };
      this.docs.set(change, docOf(row));
      return change;
    });
    return { now, listings };
  }

  /** The records of these changes as the index keeps them (those not from `changedSince` read now). */
  async docsOf(changes: ListingChange[]): Promise<IndexDoc[]> {
    const missing = changes.filter((c) => !this.docs.has(c)).map((c) => c.id);
    const read = new Map(
      (missing.length ? await listingSource.byIds(this.db, missing) : []).map((row) => [row.id, docOf(row)]),
    );
    return changes.flatMap((c) => this.docs.get(c) ?? read.get(c.id) ?? []);
  }
}
