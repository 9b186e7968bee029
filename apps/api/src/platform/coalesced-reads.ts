/**
 * Reads of records by id, coalesced: one read runs at a time, and every id asked for while it runs waits and goes
 * into the next read, one statement for all of them. Under load most reads then carry several callers' ids, and
 * a statement's fixed cost (planning, the round trip; on the embedded database a few milliseconds of the server's
 * one thread) is paid once per batch instead of once per caller (ADR 0407 addendum, search cards).
 *
 * Written here rather than taken from DataLoader: that batches the ids asked for within one tick, and requests
 * under load arrive on separate ticks; what gathers them is the read already under way.
 */
export class CoalescedReads<T> {
  private running: Promise<unknown> | null = null;
  private next: { ids: Set<number>; rows: Promise<Map<number, T>> } | null = null;

  constructor(
    private readonly read: (ids: number[]) => Promise<T[]>,
    private readonly idOf: (row: T) => number,
  ) {}

  /** The records of `ids` that exist, by id (read in this caller's batch, possibly with others'). */
  load(ids: readonly number[]): Promise<Map<number, T>> {
    if (!this.running) return this.start(ids);
    if (!this.next) {
      const batch = new Set<number>();
      const after = this.running;
      const rows = after.then(
        () => this.startNext(),
        () => this.startNext(),
      );
      this.next = { ids: batch, rows };
    }
    for (const id of ids) this.next.ids.add(id);
    return this.next.rows;
  }

  private startNext(): Promise<Map<number, T>> {
    const batch = this.next as NonNullable<typeof this.next>;
    this.next = null;
    return this.start([...batch.ids]);
  }

  private start(ids: readonly number[]): Promise<Map<number, T>> {
    const rows = this.read([...ids]).then((found) => new Map(found.map((row) => [this.idOf(row), row])));
    this.running = rows;
    const settled = () => {
      if (this.running === rows) this.running = null;
    };
    rows.then(settled, settled);
    return rows;
  }
}
