/**
 * The listing form's values as the API body (prices and fees typed in naira; fees sent in kobo, ADR 0214), checked
 * with the contract's schema in the browser; or the field errors to show under the fields.
 */
import { LISTING_FEES, type PropertyInput, propertyInputSchema } from "@ile/contract";
import type { ZodError } from "zod";

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

/** "" → undefined; otherwise a number (NaN stays NaN so the schema reports it). */
export const numberOrUndefined = (v: FormDataEntryValue | null) => {
  const s = String(v ?? "").trim();
  return s === "" ? undefined : Number(s.replace(/,/g, ""));
};

/** "" → null; otherwise the trimmed text. */
export const textOrNull = (v: FormDataEntryValue | null) => {
  const s = String(v ?? "").trim();
  return s === "" ? null : s;
};

/** A fee typed in naira as kobo for the API; empty is null (not stated). */
const feeKobo = (v: FormDataEntryValue | null) => {
  const naira = numberOrUndefined(v);
  return naira === undefined ? null : Math.round(naira * 100);
};
/** The request body from the form, or the field errors to show. */
export function readListingForm(form: FormData): { input: PropertyInput } | { errors: FieldErrors } {
  const listingType = String(form.get("listing_type") ?? "") as PropertyInput["listing_type"];
  const count = (k: string) => numberOrUndefined(form.get(k)) ?? 0;
  const input: PropertyInput = {
    title: String(form.get("title") ?? "").trim(),
    description: String(form.get("description") ?? "").trim(),
    price: numberOrUndefined(form.get("price")) as number,
    listing_type: listingType,
    rent_period:
      listingType === "rent"
        ? ((textOrNull(form.get("rent_period")) ?? "year") as PropertyInput["rent_period"])
        : null,
    status: String(form.get("status") ?? "available") as PropertyInput["status"],
    use: String(form.get("use") ?? "residential") as PropertyInput["use"],
    category: String(form.get("category") ?? "") as PropertyInput["category"],
    property_type: String(form.get("property_type") ?? "").trim(),
    address: String(form.get("address") ?? "").trim(),
    city: String(form.get("city") ?? "").trim(),
    state: String(form.get("state") ?? "").trim(),
    map_url: textOrNull(form.get("map_url")),
    latitude: numberOrUndefined(form.get("latitude")) ?? null,
    longitude: numberOrUndefined(form.get("longitude")) ?? null,
    bedrooms: count("bedrooms"),
    bathrooms: count("bathrooms"),
    toilets: count("toilets"),
    parking_spaces: count("parking_spaces"),
    area: numberOrUndefined(form.get("area")) ?? null,
    furnished: form.get("furnished") === "on",
    serviced: form.get("serviced") === "on",
    title_document: (textOrNull(form.get("title_document")) as PropertyInput["title_document"]) ?? null,
    title_number: textOrNull(form.get("title_number")),
    amenities: String(form.get("amenities") ?? "")
      .split(/[,\n]/)
      .map((a) => a.trim())
      .filter(Boolean),
    ...Object.fromEntries(LISTING_FEES.map(({ key }) => [key, feeKobo(form.get(key))])),
  };
  const errors: FieldErrors = {};
  if (input.price === undefined) errors.price = "Price is required";
  if (!input.category) errors.category = "Choose a category";
  const parsed = propertyInputSchema.safeParse(input);
  if (!parsed.success) Object.assign(errors, { ...zodFieldErrors(parsed.error), ...errors });
  if ((input.latitude === null) !== (input.longitude === null) && !errors.latitude)
    errors.latitude = "Give both latitude and longitude, or neither";
  return Object.keys(errors).length ? { errors } : { input };
}
