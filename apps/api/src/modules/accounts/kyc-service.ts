/**
 * KYC (identity verification): a person submits an identity document (NIN slip, international passport,
 * driver's licence, voter's card, or a CAC certificate for companies) with a selfie; an admin approves or
 * rejects it; approval sets the profile's verified_at (the verified badge). Files are checked by content,
 * at most 10 MB, stored privately and served only to their owner and admins (anyone else gets a 404).
 */
import { accountMail, kycDuplicateRefused, kycMessages, messages } from "@ile/contract";
import type { Db } from "../../db/client.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError, fieldErrorsOf } from "../../platform/errors.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { contentTypeOf, type Storage } from "../../platform/storage.ts";
import {
  type MultipartBody,
  readStored,
  removeStored,
  storePrivateDocument,
} from "../../platform/uploads.ts";
import { kycSubmission, kycView, submissionView } from "./kyc-rules.ts";
import * as repo from "./repo/kyc.ts";
import { markProfileVerified } from "./repo/profiles.ts";
import { contactOf } from "./repo/users.ts";

const notFound = () => AppError.notFound(messages.generic.notFound);

export class KycService {
  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly outbox: Outbox,
  ) {}

  async status(userId: number) {
    return kycView(await repo.latestKyc(this.db, userId));
  }

  /**
   * A submission (or, `resubmit`, one after a rejection). The state is checked before the form is read, so a
   * refused submission stores no file; stored files are removed again when the row cannot be written.
   */
  async submit(userId: number, resubmit: boolean, readForm: () => Promise<MultipartBody>) {
    const current = await repo.latestKyc(this.db, userId);
    if (current?.status === "approved") throw new AppError(409, kycMessages.alreadyApproved, "CONFLICT");
    if (current?.status === "pending") throw new AppError(409, kycMessages.alreadyPending, "CONFLICT");
    if (resubmit && current?.status !== "rejected")
      throw new AppError(409, kycMessages.nothingToResubmit, "CONFLICT");

    const form = await readForm();
    const parsed = kycSubmission.safeParse(form.fields);
    const errors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const front = form.files.find((f) => f.field === "document_front");
    const back = form.files.find((f) => f.field === "document_back");
    const selfie = form.files.find((f) => f.field === "selfie");
    if (!front) errors.document_front = [kycMessages.frontRequired];
    if (!selfie) errors.selfie = [kycMessages.selfieRequired];
    if (Object.keys(errors).length || !parsed.success) throw AppError.validation(errors);

    const dir = this.storage;
    const folder = `kyc/${userId}`;
    const stored: string[] = [];
    try {
      const frontFile = await storePrivateDocument(dir, folder, front!, "document_front");
      stored.push(frontFile);
      const backFile = back ? await storePrivateDocument(dir, folder, back, "document_back") : null;
      if (backFile) stored.push(backFile);
      const selfieFile = await storePrivateDocument(dir, folder, selfie!, "selfie", { allowPdf: false });
      stored.push(selfieFile);
      const row = await repo.insertKyc(this.db, {
        userId,
        documentType: parsed.data.document_type,
        documentNumber: parsed.data.document_number,
        frontFile,
        backFile,
        selfieFile,
      });
      if (!row) throw new AppError(409, kycMessages.alreadyPending, "CONFLICT");
      return kycView(row);
    } catch (err) {
      await Promise.all(stored.map((f) => removeStored(dir, f)));
      throw err;
    }
  }

  /** A KYC file for its owner or an admin; anyone else is answered as if it did not exist. */
  async file(session: Session, id: number, which: "front" | "back" | "selfie") {
    const row = await repo.kycById(this.db, id);
    if (!row || (row.user_id !== session.userId && session.role !== "admin")) throw notFound();
    const relative = which === "front" ? row.front_file : which === "back" ? row.back_file : row.selfie_file;
    if (!relative) throw notFound();
    const data = await readStored(this.storage, relative).catch(() => {
      throw notFound();
    });
    return { data, contentType: contentTypeOf(relative) };
  }

  /** Submissions of a status for the admin review, with their people and the full document number. */
  async list(status: repo.KycStatus, page: number, limit: number) {
    const rows = await repo.kycByStatus(this.db, status, limit, (page - 1) * limit);
    const total = rows[0]?.total ?? 0;
    return {
      data: rows.map((r) => ({
        ...submissionView(r),
        document_number: r.document_number,
        user: { id: r.user_id, full_name: r.full_name, email: r.email, role: r.role },
        approved_elsewhere: r.approved_elsewhere,
      })),
      pagination: { page, limit, total, pages: Math.ceil(total / limit) },
    };
  }

  /**
   * Approves (the profile becomes verified) or rejects a pending submission, records it in the audit log in the
   * same transaction, and tells the person. A document (type and number) already verified for another account is
   * approved only when the admin confirms they checked it (`acknowledgeDuplicate`); otherwise 409 naming the other
   * accounts (issue 34, ADR 0100 addendum). The document's lock makes two approvals of it at once take turns.
   */
  async review(
    id: number,
    adminId: number,
    decision: "approved" | "rejected",
    reason: string | null,
    acknowledgeDuplicate = false,
  ) {
    const row = await this.db.transaction(async (tx) => {
      let duplicateOf: number[] = [];
      if (decision === "approved") {
        const current = await repo.kycById(tx, id);
        if (!current) throw notFound();
        const holders = current.status === "pending" ? await repo.lockedHoldersOf(tx, current) : [];
        if (holders.length && !acknowledgeDuplicate)
          throw new AppError(409, kycDuplicateRefused(holders), "KYC_DUPLICATE");
        duplicateOf = holders.map((h) => h.user_id);
      }
      const reviewed = await repo.reviewKyc(tx, id, decision, reason, adminId);
      if (!reviewed) {
        if (!(await repo.kycById(tx, id))) throw notFound();
        throw new AppError(409, kycMessages.notPending, "CONFLICT");
      }
      if (decision === "approved") await markProfileVerified(tx, reviewed.user_id);
      await recordAudit(tx, {
        actorId: adminId,
        action: decision === "approved" ? "kyc.approve" : "kyc.reject",
        targetType: "kyc",
        targetId: id,
        reason,
        before: { status: "pending", user_id: reviewed.user_id },
        after: {
          status: decision,
          user_id: reviewed.user_id,
          ...(duplicateOf.length ? { duplicate_of: duplicateOf } : {}),
        },
      });
      return reviewed;
    });
    const user = await contactOf(this.db, row.user_id);
    if (user)
      await this.outbox.send({
        channel: "email",
        to: user.email,
        subject: decision === "approved" ? accountMail.kycApprovedSubject : accountMail.kycRejectedSubject,
        text:
          decision === "approved"
            ? accountMail.kycApproved(user.first_name)
            : accountMail.kycRejected(user.first_name, reason),
        kind: `kyc_${decision}`,
      });
    return kycView(row);
  }
}
