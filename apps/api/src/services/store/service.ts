/**
 * The building-materials store (issue 20, ADR 0301): the product list of SPEC §7 (`building-materials.php`) and
 * sellers' products (KYC-verified users). Orders, the stock they take and their payment are orders.ts.
 */
import {
  HOME_SERVICES_LIMITS,
  homeServicesMessages as M,
  type MaterialResult,
  type ProductWire,
  productListReplySchema,
} from "@ile/contract";
import type { Db } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { HelperSearch } from "../../platform/helper-search.ts";
import { encodeImages, writeImage } from "../../platform/images.ts";
import { parseState } from "../../platform/language/states.ts";
import { BUMPED_PAGE_TTL_MS, type PageCache, pageKey, SERVICES } from "../../platform/page-cache.ts";
import { pageMeta } from "../../platform/pagination.ts";
import type { Storage } from "../../platform/storage.ts";
import type { UploadedFile } from "../../platform/uploads.ts";
import { materialCard, productWire } from "./present.ts";
import * as repo from "./repo.ts";
import { productWords, searchProductCards } from "./search.repo.ts";

export interface StoreDeps {
  db: Db;
  /** Where their photos are stored (platform/storage.ts). */
  storage: Storage;
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
  }

  /** GET /api/search's helper (ADR 0404): product cards matching the search's filters. */
  async searchCards(f: HelperSearch): Promise<{ items: MaterialResult[]; total: number }> {
    const { rows, total } = await searchProductCards(this.db, f);
    return { items: rows.map(materialCard), total };
  }

  /** The words a product can be found by (the search's helper words: `mayMatch`). */
  searchWords(): Promise<string | null> {
    return productWords(this.db);
  }

  /** The list (SPEC §7); totals are reused under the page cache's content version `version` (read now if not given). */
  async list(q: ProductQuery, version?: number) {
    const at = version ?? (await this.deps.pages.version(SERVICES));
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
      (key, count) => this.deps.pages.total(at, key, count, SERVICES),
    );
    return {
      total_results: total,
      products: rows.map(productWire),
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
  changed(): Promise<void> {
    return this.deps.pages.bump(SERVICES);
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
    return productWire(row);
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
      const key = await writeImage(this.deps.storage, `store/${id}`, sizes);
      await repo.insertImage(this.db, id, key);
    }
    await this.changed();
    return this.get(id);
  }
}
