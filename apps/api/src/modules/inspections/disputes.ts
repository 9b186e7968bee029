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
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { firstOf, rowsAndTotal } from "../../db/rows.ts";
import { recordAudit } from "../../platform/audit.repo.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError, uniqueViolation } from "../../platform/errors.ts";
import { checkImages } from "../../platform/images.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { contentTypeOf } from "../../platform/storage.ts";
import { readStored, removeStored, storePrivateDocument, type UploadedFile } from "../../platform/uploads.ts";
import { RELEASE_AFTER_HOURS, type InspectionFees } from "./fees.ts";
import { markConfirmed } from "./fees.repo.ts";
import * as repo from "./repo.ts";
import { disputeOut } from "./service.ts";
import type { Tell } from "./tell.ts";

type DisputeInput = z.output<typeof disputeInputSchema>;
const HOUR_MS = 3600_000;

interface AdminDisputeRow extends repo.DisputeJson {
  starts_at: Date;
  meeting_place: string;
  fee_kobo: number;
  money: repo.BookingRow["money"];
  property_id: number;
  slug: string;
  title: string;
  renter_id: number;
  lister_id: number;
  renter_name: string;
  lister_name: string;
  renter_email: string;
  lister_email: string;
}

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
        const still = await firstOf<{ id: number }>(
          tx,
          sql`select id from viewing_bookings where id = ${bookingId} and money = 'held' for update`,
        );
        if (!still) throw new AppError(409, M.moneyMoving, "MONEY_MOVING");
        await tx.execute(
          sql`insert into viewing_disputes (booking_id, reason, statement)
              values (${bookingId}, ${input.reason}, ${input.statement})`,
        );
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
    const done = await firstOf<{ id: number }>(
      this.db,
      sql`update viewing_disputes set answer = ${statement}, answered_at = now()
          where booking_id = ${bookingId} and answer is null and decision is null returning id`,
    );
    if (!done) throw new AppError(409, M.alreadyAnswered, "ALREADY_ANSWERED");
    await repo.insertEvent(this.db, { bookingId, actorId: session.userId, action: "answered" });
    return (await repo.bookingById(this.db, bookingId))!;
  }

  /** Photos for one's own side of an undecided dispute (private files, at most 5 a side). */
  async addPhotos(session: Session, bookingId: number, files: UploadedFile[]) {
    const b = await this.booking(session, bookingId);
    if (!b.dispute) throw AppError.notFound(M.disputeNotFound);
    if (b.dispute.decision) throw new AppError(409, M.alreadyDecided, "ALREADY_DECIDED");
    const column = Number(b.renter_id) === session.userId ? sql.raw("photos") : sql.raw("answer_photos");
    const have = (Number(b.renter_id) === session.userId ? b.dispute.photos : b.dispute.answer_photos) ?? [];
    if (files.length === 0 || have.length + files.length > MAX_DISPUTE_PHOTOS)
      throw AppError.validation({ images: [M.photoTooMany] }, M.photoTooMany);
    checkImages(files, M.photoNotFound);
    const stored: string[] = [];
    try {
      for (const f of files)
        stored.push(await storePrivateDocument(this.deps.storage, "disputes", f, "images", { allowPdf: false }));
      const added = stored.map((key, i) => ({ id: have.length + i + 1, key }));
      const done = await firstOf<{ id: number }>(
        this.db,
        sql`update viewing_disputes set ${column} = ${column} || ${JSON.stringify(added)}::jsonb
            where booking_id = ${bookingId} and decision is null
              and jsonb_array_length(${column}) = ${have.length} returning id`,
      );
      if (!done) throw new AppError(409, M.alreadyDecided, "ALREADY_DECIDED");
    } catch (err) {
      await Promise.all(stored.map((f) => removeStored(this.deps.storage, f)));
      throw err;
    }
    return (await repo.bookingById(this.db, bookingId))!;
  }

  /** A dispute's photo, to its renter, its lister and admins; anyone else gets 404. */
  async photo(session: Session, disputeId: number, side: "renter" | "lister", n: number) {
    const d = await firstOf<{ photos: { id: number; key: string }[]; answer_photos: { id: number; key: string }[]; renter_id: number; lister_id: number }>(
      this.db,
      sql`select d.photos, d.answer_photos, b.renter_id, b.lister_id from viewing_disputes d
          join viewing_bookings b on b.id = d.booking_id where d.id = ${disputeId}`,
    );
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
    const where = q.open ? sql`where d.decision is null` : sql``;
    const { rows, total } = await rowsAndTotal<AdminDisputeRow>(
      this.db,
      sql`select d.*, s.starts_at, s.meeting_place, b.fee_kobo, b.money, b.property_id, p.slug, p.title,
            b.renter_id, b.lister_id, ru.email as renter_email, lu.email as lister_email,
            coalesce(nullif(trim(rp.first_name || ' ' || rp.last_name), ''), '') as renter_name,
            coalesce(nullif(trim(lp.first_name || ' ' || lp.last_name), ''), '') as lister_name
          from viewing_disputes d join viewing_bookings b on b.id = d.booking_id
          join viewing_slots s on s.id = b.slot_id join properties p on p.id = b.property_id
          join users ru on ru.id = b.renter_id join users lu on lu.id = b.lister_id
          left join profiles rp on rp.user_id = b.renter_id left join profiles lp on lp.user_id = b.lister_id
          ${where} order by (d.decision is null) desc, d.id desc
          limit ${perPage} offset ${(page - 1) * perPage}`,
      sql`select count(*)::int as n from viewing_disputes d ${where}`,
    );
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
      const d = await firstOf<{ booking_id: number }>(
        tx,
        sql`update viewing_disputes set decision = ${decision}, decision_note = ${note},
              decided_by = ${admin.userId}, decided_at = now()
            where id = ${disputeId} and decision is null returning booking_id`,
      );
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
      const exists = await firstOf<{ id: number }>(
        this.db,
        sql`select id from viewing_disputes where id = ${disputeId}`,
      );
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
