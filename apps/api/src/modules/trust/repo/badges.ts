/** SQL of verified badges beyond KYC (ADR 0903): one LASRERA and one CAC number per account, checked by an admin. */
import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { type BadgeCheckRow, badgeChecks, profiles, users } from "../../../db/schema/index.ts";

export type BadgeKindValue = BadgeCheckRow["kind"];
export type BadgeStatusValue = BadgeCheckRow["status"];

/**
 * Two boolean columns, `<prefix>lasrera` and `<prefix>cac`: whether the account `userId` (a column) passed the
 * check. For the listing and person reads, so the badges come with the row in the same statement.
 */
export function passedChecksSql(userId: SQL, prefix: string): SQL {
  const passed = (kind: BadgeKindValue) =>
    sql`exists (select 1 from badge_checks b where b.user_id = ${userId} and b.kind = ${kind} and b.status = 'approved')`;
  return sql`${passed("lasrera")} as ${sql.raw(`${prefix}lasrera`)}, ${passed("cac")} as ${sql.raw(`${prefix}cac`)}`;
}

export async function checksOf(db: DbOrTx, userId: number) {
  return db.select().from(badgeChecks).where(eq(badgeChecks.userId, userId)).orderBy(asc(badgeChecks.kind));
}

export async function checkOf(db: DbOrTx, userId: number, kind: BadgeKindValue, lock = false) {
  const q = db
    .select()
    .from(badgeChecks)
    .where(and(eq(badgeChecks.userId, userId), eq(badgeChecks.kind, kind)))
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

/** Another account whose same number an admin already approved (one registration, one account). */
export async function approvedElsewhere(db: DbOrTx, userId: number, kind: BadgeKindValue, number: string) {
  const [row] = await db
    .select({ id: badgeChecks.id })
    .from(badgeChecks)
    .where(
      and(
        eq(badgeChecks.kind, kind),
        eq(badgeChecks.number, number),
        eq(badgeChecks.status, "approved"),
        ne(badgeChecks.userId, userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records a (new) number: it waits for a check, whatever the earlier one's state was. */
export async function upsertPending(db: DbOrTx, userId: number, kind: BadgeKindValue, number: string) {
  const now = new Date();
  const [row] = await db
    .insert(badgeChecks)
    .values({ userId, kind, number, status: "pending", submittedAt: now })
    .onConflictDoUpdate({
      target: [badgeChecks.userId, badgeChecks.kind],
      set: { number, status: "pending", reason: null, submittedAt: now, reviewedBy: null, reviewedAt: null },
    })
    .returning();
  return row!;
}

export async function decide(
  db: DbOrTx,
  id: number,
  d: { status: "approved" | "rejected"; reason: string | null; adminId: number },
) {
  const [row] = await db
    .update(badgeChecks)
    .set({ status: d.status, reason: d.reason, reviewedBy: d.adminId, reviewedAt: new Date() })
    .where(and(eq(badgeChecks.id, id), eq(badgeChecks.status, "pending")))
    .returning();
  return row ?? null;
}

/** The admin queue: numbers of a status with their people (pending oldest first, decided newest first). */
export async function queue(db: DbOrTx, status: BadgeStatusValue) {
  return db
    .select({
      check: badgeChecks,
      email: users.email,
      role: users.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(badgeChecks)
    .innerJoin(users, eq(users.id, badgeChecks.userId))
    .leftJoin(profiles, eq(profiles.userId, badgeChecks.userId))
    .where(eq(badgeChecks.status, status))
    .orderBy(
      status === "pending" ? asc(badgeChecks.submittedAt) : desc(badgeChecks.reviewedAt),
      asc(badgeChecks.id),
    )
    .limit(200);
}

/** The person a check belongs to: role, email and first name (for the message). */
export async function personOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, email: users.email, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
    .limit(1);
  return row ?? null;
}

/** Two text columns, `lasrera_number` and `cac_number`: the numbers of `userId` an admin approved (else null). */
export function approvedNumbersSql(userId: SQL): SQL {
  const approved = (kind: BadgeKindValue) =>
    sql`(select b.number from badge_checks b where b.user_id = ${userId} and b.kind = ${kind} and b.status = 'approved')`;
  return sql`${approved("lasrera")} as lasrera_number, ${approved("cac")} as cac_number`;
}
