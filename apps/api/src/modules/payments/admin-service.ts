/**
 * Admin → Payments (issue 23): the payments of every account, newest first, and the refund mark. A refund is made
 * in the gateway's own dashboard (Paystack) or not at all (the sandbox); Ile records who marked it, when and why,
 * in the payment and in the audit log, in one transaction. The mark does not take back what the payment granted:
 * an admin who wants that suspends the account or changes the plan (ADR 0700).
 */
import { type AdminPayment, type AdminPaymentQuery, adminMessages } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import { pageMeta } from "../../platform/pagination.ts";
import { type AdminPaymentRow, adminPaymentByReference, findPayments, markRefunded } from "./repo/admin.ts";

function toAdminPayment(r: AdminPaymentRow): AdminPayment {
  return {
    id: Number(r.id),
    reference: r.reference,
    user: {
      id: Number(r.user_id),
      name: [r.first_name, r.last_name].filter(Boolean).join(" ").trim(),
      email: r.email,
    },
    purpose: r.purpose,
    amount_kobo: Number(r.amount_kobo),
    gateway: r.gateway,
    status: r.status,
    paid_at: iso(r.paid_at),
    created_at: r.created_at.toISOString(),
    refund: r.refunded_at
      ? {
          at: r.refunded_at.toISOString(),
          by: r.refunded_by === null ? null : Number(r.refunded_by),
          reason: r.refund_reason,
        }
      : null,
  };
}

export class PaymentsAdmin {
  constructor(private readonly db: Db) {}

  async list(q: AdminPaymentQuery) {
    const { rows, total } = await findPayments(this.db, q);
    return { data: rows.map(toAdminPayment), meta: pageMeta(q.page, q.per_page, total) };
  }

  async markRefunded(adminId: number, reference: string, reason: string): Promise<AdminPayment> {
    await this.db.transaction(async (tx) => {
      const p = await adminPaymentByReference(tx, reference, true);
      if (!p) throw AppError.notFound(adminMessages.paymentNotFound);
      if (p.refunded_at) throw new AppError(409, adminMessages.alreadyRefunded, "CONFLICT");
      if (p.status !== "success") throw new AppError(409, adminMessages.onlyPaidRefunds, "CONFLICT");
      await markRefunded(tx, p.id, adminId, reason);
      await recordAudit(tx, {
        actorId: adminId,
        action: "payment.refund",
        targetType: "payment",
        targetId: p.id,
        reason,
        before: { reference, status: p.status, refunded: false, amount_kobo: Number(p.amount_kobo) },
        after: { reference, status: p.status, refunded: true, amount_kobo: Number(p.amount_kobo) },
      });
    });
    return toAdminPayment((await adminPaymentByReference(this.db, reference))!);
  }
}
