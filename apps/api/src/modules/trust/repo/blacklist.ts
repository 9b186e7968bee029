/** SQL of the tenant blacklist (ADR 0901): entries, evidence, steps and the search log. */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import {
  type BlacklistEntryRow,
  blacklistEntries,
  blacklistEvents,
  blacklistEvidence,
  blacklistSearches,
  profiles,
  users,
} from "../../../db/schema/index.ts";

export type NewEntry = typeof blacklistEntries.$inferInsert;
export type EntryPatch = Partial<NewEntry>;

/** The account as the blacklist sees it: role, status, and whether an admin approved its identity. */
export async function accountOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      email: users.email,
      phone: users.phone,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      verifiedAt: profiles.verifiedAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function insertEntry(db: DbOrTx, v: NewEntry): Promise<BlacklistEntryRow> {
  const [row] = await db.insert(blacklistEntries).values(v).returning();
  return row!;
}

export async function entryById(db: DbOrTx, id: number, lock = false): Promise<BlacklistEntryRow | null> {
  const q = db.select().from(blacklistEntries).where(eq(blacklistEntries.id, id)).limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function entryByTokenHash(db: DbOrTx, hash: string, lock = false) {
  const q = db.select().from(blacklistEntries).where(eq(blacklistEntries.replyTokenHash, hash)).limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function updateEntry(db: DbOrTx, id: number, patch: EntryPatch): Promise<BlacklistEntryRow> {
  const [row] = await db.update(blacklistEntries).set(patch).where(eq(blacklistEntries.id, id)).returning();
  return row!;
}

export async function entriesOfReporter(db: DbOrTx, reporterId: number) {
  return db
    .select()
    .from(blacklistEntries)
    .where(eq(blacklistEntries.reporterId, reporterId))
    .orderBy(desc(blacklistEntries.createdAt), desc(blacklistEntries.id))
    .limit(200);
}

export type AdminFilter = "pending" | "published" | "rejected" | "removed" | "erased" | "appeals" | "erasure";

export async function entriesForAdmin(db: DbOrTx, filter: AdminFilter | undefined) {
  const where: SQL | undefined =
    filter === "appeals"
      ? and(
          eq(blacklistEntries.appeal, true),
          isNull(blacklistEntries.appealDecision),
          eq(blacklistEntries.status, "published"),
        )
      : filter === "erasure"
        ? and(
            isNotNull(blacklistEntries.erasureRequestedAt),
            or(
              eq(blacklistEntries.status, "published"),
              eq(blacklistEntries.status, "pending"),
              eq(blacklistEntries.status, "rejected"),
              eq(blacklistEntries.status, "removed"),
            ),
          )
        : filter
          ? eq(blacklistEntries.status, filter)
          : undefined;
  return db
    .select()
    .from(blacklistEntries)
    .where(where)
    .orderBy(desc(blacklistEntries.createdAt), desc(blacklistEntries.id))
    .limit(200);
}

/**
 * Published, unexpired entries whose phone is exactly `phone`, or whose name shares a word starting with the
 * first three letters of one of `nameWords` (the service then scores the names): at most 200 candidates.
 */
export async function searchCandidates(db: DbOrTx, phone: string | null, nameWords: string[]) {
  const byName = nameWords.map((w) => sql`${blacklistEntries.tenantNameKey} like ${`%${w.slice(0, 3)}%`}`);
  const match = or(phone ? eq(blacklistEntries.tenantPhone, phone) : undefined, ...byName);
  return db
    .select()
    .from(blacklistEntries)
    .where(and(eq(blacklistEntries.status, "published"), sql`${blacklistEntries.expiresAt} > now()`, match))
    .orderBy(desc(blacklistEntries.publishedAt))
    .limit(200);
}

export async function reporterNames(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, { name: string; role: string }>();
  const rows = await db
    .select({ id: users.id, role: users.role, first: profiles.firstName, last: profiles.lastName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((r) => [
      r.id,
      { name: [r.first, r.last].filter(Boolean).join(" ").trim() || "A verified member", role: r.role },
    ]),
  );
}

export async function insertEvidence(
  db: DbOrTx,
  rows: { entryId: number; side: "reporter" | "tenant"; file: string; originalName: string }[],
) {
  if (rows.length) await db.insert(blacklistEvidence).values(rows);
}

export async function evidenceOf(db: DbOrTx, entryIds: number[]) {
  if (!entryIds.length) return [];
  return db
    .select()
    .from(blacklistEvidence)
    .where(inArray(blacklistEvidence.entryId, entryIds))
    .orderBy(asc(blacklistEvidence.id));
}

export async function evidenceById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(blacklistEvidence).where(eq(blacklistEvidence.id, id)).limit(1);
  return row ?? null;
}

export async function deleteEvidenceRows(db: DbOrTx, entryId: number) {
  return db.delete(blacklistEvidence).where(eq(blacklistEvidence.entryId, entryId)).returning();
}

export async function tenantEvidenceCounts(db: DbOrTx, entryIds: number[]) {
  if (!entryIds.length) return new Map<number, number>();
  const rows = await db
    .select({ entryId: blacklistEvidence.entryId, n: count() })
    .from(blacklistEvidence)
    .where(and(inArray(blacklistEvidence.entryId, entryIds), eq(blacklistEvidence.side, "tenant")))
    .groupBy(blacklistEvidence.entryId);
  return new Map(rows.map((r) => [r.entryId, r.n]));
}

export async function recordStep(
  db: DbOrTx,
  e: {
    entryId: number;
    actorId: number | null;
    actor: "reporter" | "tenant" | "admin" | "system";
    step: string;
    note?: string | null;
  },
) {
  await db.insert(blacklistEvents).values({ ...e, note: e.note ?? null });
}

export async function stepsOf(db: DbOrTx, entryId: number) {
  return db
    .select()
    .from(blacklistEvents)
    .where(eq(blacklistEvents.entryId, entryId))
    .orderBy(asc(blacklistEvents.id));
}

export async function logSearch(
  db: DbOrTx,
  s: { searcherId: number; queryName: string | null; queryPhone: string | null; resultIds: number[] },
) {
  await db.insert(blacklistSearches).values(s);
}

export async function searchesOf(db: DbOrTx, entryId: number | null, limit = 100) {
  return db
    .select({
      id: blacklistSearches.id,
      searcherId: blacklistSearches.searcherId,
      email: users.email,
      queryName: blacklistSearches.queryName,
      queryPhone: blacklistSearches.queryPhone,
      resultIds: blacklistSearches.resultIds,
      createdAt: blacklistSearches.createdAt,
    })
    .from(blacklistSearches)
    .innerJoin(users, eq(users.id, blacklistSearches.searcherId))
    .where(entryId === null ? undefined : sql`${entryId} = any(${blacklistSearches.resultIds})`)
    .orderBy(desc(blacklistSearches.createdAt), desc(blacklistSearches.id))
    .limit(limit);
}
