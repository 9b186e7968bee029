/** The states and LGAs a provider can serve (ADR 0303): the `states` and `lgas` tables (seed/places.ts). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { firstOf, rowsOf } from "../../db/rows.ts";

/** The LGA names of the state (its name as the `states` table has it), A–Z. */
export async function lgaNames(db: DbOrTx, state: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select l.name from lgas l join states s on s.id = l.state_id where s.name = ${state} order by l.name`,
  );
  return rows.map((r) => r.name);
}

/** True when the state names one of the states of the places table (the app's geo data). */
export async function stateName(db: DbOrTx, state: string): Promise<string | null> {
  const row = await firstOf<{ name: string }>(
    db,
    sql`select name from states where lower(name) = lower(${state}) limit 1`,
  );
  return row?.name ?? null;
}
