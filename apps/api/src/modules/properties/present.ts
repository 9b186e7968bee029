/** How listings leave the server: rows to the contract's Property, naira↔kobo, the list cache key. */
import {
  type PriceHistoryPoint,
  type Property,
  type propertyInputSchema,
  webLinkOrNull,
} from "@ile/contract";
import type { z } from "zod";
import { imageOut } from "../../platform/images.ts";
import { iso } from "../../platform/iso.ts";
import { parseState } from "../../platform/language/states.ts";
import { pageKey } from "../../platform/page-cache.ts";
import { locateListing, locationColumns } from "./location.ts";
import type { EnquiryRow } from "./repo/enquiries.ts";
import type { ImageRow, ListFilters, PropertyRow } from "./repo/listings.ts";
import type { RequestRow } from "./repo/requests.ts";
import type { ListingValues, PriceChangeRow } from "./repo/writes.ts";

export const toKobo = (naira: number) => Math.round(naira * 100);
const koboOrNull = (v: string | number | null) => (v === null ? null : Number(v));
/** A row's fee columns as the API names them (kobo; null: not stated). */
export const feesOut = (row: PropertyRow) => ({
  agency_fee_kobo: koboOrNull(row.agency_fee),
  legal_fee_kobo: koboOrNull(row.legal_fee),
  caution_deposit_kobo: koboOrNull(row.caution_deposit),
  service_charge_kobo: koboOrNull(row.service_charge),
});

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
    previous_price_kobo: koboOrNull(row.previous_price ?? null),
    price_reduced: row.previous_price != null && Number(row.previous_price) > price,
    listing_type: row.listing_type,
    rent_period: row.rent_period,
    status: row.status,
    use: row.use,
    images: imgs,
    cover: coverUrl,
    address: { city: row.city, state: row.state, address: row.address, map_url: webLinkOrNull(row.map_url) },
    latitude: row.latitude,
    longitude: row.longitude,
    location:
      row.location_lat !== null && row.location_lng !== null
        ? { lat: row.location_lat, lng: row.location_lng, approximate: row.location_approximate }
        : locateListing(row),
    bedrooms: row.bedrooms,
    bedroomCount: row.bedrooms,
    bathrooms: row.bathrooms,
    toilets: row.toilets,
    parking_spaces: row.parking_spaces,
    area: row.area,
    furnished: row.furnished,
    serviced: row.serviced,
    title_document: row.title_document,
    title_number: row.title_number ?? null,
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
      checks: {
        identity: row.owner_verified !== null && row.owner_verified !== undefined,
        lasrera: row.owner_lasrera === true,
        cac: row.owner_cac === true,
      },
    },
    ...(favourite === undefined ? {} : { is_favourite: favourite }),
    ...(row.hidden_at ? { taken_down: true } : {}),
  };
}

/** A listing's price over time (ADR 0270): the price it was listed at, then each change, oldest first. */
export function priceHistoryOf(row: PropertyRow, changes: PriceChangeRow[]): PriceHistoryPoint[] {
  const first = changes[0];
  return [
    { date: iso(row.created_at), price_kobo: first ? Number(first.old_price) : Number(row.price) },
    ...changes.map((c) => ({ date: iso(c.created_at), price_kobo: Number(c.new_price) })),
  ];
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

/** A listing's stored values from validated input (naira to kobo; absent optionals as null). */
export function valuesOf(
  input: z.output<typeof propertyInputSchema>,
  rentPeriod: string | null,
): ListingValues {
  return {
    title: input.title,
    description: input.description,
    priceKobo: toKobo(input.price),
    listing_type: input.listing_type,
    rent_period: rentPeriod,
    status: input.status,
    use: input.use,
    category: input.category,
    property_type: input.property_type,
    address: input.address,
    city: input.city,
    state: input.state,
    map_url: input.map_url ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    ...locationColumns({
      state: input.state,
      city: input.city,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    }),
    bedrooms: input.bedrooms,
    bathrooms: input.bathrooms,
    toilets: input.toilets,
    parking_spaces: input.parking_spaces,
    area: input.area ?? null,
    furnished: input.furnished,
    serviced: input.serviced,
    title_document: input.title_document ?? null,
    title_number: input.title_number || null,
    amenities: input.amenities,
    agency_fee: input.agency_fee_kobo ?? null,
    legal_fee: input.legal_fee_kobo ?? null,
    caution_deposit: input.caution_deposit_kobo ?? null,
    service_charge: input.service_charge_kobo ?? null,
  };
}

export const enquiryOut = (r: EnquiryRow) => ({
  id: Number(r.id),
  property: { id: Number(r.property_id), slug: String(r.slug), title: String(r.title) },
  name: String(r.name),
  email: String(r.email),
  phone: r.phone ?? null,
  message: String(r.message),
  created_at: new Date(r.created_at).toISOString(),
});

export const requestOut = (r: RequestRow) => ({
  id: Number(r.id),
  listing_type: r.listing_type,
  category: r.category ?? null,
  property_type: r.property_type ?? null,
  state: String(r.state),
  city: r.city ?? null,
  min_budget: r.min_budget === null ? null : Number(r.min_budget) / 100,
  max_budget: Number(r.max_budget) / 100,
  bedrooms: r.bedrooms === null ? null : Number(r.bedrooms),
  move_in_date:
    r.move_in_date === null
      ? null
      : r.move_in_date instanceof Date
        ? r.move_in_date.toISOString().slice(0, 10)
        : String(r.move_in_date).slice(0, 10),
  note: String(r.note),
  requester: {
    id: Number(r.user_id),
    name: [r.first_name, r.last_name].filter(Boolean).join(" ") || "N/A",
  },
  created_at: new Date(r.created_at).toISOString(),
});
