/** Users and their session-user columns (SQL only; the rules are in the services). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { firstOf, rowsOf } from "../../../db/rows.ts";
import { type AccountRole, users } from "../../../db/schema/accounts.ts";

export interface UserRow {
  id: number;
  email: string;
  phone: string | null;
  password_hash: string;
  role: AccountRole;
  status: "pending" | "active" | "suspended";
  email_verified_at: Date | string | null;
  phone_verified_at: Date | string | null;
  login_codes: boolean;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  slug: string;
  unique_key: string;
  verified_at: Date | string | null;
}

const USER = sql.raw(`select u.id, u.email, u.phone, u.password_hash, u.role, u.status, u.email_verified_at,
  u.phone_verified_at, u.login_codes, u.created_at, p.first_name, p.last_name, p.profile_picture, p.slug,
  p.unique_key, p.verified_at from users u join profiles p on p.user_id = u.id`);

export function userById(db: DbOrTx, id: number) {
  return firstOf<UserRow>(db, sql`${USER} where u.id = ${id} and u.deleted_at is null`);
}

/** A live account by its normalised email or phone. */
export function userByEmailOrPhone(db: DbOrTx, by: { email: string } | { phone: string }) {
  return firstOf<UserRow>(
    db,
    "email" in by
      ? sql`${USER} where u.deleted_at is null and u.email = ${by.email}`
      : sql`${USER} where u.deleted_at is null and u.phone = ${by.phone}`,
  );
}

/** Accounts (deleted ones too) already holding this email or phone. */
export function holdersOf(db: DbOrTx, email: string, phone: string | null) {
  return rowsOf<{ email: string; phone: string | null }>(
    db,
    sql`select email, phone from users where email = ${email} or (phone is not null and phone = ${phone})`,
  );
}

/** Marks the email or phone verified and activates a pending account. */
export async function markVerified(db: DbOrTx, userId: number, channel: "email" | "phone") {
  const column = sql.raw(channel === "email" ? "email_verified_at" : "phone_verified_at");
  await db.execute(
    sql`update users set ${column} = coalesce(${column}, now()),
               status = case when status = 'pending' then 'active' else status end, updated_at = now()
         where id = ${userId}`,
  );
}

export async function setLoginCodes(db: DbOrTx, userId: number, enabled: boolean) {
  await db.execute(sql`update users set login_codes = ${enabled}, updated_at = now() where id = ${userId}`);
}

/** A new password; every earlier session ends; the reset link proved the email. */
export async function setPassword(db: DbOrTx, userId: number, passwordHash: string) {
  await db.execute(
    sql`update users set password_hash = ${passwordHash}, sessions_valid_after = now(),
               email_verified_at = coalesce(email_verified_at, now()),
               status = case when status = 'pending' then 'active' else status end, updated_at = now()
         where id = ${userId}`,
  );
}

/** Soft-deletes the account: sessions end, the email and phone are freed. */
export async function softDeleteUser(db: DbOrTx, userId: number) {
  await db.execute(
    sql`update users set deleted_at = now(), sessions_valid_after = now(), updated_at = now(),
               email = 'deleted-' || id || '@deleted.ile.invalid', phone = null where id = ${userId}`,
  );
}

/** Whom to write to about an account. */
export function contactOf(db: DbOrTx, userId: number) {
  return firstOf<{ email: string; first_name: string }>(
    db,
    sql`select u.email, p.first_name from users u join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}
