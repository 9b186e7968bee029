/** One-time secrets (hashes only; SQL only, the rules are in ../secrets.ts). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";

export type SecretPurpose =
  | "verify_email"
  | "verify_phone"
  | "login"
  | "reset_password"
  | "change_email"
  | "change_phone";
export interface SecretRow {
  id: number;
  user_id: number;
  code_hash: string | null;
  attempts: number;
}

/** Voids the user's unused secrets of a purpose. */
export async function voidSecrets(db: DbOrTx, userId: number, purpose: SecretPurpose) {
  await db.execute(
    sql`update one_time_secrets set used_at = now(), updated_at = now()
         where user_id = ${userId} and purpose = ${purpose} and used_at is null`,
  );
}

export async function insertSecret(
  db: DbOrTx,
  s: {
    userId: number;
    purpose: SecretPurpose;
    tokenHash: string | null;
    codeHash: string | null;
    ttl: number;
  },
) {
  const row = await firstOf<{ id: number }>(
    db,
    sql`insert into one_time_secrets (user_id, purpose, token_hash, code_hash, expires_at)
        values (${s.userId}, ${s.purpose}, ${s.tokenHash}, ${s.codeHash}, now() + make_interval(secs => ${s.ttl}))
        returning id`,
  );
  return Number(row!.id);
}

const LIVE = (maxAttempts: number) =>
  sql`used_at is null and expires_at > now() and attempts < ${maxAttempts}`;

export function liveSecretByToken(
  db: DbOrTx,
  purpose: SecretPurpose,
  tokenHash: string,
  maxAttempts: number,
) {
  return firstOf<SecretRow>(
    db,
    sql`select id, user_id, code_hash, attempts from one_time_secrets
         where token_hash = ${tokenHash} and purpose = ${purpose} and ${LIVE(maxAttempts)}`,
  );
}

export function latestLiveSecret(db: DbOrTx, userId: number, purpose: SecretPurpose, maxAttempts: number) {
  return firstOf<SecretRow>(
    db,
    sql`select id, user_id, code_hash, attempts from one_time_secrets
         where user_id = ${userId} and purpose = ${purpose} and ${LIVE(maxAttempts)}
         order by id desc limit 1`,
  );
}

/** Claims one try of a live secret; its attempts after the claim, or null when none was left. */
export async function claimAttempt(db: DbOrTx, id: number, maxAttempts: number) {
  const row = await firstOf<{ attempts: number }>(
    db,
    sql`update one_time_secrets set attempts = attempts + 1, updated_at = now()
         where id = ${id} and ${LIVE(maxAttempts)} returning attempts`,
  );
  return row ? Number(row.attempts) : null;
}

/** Marks a secret used; false when another request used it first. */
export async function useSecret(db: DbOrTx, id: number) {
  const rows = await rowsOf(
    db,
    sql`update one_time_secrets set used_at = now(), updated_at = now() where id = ${id} and used_at is null returning id`,
  );
  return rows.length === 1;
}
