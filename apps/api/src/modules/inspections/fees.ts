/**
 * The inspection fee held (issue 49 part 2, ADR 0970). A lister sets a fee on a listing (at most
 * INSPECTION_FEE_MAX_KOBO); booking such a listing starts a payment (purpose `inspection_fee`) that settle() — the
 * one path that gives value — turns into a hold: the booking's money goes awaiting_payment → held and the ledger
 * gets its `held` row in the same transaction. The fee is then paid out to the lister (a gateway transfer to their
 * resolved bank account) when the renter confirms the viewing or 48 hours after it without a dispute, or refunded
 * in full (a gateway refund) when the viewing is cancelled or an admin decides so.
 *
 * Every movement is claimed first by a conditional update of the booking's money state (held → releasing or
 * refunding: one caller wins), then asked of the gateway, then confirmed — at once when the gateway says so, or by
 * its webhook — by a second conditional update with the ledger's row (a unique index allows it once). A claim
 * whose call got no answer is asked again by the sweep with the same reference, which the gateway moves once.
 */
import { inspectionMessages as M, nairaFromKobo } from "@ile/contract";
import type { Tx } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { GatewayUnavailable, type MoveOutcome } from "../payments/gateway.ts";
import type { PaymentRow, PaymentsService } from "../payments/service.ts";
import * as fees from "./fees.repo.ts";
import * as repo from "./repo.ts";
import type { Tell } from "./tell.ts";

/** Hours after a viewing's end before an undisputed fee is paid out. */
export const RELEASE_AFTER_HOURS = 48;
/** Minutes a booking waits for its fee before the time is freed. */
export const UNPAID_MINUTES = 60;
/** Minutes before a gateway call that got no answer is asked again (same reference). */
const RETRY_MINUTES = 15;

export class InspectionFees {
  constructor(
    private readonly deps: Pick<ServiceDeps, "db" | "config" | "log">,
    private readonly payments: PaymentsService,
    private readonly tell: Tell,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private link(path = "/dashboard/viewings") {
    return `${this.deps.config.PUBLIC_URL}${path}`;
  }

  get maxKobo() {
    return this.deps.config.INSPECTION_FEE_MAX_KOBO;
  }

  /** A listing's fee (public: shown before anyone books). */
  async fee(slug: string) {
    const listing = await repo.listingBySlug(this.db, slug);
    if (!listing) throw AppError.notFound(M.listingNotFound);
    return { fee_kobo: await fees.feeOf(this.db, Number(listing.id)), max_kobo: this.maxKobo };
  }

  /** The lister sets (or, with 0, removes) the fee; bookings already made keep theirs. */
  async setFee(session: Session, slug: string, feeKobo: number) {
    const listing = await repo.listingBySlug(this.db, slug);
    if (!listing) throw AppError.notFound(M.listingNotFound);
    if (Number(listing.owner_id) !== session.userId) throw AppError.forbidden(M.notOwner);
    if (feeKobo > this.maxKobo)
      throw AppError.validation({ fee_kobo: [M.feeTooHigh(nairaFromKobo(this.maxKobo))] });
    await fees.setFee(this.db, Number(listing.id), feeKobo);
    return {
      data: { fee_kobo: feeKobo, max_kobo: this.maxKobo },
      message: feeKobo > 0 ? M.feeSet(nairaFromKobo(feeKobo)) : M.feeRemoved,
    };
  }

  /** The lister's bank account: resolved by the gateway (the bank's name for it), then made a recipient once. */
  async savePayoutAccount(
    session: Session,
    input: { account_number: string; bank_code: string; account_name?: string | undefined },
  ) {
    const gateway = this.payments.gateway;
    const have = await fees.payoutAccount(this.db, session.userId);
    if (have && have.account_number === input.account_number && have.bank_code === input.bank_code)
      return have;
    const name = await gateway.resolveAccount(input.account_number, input.bank_code, input.account_name);
    if (!name)
      throw gateway.name === "sandbox"
        ? AppError.validation({ account_name: [M.accountNameRequired] })
        : AppError.validation({ account_number: [M.accountUnknown] });
    const recipientCode = await gateway.createRecipient({
      name,
      accountNumber: input.account_number,
      bankCode: input.bank_code,
    });
    const saved = (await fees.savePayoutAccount(this.db, {
      userId: session.userId,
      accountNumber: input.account_number,
      bankCode: input.bank_code,
      accountName: name,
      recipientCode,
    }))!;
    // Fees that waited for an account (confirmed, or past their 48 hours) go out now.
    await this.releaseDue();
    return saved;
  }

  async listerFees(session: Session) {
    const account = await fees.payoutAccount(this.db, session.userId);
    const totals = await fees.listerTotals(this.db, session.userId);
    return { account, due_kobo: Number(totals?.due ?? 0), paid_kobo: Number(totals?.paid ?? 0) };
  }

  /** A booking just made of a listing with a fee: the payment to make (its link is the renter's to follow). */
  async startPayment(bookingId: number, renterId: number, feeKobo: number, origin?: string | null) {
    await fees.awaitPayment(this.db, bookingId, feeKobo);
    const email = await this.payments.userEmail(renterId);
    const payment = await this.payments.start({
      userId: renterId,
      email: email ?? "",
      purpose: "inspection_fee",
      amountKobo: feeKobo,
      details: { booking_id: bookingId },
      callbackPath: "/dashboard/viewings?reference={reference}",
      origin,
    });
    await fees.setPaymentReference(this.db, bookingId, payment.reference);
    return payment;
  }

  /**
   * What a settled inspection-fee payment gives, inside settle()'s transaction (registered with payments): the
   * hold and its ledger row. A booking cancelled (or already paid) meanwhile gives nothing: the payment is kept as
   * the payer's credit by the payments service.
   */
  readonly grant = async (tx: Tx, p: PaymentRow): Promise<string | null> => {
    const held = await fees.hold(tx, p.reference, Number(p.amount_kobo));
    if (!held) return M.bookingGoneWhilePaying;
    await repo.insertEvent(tx, { bookingId: Number(held.id), actorId: Number(p.user_id), action: "paid" });
    return null;
  };

  /** The renter back from checkout: settle (the one path), then the booking. */
  async verify(session: Session, reference: string) {
    const payment = await this.payments.byReference(reference);
    if (!payment || payment.purpose !== "inspection_fee" || Number(payment.user_id) !== session.userId)
      throw AppError.notFound(M.paymentNotFound);
    let result: Awaited<ReturnType<PaymentsService["settle"]>>;
    try {
      result = await this.payments.settle(reference);
    } catch (err) {
      if (err instanceof GatewayUnavailable) throw new AppError(503, M.paymentPending, "GATEWAY_UNAVAILABLE");
      throw err;
    }
    const bookingId = Number((payment.details as { booking_id?: number }).booking_id);
    if (result.granted) await this.toldHeld(bookingId);
    const status = result.payment.status;
    const message =
      status === "success"
        ? M.paid
        : status === "pending"
          ? M.paymentPending
          : status === "credited"
            ? M.bookingGoneWhilePaying
            : M.paymentFailed;
    return { bookingId, message, settled: status === "success" };
  }

  private async toldHeld(bookingId: number) {
    const b = await repo.bookingById(this.db, bookingId);
    if (!b) return;
    const naira = nairaFromKobo(Number(b.fee_kobo));
    await this.tell(Number(b.renter_id), {
      title: M.feeHeldTitle(b.title),
      text: M.feeHeldText(naira, b.title, this.link()),
      link: "/dashboard/viewings",
      kind: "viewing_fee_held",
    });
  }

  /** The renter says the viewing took place (once it has started): the fee goes to the lister. */
  async confirm(session: Session, bookingId: number) {
    const b = await repo.bookingById(this.db, bookingId);
    if (!b || (Number(b.renter_id) !== session.userId && Number(b.lister_id) !== session.userId))
      throw AppError.notFound(M.bookingNotFound);
    if (Number(b.renter_id) !== session.userId) throw AppError.forbidden(M.notRenter);
    if (b.status !== "booked") throw new AppError(409, M.bookingClosed, "BOOKING_CLOSED");
    if (b.starts_at.getTime() > Date.now()) throw new AppError(409, M.tooEarlyToConfirm, "TOO_EARLY");
    if (b.money === "awaiting_payment") throw new AppError(409, M.feeNotPaid, "FEE_NOT_PAID");
    if (!(await fees.markConfirmed(this.db, bookingId)))
      throw new AppError(409, M.alreadyConfirmed, "ALREADY_CONFIRMED");
    await repo.insertEvent(this.db, { bookingId, actorId: session.userId, action: "confirmed" });
    if (b.money === "none") return { message: M.confirmedNoFee };
    if (b.money !== "held") return { message: M.confirmed };
    const account = await fees.payoutAccount(this.db, Number(b.lister_id));
    if (!account) {
      await this.askForAccount(b);
      return { message: M.releaseWaitsForAccount };
    }
    await this.release(bookingId);
    return { message: M.confirmed };
  }

  private async askForAccount(b: repo.BookingRow) {
    await this.tell(Number(b.lister_id), {
      title: M.addAccountTitle,
      text: M.addAccountText(nairaFromKobo(Number(b.fee_kobo)), b.title, this.link("/dashboard/fees")),
      link: "/dashboard/fees",
      kind: "viewing_fee_account",
    });
  }

  /**
   * Pays a held fee to the lister: claim (held → releasing), transfer, confirm. Answers false when another caller
   * had it (or it was not held). With `decided`, an admin's decision pays out under the dispute it ends.
   */
  async release(bookingId: number, { decided = false } = {}): Promise<boolean> {
    const b = await repo.bookingById(this.db, bookingId);
    if (!b) return false;
    const account = await fees.payoutAccount(this.db, Number(b.lister_id));
    if (!account) return false;
    const claimed = await fees.claimRelease(this.db, bookingId, { undisputed: !decided });
    if (!claimed) return false;
    await this.transfer(claimed, account.recipient_code, b.title);
    return true;
  }

  private async transfer(m: fees.MoneyRow, recipientCode: string, title: string) {
    const outcome = await this.ask(() =>
      this.payments.gateway.transfer({
        amountKobo: Number(m.fee_kobo),
        recipientCode,
        reference: m.transfer_reference!,
        reason: M.transferReason(title),
      }),
    );
    if (outcome === "success") await this.released(m.transfer_reference!);
    if (outcome === "failed") await this.releaseFailed(m.transfer_reference!);
  }

  /** A gateway call: its outcome, or null when it gave no answer (the claim stays; the sweep asks again). */
  private async ask(call: () => Promise<MoveOutcome>): Promise<MoveOutcome | null> {
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof GatewayUnavailable)) throw err;
      this.deps.log.warn({ err }, "inspection fee: the gateway gave no answer; the sweep asks again");
      return null;
    }
  }

  /** Refunds a held fee in full: claim (held → refunding), refund, confirm. False when not held. */
  async refund(bookingId: number): Promise<boolean> {
    const claimed = await fees.claimRefund(this.db, bookingId);
    if (!claimed) return false;
    await this.refundCall(claimed);
    return true;
  }

  private async refundCall(m: fees.MoneyRow) {
    const outcome = await this.ask(() =>
      this.payments.gateway.refund(m.payment_reference!, Number(m.fee_kobo), M.transferReason(String(m.id))),
    );
    if (outcome === "success") await this.refunded(m.payment_reference!);
    if (outcome === "failed") await fees.failRefund(this.db, m.payment_reference!);
  }

  private async released(transferReference: string) {
    const row = await this.db.transaction(async (tx) => {
      const r = await fees.confirmRelease(tx, transferReference);
      if (r) await repo.insertEvent(tx, { bookingId: Number(r.id), actorId: null, action: "released" });
      return r;
    });
    if (!row) return false;
    const b = await repo.bookingById(this.db, Number(row.id));
    if (b)
      await this.tell(Number(b.lister_id), {
        title: M.feeReleasedTitle(b.title),
        text: M.feeReleasedText(nairaFromKobo(Number(row.fee_kobo)), b.title, this.link("/dashboard/fees")),
        link: "/dashboard/fees",
        kind: "viewing_fee_released",
      });
    return true;
  }

  private async releaseFailed(transferReference: string) {
    const row = await fees.failRelease(this.db, transferReference);
    if (!row) return false;
    await repo.insertEvent(this.db, { bookingId: Number(row.id), actorId: null, action: "payout_failed" });
    const b = await repo.bookingById(this.db, Number(row.id));
    if (b)
      await this.tell(Number(b.lister_id), {
        title: M.payoutFailedTitle(b.title),
        text: M.payoutFailedText(nairaFromKobo(Number(row.fee_kobo)), b.title, this.link("/dashboard/fees")),
        link: "/dashboard/fees",
        kind: "viewing_fee_payout_failed",
      });
    return true;
  }

  private async refunded(paymentReference: string) {
    const row = await this.db.transaction(async (tx) => {
      const r = await fees.confirmRefund(tx, paymentReference);
      if (r) await repo.insertEvent(tx, { bookingId: Number(r.id), actorId: null, action: "refunded" });
      return r;
    });
    if (!row) return false;
    const b = await repo.bookingById(this.db, Number(row.id));
    if (b)
      await this.tell(Number(b.renter_id), {
        title: M.feeRefundedTitle(b.title),
        text: M.feeRefundedText(nairaFromKobo(Number(row.fee_kobo)), b.title, this.link()),
        link: "/dashboard/viewings",
        kind: "viewing_fee_refunded",
      });
    return true;
  }

  /**
   * Paystack's transfer and refund webhooks (signed; each event and reference handled once by the payments
   * service): they confirm or undo a claimed movement with the same conditional updates as a direct answer.
   */
  readonly webhook = async (event: string, data: Record<string, unknown>): Promise<boolean> => {
    const transfer = typeof data.reference === "string" ? data.reference : "";
    const refunded = typeof data.transaction_reference === "string" ? data.transaction_reference : "";
    switch (event) {
      case "transfer.success":
        return this.released(transfer);
      case "transfer.failed":
        return this.releaseFailed(transfer);
      case "transfer.reversed": {
        // Reversed before it was confirmed: a failure; after it: the money came back and is held again.
        if (await this.releaseFailed(transfer)) return true;
        const row = await this.db.transaction((tx) => fees.reverseRelease(tx, transfer));
        if (row)
          await repo.insertEvent(this.db, {
            bookingId: Number(row.id),
            actorId: null,
            action: "payout_failed",
          });
        return Boolean(row);
      }
      case "refund.processed":
        return this.refunded(refunded);
      case "refund.failed":
        return Boolean(await fees.failRefund(this.db, refunded));
      default:
        return false;
    }
  };

  /** The sweep: pays out what is due, asks again about claims left unanswered, frees unpaid bookings. */
  async sweep(limit = 100) {
    const released = await this.releaseDue(limit);
    let retried = 0;
    for (const m of await fees.stuckMoves(this.db, RETRY_MINUTES, limit)) {
      retried += 1;
      if (m.money === "refunding") await this.refundCall(m);
      else {
        const account = await fees.payoutAccount(this.db, Number(m.lister_id));
        const b = await repo.bookingById(this.db, Number(m.id));
        if (account && b) await this.transfer(m, account.recipient_code, b.title);
      }
    }
    const unpaid = await fees.cancelUnpaid(this.db, UNPAID_MINUTES, M.unpaidCancelled, limit);
    for (const { id } of unpaid)
      await repo.insertEvent(this.db, {
        bookingId: Number(id),
        actorId: null,
        action: "cancelled",
        reason: M.unpaidCancelled,
      });
    return { released, retried, unpaid: unpaid.length };
  }

  private async releaseDue(limit = 100) {
    let n = 0;
    for (const { id } of await fees.dueReleases(this.db, RELEASE_AFTER_HOURS, limit))
      if (await this.release(Number(id))) n += 1;
    return n;
  }

  async ledger(q: { page?: number | undefined; per_page?: number | undefined }) {
    const page = q.page ?? 1;
    const perPage = q.per_page ?? 50;
    const { rows, total } = await fees.ledgerPage(this.db, {
      offset: (page - 1) * perPage,
      limit: perPage,
    });
    return {
      rows,
      page,
      perPage,
      total,
      balance: await fees.balanceHeld(this.db),
    };
  }
}
