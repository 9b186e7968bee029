/**
 * The admin review queue the satellites share (ADR 0302: service providers, store sellers): a record is approved
 * (reviewed by Ile) or verified (its registration, address or phone checked) by one conditional update, recorded in
 * the audit log in the same transaction, so a double click decides once and writes one audit entry. Each satellite
 * says how to read, check and change its records; the order of the steps and the audit entry live here.
 */
import { HOME_SERVICES_LIMITS } from "@ile/contract";
import type { Db, DbOrTx } from "../db/client.ts";
import { recordAudit } from "./audit.repo.ts";
import { AppError } from "./errors.ts";
import { pageOf } from "./pagination.ts";

export type ReviewDecision = "approve" | "verify";

/** The review list's query (contract adminReviewQuerySchema): pending by default, approved or all; words; pages. */
export interface ReviewListQuery {
  status?: "pending" | "approved" | "all" | undefined;
  query?: string | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

export interface ReviewQueue<Row, Wire> {
  /** One page of the records to review and their total. */
  list(
    db: DbOrTx,
    f: { status: string; query?: string | undefined },
    window: { offset: number; limit: number },
  ): Promise<{ rows: Row[]; total: number }>;
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

/** One page of the queue, newest first as the satellite orders it, as `{data, pagination}`. */
export function listReview<Row, Wire>(db: Db, queue: ReviewQueue<Row, Wire>, q: ReviewListQuery) {
  return pageOf(
    q,
    HOME_SERVICES_LIMITS.defaultPerPage,
    (window) => queue.list(db, { status: q.status ?? "pending", query: q.query }, window),
    (rows) => rows.map((r) => queue.wire(r)),
  );
}

/** The admin service of one queue (providers, sellers): its list and its decisions. */
export class ReviewQueueService<Row, Wire> {
  constructor(
    private readonly db: Db,
    private readonly queue: ReviewQueue<Row, Wire>,
  ) {}

  list(q: ReviewListQuery) {
    return listReview(this.db, this.queue, q);
  }

  decide(adminId: number, id: number, decision: ReviewDecision, reason: string) {
    return decideReview(this.db, this.queue, adminId, id, decision, reason);
  }
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
