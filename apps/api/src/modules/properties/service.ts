/** Listing rules: ownership, naira↔kobo, slugs, images (content-checked, resized to WebP sizes). */
import { randomBytes } from "node:crypto";
import {
  IMAGE_WIDTHS,
  listingReplySchema,
  MAX_LISTING_IMAGES,
  type Property,
  type PropertyInput,
  propertyInputSchema,
  propertyMessages,
  type propertyUpdateSchema,
} from "@ile/contract";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { checkImages, encodeImages, imageOut, removeImageFiles, writeImage } from "../../platform/images.ts";
import { type PageCache, pageCacheOf, pageKey } from "../../platform/page-cache.ts";
import { slugify } from "../../platform/slug.ts";
import type { UploadedFile } from "../../platform/uploads.ts";
import { assertListingQuota } from "../payments/entitlements.ts";
import { parseState } from "../search/query.ts";
import { type ImageRow, type ListFilters, PropertiesRepo, type PropertyRow } from "./repo.ts";

/** Up to this many matches a list page is taken from all of them, sorted (repo.ts `page`). */
const FEW_MATCHES = 2_000;
const OWNER_ROLES = new Set(["agent", "landlord", "developer", "admin"]);
export const toKobo = (naira: number) => Math.round(naira * 100);
/** A stored map link only if it is a web link (rows from before ADR 0015 may hold javascript: or data: URLs). */
const webLink = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);
const koboOrNull = (v: string | number | null) => (v === null ? null : Number(v));
/** A row's fee columns as the API names them (kobo; null: not stated). */
const feesOut = (row: PropertyRow) => ({
  agency_fee_kobo: koboOrNull(row.agency_fee),
  legal_fee_kobo: koboOrNull(row.legal_fee),
  caution_deposit_kobo: koboOrNull(row.caution_deposit),
  service_charge_kobo: koboOrNull(row.service_charge),
});
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function toProperty(row: PropertyRow, images: ImageRow[], favourite?: boolean): Property {
  const imgs = images.map(imageOut);
  const cover = imgs.find((i) => i.is_cover) ?? imgs[0];
  const coverUrl = cover ? (cover.sizes.find((s) => s.width === 640)?.url ?? cover.url) : null;
  const price = Number(row.price);
  const name = [row.owner_first, row.owner_last].filter(Boolean).join(" ").trim();
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    price: price / 100,
    price_kobo: price,
    listing_type: row.listing_type,
    rent_period: row.rent_period,
    status: row.status,
    use: row.use,
    images: imgs,
    cover: coverUrl,
    address: { city: row.city, state: row.state, address: row.address, map_url: webLink(row.map_url) },
    latitude: row.latitude,
    longitude: row.longitude,
    bedrooms: row.bedrooms,
    bedroomCount: row.bedrooms,
    bathrooms: row.bathrooms,
    toilets: row.toilets,
    parking_spaces: row.parking_spaces,
    area: row.area,
    furnished: row.furnished,
    serviced: row.serviced,
    title_document: row.title_document,
    description: row.description,
    category: row.category,
    property_type: row.property_type,
    featured: row.featured,
    generated: row.generated,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    stats: { views: row.views, favourites: Number(row.favourites) },
    amenities: row.amenities ?? [],
    ...feesOut(row),
    owner: {
      id: Number(row.owner_id),
      name: name || "N/A",
      role: row.owner_role,
      slug: row.owner_slug,
      profile_picture: row.owner_picture,
      verified: row.owner_verified !== null && row.owner_verified !== undefined,
      company_name: row.owner_company,
    },
    ...(favourite === undefined ? {} : { is_favourite: favourite }),
  };
}

/** The cache key of a list query: every filter that changes the answer, place names folded as the SQL compares them. */
export function listKey(f: ListFilters): string {
  return pageKey("listings", {
    ...f,
    property_type: f.property_type?.toLowerCase(),
    state: f.state && parseState(f.state).name.toLowerCase(),
    city: f.city?.toLowerCase(),
  });
}

type Input = z.output<typeof propertyInputSchema>;
type Update = z.output<typeof propertyUpdateSchema>;

/** The fee columns' values, in the order agency, legal, caution, service charge (null: not stated). */
const feesOf = (i: Input) => [
  i.agency_fee_kobo ?? null,
  i.legal_fee_kobo ?? null,
  i.caution_deposit_kobo ?? null,
  i.service_charge_kobo ?? null,
];

export class PropertiesService {
  readonly repo: PropertiesRepo;
  readonly cache: PageCache;
  constructor(private readonly app: FastifyInstance) {
    this.repo = new PropertiesRepo(app.database);
    this.cache = pageCacheOf(app);
  }

  /** Every listing write calls this before answering: cached pages and totals computed before it are dropped. */
  invalidate() {
    return this.cache.bump();
  }

  /** Runs a write of several statements and invalidates afterwards, also when a statement in it fails. */
  private async invalidating(write: () => Promise<void>) {
    try {
      await write();
    } finally {
      await this.invalidate();
    }
  }

  async list(f: ListFilters, session: Session | null, version?: number) {
    const at = version ?? (await this.cache.version());
    const { sort: _s, page: _p, limit: _l, ...filters } = f;
    // The total first (usually known): nothing to show needs no page query, and a few matches are read whole
    // rather than found by walking an index past every row (repo.ts `page`).
    const total = await this.cache.total(at, listKey(filters as ListFilters), () => this.repo.count(filters));
    const rows =
      total === 0 || (f.page - 1) * f.limit >= total ? [] : await this.repo.page(f, total <= FEW_MATCHES);
    const favs =
      session && rows.length > 0
        ? await this.repo.favouritesOf(
            session.userId,
            rows.map((r) => Number(r.id)),
          )
        : null;
    return {
      data: rows.map((r) => toProperty(r, r.images, favs ? favs.has(Number(r.id)) : undefined)),
      meta: {
        current_page: f.page,
        last_page: Math.max(1, Math.ceil(total / f.limit)),
        per_page: f.limit,
        total,
      },
    };
  }

  /**
   * The reply to an anonymous list request as JSON text (the same text the route's serializer would give),
   * from the short-lived page cache when a page computed under the current content version is there.
   */
  listAnonymousJson(f: ListFilters): Promise<Buffer> {
    return this.cache.page(listKey(f), async (version) =>
      JSON.stringify(listingReplySchema.parse({ status: "success", ...(await this.list(f, null, version)) })),
    );
  }

  async get(slug: string, session: Session | null) {
    const row = await this.repo.bySlugWithImages(slug);
    if (!row) throw AppError.notFound(propertyMessages.notFound);
    const favourite = session
      ? (await this.repo.favouritesOf(session.userId, [Number(row.id)])).has(Number(row.id))
      : undefined;
    return toProperty(row, row.images, favourite);
  }

  /** The listing, when the session may change it (owner or admin); 404 when absent, 403 when not theirs. */
  async editable(slug: string, session: Session) {
    const row = await this.repo.bySlug(slug);
    if (!row) throw AppError.notFound(propertyMessages.notFound);
    if (session.role !== "admin" && Number(row.owner_id) !== session.userId)
      throw AppError.forbidden(propertyMessages.notYours);
    return row;
  }

  assertOwnerRole(session: Session) {
    if (!OWNER_ROLES.has(session.role)) throw AppError.forbidden(propertyMessages.notOwnerRole);
  }

  private checkRent(listingType: string, rentPeriod: string | null | undefined) {
    if (listingType === "rent") return rentPeriod ?? "year";
    if (rentPeriod) throw AppError.validation({ rent_period: ["Only rentals have a rent period"] });
    return null;
  }

  async create(session: Session, input: Input) {
    this.assertOwnerRole(session);
    await assertListingQuota(this.app.db, { userId: session.userId, role: session.role });
    const rentPeriod = this.checkRent(input.listing_type, input.rent_period);
    const slug = `${slugify(input.title).slice(0, 80) || "listing"}-${randomBytes(3).toString("hex")}`;
    await this.app.database.query(
      `insert into properties (slug, owner_id, title, description, price, listing_type, rent_period, status, use,
        category, property_type, address, city, state, map_url, latitude, longitude, bedrooms, bathrooms, toilets,
        parking_spaces, area, furnished, serviced, title_document, amenities, agency_fee, legal_fee, caution_deposit,
        service_charge)
       values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,
        $29,$30)`,
      [
        slug,
        session.userId,
        input.title,
        input.description,
        toKobo(input.price),
        input.listing_type,
        rentPeriod,
        input.status,
        input.use,
        input.category,
        input.property_type,
        input.address,
        input.city,
        input.state,
        input.map_url ?? null,
        input.latitude ?? null,
        input.longitude ?? null,
        input.bedrooms,
        input.bathrooms,
        input.toilets,
        input.parking_spaces,
        input.area ?? null,
        input.furnished,
        input.serviced,
        input.title_document ?? null,
        input.amenities,
        ...feesOf(input),
      ],
    );
    await this.invalidate();
    return this.get(slug, session);
  }

  async update(session: Session, slug: string, patch: Update) {
    const row = await this.editable(slug, session);
    // Re-validate the merged listing so a partial update can never leave an invalid row.
    const current: PropertyInput = {
      title: row.title,
      description: row.description,
      price: Number(row.price) / 100,
      listing_type: row.listing_type,
      rent_period: row.rent_period,
      status: row.status,
      use: row.use,
      category: row.category as Input["category"],
      property_type: row.property_type,
      address: row.address,
      city: row.city,
      state: row.state,
      map_url: webLink(row.map_url),
      latitude: row.latitude,
      longitude: row.longitude,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      toilets: row.toilets,
      parking_spaces: row.parking_spaces,
      area: row.area,
      furnished: row.furnished,
      serviced: row.serviced,
      title_document: row.title_document,
      amenities: row.amenities,
      ...feesOut(row),
    };
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    if (patch.listing_type === "sale" && patch.rent_period === undefined) defined.rent_period = null;
    const merged = propertyInputSchema.parse({ ...current, ...defined });
    const rentPeriod = this.checkRent(merged.listing_type, merged.rent_period);
    await this.app.database.query(
      `update properties set title=$2, description=$3, price=$4, listing_type=$5, rent_period=$6, status=$7, use=$8,
        category=$9, property_type=$10, address=$11, city=$12, state=$13, map_url=$14, latitude=$15, longitude=$16,
        bedrooms=$17, bathrooms=$18, toilets=$19, parking_spaces=$20, area=$21, furnished=$22, serviced=$23,
        title_document=$24, amenities=$25, agency_fee=$26, legal_fee=$27, caution_deposit=$28, service_charge=$29,
        updated_at=now() where id=$1`,
      [
        row.id,
        merged.title,
        merged.description,
        toKobo(merged.price),
        merged.listing_type,
        rentPeriod,
        merged.status,
        merged.use,
        merged.category,
        merged.property_type,
        merged.address,
        merged.city,
        merged.state,
        merged.map_url ?? null,
        merged.latitude ?? null,
        merged.longitude ?? null,
        merged.bedrooms,
        merged.bathrooms,
        merged.toilets,
        merged.parking_spaces,
        merged.area ?? null,
        merged.furnished,
        merged.serviced,
        merged.title_document ?? null,
        merged.amenities,
        ...feesOf(merged),
      ],
    );
    await this.invalidate();
    return this.get(slug, session);
  }

  async setStatus(session: Session, slug: string, status: string) {
    const row = await this.editable(slug, session);
    await this.app.database.query("update properties set status=$2, updated_at=now() where id=$1", [
      row.id,
      status,
    ]);
    await this.invalidate();
    return this.get(slug, session);
  }

  async remove(session: Session, slug: string) {
    const row = await this.editable(slug, session);
    await this.app.database.query("update properties set deleted_at=now(), updated_at=now() where id=$1", [
      row.id,
    ]);
    await this.invalidate();
  }

  /** Checks every file first (all or nothing), then stores each as WebP at IMAGE_WIDTHS. */
  async addImages(session: Session, slug: string, files: UploadedFile[]) {
    const row = await this.editable(slug, session);
    checkImages(files, propertyMessages.notAnImage);
    const [existing] = await this.app.database.query<{ n: string; max: number | null }>(
      "select count(*) as n, max(position) as max from property_images where property_id = $1",
      [row.id],
    );
    const count = Number(existing?.n ?? 0);
    if (count + files.length > MAX_LISTING_IMAGES)
      throw AppError.validation({ images: [propertyMessages.tooManyImages] });
    const encoded = await encodeImages(files, propertyMessages.notAnImage);
    let position = existing?.max === null || existing?.max === undefined ? 0 : Number(existing.max) + 1;
    // Invalidate even when a later image fails: the earlier ones are stored and listed.
    await this.invalidating(async () => {
      for (const sizes of encoded) {
        const key = await writeImage(this.app.config.UPLOADS_DIR, `properties/${row.id}`, sizes);
        await this.app.database.query(
          `insert into property_images (property_id, url, storage_key, widths, position, is_cover, alt)
         values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            row.id,
            `/uploads/${key}-1280.webp`,
            key,
            [...IMAGE_WIDTHS],
            position,
            count === 0 && position === 0,
            row.title,
          ],
        );
        position += 1;
      }
    });
    return this.get(slug, session);
  }

  async removeImage(session: Session, slug: string, imageId: number) {
    const row = await this.editable(slug, session);
    const [img] = await this.app.database.query<ImageRow>(
      "delete from property_images where id = $1 and property_id = $2 returning *",
      [imageId, row.id],
    );
    if (!img) throw AppError.notFound("Image not found");
    await this.invalidating(() => this.afterImageRemoved(row.id, img));
    return this.get(slug, session);
  }

  private async afterImageRemoved(propertyId: string | number, img: ImageRow) {
    await removeImageFiles(this.app.config.UPLOADS_DIR, img.storage_key, img.widths);
    if (img.is_cover) {
      await this.app.database.query(
        `update property_images set is_cover = true where id = (select id from property_images
          where property_id = $1 order by position, id limit 1)`,
        [propertyId],
      );
    }
  }

  async orderImages(session: Session, slug: string, order: number[], coverId?: number) {
    const row = await this.editable(slug, session);
    const imgs = await this.app.database.query<{ id: string }>(
      "select id from property_images where property_id=$1",
      [row.id],
    );
    const ids = new Set(imgs.map((i) => Number(i.id)));
    if (order.length !== ids.size || order.some((id) => !ids.has(id)) || new Set(order).size !== order.length)
      throw AppError.validation({ order: ["List every image of this listing exactly once"] });
    if (coverId !== undefined && !ids.has(coverId))
      throw AppError.validation({ cover_id: ["Unknown image"] });
    await this.invalidating(() => this.reorder(row.id, order, coverId));
    return this.get(slug, session);
  }

  private async reorder(propertyId: string | number, order: number[], coverId?: number) {
    for (const [i, id] of order.entries()) {
      await this.app.database.query("update property_images set position=$2, updated_at=now() where id=$1", [
        id,
        i,
      ]);
    }
    if (coverId !== undefined) {
      await this.app.database.query(
        "update property_images set is_cover = (id = $2) where property_id = $1",
        [propertyId, coverId],
      );
    }
  }
}
