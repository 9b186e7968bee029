/**
 * Disputes of a viewing whose fee Ile holds (issue 49 part 2, ADR 0970). The renter disputes from the viewing's
 * start until 48 hours after its end (the lister did not come, the property was gone or not as listed) with a
 * statement and photos; while a dispute is open no payout happens. The lister answers once, with photos; an admin
 * with both sides in front of them decides once — refund or release — in one conditional update recorded in the
 * audit log in the same transaction; the money then moves through the fee's one claim path.
 */
import {
  DISPUTE_REASON_LABELS,
  type disputeInputSchema,
  inspectionMessages as M,
  MAX_DISPUTE_PHOTOS,
} from "@ile/contract";
import type { z } from "zod";
import { recordAudit } from "../../platform/audit.repo.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError, uniqueViolation } from "../../platform/errors.ts";
import { checkImages } from "../../platform/images.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { contentTypeOf } from "../../platform/storage.ts";
import { readStored, removeStored, storePrivateDocument, type UploadedFile } from "../../platform/uploads.ts";
import * as disputes from "./disputes.repo.ts";
import { markConfirmed } from "./fees.repo.ts";
import { type InspectionFees, RELEASE_AFTER_HOURS } from "./fees.ts";
import * as repo from "./repo.ts";
import { disputeOut } from "./service.ts";
import type { Tell } from "./tell.ts";

type DisputeInput = z.output<typeof disputeInputSchema>;
const HOUR_MS = 3600_000;

export class ViewingDisputes {
  constructor(
    private readonly deps: Pick<ServiceDeps, "db" | "config" | "log" | "storage">,
    private readonly fees: InspectionFees,
    private readonly tell: Tell,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private async booking(session: Session, id: number) {
    const b = await repo.bookingById(this.db, id);
    if (!b || (Number(b.renter_id) !== session.userId && Number(b.lister_id) !== session.userId))
      throw AppError.notFound(M.bookingNotFound);
    return b;
  }

  /** The renter disputes a viewing whose fee Ile holds, within its window. */
  async open(session: Session, bookingId: number, input: DisputeInput) {
    const b = await this.booking(session, bookingId);
    if (Number(b.renter_id) !== session.userId) throw AppError.forbidden(M.notRenter);
    if (b.dispute) throw new AppError(409, M.alreadyDisputed, "ALREADY_DISPUTED");
    if (b.money !== "held") throw new AppError(409, M.feeNotHeld, "FEE_NOT_HELD");
    const now = Date.now();
    if (b.starts_at.getTime() > now) throw new AppError(409, M.disputeTooEarly, "TOO_EARLY");
    if (b.ends_at.getTime() + RELEASE_AFTER_HOURS * HOUR_MS < now)
      throw new AppError(409, M.disputeTooLate, "TOO_LATE");
    try {
      await this.db.transaction(async (tx) => {
        // Only while the fee is still held: a payout claimed meanwhile wins, and the dispute is refused.
        if (!(await disputes.lockHeld(tx, bookingId))) throw new AppError(409, M.moneyMoving, "MONEY_MOVING");
        await disputes.insertDispute(tx, bookingId, input.reason, input.statement);
        await repo.insertEvent(tx, {
          bookingId,
          actorId: session.userId,
          action: "disputed",
          reason: input.statement,
        });
      });
    } catch (err) {
      if (uniqueViolation(err)) throw new AppError(409, M.alreadyDisputed, "ALREADY_DISPUTED");
      throw err;
    }
    await this.tell(Number(b.lister_id), {
      title: M.disputedTitle(b.title),
      text: M.disputedText(
        DISPUTE_REASON_LABELS[input.reason],
        b.title,
        `${this.deps.config.PUBLIC_URL}/dashboard/viewings`,
      ),
      link: "/dashboard/viewings",
      kind: "viewing_disputed",
    });
    return (await repo.bookingById(this.db, bookingId))!;
  }

  /** The lister's side, once, before the decision. */
  async answer(session: Session, bookingId: number, statement: string) {
    const b = await this.booking(session, bookingId);
    if (Number(b.lister_id) !== session.userId) throw AppError.forbidden(M.notLister);
    if (!b.dispute) throw AppError.notFound(M.disputeNotFound);
    if (b.dispute.decision) throw new AppError(409, M.alreadyDecided, "ALREADY_DECIDED");
    const done = await disputes.answerDispute(this.db, bookingId, statement);
    if (!done) throw new AppError(409, M.alreadyAnswered, "ALREADY_ANSWERED");
    await repo.insertEvent(this.db, { bookingId, actorId: session.userId, action: "answered" });
    return (await repo.bookingById(this.db, bookingId))!;
  }

  /** Photos for one's own side of an undecided dispute (private files, at most 5 a side). */
  async addPhotos(session: Session, bookingId: number, files: UploadedFile[]) {
    const b = await this.booking(session, bookingId);
    if (!b.dispute) throw AppError.notFound(M.disputeNotFound);
    if (b.dispute.decision) throw new AppError(409, M.alreadyDecided, "ALREADY_DECIDED");
    const side = Number(b.renter_id) === session.userId ? "renter" : "lister";
    const have = (side === "renter" ? b.dispute.photos : b.dispute.answer_photos) ?? [];
    if (files.length === 0 || have.length + files.length > MAX_DISPUTE_PHOTOS)
      throw AppError.validation({ images: [M.photoTooMany] }, M.photoTooMany);
    checkImages(files, M.photoNotFound);
    const stored: string[] = [];
    try {
      for (const f of files)
        stored.push(
          await storePrivateDocument(this.deps.storage, "disputes", f, "images", { allowPdf: false }),
        );
      const added = stored.map((key, i) => ({ id: have.length + i + 1, key }));
      const done = await disputes.addDisputePhotos(this.db, bookingId, side, have.length, added);
      if (!done) throw new AppError(409, M.alreadyDecided, "ALREADY_DECIDED");
    } catch (err) {
      await Promise.all(stored.map((f) => removeStored(this.deps.storage, f)));
      throw err;
    }
    return (await repo.bookingById(this.db, bookingId))!;
  }

  /** A dispute's photo, to its renter, its lister and admins; anyone else gets 404. */
  async photo(session: Session, disputeId: number, side: "renter" | "lister", n: number) {
    const d = await disputes.disputePhotos(this.db, disputeId);
    const party =
      d && (session.role === "admin" || [Number(d.renter_id), Number(d.lister_id)].includes(session.userId));
    const p = party ? (side === "renter" ? d.photos : d.answer_photos).find((x) => x.id === n) : undefined;
    if (!p) throw AppError.notFound(M.photoNotFound);
    const data = await readStored(this.deps.storage, p.key).catch(() => {
      throw AppError.notFound(M.photoNotFound);
    });
    return { data, contentType: contentTypeOf(p.key) };
  }

  /** Disputes for the admin: open ones first, both sides, the booking and the listing. */
  async list(q: { open: boolean; page?: number | undefined; per_page?: number | undefined }) {
    const page = q.page ?? 1;
    const perPage = q.per_page ?? 20;
    const { rows, total } = await disputes.disputesPage(this.db, q.open, {
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    return {
      data: rows.map((r) => ({
        ...disputeOut({
          ...r,
          created_at: new Date(r.created_at).toISOString(),
          answered_at: r.answered_at ? new Date(r.answered_at).toISOString() : null,
          decided_at: r.decided_at ? new Date(r.decided_at).toISOString() : null,
        }),
        booking: {
          id: Number(r.booking_id),
          starts_at: new Date(r.starts_at).toISOString(),
          meeting_place: r.meeting_place,
          fee_kobo: Number(r.fee_kobo),
          money: r.money,
        },
        listing: { id: Number(r.property_id), slug: r.slug, title: r.title },
        renter: { id: Number(r.renter_id), name: r.renter_name || M.someone, email: r.renter_email },
        lister: { id: Number(r.lister_id), name: r.lister_name || M.someone, email: r.lister_email },
      })),
      meta: { page, perPage, total },
    };
  }

  /** The admin's decision, once (a conditional update, audited in its transaction); then the money moves. */
  async decide(admin: Session, disputeId: number, decision: "refund" | "release", note: string) {
    const decided = await this.db.transaction(async (tx) => {
      const d = await disputes.decideDispute(tx, disputeId, decision, note, admin.userId);
      if (!d) return null;
      await repo.insertEvent(tx, {
        bookingId: Number(d.booking_id),
        actorId: admin.userId,
        action: "decided",
        reason: `${decision}: ${note}`,
      });
      if (decision === "release") await markConfirmed(tx, Number(d.booking_id));
      await recordAudit(tx, {
        actorId: admin.userId,
        action: `viewing_dispute.${decision}`,
        targetType: "viewing_dispute",
        targetId: disputeId,
        reason: note,
        before: { decision: null },
        after: { decision, booking_id: Number(d.booking_id) },
      });
      return Number(d.booking_id);
    });
    if (decided === null) {
      const exists = await disputes.disputeExists(this.db, disputeId);
      if (!exists) throw AppError.notFound(M.disputeNotFound);
      throw new AppError(409, M.alreadyDecided, "ALREADY_DECIDED");
    }
    if (decision === "refund") await this.fees.refund(decided);
    else await this.fees.release(decided, { decided: true });
    const b = (await repo.bookingById(this.db, decided))!;
    const outcome = decision === "refund" ? M.decidedRefund : M.decidedRelease;
    for (const userId of [Number(b.renter_id), Number(b.lister_id)])
      await this.tell(userId, {
        title: M.decidedTitle(b.title),
        text: M.decidedText(outcome, b.title, note, `${this.deps.config.PUBLIC_URL}/dashboard/viewings`),
        link: "/dashboard/viewings",
        kind: "viewing_dispute_decided",
      });
    return { message: outcome, booking: b };
  }
}
