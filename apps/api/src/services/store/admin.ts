/**
 * Admin decisions on the store's sellers (ADR 0302): the sellers (users with products) to review, approve (shop
 * reviewed by Ile) and verify (address and phone checked). One conditional update each, audited in the same
 * transaction.
 */
import { homeServicesAdminMessages as A, type AdminSellerWire } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { iso } from "../../platform/iso.ts";
import { type ReviewQueue, ReviewQueueService } from "../../platform/review-queue.ts";
import * as repo from "./admin.repo.ts";

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

/** Sellers in the admin review queue (platform/review-queue.ts): approve the shop, or verify address and phone. */
const sellerReview: ReviewQueue<repo.AdminSellerRow, AdminSellerWire> = {
  list: repo.sellersForReview,
  load: repo.sellerForReview,
  notFound: A.sellerNotFound,
  apply: repo.decide,
  alreadyDecided: { approve: A.alreadyApproved, verify: A.alreadyVerified },
  audit: {
    action: { approve: "seller.approve", verify: "seller.verify" },
    targetType: "seller",
    snapshot: (r) => ({ approved_at: iso(r.approved_at), verified_at: iso(r.verified_at) }),
  },
  wire: adminSellerWire,
};

/** Decisions take the seller's user id. */
export class StoreAdminService extends ReviewQueueService<repo.AdminSellerRow, AdminSellerWire> {
  constructor(db: Db) {
    super(db, sellerReview);
  }
}
