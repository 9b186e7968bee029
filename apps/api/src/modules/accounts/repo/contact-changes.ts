/** Pending changes of e-mail or phone (issue 38, ADR 0026; SQL only, the rules are in ../contact-changes.ts). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf } from "../../../db/rows.ts";

export type ContactChannel = "email" | "phone";

export async function insertChange(
  db: DbOrTx,
  c: { secretId: number; userId: number; channel: ContactChannel; newValue: string },
) {
  await db.execute(
    sql`insert into contact_changes (secret_id, user_id, channel, new_value)
        values (${c.secretId}, ${c.userId}, ${c.channel}, ${c.newValue})`,
  );
}

/** The new value a secret stands for, with its owner. */
export function changeOf(db: DbOrTx, secretId: number) {
  return firstOf<{ user_id: number; channel: ContactChannel; new_value: string }>(
    db,
    sql`select user_id, channel, new_value from contact_changes where secret_id = ${secretId}`,
  );
}

/**
 * Puts the new e-mail or phone on the account, marked verified (the link or code proved it). The users table's
 * unique index refuses an address another account took meanwhile (a unique violation for the caller).
 */
export async function applyChange(db: DbOrTx, userId: number, channel: ContactChannel, value: string) {
  await db.execute(
    channel === "email"
      ? sql`update users set email = ${value}, email_verified_at = now(), updated_at = now() where id = ${userId}`
      : sql`update users set phone = ${value}, phone_verified_at = now(), updated_at = now() where id = ${userId}`,
  );
}
