/** Listings constants and messages (issue 4): plain values, no zod, so pages can import them without the schemas. */
export const LISTING_TYPES = ["rent", "sale"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const PROPERTY_STATUSES = ["available", "pending", "sold", "rented", "unavailable"] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
/** A live listing's statuses: on the market, counted by a plan's listing quota, one per rent unit (ADR 0900). */
export const LIVE_STATUSES: readonly PropertyStatus[] = ["available", "pending"];
export const isLiveStatus = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);
/** How a status reads in a menu or a badge (issue 38: options were shown lowercase). */
export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  available: "Available",
  pending: "Pending",
  sold: "Sold",
  rented: "Rented",
  unavailable: "Unavailable",
};
/** A stored status in words ("rented" → "Rented"); one the contract does not know, as it is. */
export const propertyStatusLabel = (status: string) =>
  PROPERTY_STATUS_LABELS[status as PropertyStatus] ?? status;
/** The list filter's statuses: lists show `available` ones unless asked for another status or `any` (issue 17). */
export const LISTING_STATUS_FILTERS = [...PROPERTY_STATUSES, "any"] as const;
export const RENT_PERIODS = ["year", "month", "night"] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];
export const PROPERTY_USES = ["residential", "commercial"] as const;
export type PropertyUse = (typeof PROPERTY_USES)[number];
export const TITLE_DOCUMENTS = ["c_of_o", "governors_consent", "deed", "survey"] as const;
export type TitleDocument = (typeof TITLE_DOCUMENTS)[number];
export const TITLE_DOCUMENT_LABELS: Record<TitleDocument, string> = {
  c_of_o: "C of O",
  governors_consent: "Governor's consent",
  deed: "Deed of assignment",
  survey: "Survey plan",
};
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
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<PropertyCategory, string> = {
  apartment: "Apartment / flat",
  duplex: "Duplex",
  bungalow: "Bungalow",
  terrace: "Terrace",
  "self-contain": "Self-contain",
  "mini-flat": "Mini flat",
  land: "Land",
  shop: "Shop",
  office: "Office",
  warehouse: "Warehouse",
  "short-let": "Hotel / short let",
  "event-centre": "Event centre",
};
/** SPEC §4: available green, pending yellow, sold red, rented blue, unavailable gray (default gray). */
export const STATUS_COLOURS: Record<PropertyStatus, "green" | "yellow" | "red" | "blue" | "gray"> = {
  available: "green",
  pending: "yellow",
  sold: "red",
  rented: "blue",
  unavailable: "gray",
};
export const LISTING_SORTS = ["newest", "price_asc", "price_desc", "views"] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const LISTING_DEFAULTS = { page: 1, limit: 20, maxLimit: 100 } as const;
/** Owner roles allowed to create listings (admins too). */
export const LISTING_OWNER_ROLES = ["agent", "landlord", "developer", "admin"] as const;
export const MAX_LISTING_IMAGES = 20;
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
/** Largest price accepted, naira (₦100 billion). */
export const MAX_PRICE_NAIRA = 100_000_000_000;

export const propertyMessages = {
  created: "Listing created",
  updated: "Listing updated",
  deleted: "Listing deleted",
  notFound: "Listing not found",
  /** A listing hidden by the safety team (ADR 0902), to a visitor (issue 38: it said "removed by its owner"). */
  takenDown: "This listing was taken down by Ile's safety team after reports from users.",
  /** The same, to its owner, on the dashboard and the listing page. */
  takenDownOwner:
    "Ile's safety team has taken this listing down after reports from users: it is hidden from lists, search and its page while they review it. You will get an email with their decision.",
  notYours: "You can only change your own listings",
  notOwnerRole: "Only agents, landlords, developers and admins can list properties",
  tooManyImages: `A listing can have at most ${MAX_LISTING_IMAGES} images`,
  notAnImage: "This file is not a JPEG, PNG, WebP or GIF image",
  enquirySent: "Your enquiry has been sent to the owner",
  requestPosted: "Your request has been posted",
  rentPeriodRentOnly: "Only rentals have a rent period",
  imageNotFound: "Image not found",
  imageOrderIncomplete: "List every image of this listing exactly once",
  unknownImage: "Unknown image",
  priceRange: "min_price must not be more than max_price",
  budgetRange: "Minimum budget must not be more than the maximum",
  photoNotFound: "Photo not found",
  unknownCategory: "Unknown category",
  enquirySubject: (title: string) => `New enquiry: ${title}`,
  enquiryText: (e: { name: string; email: string; phone?: string | null; title: string; message: string }) =>
    `${e.name} (${e.email}${e.phone ? `, ${e.phone}` : ""}) asks about "${e.title}":\n\n${e.message}`,
} as const;

/** The fees an owner may state on a listing (kobo on the wire; ADR 0214), in display order, with their labels. */
export const LISTING_FEES = [
  { key: "agency_fee_kobo", label: "Agency fee" },
  { key: "legal_fee_kobo", label: "Legal fee" },
  { key: "caution_deposit_kobo", label: "Caution deposit" },
  { key: "service_charge_kobo", label: "Yearly service charge" },
] as const;
export type ListingFeeKey = (typeof LISTING_FEES)[number]["key"];

/**
 * The drawn façade (ADR 0213: a scene labelled "Illustration") a listing of each category shows when it has no
 * photo; the demo world's listings use the same drawings, so a card without a photo looks like its neighbours
 * rather than an empty box (issue 53).
 */
export const CATEGORY_FACADES = {
  apartment: "flat",
  "mini-flat": "flat",
  "self-contain": "bungalow",
  "short-let": "flat",
  duplex: "duplex",
  terrace: "terrace",
  bungalow: "bungalow",
  land: "land",
  shop: "shop",
  office: "office",
  warehouse: "office",
  "event-centre": "office",
} as const satisfies Record<PropertyCategory, string>;
export type IllustrationFacade = (typeof CATEGORY_FACADES)[PropertyCategory];
/** How many variants of each drawing there are (colours, storeys, trees, time of day). */
export const ILLUSTRATION_VARIANTS = 16;

/** The URL of the façade illustration a listing without photos shows, at a card width (320 or 640 px). */
export function illustrationCover(
  p: { category: string | null; id: number | string },
  width: 320 | 640,
): string {
  const facade = CATEGORY_FACADES[p.category as PropertyCategory] ?? "duplex";
  const variant = Math.abs(Math.trunc(Number(p.id)) || 0) % ILLUSTRATION_VARIANTS;
  return `/api/photos/illustration-${facade}-${variant}-${width}.webp`;
}
