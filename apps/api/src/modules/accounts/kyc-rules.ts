/** What a KYC submission must hold (Nigerian document number formats) and how a submission is shown. */
import { KYC_DOCUMENT_TYPES, type KycDocumentType, kycMessages } from "@ile/contract";
import { z } from "zod";
import { iso } from "../../platform/iso.ts";
import type { KycRow } from "./repo/kyc.ts";

/** Document number formats (Nigerian issuers). */
const NUMBER_RULES: Record<KycDocumentType, { re: RegExp; hint: string }> = {
  nin_slip: { re: /^\d{11}$/, hint: kycMessages.ninHint },
  international_passport: { re: /^[A-Z]\d{8}$/, hint: kycMessages.passportHint },
  drivers_licence: { re: /^[A-Z0-9]{8,15}$/, hint: kycMessages.licenceHint },
  voters_card: { re: /^[A-Z0-9]{16,19}$/, hint: kycMessages.votersCardHint },
  cac_certificate: { re: /^(RC|BN|IT)?\d{4,8}$/, hint: kycMessages.cacHint },
};

export const kycSubmission = z
  .object({
    document_type: z.enum(KYC_DOCUMENT_TYPES, { error: kycMessages.chooseDocument }),
    document_number: z
      .string({ error: kycMessages.numberRequired })
      .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
      .pipe(z.string().min(1, { error: kycMessages.numberRequired }).max(30)),
  })
  .superRefine((v, ctx) => {
    const rule = NUMBER_RULES[v.document_type];
    if (!rule.re.test(v.document_number))
      ctx.addIssue({ code: "custom", path: ["document_number"], message: rule.hint });
  });

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
