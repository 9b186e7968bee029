/**
 * Listing rules (ADR 0201): who may change which listing, the list cache (ADR 0202), create/update with the merged
 * listing re-validated, status and soft delete, the listing page (a view, the owner's contact). Images,
 * favourites, enquiries and requests are the sub-services beside it. SQL is in repo/.
 */
import { randomBytes } from "node:crypto";
import {
  CATEGORY_LABELS,
  isLiveStatus,
  listingReplySchema,
  PROPERTY_CATEGORIES,
  type PropertyInput,
  propertyInputSchema,
  propertyMessages,
  type propertyUpdateSchema,
  trustMessages,
  webLinkOrNull,
} from "@ile/contract";
import type { z } from "zod";
import type { Db, Tx } from "../../db/client.ts";
import type { Session } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import { MARKET, type PageCache } from "../../platform/page-cache.ts";
import { pageMeta, pastEnd } from "../../platform/pagination.ts";
import type { ServiceDeps } from "../../platform/service-deps.ts";
import { slugify } from "../../platform/slug.ts";
import { NotificationsService } from "../notifications/service.ts";
import { assertListingQuota } from "../payments/entitlements.ts";
import { UnitsService } from "../units/service.ts";
import { ownerContact } from "./contact.ts";
import { EnquiriesService } from "./enquiries.ts";
import { FavouritesService } from "./favourites.ts";
import { ListingImagesService } from "./images.ts";
import { locateListing } from "./location.ts";
import { feesOut, listKey, priceHistoryOf, toProperty, valuesOf } from "./present.ts";
import { favouritesOf } from "./repo/favourites.ts";
import {
  categoryCounts,
  cityCounts,
  countListings,
  type ListFilters,
  listingBySlug,
  listingPage,
  listingsByIds,
  listingWithImagesBySlug,
} from "./repo/listings.ts";
import {
  countView,
  insertListing,
  priceChangesOf,
  recordPriceChange,
  setListingStatus,
  setLocations,
  softDeleteListing,
  unitLabelOf,
  unlocatedListings,
  updateListing,
} from "./repo/writes.ts";
import { PropertyRequestsService } from "./requests.ts";
import { ListingUnits } from "./units.ts";
import { ListingViews } from "./views.ts";

/** Up to this many matches a list page is taken from all of them, sorted (repo/listings.ts `listingPage`). */
const FEW_MATCHES = 2_000;
const OWNER_ROLES = new Set(["agent", "landlord", "developer", "admin"]);

type Input = z.output<typeof propertyInputSchema>;
type Update = z.output<typeof propertyUpdateSchema>;

export class PropertiesService {
  readonly db: Db;
  /** Public listing reads a read replica may serve (ADR 0030): lists, cards, listing pages. */
  readonly reads: Db;
  readonly pages: PageCache;
  readonly images: ListingImagesService;
  readonly favourites: FavouritesService;
  readonly enquiries: EnquiriesService;
  readonly requests: PropertyRequestsService;
  /** Views of listing pages answered from kept renders (views.ts). */
  readonly views: ListingViews;
  readonly units: ListingUnits;

  constructor(
    readonly deps: ServiceDeps,
    units: UnitsService = new UnitsService(deps),
    /** The notification centre (ADR 0270): enquiries and answers to requests are told through it. */
    readonly notifications: NotificationsService = new NotificationsService(deps),
  ) {
    this.units = new ListingUnits(deps.db, units);
    this.db = deps.db;
    this.reads = deps.reads;
    this.views = new ListingViews(deps.db, (err) =>
      deps.log.warn({ err }, "a listing view was not recorded"),
    );
    this.pages = deps.pages;
    this.images = new ListingImagesService(this, deps.storage);
    this.favourites = new FavouritesService(this);
    this.enquiries = new EnquiriesService(this, deps.outbox);
    this.requests = new PropertyRequestsService(this);
  }

  /** Every listing write calls this before answering: cached pages and totals computed before it are dropped. */
  invalidate() {
    return this.pages.bump(MARKET);
  }

  /** Runs a write of several statements and invalidates afterwards, also when a statement in it fails. */
  async invalidating(write: () => Promise<void>) {
    try {
      await write();
    } finally {
      await this.invalidate();
    }
  }

  async list(f: ListFilters, session: Session | null, version?: number) {
    const at = version ?? (await this.pages.version(MARKET));
    const { sort: _s, page: _p, limit: _l, ...filters } = f;
    // The total first (usually known): nothing to show needs no page query, and a few matches are read whole
    // rather than found by walking an index past every row (repo/listings.ts `listingPage`).
    const total = await this.pages.total(
      at,
      listKey(filters as ListFilters),
      () => countListings(this.reads, filters),
      MARKET,
    );
    const rows = pastEnd(f.page, f.limit, total)
      ? []
      : await listingPage(this.reads, f, total <= FEW_MATCHES);
    const favs =
      session && rows.length > 0
        ? await favouritesOf(
            this.db,
            session.userId,
            rows.map((r) => Number(r.id)),
          )
        : null;
    return {
      data: rows.map((r) => toProperty(r, r.images, favs ? favs.has(Number(r.id)) : undefined)),
      meta: pageMeta(f.page, f.limit, total),
    };
  }

  /**
   * The reply to an anonymous list request as JSON text (the same text the route's serializer would give),
   * from the short-lived page cache when a page computed under the current content version is there.
   */
  listAnonymousJson(f: ListFilters): Promise<Buffer> {
    return this.pages.page(listKey(f), async (version) =>
      JSON.stringify(listingReplySchema.parse({ status: "success", ...(await this.list(f, null, version)) })),
    );
  }

  /** Live listings by id, in the order of `ids` (search results); one query with their images. */
  async byIds(ids: number[]) {
    return (await listingsByIds(this.reads, ids)).map((r) => toProperty(r, r.images));
  }

  async get(slug: string, session: Session | null) {
    const row = await listingWithImagesBySlug(this.reads, slug);
    if (!row) throw AppError.notFound(propertyMessages.notFound);
    const own = session !== null && (session.role === "admin" || session.userId === Number(row.owner_id));
    // Hidden pending review (ADR 0902): only its owner and admins still see it; others are told it was taken down.
    if (row.hidden_at && !own) throw AppError.notFound(propertyMessages.takenDown, "LISTING_TAKEN_DOWN");
    const favourite = session
      ? (await favouritesOf(this.db, session.userId, [Number(row.id)])).has(Number(row.id))
      : undefined;
    const history = priceHistoryOf(row, await priceChangesOf(this.reads, Number(row.id)));
    return {
      ...toProperty(row, row.images, favourite),
      price_history: history,
      // The flat or unit is for the owner's edit form; visitors have the street address.
      ...(own ? { unit_label: (await unitLabelOf(this.db, row.unit_id)) || null } : {}),
    };
  }

  /** The listing page: counts the view (once per viewer per day) and adds the owner's contact when allowed. */
  async show(slug: string, session: Session | null, viewer: string) {
    const property = await this.get(slug, session);
    if (await countView(this.db, property.id, viewer)) property.stats.views += 1;
    property.contact = await ownerContact(this.db, property.owner.id, session);
    return property;
  }

  /** A live listing by slug, or 404. */
  async found(slug: string) {
    const row = await listingBySlug(this.db, slug);
    if (!row) throw AppError.notFound(propertyMessages.notFound);
    return row;
  }

  /** The listing, when the session may change it (owner or admin); 404 when absent, 403 when not theirs. */
  async editable(slug: string, session: Session) {
    const row = await this.found(slug);
    if (session.role !== "admin" && Number(row.owner_id) !== session.userId)
      throw AppError.forbidden(propertyMessages.notYours);
    return row;
  }

  assertOwnerRole(session: Session) {
    if (!OWNER_ROLES.has(session.role)) throw AppError.forbidden(propertyMessages.notOwnerRole);
  }

  private checkRent(listingType: string, rentPeriod: string | null | undefined) {
    if (listingType === "rent") return rentPeriod ?? "year";
    if (rentPeriod) throw AppError.validation({ rent_period: [propertyMessages.rentPeriodRentOnly] });
    return null;
  }

  async create(session: Session, input: Input) {
    this.assertOwnerRole(session);
    const owner = { userId: session.userId, role: session.role };
    // Refused early, before a unit is found or made for a listing that cannot be created.
    await assertListingQuota(this.db, owner);
    const rentPeriod = this.checkRent(input.listing_type, input.rent_period);
    const slug = `${slugify(input.title).slice(0, 80) || "listing"}-${randomBytes(3).toString("hex")}`;
    const unitId = await this.units.assign(session.userId, input, null);
    // Counted again under the owner's quota lock and inserted in the same transaction (parallel creates).
    await this.db.transaction(async (tx) => {
      await assertListingQuota(tx, owner, true);
      await this.unitWrite(() =>
        insertListing(tx, slug, session.userId, { ...valuesOf(input, rentPeriod), unit_id: unitId }),
      );
    });
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
      // Rows from before ADR 0015 may hold javascript: or data: links: never served, never merged back.
      map_url: webLinkOrNull(row.map_url),
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
      title_number: row.title_number,
      amenities: row.amenities,
      ...feesOut(row),
    };
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    if (patch.listing_type === "sale" && patch.rent_period === undefined) defined.rent_period = null;
    const merged = propertyInputSchema.parse({ ...current, ...defined });
    const rentPeriod = this.checkRent(merged.listing_type, merged.rent_period);
    const unitLabel = patch.unit_label ?? (await unitLabelOf(this.db, row.unit_id)) ?? "";
    const unitId = await this.units.assign(
      Number(row.owner_id),
      { ...merged, unit_label: unitLabel },
      Number(row.id),
    );
    const values = { ...valuesOf(merged, rentPeriod), unit_id: unitId };
    // The price change is kept in the listing update's transaction (ADR 0270).
    await this.unitWrite(() =>
      this.db.transaction(async (tx) => {
        await this.assertQuotaToGoLive(tx, session, row, merged.status);
        await recordPriceChange(tx, Number(row.id), values.priceKobo, session.userId);
        await updateListing(tx, Number(row.id), values);
      }),
    );
    await this.invalidate();
    return this.get(slug, session);
  }

  async setStatus(session: Session, slug: string, status: string) {
    const row = await this.editable(slug, session);
    await this.units.assertFree(
      Number(row.owner_id),
      row.unit_id,
      { listing_type: row.listing_type, status },
      Number(row.id),
    );
    await this.unitWrite(() =>
      this.db.transaction(async (tx) => {
        await this.assertQuotaToGoLive(tx, session, row, status);
        await setListingStatus(tx, Number(row.id), status);
      }),
    );
    await this.invalidate();
    return this.get(slug, session);
  }

  /**
   * A listing that comes back to the market (sold, rented or unavailable → available or pending) counts against its
   * owner's plan like a new one, under the same lock: otherwise a free plan's owner could park listings, create new
   * ones and bring the parked ones back past the quota.
   */
  private async assertQuotaToGoLive(tx: Tx, session: Session, row: { status: string }, to: string) {
    if (!isLiveStatus(to) || isLiveStatus(row.status)) return;
    // `editable()` let only the owner or an admin this far; an admin is not limited, as on create.
    await assertListingQuota(tx, session, true);
  }

  /** A listing write that may meet the one-live-rent-listing-per-unit index under a race: the same 409. */
  private async unitWrite(write: () => Promise<void>) {
    try {
      await write();
    } catch (err) {
      if (ListingUnits.isRace(err)) throw new AppError(409, trustMessages.unitListedByOther, "CONFLICT");
      throw err;
    }
  }

  async remove(session: Session, slug: string) {
    const row = await this.editable(slug, session);
    await softDeleteListing(this.db, Number(row.id));
    await this.invalidate();
  }

  /**
   * Stores the map point of every live listing that has none (ADR 0408: rows from before migration 0980, or
   * written by SQL outside the app), 500 at a time; the search indexes follow through their change stamps.
   * Returns how many were located; cached pages are dropped after (a listing now located is in its bbox).
   */
  async locateMissing(batch = 500): Promise<number> {
    let done = 0;
    for (;;) {
      const rows = await unlocatedListings(this.db, batch);
      if (rows.length === 0) break;
      await setLocations(
        this.db,
        rows.map((r) => ({ id: Number(r.id), ...locateListing(r) })),
      );
      done += rows.length;
      if (rows.length < batch) break;
    }
    if (done > 0) await this.invalidate();
    return done;
  }

  /** Cities with their number of listings, most first. */
  cities(limit: number) {
    return cityCounts(this.db, limit);
  }

  /** Every category with its number of available listings. */
  async categories() {
    const counts = await categoryCounts(this.db);
    return PROPERTY_CATEGORIES.map((name) => ({
      name,
      label: CATEGORY_LABELS[name],
      count: counts.get(name) ?? 0,
    }));
  }
}
