/**
 * Views of listing pages answered from a kept server render (ADR 0022): no API call is made for them, so their
 * views are recorded here. A view counts once per viewer per listing per day, as on the API: repeats within the
 * day are dropped in memory (no database round trip), and new ones are written in the background, a batch a
 * second, through the same statement the API uses.
 */
import type { Db } from "../../db/client.ts";
import { listingBySlug } from "./repo/listings.ts";
import { countView } from "./repo/writes.ts";

const FLUSH_MS = 1000;
/** Bounds the memory of seen views; past it, duplicates simply reach the database, which drops them. */
const SEEN_MAX = 100_000;

export class ListingViews {
  private day = "";
  private readonly seen = new Set<string>();
  private pending: { slug: string; viewer: string }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
  ) {}

  record(slug: string, viewer: string): void {
    const today = new Date().toISOString().slice(0, 10);
    if (today !== this.day || this.seen.size >= SEEN_MAX) {
      this.day = today;
      this.seen.clear();
    }
    const key = `${slug}\u0000${viewer}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.pending.push({ slug, viewer });
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what is pending (also on shutdown, and from tests). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(async () => {
      for (const { slug, viewer } of batch) {
        try {
          const row = await listingBySlug(this.db, slug);
          if (row) await countView(this.db, Number(row.id), viewer);
        } catch (err) {
          this.onError(err);
        }
      }
    });
    return this.flushing;
  }
}
