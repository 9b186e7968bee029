/**
 * Rent payments (issue 24, ADR 0950): rent is paid online (a payment settled by the one settle() path, whose value
 * is the receipt: `grant`, registered with the payments service) or recorded offline by the landlord; either way
 * the amount goes on an installment and a numbered receipt is issued and mailed to both parties. Only a tenancy's
 * parties see its receipts (anyone else gets 404). The rent sweep's reminders are sent from here too.
 */
import { tenancyMessages as M, nairaFromKobo, type offlinePaymentSchema } from "@ile/contract";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import type { PaymentRow, PaymentsService } from "../payments/service.ts";
import { managedTenancy, tenantsLiveTenancy } from "./access.ts";
import * as repo from "./repo.ts";
import { isManager, isTenant, lagosToday, landlordSideEmails, receiptOut } from "./views.ts";

type Offline = z.output<typeof offlinePaymentSchema>;

export class RentService {
  private readonly db: Db;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly payments: PaymentsService,
  ) {
    this.db = deps.db;
  }

  /** Where the tenant pays and both parties find their receipts. */
  private dashboardLink() {
    return `${this.deps.config.PUBLIC_URL}/dashboard/tenancy`;
  }

  async receipt(id: number, session: Session) {
    const r = await repo.receiptById(this.db, id);
    if (!r || !(isTenant(r, session) || isManager(r, session))) throw AppError.notFound(M.receiptNotFound);
    return receiptOut(r);
  }

  /** Inside a transaction: adds a payment to an installment and issues its receipt. */
  private async pay(
    tx: Tx,
    t: repo.TenancyRow,
    installmentId: number,
    amountKobo: number,
    p: { method: string; paidOn: string; paymentId: number | null; recordedBy: number; note: string },
  ): Promise<number | string> {
    const i = await repo.installmentForUpdate(tx, Number(t.id), installmentId);
    if (!i) return M.installmentNotFound;
    const owed = Number(i.amount_kobo) - Number(i.paid_kobo);
    if (owed <= 0) return M.alreadyPaid;
    if (amountKobo > owed) return M.overpaid;
    await repo.addPaid(tx, Number(i.id), amountKobo);
    const r = await repo.insertReceipt(tx, {
      tenancyId: Number(t.id),
      installmentId: Number(i.id),
      amountKobo,
      ...p,
    });
    return Number(r.id);
  }

  private async mailReceipt(receiptId: number) {
    const r = await repo.receiptById(this.db, receiptId);
    const t = r && (await repo.tenancyById(this.db, Number(r.tenancy_id)));
    if (!r || !t) return;
    const period = `${r.period_start} to ${r.period_end}`;
    const text = M.receiptText(
      r.number,
      nairaFromKobo(Number(r.amount_kobo)),
      r.unit_address,
      period,
      this.dashboardLink(),
    );
    for (const to of new Set([t.tenant_email, ...landlordSideEmails(t)]))
      await this.deps.outbox.send({
        channel: "email",
        to,
        subject: M.receiptSubject(r.number),
        text,
        kind: "rent_receipt",
      });
  }

  /** The landlord records rent paid offline (cash, transfer, cheque, POS). */
  async recordOffline(id: number, session: Session, input: Offline) {
    const t = await managedTenancy(this.db, id, session);
    if (input.paid_on > lagosToday()) throw AppError.validation({ paid_on: [M.paidOnFuture] });
    const result = await this.db.transaction((tx) =>
      this.pay(tx, t, input.installment_id, input.amount_kobo, {
        method: input.method,
        paidOn: input.paid_on,
        paymentId: null,
        recordedBy: session.userId,
        note: input.note ?? "",
      }),
    );
    if (typeof result === "string") {
      if (result === M.installmentNotFound) throw AppError.notFound(result);
      throw AppError.validation({ amount_kobo: [result] }, result);
    }
    await this.mailReceipt(result);
    return this.receipt(result, session);
  }

  /** The tenant starts paying an installment online: a payment link for what is still owed on it. */
  async startOnline(id: number, installmentId: number, session: Session, origin?: string | null) {
    const t = await tenantsLiveTenancy(this.db, id, session);
    const i = (await repo.installmentsOf(this.db, [Number(t.id)])).find(
      (x) => Number(x.id) === installmentId,
    );
    if (!i) throw AppError.notFound(M.installmentNotFound);
    const owed = Number(i.amount_kobo) - Number(i.paid_kobo);
    if (owed <= 0) throw new AppError(409, M.alreadyPaid, "ALREADY_PAID");
    const me = (await repo.userById(this.db, session.userId))!;
    const payment = await this.payments.start({
      userId: session.userId,
      email: me.email,
      purpose: "rent",
      amountKobo: owed,
      details: { tenancy_id: Number(t.id), installment_id: installmentId },
      callbackPath: "/dashboard/tenancy?reference={reference}",
      origin,
    });
    return { reference: payment.reference, payment_url: payment.authorization_url!, amount_kobo: owed };
  }

  /**
   * What a settled rent payment gives, inside settle()'s transaction (registered with the payments service): the
   * amount goes on the installment and a receipt names the payment. Returns the reason when it cannot (the
   * installment was paid meanwhile, say, offline): the payments service then keeps the amount as the payer's credit.
   */
  readonly grant = async (tx: Tx, p: PaymentRow): Promise<string | null> => {
    const d = p.details as { tenancy_id?: number; installment_id?: number };
    const t = await repo.tenancyById(tx, Number(d.tenancy_id));
    if (!t) return M.notFound;
    const paid = p.paid_at ? lagosToday(new Date(p.paid_at).getTime()) : lagosToday();
    const result = await this.pay(tx, t, Number(d.installment_id), Number(p.amount_kobo), {
      method: "online",
      paidOn: paid,
      paymentId: Number(p.id),
      recordedBy: Number(p.user_id),
      note: "",
    });
    return typeof result === "string" ? result : null;
  };

  /** The payer back from checkout: settle (the one path) and answer with the receipt it gave. */
  async verifyOnline(reference: string, session: Session) {
    const existing = await this.payments.byReference(reference);
    if (!existing || Number(existing.user_id) !== session.userId || existing.purpose !== "rent")
      throw AppError.notFound(M.paymentNotRent);
    const { payment, granted } = await this.payments.settle(reference);
    const receipt = await repo.receiptByPayment(this.db, Number(payment.id));
    if (granted && receipt) await this.mailReceipt(Number(receipt.id));
    return {
      status: payment.status,
      message:
        payment.status === "success"
          ? M.paymentRecorded
          : payment.status === "pending"
            ? M.paymentPending
            : (payment.gateway_response ?? M.paymentFailed),
      tenancy_id: Number((payment.details as { tenancy_id?: number }).tenancy_id),
      receipt: receipt ? receiptOut(receipt) : null,
    };
  }

  /**
   * The rent sweep's reminders (ADR 0950): tenants are reminded by email through the outbox 7 days before an
   * installment falls due and once more 3 days after it if it is still unpaid. Each reminder is claimed with a
   * conditional update, so concurrent instances remind once. Answers how many were sent.
   */
  async remind(today: string) {
    let reminded = 0;
    for (const kind of ["due", "overdue"] as const) {
      const rows = await repo.claimReminders(this.db, today, kind === "due" ? 7 : 3, kind);
      for (const r of rows) {
        const amount = nairaFromKobo(Number(r.owed_kobo));
        const link = this.dashboardLink();
        await this.deps.outbox.send({
          channel: "email",
          to: r.email,
          subject:
            kind === "due" ? M.reminderSubject(r.unit_address, r.due_date) : M.overdueSubject(r.unit_address),
          text:
            kind === "due"
              ? M.reminderText(r.name, amount, r.unit_address, r.due_date, link)
              : M.overdueText(r.name, amount, r.unit_address, r.due_date, link),
          kind: kind === "due" ? "rent_reminder" : "rent_overdue",
        });
        reminded += 1;
      }
    }
    return reminded;
  }
}
