/** The session checks' SQL (platform/auth.ts): the user behind a token, and revoked token ids. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { firstOf } from "../db/rows.ts";
import type { AccountRole } from "../db/schema/accounts.ts";

/** Whether the token's user can still sign in and the token is not revoked (null: no such user). */
export function tokenStanding(db: DbOrTx, userId: number, issuedAtMs: number, jti: string) {
  return firstOf<{ role: AccountRole; status: string; deleted: boolean; stale: boolean; revoked: boolean }>(
    db,
    sql`select u.role, u.status, u.deleted_at is not null as deleted,
               coalesce(u.sessions_valid_after > to_timestamp(${issuedAtMs}::double precision / 1000.0), false) as stale,
               exists (select 1 from revoked_tokens r where r.jti = ${jti} and r.revoked_from <= now()) as revoked
          from users u where u.id = ${userId}`,
  );
}

/** Revokes a token id from `fromMs` (the earliest revocation wins). */
export async function revokeToken(
  db: DbOrTx,
  jti: string,
  userId: number,
  expiresAt: number,
  fromMs: number,
) {
  await db.execute(
    sql`insert into revoked_tokens (jti, user_id, expires_at, revoked_from)
        values (${jti}, ${userId}, to_timestamp(${expiresAt}::double precision),
                to_timestamp(${fromMs}::double precision / 1000.0))
        on conflict (jti) do update set revoked_from = least(revoked_tokens.revoked_from, excluded.revoked_from)`,
  );
}
