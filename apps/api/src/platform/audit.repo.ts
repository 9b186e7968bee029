/**
 * The append-only audit log's one writer (ADR 0700): every admin action (who, what, when, before → after) is
 * recorded inside the transaction of the change it records, by whichever module makes the change.
 */
import { afterCommit, type Db, type DbOrTx } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";

export interface AuditRecord {
  actorId: number;
  action: string;
  targetType: string;
  targetId: string | number;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/** What learns of new entries once they are committed, by database (the audit page cache's version bump). */
const watchers = new WeakMap<Db, () => unknown>();

/** Has `onRecorded` called after every commit that appended to the log of `db`. */
export function watchAudit(db: Db, onRecorded: () => unknown) {
  watchers.set(db, onRecorded);
}

/** One function for every entry, so a transaction that records several tells the watcher once. */
const recorded = (root: Db) => watchers.get(root)?.();

/** Appends one entry; call it inside the transaction of the change it records. */
export async function recordAudit(db: DbOrTx, entry: AuditRecord) {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
  await afterCommit(db, recorded);
}
