/**
 * Listings API (issue 4; SPEC §3 "Property", §4 status colours). The API validates and documents its requests
 * and replies with these schemas; the web imports the types (`import type`) and the constants.
 *
 * Money: the API stores integer kobo. Replies carry `price` in naira (number) and `price_kobo` (exact).
 * Queries and create/update bodies take naira (`price`, `min_price`, `max_price`), converted to kobo on the server.
 * The fees an owner states (`agency_fee_kobo`, `legal_fee_kobo`, `caution_deposit_kobo`, `service_charge_kobo`;
 * ADR 0214) are integer kobo both ways; null means not stated.
 *
 * Favourites, enquiries and property requests are properties-enquiries.ts.
 */
import { z } from "zod";
import { bboxParam, locationSchema } from "./map.ts";
import { imageSchema, pagedReplySchema } from "./page.ts";
import {
  LISTING_DEFAULTS,
  LISTING_SORTS,
  LISTING_STATUS_FILTERS,
  LISTING_TYPES,
  MAX_LISTING_IMAGES,
  MAX_PRICE_NAIRA,
  PROPERTY_CATEGORIES,
  PROPERTY_STATUSES,
  PROPERTY_USES,
  RENT_PERIODS,
  TITLE_DOCUMENTS,
} from "./properties-constants.ts";
import { count, id } from "./properties-fields.ts";
import { intString, updateSchemaOf } from "./schemas.ts";
import { ownerChecksSchema } from "./trust.ts";
import { httpUrl } from "./urls.ts";

// ---------------------------------------------------------------------------------------------------------
// GET /api/properties — query (all strings in the URL; validated and coerced on the server)

const nairaString = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of naira` })
    .min(0, { error: `${name} cannot be negative` })
    .max(MAX_PRICE_NAIRA, { error: `${name} is too large` });
const boolString = z.enum(["true", "false", "1", "0"], { error: "Use true or false" });

export const listingQuerySchema = z.object({
  listing_type: z.enum(LISTING_TYPES, { error: "listing_type must be rent or sale" }).optional(),
  use: z.enum(PROPERTY_USES, { error: "use must be residential or commercial" }).optional(),
  category: z.enum(PROPERTY_CATEGORIES, { error: "Unknown category" }).optional(),
  property_type: z
    .string()
    .max(100)
    .optional()
    .describe("Exact property type, any case, e.g. 'Detached Duplex'"),
  state: z
    .string()
    .max(100)
    .optional()
    .describe(
      "State, any case, as search reads it: 'Federal Capital Territory', 'FCT' and 'Abuja' are the same",
    ),
  city: z.string().max(100).optional().describe("Town or area, any case, e.g. Lekki"),
  bbox: bboxParam.optional(),
  status: z
    .enum(LISTING_STATUS_FILTERS, { error: "Unknown status" })
    .optional()
    .describe("Default available (your own listings: any); any shows every status"),
  min_price: nairaString("min_price").optional().describe("Naira"),
  max_price: nairaString("max_price").optional().describe("Naira"),
  income: nairaString("income")
    .optional()
    .describe("Monthly income in naira: only rent listings whose rent is at most a third of it (per month)"),
  bedrooms: intString("bedrooms").optional().describe("At least this many bedrooms"),
  bathrooms: intString("bathrooms").optional().describe("At least this many bathrooms"),
  furnished: boolString.optional(),
  serviced: boolString.optional(),
  featured: boolString.optional(),
  owner_id: intString("owner_id", 1).optional(),
  sort: z.enum(LISTING_SORTS, { error: "sort must be newest, price_asc, price_desc or views" }).optional(),
  page: intString("page", 1).optional(),
  limit: intString("limit", 1).max(LISTING_DEFAULTS.maxLimit, { error: "limit is at most 100" }).optional(),
});
export type ListingQuery = z.input<typeof listingQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Property shape (SPEC §3 + Nigerian fields)

export const propertyOwnerSchema = z.object({
  id,
  name: z.string(),
  role: z.string(),
  slug: z.string().nullable(),
  profile_picture: z.string().nullable(),
  verified: z.boolean(),
  company_name: z.string().nullable(),
  /** The checks the owner passed (issue 22, ADR 0903): identity (KYC), LASRERA and CAC numbers checked by an admin. */
  checks: ownerChecksSchema,
});
export type PropertyOwner = z.infer<typeof propertyOwnerSchema>;

/**
 * Whether the viewer may see the listing owner's phone, decided like the premium part of the owner's profile
 * (ADR 0600/0601) without spending anything: `full` (the owner, an admin, a paid unlock, a plan with unlimited
 * profiles, or a profile already looked at this month) carries the phone (null when the owner has none);
 * `allowance` (looking would use one of the plan's monthly views, chosen on the profile page), `payment` and
 * `sign_in` never do.
 */
export const ownerContactSchema = z.object({
  access: z.enum(["full", "allowance", "payment", "sign_in"]),
  /** E.164, e.g. +2348012345678. */
  phone: z.string().nullable(),
});
export type OwnerContact = z.infer<typeof ownerContactSchema>;

/** One point of a listing's price history (ADR 0270): from `date` (ISO) the price was `price_kobo`. */
export const priceHistoryPointSchema = z.object({ date: z.string(), price_kobo: z.number().int() });
export type PriceHistoryPoint = z.infer<typeof priceHistoryPointSchema>;

export const propertySchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  /** Naira (per rent_period for rentals). */
  price: z.number(),
  price_kobo: z.number().int(),
  /** The price before the last change, in kobo (ADR 0270); null when the price never changed. */
  previous_price_kobo: z.number().int().nullable().optional(),
  /** True when the last change lowered the price: cards show "Reduced" with the old price. */
  price_reduced: z.boolean().optional(),
  /** Only on one listing: its price over time, oldest first (the first point is the price it was listed at). */
  price_history: z.array(priceHistoryPointSchema).optional(),
  listing_type: z.enum(LISTING_TYPES),
  rent_period: z.enum(RENT_PERIODS).nullable(),
  status: z.enum(PROPERTY_STATUSES),
  use: z.enum(PROPERTY_USES),
  images: z.array(imageSchema),
  /** URL of the cover image's 640 size, or null. */
  cover: z.string().nullable(),
  address: z.object({
    city: z.string(),
    state: z.string(),
    address: z.string(),
    map_url: z.string().nullable(),
  }),
  /** The owner's pin (null when none was given). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Where the map shows it: the pin, or the centre of its neighbourhood or town (approximate; ADR 0408). */
  location: locationSchema,
  bedrooms: z.number().int(),
  bedroomCount: z.number().int(),
  bathrooms: z.number().int(),
  toilets: z.number().int(),
  parking_spaces: z.number().int(),
  /** Square metres. */
  area: z.number().nullable(),
  furnished: z.boolean(),
  serviced: z.boolean(),
  title_document: z.enum(TITLE_DOCUMENTS).nullable(),
  /** Registered title number, when the owner gave one; matched against published caveats (issue 21). */
  title_number: z.string().nullable().optional(),
  description: z.string(),
  category: z.string(),
  property_type: z.string(),
  featured: z.boolean(),
  /** True for benchmark/seed rows generated from distributions, not a real listing. */
  generated: z.boolean(),
  /** Set (true) only for a listing hidden by the safety team (ADR 0902); only its owner and admins see one. */
  taken_down: z.boolean().optional(),
  /** The flat or unit at the address ("Flat 3B"; ADR 0900), in its owner's (and admins') copy only. */
  unit_label: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
  stats: z.object({ views: z.number().int(), favourites: z.number().int() }),
  amenities: z.array(z.string()),
  /** Fees the owner states, in kobo (null: not stated). The service charge is for a year. */
  agency_fee_kobo: z.number().int().nullable(),
  legal_fee_kobo: z.number().int().nullable(),
  caution_deposit_kobo: z.number().int().nullable(),
  service_charge_kobo: z.number().int().nullable(),
  owner: propertyOwnerSchema,
  /** Only on GET /api/properties/{slug}: the owner's phone, when this viewer may see it (ADR 0214). */
  contact: ownerContactSchema.optional(),
  /** Only present when the request is signed in. */
  is_favourite: z.boolean().optional(),
});
export type Property = z.infer<typeof propertySchema>;

export const listingReplySchema = pagedReplySchema(propertySchema);
export type ListingReply = z.infer<typeof listingReplySchema>;

export const propertyReplySchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: propertySchema,
});
export type PropertyReply = z.infer<typeof propertyReplySchema>;

// ---------------------------------------------------------------------------------------------------------
// POST /api/properties, PUT /api/properties/{slug} (JSON; images go to POST /api/properties/{slug}/images)

/** A fee in integer kobo; null clears it. No default, so a PUT that leaves it out keeps the stored fee. */
const feeKobo = (name: string) =>
  z
    .number({ error: `${name} must be a number of kobo` })
    .int({ error: `${name} must be a whole number of kobo` })
    .min(0, { error: `${name} cannot be negative` })
    .max(MAX_PRICE_NAIRA * 100, { error: `${name} is too large` })
    .nullable()
    .optional();

export const propertyInputSchema = z.object({
  title: z.string().trim().min(5, { error: "Title must be at least 5 characters" }).max(160),
  description: z.string().max(20_000).default(""),
  /** Naira; kobo precision at most. */
  price: z
    .number({ error: "Price must be a number of naira" })
    .positive({ error: "Price must be more than zero" })
    .max(MAX_PRICE_NAIRA, { error: "Price is too large" })
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: "Price has at most 2 decimals" }),
  listing_type: z.enum(LISTING_TYPES, { error: "listing_type must be rent or sale" }),
  rent_period: z
    .enum(RENT_PERIODS, { error: "rent_period must be year, month or night" })
    .nullable()
    .optional(),
  status: z.enum(PROPERTY_STATUSES, { error: "Unknown status" }).default("available"),
  use: z.enum(PROPERTY_USES, { error: "use must be residential or commercial" }).default("residential"),
  category: z.enum(PROPERTY_CATEGORIES, { error: "Unknown category" }),
  property_type: z.string().trim().min(2, { error: "Property type is required" }).max(100),
  address: z.string().trim().max(300).default(""),
  /** The flat, shop or house at the address ("Flat 3B"; ADR 0900): with the address it names the unit. */
  unit_label: z.string().trim().max(60, { error: "Unit must be at most 60 characters" }).optional(),
  city: z.string().trim().min(2, { error: "City is required" }).max(100),
  state: z.string().trim().min(2, { error: "State is required" }).max(100),
  /** Only web links (https:, http:): never javascript:, data: or other schemes a page could run. */
  map_url: httpUrl("Map link must be a web address starting with https://").nullable().optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  bedrooms: count("Bedrooms").default(0),
  bathrooms: count("Bathrooms").default(0),
  toilets: count("Toilets").default(0),
  parking_spaces: count("Parking spaces").default(0),
  area: z
    .number()
    .int()
    .positive({ error: "Area must be more than zero" })
    .max(100_000_000)
    .nullable()
    .optional(),
  furnished: z.boolean().default(false),
  serviced: z.boolean().default(false),
  title_document: z.enum(TITLE_DOCUMENTS, { error: "Unknown title document" }).nullable().optional(),
  /** The registered title number (C of O or other), matched against published caveat notices (issue 21). */
  title_number: z
    .string()
    .trim()
    .max(80, { error: "Title number must be at most 80 characters" })
    .regex(/^[^<>]*$/, { error: "Title number cannot contain < or >" })
    .nullable()
    .optional(),
  amenities: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
  agency_fee_kobo: feeKobo("Agency fee"),
  legal_fee_kobo: feeKobo("Legal fee"),
  caution_deposit_kobo: feeKobo("Caution deposit"),
  service_charge_kobo: feeKobo("Service charge"),
});
export type PropertyInput = z.input<typeof propertyInputSchema>;
/** PUT: any subset of the create fields; fields left out keep their stored values (no defaults). */
export const propertyUpdateSchema = updateSchemaOf(propertyInputSchema);
export type PropertyUpdate = z.input<typeof propertyUpdateSchema>;

export const propertyStatusInputSchema = z.object({
  status: z.enum(PROPERTY_STATUSES, { error: "Unknown status" }),
});

/** PUT /api/properties/{slug}/images/order: image ids in display order; `cover_id` optional. */
export const imageOrderInputSchema = z.object({
  order: z.array(id).min(1).max(MAX_LISTING_IMAGES),
  cover_id: id.optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Categories and home page: GET /api/categories, GET /api/category/{name} (listing reply),
// GET /api/properties/stats/cities, GET /api/properties/featured, GET /api/properties/latest

export const categoryCountSchema = z.object({
  name: z.enum(PROPERTY_CATEGORIES),
  label: z.string(),
  count: z.number().int(),
});
export const categoriesReplySchema = z.object({
  status: z.literal("success"),
  data: z.array(categoryCountSchema),
});
export type CategoryCount = z.infer<typeof categoryCountSchema>;

export const cityCountSchema = z.object({ city: z.string(), state: z.string(), count: z.number().int() });
export const citiesReplySchema = z.object({ status: z.literal("success"), data: z.array(cityCountSchema) });
export type CityCount = z.infer<typeof cityCountSchema>;
