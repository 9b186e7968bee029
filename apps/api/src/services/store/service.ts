/**
 * The building-materials store (issue 20, ADR 0301): the product list of SPEC §7 (`building-materials.php`),
 * sellers' products (KYC-verified users), and orders. Placing an order takes its stock in one conditional
 * update; a cancelled or unpaid order gives it back once. Online payment goes through the main API's payments
 * (one settle path, ADR 0600), reached through the narrow `PaymentPort` below, so the store imports nothing of it.
 */
import {
  HOME_SERVICES_LIMITS,
  homeServicesMessages as M,
  type MaterialResult,
  type OrderWire,
  type ProductWire,
  productListReplySchema,
} from "@ile/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { HelperSearch } from "../../platform/helper-search.ts";
import { encodeImages, writeImage } from "../../platform/images.ts";
import { parseState } from "../../platform/language/states.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { BUMPED_PAGE_TTL_MS, type PageCache, pageKey } from "../../platform/page-cache.ts";
import { pageMeta, pageWindow } from "../../platform/pagination.ts";
import type { UploadedFile } from "../../platform/uploads.ts";
import * as repo from "./repo.ts";
import { searchProductCards } from "./search.repo.ts";

/** What the store needs of the payments service (app.services.payments satisfies it). */
export interface PaymentPort {
  start(input: {
    userId: number;
    email: string;
    purpose: "store_order";
    amountKobo: number;
    details: Record<string, unknown>;
    callbackPath: string;
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

export interface StoreDeps {
  db: Db;
  outbox: Outbox;
  log: FastifyBaseLogger;
  uploadsDir: string;
  payments: PaymentPort;
  /** The anonymous page cache (ADR 0202/0403): list pages and their totals live under its content version. */
  pages: PageCache;
}

/** The list's query (SPEC §7 `building-materials.php`). */
export interface ProductQuery {
  id?: number | undefined;
  category?: string | undefined;
  location?: string | undefined;
  query?: string | undefined;
  seller_id?: number | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
}

export const imagePath = (key: string, width = 640) => `uploads/${key}-${width}.webp`;
const fmt = (kobo: number) => `₦${Math.round(kobo / 100).toLocaleString("en-NG")}`;
/** The price after the seller's discount, to the kobo. */
export const unitPriceKobo = (priceKobo: number, discount: number) =>
  Math.round((Number(priceKobo) * (100 - discount)) / 100);

type ProductBody = {
  name: string;
  category: string;
  price: number;
  discount: number;
  quantity: number;
  unit: string;
  state: string;
  city: string;
  address: string;
  details: string;
  phone: string;
  pay_on_delivery: boolean;
};

export class StoreService {
  readonly db: Db;
  constructor(private readonly deps: StoreDeps) {
    this.db = deps.db;
    deps.payments.registerGrant("store_order", (tx, p) => this.paid(tx, p));
  }

  wire(r: repo.ProductRow): ProductWire {
    const images = r.images ?? [];
    return {
      id: Number(r.id),
      // Stored as typed (plain text); `&` goes out as `&amp;` as the SPEC's store sends it (the web turns it back).
      product_name: r.name.replaceAll("&", "&amp;"),
      product_price: Math.round(Number(r.price_kobo) / 100),
      product_location: `${r.city}, ${r.state}`,
      product_address: r.address,
      product_image: images[0] ? imagePath(images[0]) : null,
      product_details: r.details,
      product_discount: r.discount,
      product_quantity: r.quantity,
      phone_number: r.phone,
      seller_id: Number(r.seller_id),
      seller_name: r.seller_name || "Ile seller",
      category: r.category,
      unit: r.unit,
      state: r.state,
      city: r.city,
      images: images.map((k) => imagePath(k, 1280)),
      pay_on_delivery: r.pay_on_delivery,
      sample: r.sample,
    };
  }

  /** GET /api/search's helper (ADR 0404): product cards matching the search's filters. */
  async searchCards(f: HelperSearch): Promise<{ items: MaterialResult[]; total: number }> {
    const { rows, total } = await searchProductCards(this.db, f);
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        category: r.category,
        price: Math.round(Number(r.price_kobo) / 100),
        discount: r.discount,
        unit: r.unit,
        location: `${r.city}, ${r.state}`,
        image: r.image_key ? `/${imagePath(r.image_key)}` : null,
        details: r.details,
        sample: r.sample,
      })),
      total,
    };
  }

  /** The list (SPEC §7); totals are reused under the page cache's content version `version` (read now if not given). */
  async list(q: ProductQuery, version?: number) {
    const at = version ?? (await this.deps.pages.version());
    const page = q.page ?? 1;
    const perPage = q.per_page ?? HOME_SERVICES_LIMITS.defaultPerPage;
    const { rows, total } = await repo.listProducts(
      this.db,
      {
        id: q.id,
        category: q.category,
        location: q.location || undefined,
        locationStates: q.location ? parseState(q.location).aliases : undefined,
        query: q.query,
        sellerId: q.seller_id,
      },
      { page, limit: perPage },
      (key, count) => this.deps.pages.total(at, key, count),
    );
    return {
      total_results: total,
      products: rows.map((r) => this.wire(r)),
      pagination: pageMeta(page, perPage, total),
    };
  }

  /**
   * The list's reply as JSON bytes (what the route's serializer would give), kept in the page cache: the list
   * shows nothing that depends on who asks, so every request may share it. Product, photo and stock changes
   * bump the content version (`changed`), so a page never outlives the data it shows.
   */
  listJson(q: ProductQuery): Promise<Buffer> {
    return this.deps.pages.page(
      pageKey("store", { ...q }),
      async (version) =>
        JSON.stringify(
          productListReplySchema.parse({
            status: "success",
            message: M.productsListed,
            ...(await this.list(q, version)),
          }),
        ),
      BUMPED_PAGE_TTL_MS,
    );
  }

  /** After a write the list shows (products, photos, stock): cached pages of the old content go. */
  private changed(): Promise<void> {
    return this.deps.pages.bump();
  }

  private async values(b: ProductBody): Promise<repo.ProductValues> {
    const state = await repo.stateName(this.db, parseState(b.state).name);
    if (!state) throw AppError.validation({ state: [M.unknownState] });
    return {
      name: b.name,
      category: b.category,
      priceKobo: b.price * 100,
      discount: b.discount,
      quantity: b.quantity,
      unit: b.unit,
      state,
      city: b.city,
      address: b.address,
      details: b.details,
      phone: b.phone,
      payOnDelivery: b.pay_on_delivery,
    };
  }

  private async seller(session: Session) {
    const me = await repo.userContact(this.db, session.userId);
    if (!me || (!me.verified && session.role !== "admin"))
      throw AppError.forbidden(M.sellerNotVerified, "SELLER_NOT_VERIFIED");
  }

  /** The product if the caller sells it (or is an admin); 404 otherwise. */
  private async owned(session: Session, id: number): Promise<repo.ProductRow> {
    const row = await repo.productById(this.db, id);
    if (!row || (Number(row.seller_id) !== session.userId && session.role !== "admin"))
      throw AppError.notFound(M.productNotFound);
    return row;
  }

  async get(id: number): Promise<ProductWire> {
    const row = await repo.productById(this.db, id);
    if (!row) throw AppError.notFound(M.productNotFound);
    return this.wire(row);
  }

  async create(session: Session, b: ProductBody): Promise<ProductWire> {
    await this.seller(session);
    const id = await repo.insertProduct(this.db, session.userId, await this.values(b));
    await this.changed();
    return this.get(id!);
  }

  async update(session: Session, id: number, patch: Partial<ProductBody>): Promise<ProductWire> {
    const row = await this.owned(session, id);
    const merged: ProductBody = {
      name: row.name,
      category: row.category,
      price: Math.round(Number(row.price_kobo) / 100),
      discount: row.discount,
      quantity: row.quantity,
      unit: row.unit,
      state: row.state,
      city: row.city,
      address: row.address,
      details: row.details,
      phone: row.phone,
      pay_on_delivery: row.pay_on_delivery,
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    };
    await repo.updateProduct(this.db, id, await this.values(merged));
    await this.changed();
    return this.get(id);
  }

  async remove(session: Session, id: number): Promise<void> {
    await this.owned(session, id);
    await repo.deleteProduct(this.db, id);
    await this.changed();
  }

  async addImages(session: Session, id: number, files: UploadedFile[]): Promise<ProductWire> {
    await this.owned(session, id);
    if ((await repo.imageCount(this.db, id)) + files.length > HOME_SERVICES_LIMITS.maxPhotos)
      throw AppError.validation({ images: [M.tooManyPhotos] });
    const encoded = await encodeImages(files, M.notAnImage);
    for (const sizes of encoded) {
      const key = await writeImage(this.deps.uploadsDir, `store/${id}`, sizes);
      await repo.insertImage(this.db, id, key);
    }
    await this.changed();
    return this.get(id);
  }

  // ── orders ─────────────────────────────────────────────────────────────────────────────────────────────

  private orderWire(o: repo.OrderRow, viewer: Session): OrderWire {
    const role =
      viewer.userId === Number(o.buyer_id)
        ? "buyer"
        : viewer.userId === Number(o.seller_id)
          ? "seller"
          : "admin";
    return {
      id: Number(o.id),
      product: { id: Number(o.product_id), name: o.product_name, unit: o.product_unit },
      buyer: { id: Number(o.buyer_id), name: o.buyer_name },
      seller: { id: Number(o.seller_id), name: o.seller_name },
      quantity: o.quantity,
      unit_price: Math.round(Number(o.unit_price_kobo) / 100),
      total: Math.round(Number(o.total_kobo) / 100),
      total_kobo: Number(o.total_kobo),
      delivery_address: o.delivery_address,
      phone: o.phone,
      payment_method: o.payment_method,
      status: o.status,
      paid: o.paid_at !== null,
      payment_reference: o.payment_reference,
      // Only the buyer is sent to the checkout.
      payment_url: role === "buyer" && o.status === "awaiting_payment" ? o.payment_url : null,
      cancel_reason: o.cancel_reason,
      role,
      created_at: o.created_at.toISOString(),
      updated_at: o.updated_at.toISOString(),
    };
  }

  private async party(session: Session, id: number): Promise<repo.OrderRow> {
    const o = await repo.orderById(this.db, id);
    if (
      !o ||
      (session.userId !== Number(o.buyer_id) &&
        session.userId !== Number(o.seller_id) &&
        session.role !== "admin")
    )
      throw AppError.notFound(M.orderNotFound);
    return o;
  }

  async order(session: Session, id: number): Promise<OrderWire> {
    return this.orderWire(await this.party(session, id), session);
  }

  async orders(
    session: Session,
    q: { as?: "buyer" | "seller" | undefined; page?: number; per_page?: number },
  ) {
    const page = q.page ?? 1;
    const perPage = q.per_page ?? HOME_SERVICES_LIMITS.defaultPerPage;
    const { rows, total } = await repo.ordersOf(this.db, session.userId, q.as, pageWindow(page, perPage));
    return { data: rows.map((r) => this.orderWire(r, session)), pagination: pageMeta(page, perPage, total) };
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
  ): Promise<OrderWire> {
    const product = await repo.productById(this.db, b.product_id);
    if (!product) throw AppError.validation({ product_id: [M.productNotFound] });
    if (Number(product.seller_id) === session.userId) throw new AppError(409, M.ownProduct, "OWN_PRODUCT");
    if (b.payment_method === "delivery" && !product.pay_on_delivery)
      throw AppError.validation({ payment_method: [M.noPayOnDelivery] });
    const price = unitPriceKobo(product.price_kobo, product.discount);
    const id = await this.db.transaction(async (tx) => {
      if (!(await repo.takeStock(tx, b.product_id, b.quantity))) return null;
      return repo.insertOrder(tx, {
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
      const left = await repo.stockLeft(this.db, b.product_id);
      throw new AppError(409, M.outOfStock(left), "OUT_OF_STOCK", { quantity: [M.outOfStock(left)] });
    }
    await this.changed();
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
        });
        await repo.setReference(this.db, id, payment.reference);
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
    const moved = await repo.moveOrder(tx, orderId, ["awaiting_payment"], "placed", { paid: true });
    if (!moved) {
      const o = await repo.orderById(tx, orderId);
      if (o?.status !== "cancelled" || o.payment_reference !== p.reference)
        return "This payment is not for an order awaiting payment";
      if (!(await repo.takeStock(tx, o.product_id, o.quantity))) return M.outOfStock(0);
      await repo.moveOrder(tx, orderId, ["cancelled"], "placed", { paid: true });
      // The stock moved: list pages go once the settling transaction has committed.
      setImmediate(() => void this.changed());
    }
    // Notified once the settling transaction has committed (the outbox writes on its own connection).
    setImmediate(() => void this.notifyOrder(orderId, "seller", "New paid order"));
    return null;
  }

  private async cancelAndRestock(id: number, from: repo.OrderStatus[], reason: string): Promise<boolean> {
    const restocked = await this.db.transaction(async (tx) => {
      const moved = await repo.moveOrder(tx, id, from, "cancelled", { reason });
      if (!moved) return false;
      await repo.giveBackStock(tx, moved.product_id, moved.quantity);
      return true;
    });
    if (restocked) await this.changed();
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
      const now = (await repo.orderById(this.db, id))!.status.replace("_", " ");
      const message = M.illegal(now, done, "order");
      return new AppError(409, message, "ILLEGAL_TRANSITION", { status: [message] });
    };
    if (action === "cancel") {
      const from: repo.OrderStatus[] = isSeller
        ? ["awaiting_payment", "placed", "confirmed"]
        : ["awaiting_payment", "placed"];
      if (!isSeller && !isBuyer) throw AppError.notFound(M.orderNotFound);
      const why = reason || (isSeller ? "Cancelled by the seller" : "Cancelled by the buyer");
      if (!(await this.cancelAndRestock(id, from, why))) throw await illegal();
      await this.notifyOrder(id, isBuyer ? "seller" : "buyer", "Order cancelled");
      return this.order(session, id);
    }
    if (!isSeller) throw AppError.forbidden("Only the seller can do this");
    const step = {
      confirm: { from: ["placed"], to: "confirmed", subject: "Order confirmed" },
      dispatch: { from: ["confirmed"], to: "dispatched", subject: "Order dispatched" },
      deliver: { from: ["dispatched"], to: "delivered", subject: "Order delivered" },
    }[action] as { from: repo.OrderStatus[]; to: repo.OrderStatus; subject: string };
    // Pay on delivery: the money changes hands at the door.
    const moved = await repo.moveOrder(this.db, id, step.from, step.to, {
      paid: action === "deliver" && o.payment_method === "delivery",
    });
    if (!moved) throw await illegal();
    await this.notifyOrder(id, "buyer", step.subject);
    return this.order(session, id);
  }

  /** Online orders left unpaid past the limit are cancelled and their stock returned (run by the sweep). */
  async expireUnpaid(minutes: number = HOME_SERVICES_LIMITS.unpaidMinutes): Promise<number> {
    let n = 0;
    for (const { id } of await repo.staleUnpaid(this.db, minutes, 100))
      if (await this.cancelAndRestock(Number(id), ["awaiting_payment"], M.unpaidExpired)) {
        n += 1;
        await this.notifyOrder(Number(id), "buyer", "Order cancelled");
      }
    return n;
  }

  private async notifyOrder(id: number, to: "buyer" | "seller", subject: string) {
    try {
      const o = await repo.orderById(this.db, id);
      if (!o) return;
      const email = to === "buyer" ? o.buyer_email : o.seller_email;
      const phone = to === "buyer" ? o.buyer_phone : o.seller_phone;
      const title = `${subject}: ${o.quantity} × ${o.product_name}`;
      const text = [
        title,
        `Order #${o.id} — ${fmt(Number(o.total_kobo))} (${o.payment_method === "online" ? "paid online" : "pay on delivery"})`,
        `Status: ${o.status.replace("_", " ")}`,
        `Deliver to: ${o.delivery_address}`,
        o.cancel_reason ? `Reason: ${o.cancel_reason}` : "",
        "",
        "See it in your Ile dashboard.",
      ].join("\n");
      await this.deps.outbox.send({
        channel: "email",
        to: email,
        subject: title,
        text,
        kind: `order_${o.status}`,
      });
      if (phone?.startsWith("+"))
        await this.deps.outbox.send({
          channel: "sms",
          to: phone,
          text: `Ile: ${title}`,
          kind: `order_${o.status}`,
        });
    } catch (err) {
      this.deps.log.warn({ err, order: id }, "order notification not stored");
    }
  }
}
