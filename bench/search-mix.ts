/** The search bench's fixed mix (bench/search.ts, bench/profile.ts): 15 real queries by kind, taken in turn. */
const q = (params: Record<string, string>) => `/api/search?${new URLSearchParams(params)}`;
export const QUERIES: Record<string, string[]> = {
  "one word": [
    q({ query: "lekki" }),
    q({ query: "duplex" }),
    q({ query: "bungalow" }),
    q({ query: "ikeja" }),
  ],
  "three words": [
    q({ query: "detached duplex ajah" }),
    q({ query: "semi detached duplex" }),
    q({ query: "block of flats yaba" }),
    q({ query: "terraced duplex lekki" }),
  ],
  "with filters": [
    q({ query: "duplex", state: "Lagos", minPrice: "50,000,000", maxPrice: "200000000" }),
    q({ query: "flat", listingType: "rent", bedroomCount: "3", city: "Lekki" }),
    q({ query: "agents in lekki", type: "users" }),
    q({ query: "plumber", state: "Abuja" }),
  ],
  "with a typo": [q({ query: "duplx lekki" }), q({ query: "bungalw ikeja" }), q({ query: "lekii" })],
};
