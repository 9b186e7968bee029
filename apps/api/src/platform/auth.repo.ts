/** The session checks' SQL (platform/auth.ts): the user behind a token, revoked token ids and refresh rotation. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { firstOf } from "../db/rows.ts";
import type { AccountRole, SuccessorClaims } from "../db/schema/accounts.ts";

/**
 * Whether the token's user can still sign in and the token is not revoked, by its own id or its sign-in's family
 * id (null: no such user).
 */
export function tokenStanding(
  db: DbOrTx,
  userId: number,
  issuedAtMs: number,
  jti: string,
  family: string | undefined,
) {
  return firstOf<{ role: AccountRole; status: string; deleted: boolean; stale: boolean; revoked: boolean }>(
    db,
    sql`select u.role, u.status, u.deleted_at is not null as deleted,
               coalesce(u.sessions_valid_after > to_timestamp(${issuedAtMs}::double precision / 1000.0), false) as stale,
               exists (select 1 from revoked_tokens r where r.jti in (${jti}, ${family ?? jti})
                          and r.revoked_from <= now()) as revoked
          from users u where u.id = ${userId}`,
  );
}

/** Revokes a token id (or a family id) from `fromMs` (the earliest revocation wins). */
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

/**
 * Refresh rotation in one statement: revokes the token from `fromMs` and records `successor` as what it was
 * exchanged for, unless it already was exchanged, and answers the successor that counts (the first one). Two
 * refreshes of one token at once meet on its primary key: the second waits for the first and gets its successor.
 */
export async function rotateToken(
  db: DbOrTx,
  token: { jti: string; userId: number; expiresAt: number; fromMs: number },
  successor: SuccessorClaims,
): Promise<SuccessorClaims> {
  const row = await firstOf<{ successor: SuccessorClaims }>(
    db,
    sql`insert into revoked_tokens (jti, user_id, expires_at, revoked_from, successor)
        values (${token.jti}, ${token.userId}, to_timestamp(${token.expiresAt}::double precision),
                to_timestamp(${token.fromMs}::double precision / 1000.0), ${JSON.stringify(successor)}::jsonb)
        on conflict (jti) do update set revoked_from = least(revoked_tokens.revoked_from, excluded.revoked_from),
               successor = coalesce(revoked_tokens.successor, excluded.successor), updated_at = now()
        returning successor`,
  );
  return row!.successor;
}

/** The family of a token that was refreshed and whose grace window is over (null: not such a token). */
export async function familyOfSpentToken(db: DbOrTx, jti: string): Promise<string | null> {
  const row = await firstOf<{ family: string }>(
    db,
    sql`select successor->>'family' as family from revoked_tokens
         where jti = ${jti} and successor is not null and revoked_from <= now()`,
  );
  return row?.family ?? null;
}
