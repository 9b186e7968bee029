/**
 * Admin decisions on service providers (ADR 0302): the list to review, approve (profile reviewed by Ile) and
 * verify (registration number checked with its body). Each decision is one conditional update recorded with
 * recordAudit in the same transaction, so a double click approves once and writes one audit entry.
 */
import {
  homeServicesAdminMessages as A,
  type AdminProviderWire,
  homeServicesMessages as M,
} from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import { type ReviewQueue, ReviewQueueService } from "../../platform/review-queue.ts";
import * as repo from "./admin.repo.ts";

export function adminProviderWire(r: repo.AdminProviderRow): AdminProviderWire {
  return {
    id: Number(r.id),
    user_id: Number(r.user_id),
    name: r.name,
    category: r.category,
    city: r.city,
    state: r.state,
    email: r.email,
    phone: r.phone ?? "",
    licence_body: r.licence_body,
    licence_number: r.licence_number,
    kyc_verified: r.kyc_verified,
    approved_at: iso(r.approved_at),
    licence_verified_at: iso(r.licence_verified_at),
    created_at: r.created_at.toISOString(),
  };
}

/** Providers in the admin review queue (platform/review-queue.ts): approve, or verify the registration number. */
const providerReview: ReviewQueue<repo.AdminProviderRow, AdminProviderWire> = {
  list: repo.listForReview,
  load: repo.providerForReview,
  notFound: M.providerNotFound,
  check: (row, decision) => {
    if (decision === "verify" && !row.licence_number) throw new AppError(409, A.noLicence, "NO_LICENCE");
  },
  apply: (db, id, adminId, decision) =>
    decision === "approve" ? repo.approve(db, id, adminId) : repo.verifyLicence(db, id, adminId),
  alreadyDecided: { approve: A.alreadyApproved, verify: A.alreadyVerified },
  audit: {
    action: { approve: "provider.approve", verify: "provider.verify_licence" },
    targetType: "service_provider",
    snapshot: (r) => ({ approved_at: iso(r.approved_at), licence_verified_at: iso(r.licence_verified_at) }),
  },
  wire: adminProviderWire,
};

export class ProvidersAdminService extends ReviewQueueService<repo.AdminProviderRow, AdminProviderWire> {
  constructor(db: Db) {
    super(db, providerReview);
  }
}
