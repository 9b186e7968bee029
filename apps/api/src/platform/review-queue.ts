/**
 * The admin review queue the satellites share (ADR 0302: service providers, store sellers): a record is approved
 * (reviewed by Ile) or verified (its registration, address or phone checked) by one conditional update, recorded in
 * the audit log in the same transaction, so a double click decides once and writes one audit entry. Each satellite
 * says how to read, check and change its records; the order of the steps and the audit entry live here.
 */
import type { Db, DbOrTx } from "../db/client.ts";
import { recordAudit } from "./audit.repo.ts";
import { AppError } from "./errors.ts";

export type ReviewDecision = "approve" | "verify";

export interface ReviewQueue<Row, Wire> {
  /** The record as the review sees it (null or undefined: not found). */
  load(db: DbOrTx, id: number): Promise<Row | null | undefined>;
  /** The 404 message. */
  notFound: string;
  /** Refuses a decision the record cannot take yet (throws); optional. */
  check?(row: Row, decision: ReviewDecision): void;
  /** The conditional update: false when the record was already decided. */
  apply(db: DbOrTx, id: number, adminId: number, decision: ReviewDecision): Promise<boolean>;
  /** The 409 messages of a record already decided. */
  alreadyDecided: Record<ReviewDecision, string>;
  /** The audit entry: its action per decision, its target type, and the fields it records before and after. */
  audit: {
    action: Record<ReviewDecision, string>;
    targetType: string;
    snapshot(row: Row): Record<string, unknown>;
  };
  wire(row: Row): Wire;
}

/** Approves or verifies one record, audited; 404 when it is missing, 409 when it was already decided. */
export async function decideReview<Row, Wire>(
  db: Db,
  queue: ReviewQueue<Row, Wire>,
  adminId: number,
  id: number,
  decision: ReviewDecision,
  reason: string,
): Promise<Wire> {
  return db.transaction(async (tx) => {
    const before = await queue.load(tx, id);
    if (!before) throw AppError.notFound(queue.notFound);
    queue.check?.(before, decision);
    if (!(await queue.apply(tx, id, adminId, decision)))
      throw new AppError(409, queue.alreadyDecided[decision], "ALREADY_DECIDED");
    const after = (await queue.load(tx, id))!;
    await recordAudit(tx, {
      actorId: adminId,
      action: queue.audit.action[decision],
      targetType: queue.audit.targetType,
      targetId: id,
      reason: reason || null,
      before: queue.audit.snapshot(before),
      after: queue.audit.snapshot(after),
    });
    return queue.wire(after);
  });
}
