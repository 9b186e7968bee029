/** The table counts GET /metrics reports (platform/metrics.ts), read at each scrape. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

export interface StoredCounts {
  /** Outbox messages by channel and state, with the age in seconds of the oldest of each. */
  outbox: { channel: string; state: string; n: number; oldest: number | null }[];
  payments: { status: string; n: number }[];
}

export async function storedCounts(db: DbOrTx): Promise<StoredCounts> {
  const [outbox, payments] = await Promise.all([
    rowsOf<StoredCounts["outbox"][number]>(
      db,
      sql`select channel, state, count(*)::int as n,
                 extract(epoch from now() - min(created_at))::float8 as oldest
            from outbox group by channel, state`,
    ),
    rowsOf<StoredCounts["payments"][number]>(
      db,
      sql`select status, count(*)::int as n from payments group by status`,
    ),
  ]);
  return { outbox, payments };
}
