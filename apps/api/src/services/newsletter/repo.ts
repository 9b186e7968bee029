import { asc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema/index.ts";

/** Inserts the address unless it is already there; true when a new row was stored. */
export async function insertSubscriber(db: DbOrTx, email: string, platform: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email, platform })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** Every subscriber, oldest first (the admin's export). */
export function allSubscribers(db: DbOrTx) {
  return db
    .select({
      email: newsletterSubscribers.email,
      platform: newsletterSubscribers.platform,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.id));
}
