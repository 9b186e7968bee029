/** SQL of scam reports (ADR 0902): reports, the listings they hide, the admin queue. */
import { and, count, countDistinct, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { type AbuseReportRow, abuseReports, properties, users } from "../../../db/schema/index.ts";

export async function listingBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      ownerId: properties.ownerId,
      hiddenAt: properties.hiddenAt,
    })
    .from(properties)
    .where(and(eq(properties.slug, slug), sql`${properties.deletedAt} is null`))
    .limit(1);
  return row ?? null;
}

export async function listingById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      ownerId: properties.ownerId,
      hiddenAt: properties.hiddenAt,
    })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  return row ?? null;
}

export async function userContact(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.id, id), sql`${users.deletedAt} is null`))
    .limit(1);
  return row ?? null;
}

/** Inserts a report; null when this account already reported the same listing or profile. */
export async function insertReport(db: DbOrTx, v: typeof abuseReports.$inferInsert) {
  const [row] = await db.insert(abuseReports).values(v).onConflictDoNothing().returning();
  return row ?? null;
}

/** Accounts with an open report on the listing (independent reporters; the system's flags do not count). */
export async function openReporters(db: DbOrTx, listingId: number) {
  const [row] = await db
    .select({ n: countDistinct(abuseReports.reporterId) })
    .from(abuseReports)
    .where(
      and(
        eq(abuseReports.listingId, listingId),
        eq(abuseReports.status, "open"),
        isNotNull(abuseReports.reporterId),
      ),
    );
  return row?.n ?? 0;
}

export async function setHidden(db: DbOrTx, listingId: number, hidden: boolean) {
  await db
    .update(properties)
    .set({ hiddenAt: hidden ? sql`now()` : null })
    .where(eq(properties.id, listingId));
}

export async function reportById(db: DbOrTx, id: number, lock = false) {
  const q = db.select().from(abuseReports).where(eq(abuseReports.id, id)).limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

/** Every open report of the same target (a decision answers them all). */
export async function openReportsOfTarget(db: DbOrTx, r: AbuseReportRow) {
  return db
    .select()
    .from(abuseReports)
    .where(
      and(
        eq(abuseReports.status, "open"),
        eq(abuseReports.targetType, r.targetType),
        eq(abuseReports.userId, r.userId),
        r.listingId === null
          ? sql`${abuseReports.listingId} is null`
          : eq(abuseReports.listingId, r.listingId),
      ),
    );
}

export async function decideReports(
  db: DbOrTx,
  ids: number[],
  d: { action: NonNullable<AbuseReportRow["action"]>; note: string; adminId: number },
) {
  for (const id of ids)
    await db
      .update(abuseReports)
      .set({
        status: "decided",
        action: d.action,
        decisionNote: d.note,
        decidedBy: d.adminId,
        decidedAt: sql`now()`,
      })
      .where(eq(abuseReports.id, id));
}

export async function reportsForAdmin(db: DbOrTx, status: "open" | "decided") {
  return db
    .select({
      report: abuseReports,
      listingSlug: properties.slug,
      listingTitle: properties.title,
      listingHidden: properties.hiddenAt,
      userEmail: users.email,
    })
    .from(abuseReports)
    .leftJoin(properties, eq(properties.id, abuseReports.listingId))
    .innerJoin(users, eq(users.id, abuseReports.userId))
    .where(eq(abuseReports.status, status))
    .orderBy(desc(abuseReports.createdAt), desc(abuseReports.id))
    .limit(200);
}

export async function reportCountOf(db: DbOrTx, reporterId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(abuseReports)
    .where(eq(abuseReports.reporterId, reporterId));
  return row?.n ?? 0;
}
