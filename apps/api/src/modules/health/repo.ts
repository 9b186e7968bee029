/** The readiness probe's one statement. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

export async function ping(db: DbOrTx) {
  await db.execute(sql`select 1`);
}
