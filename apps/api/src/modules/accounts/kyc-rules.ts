/** What a KYC submission must hold (Nigerian document number formats) and how a submission is shown. */
import { iso } from "../../platform/iso.ts";
import type { KycRow } from "./repo/kyc.ts";

/** The submission's fields: the contract's schema (the dashboard's form checks with it too). */
export { kycSubmissionInputSchema as kycSubmission } from "@ile/contract";

const masked = (n: string) => (n.length <= 4 ? n : `${"•".repeat(n.length - 4)}${n.slice(-4)}`);

/** A submission as its owner sees it (the number masked, files behind /api/kyc/files). */

export function kycView(row: KycRow | null | undefined) {
  return row ? submissionView(row) : { status: "none" as const };
}

/** One submission as its owner sees it (the number masked). */
export function submissionView(row: KycRow) {
  const file = (which: string) => `/api/kyc/files/${row.id}/${which}`;
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    document_type: row.document_type,
    document_number: masked(row.document_number),
    submitted_at: iso(row.created_at),
    reviewed_at: iso(row.reviewed_at),
    files: { front: file("front"), back: row.back_file ? file("back") : null, selfie: file("selfie") },
  };
}
