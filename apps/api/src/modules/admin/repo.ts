/**
 * SQL of the admin area: accounts as an admin sees them, and the audit log. Every function takes a DbOrTx, so
 * a change and its audit entry are written in one transaction by the service.
 */
import type { AdminUserQuery, AuditQuery } from "@ile/contract";
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, max, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { auditLog, kycSubmissions, profiles, properties, users } from "../../db/schema/index.ts";

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const userColumns = {
  id: users.id,
  email: users.email,
  phone: users.phone,
  role: users.role,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  slug: profiles.slug,
  verifiedAt: profiles.verifiedAt,
};

export type AdminUserRow = {
  id: number;
  email: string;
  phone: string | null;
  role: string;
  status: "pending" | "active" | "suspended";
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  slug: string | null;
  verifiedAt: Date | null;
};

function userWhere(q: Pick<AdminUserQuery, "query" | "role" | "status">): SQL | undefined {
  const text = q.query?.trim();
  const digits = text?.replace(/\D/g, "") ?? "";
  return and(
    q.role ? eq(users.role, q.role) : undefined,
    q.status ? eq(users.status, q.status) : undefined,
    text
      ? or(
          ilike(users.email, contains(text)),
          ilike(
            sql`coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')`,
            contains(text),
          ),
          // Phones are stored as +234…: "0803 123 4567" and "803-123-4567" find the same account.
          digits.length >= 4 ? ilike(users.phone, contains(digits.replace(/^0/, ""))) : undefined,
          /^\d+$/.test(text) ? eq(users.id, Number(text) <= 2 ** 53 ? Number(text) : -1) : undefined,
        )
      : undefined,
  );
}

export async function findUsers(db: DbOrTx, q: AdminUserQuery) {
  const where = userWhere(q);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where);
  if (total === 0) return { rows: [] as AdminUserRow[], total };
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return { rows: rows as AdminUserRow[], total };
}

export async function userById(db: DbOrTx, id: number, lock = false): Promise<AdminUserRow | undefined> {
  const query = db
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id));
  const [row] = lock ? await query.for("update", { of: users }) : await query;
  return row as AdminUserRow | undefined;
}

/** Suspends or restores; suspending also ends every session issued before now (ADR 0100's sessions_valid_after). */
export async function setUserStatus(db: DbOrTx, id: number, status: "active" | "suspended") {
  await db
    .update(users)
    .set(status === "suspended" ? { status, sessionsValidAfter: sql`now()` } : { status })
    .where(eq(users.id, id));
}

/**
 * A suspension takes the owner's live listings off every public page (soft delete, marked); a restore brings back
 * exactly those. Returns how many changed.
 */
export async function hideListingsOfSuspended(db: DbOrTx, ownerId: number, hide: boolean): Promise<number> {
  const changed = hide
    ? await db
        .update(properties)
        .set({ deletedAt: sql`now()`, hiddenBySuspension: true, updatedAt: sql`now()` })
        .where(and(eq(properties.ownerId, ownerId), isNull(properties.deletedAt)))
        .returning({ id: properties.id })
    : await db
        .update(properties)
        .set({ deletedAt: null, hiddenBySuspension: false, updatedAt: sql`now()` })
        .where(and(eq(properties.ownerId, ownerId), eq(properties.hiddenBySuspension, true)))
        .returning({ id: properties.id });
  return changed.length;
}

export async function setUserRole(
  db: DbOrTx,
  id: number,
  role: "tenant" | "landlord" | "agent" | "developer",
) {
  // Sessions go on: every request reads the role from this row (platform/auth.ts verify), not from the token.
  await db.update(users).set({ role }).where(eq(users.id, id));
}

/** Whether the account has an approved identity check (the Verified badge). */
export async function kycApproved(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, "approved")));
  return (row?.n ?? 0) > 0;
}

/** Counting stops this many rows past the page: a broad filter says "1,000+" instead of counting 200k rows. */
const COUNT_AHEAD = 1000;

/** Accounts whose email holds `text` (trigram index, migration 0720): the actors a text search also matches. */
async function actorIdsByEmail(db: DbOrTx, text: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(ilike(users.email, contains(text)))
    .limit(COUNT_AHEAD);
  return rows.map((r) => Number(r.id));
}

function auditWhere(q: AuditQuery, text: string | undefined, actorIds: number[]): SQL | undefined {
  return and(
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.target_type ? eq(auditLog.targetType, q.target_type) : undefined,
    q.target_id ? eq(auditLog.targetId, q.target_id) : undefined,
    q.actor_id ? eq(auditLog.actorId, q.actor_id) : undefined,
    q.from ? gte(auditLog.createdAt, sql`${q.from}::date`) : undefined,
    q.to ? lt(auditLog.createdAt, sql`${q.to}::date + 1`) : undefined,
    text
      ? or(
          // action, reason and before/after as text, in one trigram-indexed column (migration 0720)
          ilike(auditLog.searchText, contains(text)),
          eq(auditLog.targetId, text),
          actorIds.length ? inArray(auditLog.actorId, actorIds) : undefined,
        )
      : undefined,
  );
}

/**
 * A page of the log, newest first, and how many entries match — counted up to COUNT_AHEAD past this page
 * (`capped` when there are more), so the newest page of a large log never counts the whole log.
 */
export async function searchAudit(db: DbOrTx, q: AuditQuery) {
  const text = q.query?.trim() || undefined;
  const where = auditWhere(q, text, text ? await actorIdsByEmail(db, text) : []);
  const offset = (q.page - 1) * q.per_page;
  const limit = offset + q.per_page + COUNT_AHEAD;
  const matching = db.select({ one: sql`1` }).from(auditLog).where(where).limit(limit).as("matching");
  const [counted, rows] = await Promise.all([
    db.select({ n: count() }).from(matching),
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorEmail: users.email,
        actorFirst: profiles.firstName,
        actorLast: profiles.lastName,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        reason: auditLog.reason,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(profiles, eq(profiles.userId, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.per_page)
      .offset(offset),
  ]);
  const total = counted[0]?.n ?? 0;
  return { rows, total, capped: total === limit };
}
