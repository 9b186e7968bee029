/**
 * The listing form (dashboard): what people type (prices and fees in naira as text), the API body it becomes (fees
 * sent in kobo, ADR 0214), and the check of that body with the contract's `propertyInputSchema` for the form kit
 * (`bodySchema`), with the form's own wording for a missing price or category and for half a map point.
 */
import { LISTING_FEES, type Property, type PropertyInput, propertyInputSchema } from "@ile/contract";
import type { ZodError } from "zod";
import { bodySchema } from "@/lib/form";

export type FieldErrors = Record<string, string>;

/** The first message per top-level field. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

type FeeKey = (typeof LISTING_FEES)[number]["key"];

/** The form's values: every field as typed (text), the two checkboxes as booleans. */
export type ListingFormValues = Record<
  | "title"
  | "description"
  | "price"
  | "listing_type"
  | "rent_period"
  | "status"
  | "use"
  | "category"
  | "property_type"
  | "address"
  | "unit_label"
  | "city"
  | "state"
  | "map_url"
  | "latitude"
  | "longitude"
  | "bedrooms"
  | "bathrooms"
  | "toilets"
  | "parking_spaces"
  | "area"
  | "title_document"
  | "title_number"
  | "amenities"
  | FeeKey,
  string
> & { furnished: boolean; serviced: boolean };

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? "" : String(v));

/** What the form shows: the listing being edited, or a new listing's defaults. */
export function listingFormValues(l?: Property): ListingFormValues {
  return {
    title: text(l?.title),
    description: text(l?.description),
    price: text(l?.price),
    listing_type: l?.listing_type ?? "rent",
    rent_period: l?.rent_period ?? "year",
    status: l?.status ?? "available",
    use: l?.use ?? "residential",
    category: text(l?.category),
    property_type: text(l?.property_type),
    address: text(l?.address.address),
    unit_label: text(l?.unit_label),
    city: text(l?.address.city),
    state: text(l?.address.state),
    map_url: text(l?.address.map_url),
    latitude: text(l?.latitude),
    longitude: text(l?.longitude),
    bedrooms: text(l?.bedrooms ?? 0),
    bathrooms: text(l?.bathrooms ?? 0),
    toilets: text(l?.toilets ?? 0),
    parking_spaces: text(l?.parking_spaces ?? 0),
    area: text(l?.area),
    furnished: l?.furnished ?? false,
    serviced: l?.serviced ?? false,
    title_document: text(l?.title_document),
    title_number: text(l?.title_number),
    amenities: l?.amenities.join(", ") ?? "",
    ...(Object.fromEntries(
      LISTING_FEES.map(({ key }) => [key, l && l[key] !== null ? String(l[key] / 100) : ""]),
    ) as Record<FeeKey, string>),
  };
}

/** "" → undefined; otherwise a number (NaN stays NaN so the schema reports it). */
export const numberOrUndefined = (v: string | undefined) => {
  const s = (v ?? "").trim();
  return s === "" ? undefined : Number(s.replace(/,/g, ""));
};

/** "" → null; otherwise the trimmed text. */
export const textOrNull = (v: string | undefined) => {
  const s = (v ?? "").trim();
  return s === "" ? null : s;
};

/** A fee typed in naira as kobo for the API; empty is null (not stated). */
const feeKobo = (v: string | undefined) => {
  const naira = numberOrUndefined(v);
  return naira === undefined ? null : Math.round(naira * 100);
};

/** The body POST /api/properties (or PUT) gets for what was typed. */
export function toListingBody(v: ListingFormValues): PropertyInput {
  const listingType = (v.listing_type ?? "") as PropertyInput["listing_type"];
  const count = (k: keyof ListingFormValues) => numberOrUndefined(v[k] as string) ?? 0;
  return {
    title: (v.title ?? "").trim(),
    description: (v.description ?? "").trim(),
    price: numberOrUndefined(v.price) as number,
    listing_type: listingType,
    rent_period:
      listingType === "rent" ? ((textOrNull(v.rent_period) ?? "year") as PropertyInput["rent_period"]) : null,
    status: (v.status ?? "available") as PropertyInput["status"],
    use: (v.use ?? "residential") as PropertyInput["use"],
    category: (v.category ?? "") as PropertyInput["category"],
    property_type: (v.property_type ?? "").trim(),
    address: (v.address ?? "").trim(),
    unit_label: (v.unit_label ?? "").trim(),
    city: (v.city ?? "").trim(),
    state: (v.state ?? "").trim(),
    map_url: textOrNull(v.map_url),
    latitude: numberOrUndefined(v.latitude) ?? null,
    longitude: numberOrUndefined(v.longitude) ?? null,
    bedrooms: count("bedrooms"),
    bathrooms: count("bathrooms"),
    toilets: count("toilets"),
    parking_spaces: count("parking_spaces"),
    area: numberOrUndefined(v.area) ?? null,
    furnished: v.furnished === true,
    serviced: v.serviced === true,
    title_document: (textOrNull(v.title_document) as PropertyInput["title_document"]) ?? null,
    title_number: textOrNull(v.title_number),
    amenities: (v.amenities ?? "")
      .split(/[,\n]/)
      .map((a) => a.trim())
      .filter(Boolean),
    ...Object.fromEntries(LISTING_FEES.map(({ key }) => [key, feeKobo(v[key])])),
  };
}

/** The form kit's check: the contract's messages, then the form's own for a missing price or category. */
export const listingFormSchema = bodySchema(toListingBody, propertyInputSchema, {
  refine(body, errors) {
    if (body.price === undefined) errors.price = "Price is required";
    if (!body.category) errors.category = "Choose a category";
    if ((body.latitude === null) !== (body.longitude === null) && !errors.latitude)
      errors.latitude = "Give both latitude and longitude, or neither";
  },
});
