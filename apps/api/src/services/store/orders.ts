/**
 * The store's orders (issue 20, ADR 0301). Placing an order takes its stock in one conditional update; a cancelled
 * or unpaid order gives it back once (`cancelAndRestock`), and either bumps the product list's page cache. Online
 * payment goes through the main API's payments (one settle path, ADR 0600), reached through the narrow
 * `PaymentPort` below, so the store imports nothing of it.
 */
import {
  HOME_SERVICES_LIMITS,
  homeServicesMessages as M,
  homeServicesMail as Mail,
  type OrderWire,
} from "@ile/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { pageOf } from "../../platform/pagination.ts";
import { isPartyOrAdmin } from "../../platform/parties.ts";
import {
  giveBackStock,
  insertOrder,
  moveOrder,
  type OrderRow,
  type OrderStatus,
  orderById,
  ordersOf,
  setReference,
  staleUnpaid,
  stockLeft,
  takeStock,
} from "./orders.repo.ts";
import { fmt, orderWire, unitPriceKobo } from "./present.ts";
import * as repo from "./repo.ts";
import type { StoreService } from "./service.ts";

/** What the store needs of the payments service (app.services.payments satisfies it). */
export interface PaymentPort {
  start(input: {
    userId: number;
    email: string;
    purpose: "store_order";
    amountKobo: number;
    details: Record<string, unknown>;
    callbackPath: string;
    origin?: string | null;
  }): Promise<{ reference: string; authorization_url: string | null }>;
  settle(reference: string): Promise<{ payment: { status: string }; granted: boolean }>;
  /** Registers what a settled payment of this purpose gives (inside the settling transaction). */
  registerGrant(
    purpose: "store_order",
    give: (
      tx: Tx,
      payment: { id: number; reference: string; details: Record<string, unknown> },
    ) => Promise<string | null>,
  ): void;
}

export interface OrdersDeps {
  db: Db;
  outbox: Outbox;
  log: FastifyBaseLogger;
  payments: PaymentPort;
}

export class StoreOrdersService {
  private readonly db: Db;
  constructor(
    private readonly deps: OrdersDeps,
    private readonly store: StoreService,
  ) {
    this.db = deps.db;
    deps.payments.registerGrant("store_order", (tx, p) => this.paid(tx, p));
  }

  private async party(session: Session, id: number): Promise<OrderRow> {
    const o = await orderById(this.db, id);
    if (!o || !isPartyOrAdmin(session, o.buyer_id, o.seller_id)) throw AppError.notFound(M.orderNotFound);
    return o;
  }

  async order(session: Session, id: number): Promise<OrderWire> {
    return orderWire(await this.party(session, id), session);
  }

  async orders(
    session: Session,
    q: { as?: "buyer" | "seller" | undefined; page?: number; per_page?: number },
  ) {
    return pageOf(
      q,
      HOME_SERVICES_LIMITS.defaultPerPage,
      (window) => ordersOf(this.db, session.userId, q.as, window),
      (rows) => rows.map((r) => orderWire(r, session)),
    );
  }

  /**
   * Places an order: the stock is taken in the same transaction as the order row, by one conditional update,
   * so concurrent orders for the last units never take more than there is. Online orders then get a payment
   * link; if the gateway refuses, the order is cancelled and its stock given back.
   */
  async place(
    session: Session,
    b: {
      product_id: number;
      quantity: number;
      delivery_address: string;
      phone: string;
      payment_method: "online" | "delivery";
    },
    /** Where the buyer started (`requestOrigin`): the payment returns there when it is allowed (issue 38). */
    origin?: string | null,
  ): Promise<OrderWire> {
    const product = await repo.productById(this.db, b.product_id);
    if (!product) throw AppError.validation({ product_id: [M.productNotFound] });
    if (Number(product.seller_id) === session.userId) throw new AppError(409, M.ownProduct, "OWN_PRODUCT");
    if (b.payment_method === "delivery" && !product.pay_on_delivery)
      throw AppError.validation({ payment_method: [M.noPayOnDelivery] });
    const price = unitPriceKobo(product.price_kobo, product.discount);
    const id = await this.db.transaction(async (tx) => {
      if (!(await takeStock(tx, b.product_id, b.quantity))) return null;
      return insertOrder(tx, {
        productId: b.product_id,
        buyerId: session.userId,
        sellerId: Number(product.seller_id),
        quantity: b.quantity,
        unitPriceKobo: price,
        deliveryAddress: b.delivery_address,
        phone: b.phone,
        paymentMethod: b.payment_method,
        status: b.payment_method === "online" ? "awaiting_payment" : "placed",
      });
    });
    if (id === null) {
      const left = await stockLeft(this.db, b.product_id);
      throw new AppError(409, M.outOfStock(left), "OUT_OF_STOCK", { quantity: [M.outOfStock(left)] });
    }
    await this.store.changed();
    if (b.payment_method === "online") {
      const buyer = await repo.userContact(this.db, session.userId);
      try {
        const payment = await this.deps.payments.start({
          userId: session.userId,
          email: buyer!.email,
          purpose: "store_order",
          amountKobo: price * b.quantity,
          details: { order_id: id },
          callbackPath: "/payment/verify/{reference}",
          origin,
        });
        await setReference(this.db, id, payment.reference);
      } catch (err) {
        await this.cancelAndRestock(id, ["awaiting_payment"], "The payment could not be started");
        throw err;
      }
    } else {
      await this.notifyOrder(id, "seller", "New order");
    }
    return this.order(session, id);
  }

  /** The buyer comes back from the checkout: settle through the one payments path, then show the order. */
  async verify(session: Session, id: number): Promise<OrderWire> {
    const o = await this.party(session, id);
    if (o.status === "awaiting_payment" && o.payment_reference)
      await this.deps.payments.settle(o.payment_reference);
    return this.order(session, id);
  }

  /**
   * What a settled store payment gives, inside the settling transaction (payments' settle, ADR 0600): the order
   * becomes placed. If it was cancelled for want of payment meanwhile, it is placed again when the stock is still
   * there; otherwise the reason is returned and payments keeps the amount as the buyer's credit (ADR 0602).
   */
  private async paid(tx: Tx, p: { id: number; reference: string; details: Record<string, unknown> }) {
    const orderId = Number(p.details.order_id);
    const moved = await moveOrder(tx, orderId, ["awaiting_payment"], "placed", { paid: true });
    if (!moved) {
      const o = await orderById(tx, orderId);
      if (o?.status !== "cancelled" || o.payment_reference !== p.reference)
        return "This payment is not for an order awaiting payment";
      if (!(await takeStock(tx, o.product_id, o.quantity))) return M.outOfStock(0);
      await moveOrder(tx, orderId, ["cancelled"], "placed", { paid: true });
      // The stock moved: list pages go once the settling transaction has committed.
      setImmediate(() => void this.store.changed());
    }
    // Notified once the settling transaction has committed (the outbox writes on its own connection).
    setImmediate(() => void this.notifyOrder(orderId, "seller", "New paid order"));
    return null;
  }

  private async cancelAndRestock(id: number, from: OrderStatus[], reason: string): Promise<boolean> {
    const restocked = await this.db.transaction(async (tx) => {
      const moved = await moveOrder(tx, id, from, "cancelled", { reason });
      if (!moved) return false;
      await giveBackStock(tx, moved.product_id, moved.quantity);
      return true;
    });
    if (restocked) await this.store.changed();
    return restocked;
  }

  /**
   * The seller confirms, dispatches, delivers; either side cancels before dispatch (buyer: until confirmed).
   * Each step is one conditional update; a step from the wrong state answers 409.
   */
  async act(
    session: Session,
    id: number,
    action: "confirm" | "dispatch" | "deliver" | "cancel",
    reason: string,
  ): Promise<OrderWire> {
    const o = await this.party(session, id);
    const isSeller = session.userId === Number(o.seller_id) || session.role === "admin";
    const isBuyer = session.userId === Number(o.buyer_id);
    const done = { confirm: "confirmed", dispatch: "dispatched", deliver: "delivered", cancel: "cancelled" }[
      action
    ];
    const illegal = async () => {
      const now = (await orderById(this.db, id))!.status.replace("_", " ");
      const message = M.illegal(now, done, "order");
      return new AppError(409, message, "ILLEGAL_TRANSITION", { status: [message] });
    };
    if (action === "cancel") {
      const from: OrderStatus[] = isSeller
        ? ["awaiting_payment", "placed", "confirmed"]
        : ["awaiting_payment", "placed"];
      if (!isSeller && !isBuyer) throw AppError.notFound(M.orderNotFound);
      const why = reason || Mail.orderCancelledBy(isSeller);
      if (!(await this.cancelAndRestock(id, from, why))) throw await illegal();
      await this.notifyOrder(id, isBuyer ? "seller" : "buyer", Mail.orderSubjects.cancelled);
      return this.order(session, id);
    }
    if (!isSeller) throw AppError.forbidden(M.sellerOnly);
    const step = {
      confirm: { from: ["placed"], to: "confirmed", subject: Mail.orderSubjects.confirmed },
      dispatch: { from: ["confirmed"], to: "dispatched", subject: Mail.orderSubjects.dispatched },
      deliver: { from: ["dispatched"], to: "delivered", subject: Mail.orderSubjects.delivered },
    }[action] as { from: OrderStatus[]; to: OrderStatus; subject: string };
    // Pay on delivery: the money changes hands at the door.
    const moved = await moveOrder(this.db, id, step.from, step.to, {
      paid: action === "deliver" && o.payment_method === "delivery",
    });
    if (!moved) throw await illegal();
    await this.notifyOrder(id, "buyer", step.subject);
    return this.order(session, id);
  }

  /** Online orders left unpaid past the limit are cancelled and their stock returned (run by the sweep). */
  async expireUnpaid(minutes: number = HOME_SERVICES_LIMITS.unpaidMinutes): Promise<number> {
    let n = 0;
    for (const { id } of await staleUnpaid(this.db, minutes, 100))
      if (await this.cancelAndRestock(Number(id), ["awaiting_payment"], M.unpaidExpired)) {
        n += 1;
        await this.notifyOrder(Number(id), "buyer", Mail.orderSubjects.cancelled);
      }
    return n;
  }

  private async notifyOrder(id: number, to: "buyer" | "seller", subject: string) {
    try {
      const o = await orderById(this.db, id);
      if (!o) return;
      const email = to === "buyer" ? o.buyer_email : o.seller_email;
      const phone = to === "buyer" ? o.buyer_phone : o.seller_phone;
      const title = Mail.orderTitle(subject, o.quantity, o.product_name);
      const text = Mail.orderText({
        title,
        id: o.id,
        total: fmt(Number(o.total_kobo)),
        online: o.payment_method === "online",
        status: o.status,
        address: o.delivery_address,
        reason: o.cancel_reason,
      });
      await this.deps.outbox.sendMailAndSms({
        email,
        phone,
        subject: title,
        text,
        sms: Mail.sms(title),
        kind: `order_${o.status}`,
      });
    } catch (err) {
      this.deps.log.warn({ err, order: id }, "order notification not stored");
    }
  }
}
