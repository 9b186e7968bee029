/**
 * Viewing slots and bookings (issue 49, ADR 0970). A listing's lister offers viewing times (once, or weekly for
 * up to 12 weeks: one slot row per week) with a place to meet; a signed-in renter books a free one of a listing
 * that is available; either side moves it to another time or cancels it, with a reason; the sweep reminds both
 * the day before. The database decides races: one live booking per slot and per renter per listing are unique
 * indexes, so of two parallel bookings one wins and the other is told the time was just taken.
 */
import { randomUUID } from "node:crypto";
import type { slotInputSchema } from "@ile/contract";
import {
  inspectionMessages as M,
  type SlotInput,
  type ViewingBooking,
  type ViewingDispute,
  type ViewingSlot,
  whatsappMessages,
} from "@ile/contract";
import type { z } from "zod";
import type { Session } from "../../platform/auth.ts";
import { AppError, uniqueViolation } from "../../platform/errors.ts";
import { iso } from "../../platform/iso.ts";
import { pageOf } from "../../platform/pagination.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { feeOf } from "./fees.repo.ts";
import type { InspectionFees } from "./fees.ts";
import * as repo from "./repo.ts";
import type { Tell } from "./tell.ts";

const DAY_MS = 24 * 3600 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** How far ahead a viewing time may be offered. */
const MAX_AHEAD_MS = 90 * DAY_MS;
/** The reminder goes once a viewing is this close. */
export const REMINDER_HOURS = 24;

type SlotBody = z.output<typeof slotInputSchema>;

export type { SlotInput };

/** A viewing's time as people in Nigeria read it ("Tuesday 8 December, 10:00"). */
export const whenText = (d: Date) =>
  d.toLocaleString("en-NG", {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "Africa/Lagos",
  });

export const slotOut = (s: repo.SlotRow): ViewingSlot => ({
  id: Number(s.id),
  property_id: Number(s.property_id),
  starts_at: iso(s.starts_at),
  ends_at: iso(s.ends_at),
  meeting_place: s.meeting_place,
  series: s.series,
  booked: Boolean(s.booked),
});

export const bookingOut = (b: repo.BookingRow, viewer: number): ViewingBooking => ({
  id: Number(b.id),
  status: b.status,
  role: Number(b.renter_id) === viewer ? "renter" : "lister",
  slot: {
    id: Number(b.slot_id),
    property_id: Number(b.property_id),
    starts_at: iso(b.starts_at),
    ends_at: iso(b.ends_at),
    meeting_place: b.meeting_place,
    series: b.series,
  },
  listing: { id: Number(b.property_id), slug: b.slug, title: b.title, city: b.city },
  renter: { id: Number(b.renter_id), name: b.renter_name || M.someone },
  lister: { id: Number(b.lister_id), name: b.lister_name || M.someone },
  cancelled_by: b.cancelled_by,
  cancel_reason: b.cancel_reason,
  reminded_at: b.reminded_at ? iso(b.reminded_at) : null,
  created_at: iso(b.created_at),
  fee: {
    amount_kobo: Number(b.fee_kobo),
    state: b.money,
    payment_url:
      Number(b.renter_id) === viewer && b.money === "awaiting_payment" && b.status === "booked"
        ? b.payment_url
        : null,
    payment_reference: Number(b.renter_id) === viewer ? b.payment_reference : null,
    confirmed_at: b.confirmed_at ? iso(b.confirmed_at) : null,
  },
  dispute: b.dispute ? disputeOut(b.dispute) : null,
});

const photosOut = (disputeId: number, side: "renter" | "lister", photos: { id: number }[]) =>
  photos.map((p) => ({ id: p.id, url: `/api/viewing-disputes/${disputeId}/photos/${side}/${p.id}` }));

export const disputeOut = (d: repo.DisputeJson): ViewingDispute => ({
  id: Number(d.id),
  booking_id: Number(d.booking_id),
  reason: d.reason,
  statement: d.statement,
  photos: photosOut(Number(d.id), "renter", d.photos ?? []),
  answer: d.answer,
  answer_photos: photosOut(Number(d.id), "lister", d.answer_photos ?? []),
  answered_at: d.answered_at ? iso(new Date(d.answered_at)) : null,
  decision: d.decision,
  decision_note: d.decision_note,
  decided_at: d.decided_at ? iso(new Date(d.decided_at)) : null,
  created_at: iso(new Date(d.created_at)),
});

export class InspectionsService {
  constructor(
    private readonly deps: Pick<ServiceDeps, "db" | "config" | "log">,
    private readonly tell: Tell,
    readonly fees: InspectionFees,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** Where both sides find their viewings. */
  link() {
    return `${this.deps.config.PUBLIC_URL}/dashboard/viewings`;
  }

  private async ownListing(session: Session, slug: string) {
    const listing = await repo.listingBySlug(this.db, slug);
    if (!listing) throw AppError.notFound(M.listingNotFound);
    if (Number(listing.owner_id) !== session.userId) throw AppError.forbidden(M.notOwner);
    return listing;
  }

  /** Offers one viewing time, or the same time weekly for `weeks` weeks; the lister of the listing only. */
  async offer(session: Session, slug: string, input: SlotBody): Promise<ViewingSlot[]> {
    const listing = await this.ownListing(session, slug);
    const first = new Date(input.starts_at);
    const now = Date.now();
    if (first.getTime() <= now) throw AppError.validation({ starts_at: [M.slotInPast] });
    const weeks = input.repeat === "weekly" ? (input.weeks ?? 4) : 1;
    if (first.getTime() + (weeks - 1) * WEEK_MS > now + MAX_AHEAD_MS)
      throw AppError.validation({ starts_at: [M.slotTooFar] });
    const series = weeks > 1 ? randomUUID() : null;
    const lengthMs = input.duration_minutes * 60_000;
    const rows = Array.from({ length: weeks }, (_, i) => {
      const startsAt = new Date(first.getTime() + i * WEEK_MS);
      return {
        propertyId: Number(listing.id),
        ownerId: session.userId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + lengthMs),
        place: input.meeting_place,
        series,
      };
    });
    try {
      return (await repo.insertSlots(this.db, rows)).map(slotOut);
    } catch (err) {
      if (uniqueViolation(err) === "viewing_slots_once")
        throw new AppError(409, M.slotOverlaps, "SLOT_EXISTS", { starts_at: [M.slotOverlaps] });
      throw err;
    }
  }

  /** A listing's upcoming viewing times: the free ones, or every one (with `booked`) for its lister. */
  async slots(slug: string, session: Session | null): Promise<ViewingSlot[]> {
    const listing = await repo.listingBySlug(this.db, slug);
    if (!listing) throw AppError.notFound(M.listingNotFound);
    const owner = session?.userId === Number(listing.owner_id);
    if (!owner && !listing.bookable) return [];
    return (await repo.upcomingSlots(this.db, Number(listing.id), owner)).map(slotOut);
  }

  async removeSlot(session: Session, id: number) {
    const slot = await repo.slotById(this.db, id);
    if (!slot || Number(slot.owner_id) !== session.userId) throw AppError.notFound(M.slotNotFound);
    if (!(await repo.deleteFreeSlot(this.db, id))) throw new AppError(409, M.slotBooked, "SLOT_BOOKED");
  }

  /**
   * Books a free, future slot of an available listing that is not the renter's own. A listing with an inspection
   * fee holds the time for the renter while they pay (the booking's `fee.payment_url`); unpaid for an hour, the
   * sweep frees it.
   */
  async book(session: Session, slotId: number, origin?: string | null): Promise<ViewingBooking> {
    const slot = await repo.slotById(this.db, slotId);
    if (!slot) throw AppError.notFound(M.slotNotFound);
    if (Number(slot.owner_id) === session.userId) throw AppError.forbidden(M.ownListing, "OWN_LISTING");
    if (slot.starts_at.getTime() <= Date.now()) throw new AppError(409, M.slotInPast, "SLOT_PAST");
    let bookingId: number;
    let feeKobo = 0;
    try {
      bookingId = await this.db.transaction(async (tx) => {
        // Shared lock: a listing let or taken down meanwhile waits for this booking, or this booking sees it.
        const listing = await repo.listingById(tx, Number(slot.property_id), true);
        if (!listing?.bookable) throw new AppError(409, M.listingUnavailable, "LISTING_UNAVAILABLE");
        feeKobo = await feeOf(tx, Number(listing.id));
        const made = await repo.insertBooking(tx, {
          slotId,
          propertyId: Number(slot.property_id),
          renterId: session.userId,
          listerId: Number(slot.owner_id),
        });
        await repo.insertEvent(tx, {
          bookingId: made!.id,
          actorId: session.userId,
          action: "booked",
          toSlot: slotId,
        });
        return Number(made!.id);
      });
    } catch (err) {
      throw this.conflict(err);
    }
    if (feeKobo > 0) {
      try {
        await this.fees.startPayment(bookingId, session.userId, feeKobo, origin);
      } catch (err) {
        // No payment link, no hold on the time: the booking is undone.
        await repo.cancelBooking(this.db, bookingId, "renter", M.paymentFailed);
        throw err;
      }
    }
    const booking = (await repo.bookingById(this.db, bookingId))!;
    await this.tell(Number(booking.lister_id), {
      title: M.bookedTitle(booking.title),
      text: M.bookedText(
        booking.renter_name || M.someone,
        booking.title,
        whenText(booking.starts_at),
        booking.meeting_place,
        this.link(),
      ),
      link: "/dashboard/viewings",
      kind: "viewing_booked",
      whatsapp: {
        template: "viewing_booked",
        params: [booking.title, whenText(booking.starts_at), booking.meeting_place, this.link()],
        event: `viewing_booked:${bookingId}`,
      },
    });
    return bookingOut(booking, session.userId);
  }

  /** The unique index that refused a booking, as the answer a person understands. */
  private conflict(err: unknown) {
    const index = uniqueViolation(err);
    if (index === "viewing_bookings_slot_once") return new AppError(409, M.slotTaken, "SLOT_TAKEN");
    if (index === "viewing_bookings_renter_once") return new AppError(409, M.alreadyBooked, "ALREADY_BOOKED");
    return err;
  }

  mine(
    session: Session,
    q: { as: "renter" | "lister"; page?: number | undefined; per_page?: number | undefined },
  ) {
    return pageOf(
      q,
      20,
      (window) => repo.bookingsOf(this.db, session.userId, q.as, window),
      (rows) => rows.map((r) => bookingOut(r, session.userId)),
    );
  }

  /** A booking of mine (as renter or lister), else 404: another person's booking says nothing. */
  private async party(session: Session, id: number) {
    const b = await repo.bookingById(this.db, id);
    if (!b) throw AppError.notFound(M.bookingNotFound);
    const role =
      Number(b.renter_id) === session.userId
        ? ("renter" as const)
        : Number(b.lister_id) === session.userId
          ? ("lister" as const)
          : null;
    if (!role) throw AppError.notFound(M.bookingNotFound);
    return { b, role };
  }

  async get(session: Session, id: number) {
    return bookingOut((await this.party(session, id)).b, session.userId);
  }

  private open(b: repo.BookingRow) {
    if (b.status !== "booked") throw new AppError(409, M.bookingClosed, "BOOKING_CLOSED");
    if (b.starts_at.getTime() <= Date.now()) throw new AppError(409, M.bookingStarted, "BOOKING_STARTED");
  }

  /** Moves a live booking to another free, future slot of the same listing; the other side is told why. */
  async reschedule(session: Session, id: number, input: { slot_id: number; reason: string }) {
    const { b, role } = await this.party(session, id);
    this.open(b);
    if (input.slot_id === Number(b.slot_id)) throw AppError.validation({ slot_id: [M.sameSlot] });
    const to = await repo.slotById(this.db, input.slot_id);
    if (!to) throw AppError.validation({ slot_id: [M.slotNotFound] });
    if (Number(to.property_id) !== Number(b.property_id))
      throw AppError.validation({ slot_id: [M.otherListing] });
    if (to.starts_at.getTime() <= Date.now()) throw AppError.validation({ slot_id: [M.slotInPast] });
    try {
      await this.db.transaction(async (tx) => {
        const listing = await repo.listingById(tx, Number(b.property_id), true);
        if (!listing?.bookable) throw new AppError(409, M.listingUnavailable, "LISTING_UNAVAILABLE");
        if (!(await repo.moveBooking(tx, id, input.slot_id)))
          throw new AppError(409, M.bookingClosed, "BOOKING_CLOSED");
        await repo.insertEvent(tx, {
          bookingId: id,
          actorId: session.userId,
          action: "rescheduled",
          fromSlot: Number(b.slot_id),
          toSlot: input.slot_id,
          reason: input.reason,
        });
      });
    } catch (err) {
      throw this.conflict(err);
    }
    const moved = (await repo.bookingById(this.db, id))!;
    const who = role === "renter" ? moved.renter_name : moved.lister_name;
    await this.tell(role === "renter" ? Number(b.lister_id) : Number(b.renter_id), {
      title: M.rescheduledTitle(moved.title),
      text: M.rescheduledText(
        who || M.someone,
        moved.title,
        whenText(moved.starts_at),
        moved.meeting_place,
        input.reason,
        this.link(),
      ),
      link: "/dashboard/viewings",
      kind: "viewing_rescheduled",
      whatsapp: {
        template: "viewing_changed",
        params: [
          moved.title,
          whatsappMessages.viewingMoved(whenText(moved.starts_at), moved.meeting_place),
          this.link(),
        ],
        event: `viewing_rescheduled:${id}:${moved.slot_id}`,
      },
    });
    return bookingOut(moved, session.userId);
  }

  /** Cancels a live booking (either side, with a reason); its slot is free again. */
  async cancel(session: Session, id: number, reason: string) {
    const { b, role } = await this.party(session, id);
    if (b.status !== "booked") throw new AppError(409, M.bookingClosed, "BOOKING_CLOSED");
    await this.db.transaction(async (tx) => {
      if (!(await repo.cancelBooking(tx, id, role, reason)))
        throw new AppError(409, M.bookingClosed, "BOOKING_CLOSED");
      await repo.insertEvent(tx, { bookingId: id, actorId: session.userId, action: "cancelled", reason });
    });
    // The viewing will not take place: a fee Ile holds goes back to the renter in full.
    await this.fees.refund(id);
    const who = role === "renter" ? b.renter_name : b.lister_name;
    await this.tell(role === "renter" ? Number(b.lister_id) : Number(b.renter_id), {
      title: M.cancelledTitle(b.title),
      text: M.cancelledText(who || M.someone, b.title, whenText(b.starts_at), reason, this.link()),
      link: "/dashboard/viewings",
      kind: "viewing_cancelled",
      whatsapp: {
        template: "viewing_changed",
        params: [b.title, whatsappMessages.viewingCancelled(reason), this.link()],
        event: `viewing_cancelled:${id}`,
      },
    });
    return bookingOut((await repo.bookingById(this.db, id))!, session.userId);
  }

  /**
   * The inspections sweep's reminders (ADR 0970): each live booking whose viewing is within a day is claimed once
   * (a conditional update), then both sides are told on every channel they have. Answers how many bookings.
   */
  async remind(limit = 200): Promise<number> {
    const claimed = await repo.claimReminders(this.db, REMINDER_HOURS, limit);
    for (const { id } of claimed) {
      const b = await repo.bookingById(this.db, Number(id));
      if (!b) continue;
      await repo.insertEvent(this.db, { bookingId: Number(id), actorId: null, action: "reminded" });
      const when = whenText(b.starts_at);
      for (const userId of [Number(b.renter_id), Number(b.lister_id)])
        await this.tell(userId, {
          title: M.reminderTitle(b.title),
          text: M.reminderText(b.title, when, b.meeting_place, this.link()),
          sms: M.reminderSms(b.title, when, b.meeting_place),
          link: "/dashboard/viewings",
          kind: "viewing_reminder",
          whatsapp: {
            template: "viewing_reminder",
            params: [b.title, when, b.meeting_place, this.link()],
            event: `viewing_reminder:${id}:${b.slot_id}`,
          },
        });
    }
    return claimed.length;
  }
}
