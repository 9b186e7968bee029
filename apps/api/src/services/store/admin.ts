/**
 * Admin decisions on the store's sellers (ADR 0302): the sellers (users with products) to review, approve (shop
 * reviewed by Ile) and verify (address and phone checked). One conditional update each, audited in the same
 * transaction.
 */
import { homeServicesAdminMessages as A, type AdminSellerWire, HOME_SERVICES_LIMITS } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import { AppError } from "../../platform/errors.ts";
import { pageMeta, pageWindow } from "../../platform/pagination.ts";
import * as repo from "./admin.repo.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function adminSellerWire(r: repo.AdminSellerRow): AdminSellerWire {
  return {
    user_id: Number(r.user_id),
    name: r.name || r.email,
    email: r.email,
    phone: r.phone ?? "",
    products: r.products,
    kyc_verified: r.kyc_verified,
    approved_at: iso(r.approved_at),
    verified_at: iso(r.verified_at),
    first_listed_at: r.first_listed_at.toISOString(),
  };
}

export class StoreAdminService {
  constructor(private readonly db: Db) {}

  async list(q: {
    status?: "pending" | "approved" | "all" | undefined;
    query?: string | undefined;
    page?: number | undefined;
    per_page?: number | undefined;
  }) {
    const page = q.page ?? 1;
    const perPage = q.per_page ?? HOME_SERVICES_LIMITS.defaultPerPage;
    const { rows, total } = await repo.sellersForReview(
      this.db,
      { status: q.status ?? "pending", query: q.query },
      pageWindow(page, perPage),
    );
    return { data: rows.map(adminSellerWire), pagination: pageMeta(page, perPage, total) };
  }

  async decide(adminId: number, userId: number, decision: "approve" | "verify", reason: string) {
    return this.db.transaction(async (tx) => {
      const before = await repo.sellerForReview(tx, userId);
      if (!before) throw AppError.notFound(A.sellerNotFound);
      if (!(await repo.decide(tx, userId, adminId, decision)))
        throw new AppError(
          409,
          decision === "approve" ? A.alreadyApproved : A.alreadyVerified,
          "ALREADY_DECIDED",
        );
      const after = (await repo.sellerForReview(tx, userId))!;
      await recordAudit(tx, {
        actorId: adminId,
        action: decision === "approve" ? "seller.approve" : "seller.verify",
        targetType: "seller",
        targetId: userId,
        reason: reason || null,
        before: { approved_at: iso(before.approved_at), verified_at: iso(before.verified_at) },
        after: { approved_at: iso(after.approved_at), verified_at: iso(after.verified_at) },
      });
      return adminSellerWire(after);
    });
  }
}
