/** A listing as the API returns it, for component tests. */
import type { Property } from "@ile/contract";

export function listing(over: Partial<Property> & { slug: string }): Property {
  return {
    id: Math.floor(Math.random() * 1e6),
    title: `Listing ${over.slug}`,
    price: 2_500_000,
    price_kobo: 250_000_000,
    listing_type: "rent",
    rent_period: "year",
    status: "available",
    use: "residential",
    images: [],
    cover: null,
    address: { city: "Lekki", state: "Lagos", address: "", map_url: null },
    latitude: null,
    longitude: null,
    bedrooms: 3,
    bedroomCount: 3,
    bathrooms: 3,
    toilets: 4,
    parking_spaces: 2,
    area: 180,
    furnished: false,
    serviced: true,
    title_document: "c_of_o",
    description: "",
    category: "apartment",
    property_type: "Flat / Apartment",
    featured: false,
    generated: false,
    created_at: "2026-11-01T10:00:00.000Z",
    updated_at: "2026-11-01T10:00:00.000Z",
    stats: { views: 0, favourites: 0 },
    amenities: [],
    agency_fee_kobo: null,
    legal_fee_kobo: null,
    caution_deposit_kobo: null,
    service_charge_kobo: null,
    owner: {
      id: 1,
      name: "Ada Obi",
      role: "agent",
      slug: null,
      profile_picture: null,
      verified: true,
      company_name: null,
    },
    ...over,
  };
}

/** Replaces fetch with a router of `path → [status, body]` (path without /api, query ignored). */
export function routeFetch(
  routes: Record<string, (init: RequestInit | undefined) => [number, unknown]>,
  vi: typeof import("vitest").vi,
) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const path = url.pathname.replace(/^\/api/, "");
    const key = `${init?.method ?? "GET"} ${path}`;
    const handler = routes[key];
    const [status, body] = handler ? handler(init) : [404, { status: "error", message: `No route ${key}` }];
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}
