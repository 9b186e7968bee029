/** The listings calls (issue 4, H-LIST's API; types from @ile/contract) with their React Query options. */
import type { CategoryCount, EnquiryInput, ListingReply, Property } from "@ile/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** What a card and the map show of a listing (PropertyCard, mapPointOf): the rest stays on the listing's page. */
const CARD_FIELDS = [
  "id",
  "slug",
  "title",
  "price",
  "price_kobo",
  "previous_price_kobo",
  "price_reduced",
  "listing_type",
  "rent_period",
  "status",
  "cover",
  "address",
  "location",
  "bedrooms",
  "bathrooms",
  "area",
  "property_type",
  "category",
  "agency_fee_kobo",
  "legal_fee_kobo",
  "caution_deposit_kobo",
  "service_charge_kobo",
] as const satisfies readonly (keyof Property)[];

/**
 * A page of listings as a server-rendered page carries it to the browser (issue 48): the cards' fields and the
 * cover photo only (a third of the bytes, and less to parse before the page hydrates). The browser asks for the
 * whole list again once it is stale, like any other answer.
 */
export function cardsOf(reply: ListingReply): ListingReply {
  return {
    ...reply,
    data: reply.data.map((p) => {
      // A partial listing in the place of a whole one: only cards and the map read a list's items.
      const card = Object.fromEntries(CARD_FIELDS.map((k) => [k, p[k]])) as unknown as Property;
      const cover = p.images.find((i) => i.is_cover) ?? p.images[0];
      card.images = cover ? [cover] : [];
      return card;
    }),
  };
}

export const listingsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: ["properties", "list", params],
    queryFn: ({ signal }) => api.get<ListingReply>("/properties", { query: params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { dehydrate: cardsOf },
  });

export const propertyQuery = (slug: string) =>
  queryOptions({
    queryKey: ["properties", "one", slug],
    queryFn: ({ signal }) =>
      api.get<{ data: Property }>(`/properties/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data),
    retry: false,
  });

export const categoriesQuery = queryOptions({
  queryKey: ["properties", "categories"],
  queryFn: ({ signal }) => api.get<{ data: CategoryCount[] }>("/categories", { signal }).then((r) => r.data),
  staleTime: 5 * 60_000,
});

export const sendEnquiry = (slug: string, input: EnquiryInput) =>
  api.post<{ status: string; message?: string }>(`/properties/${encodeURIComponent(slug)}/enquiries`, input);

export const setFavourite = (slug: string, on: boolean) =>
  on
    ? api.put<{ data: { is_favourite: boolean } }>(`/properties/${encodeURIComponent(slug)}/favourite`)
    : api.delete<{ data: { is_favourite: boolean } }>(`/properties/${encodeURIComponent(slug)}/favourite`);
