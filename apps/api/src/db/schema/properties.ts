import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { timestamps } from "./common.ts";
import { units } from "./units.ts";

export const LISTING_TYPES = ["rent", "sale"] as const;
export const PROPERTY_STATUSES = ["available", "pending", "sold", "rented", "unavailable"] as const;
export const RENT_PERIODS = ["year", "month", "night"] as const;
export const PROPERTY_USES = ["residential", "commercial"] as const;
export const TITLE_DOCUMENTS = ["c_of_o", "governors_consent", "deed", "survey"] as const;
export const PROPERTY_CATEGORIES = [
  "apartment",
  "duplex",
  "bungalow",
  "terrace",
  "self-contain",
  "mini-flat",
  "land",
  "shop",
  "office",
  "warehouse",
  "short-let",
  "event-centre",
] as const;

/**
 * SPEC §3 Property plus the fields Nigerian listings need. `price` is integer kobo; for rent it is per
 * `rent_period`. `deleted_at` soft-deletes; `views` is the SPEC `stats.views` counter.
 */
export const properties = pgTable(
  "properties",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    slug: text("slug").notNull(),
    ownerId: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    price: bigint("price", { mode: "number" }).notNull(),
    /** The price before the last change (kobo; migration 0270, ADR 0270): a card shows "Reduced" when higher. */
    previousPrice: bigint("previous_price", { mode: "number" }),
    listingType: text("listing_type", { enum: LISTING_TYPES }).notNull(),
    rentPeriod: text("rent_period", { enum: RENT_PERIODS }),
    status: text("status", { enum: PROPERTY_STATUSES }).notNull().default("available"),
    use: text("use", { enum: PROPERTY_USES }).notNull().default("residential"),
    category: text("category").notNull(),
    propertyType: text("property_type").notNull(),
    address: text("address").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    mapUrl: text("map_url"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /**
     * The map point (migration 0980, ADR 0408): the pin above, else the neighbourhood's or town's centre from the
     * geo data (approximate). Written by the app (modules/properties/location.ts); null until located.
     */
    locationLat: doublePrecision("location_lat"),
    locationLng: doublePrecision("location_lng"),
    locationApproximate: boolean("location_approximate").notNull().default(true),
    bedrooms: integer("bedrooms").notNull().default(0),
    bathrooms: integer("bathrooms").notNull().default(0),
    toilets: integer("toilets").notNull().default(0),
    parkingSpaces: integer("parking_spaces").notNull().default(0),
    /** Floor or plot area in square metres. */
    area: integer("area"),
    furnished: boolean("furnished").notNull().default(false),
    serviced: boolean("serviced").notNull().default(false),
    titleDocument: text("title_document", { enum: TITLE_DOCUMENTS }),
    /** Registered title number (migration 0800): matched against published caveat notices. */
    titleNumber: text("title_number"),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    /** Fees the owner states (kobo; null when not stated; migration 0220, ADR 0214). */
    agencyFee: bigint("agency_fee", { mode: "number" }),
    legalFee: bigint("legal_fee", { mode: "number" }),
    cautionDeposit: bigint("caution_deposit", { mode: "number" }),
    /** Service charge for a year. */
    serviceCharge: bigint("service_charge", { mode: "number" }),
    featured: boolean("featured").notNull().default(false),
    /** True for seed rows generated from distributions rather than copied from a real listing. */
    generated: boolean("generated").notNull().default(false),
    views: integer("views").notNull().default(0),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Soft-deleted because the owner was suspended (restored with the account; migration 0701). */
    hiddenBySuspension: boolean("hidden_by_suspension").notNull().default(false),
    /** The unit the listing is of (ADR 0900, migration 0903): one live rent listing per unit. */
    unitId: uuid("unit_id").references(() => units.id),
    /** Hidden pending review (three scam reports) or by an admin (ADR 0902, migration 0902). */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("properties_slug_key").on(t.slug),
    index("properties_owner_idx").on(t.ownerId),
    index("properties_list_idx").on(t.listingType, t.state, t.city, t.price),
    index("properties_created_idx").on(t.createdAt),
    index("properties_category_idx").on(t.category),
    index("properties_location_idx").on(t.locationLat, t.locationLng).where(sql`${t.deletedAt} is null`),
    check("properties_price_nonneg", sql`${t.price} >= 0`),
    check(
      "properties_counts_nonneg",
      sql`${t.bedrooms} >= 0 and ${t.bathrooms} >= 0 and ${t.toilets} >= 0 and ${t.parkingSpaces} >= 0`,
    ),
    check(
      "properties_fees_nonneg",
      sql`${t.agencyFee} >= 0 and ${t.legalFee} >= 0 and ${t.cautionDeposit} >= 0 and ${t.serviceCharge} >= 0`,
    ),
    check("properties_rent_period", sql`(${t.listingType} = 'rent') = (${t.rentPeriod} is not null)`),
  ],
);

/** Listing photos: ordered by `position`; one `is_cover`. `url` is the public path of the largest WebP size. */
export const propertyImages = pgTable(
  "property_images",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    propertyId: bigint("property_id", { mode: "number" })
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** Stored key without size suffix; sizes are `<key>-<width>.webp`. */
    storageKey: text("storage_key"),
    widths: integer("widths").array().notNull().default(sql`'{}'::integer[]`),
    position: integer("position").notNull().default(0),
    isCover: boolean("is_cover").notNull().default(false),
    alt: text("alt").notNull().default(""),
    ...timestamps,
  },
  (t) => [index("property_images_property_idx").on(t.propertyId, t.position)],
);

/** Every change of a listing's price (kobo; migration 0270, ADR 0270), written with the listing update. */
export const propertyPriceChanges = pgTable(
  "property_price_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    propertyId: bigint("property_id", { mode: "number" })
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    oldPrice: bigint("old_price", { mode: "number" }).notNull(),
    newPrice: bigint("new_price", { mode: "number" }).notNull(),
    changedBy: bigint("changed_by", { mode: "number" }).references(() => users.id),
    /** When the price-drop sweep claimed it (migration 0992, ADR 0029); null: not yet. */
    toldAt: timestamp("told_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("property_price_changes_property_idx").on(t.propertyId, t.createdAt, t.id)],
);
