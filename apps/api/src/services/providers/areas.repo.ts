/** The LGAs a provider can serve (ADR 0303): the `lgas` table seeded from the geo data (seed/places.ts). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/** The LGA names of the state (its name as the `states` table has it), A–Z. */
export async function lgaNames(db: DbOrTx, state: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select l.name from lgas l join states s on s.id = l.state_id where s.name = ${state} order by l.name`,
  );
  return rows.map((r) => r.name);
}
