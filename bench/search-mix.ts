import { chooser, random } from "./lib.ts";

/** The search bench's fixed mix (bench/search.ts, bench/profile.ts): 20 popular queries by kind, taken in turn. */
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
  "as people type": [
    q({ query: "self contain yaba" }),
    q({ query: "mini flat surulere" }),
    q({ query: "3 bedroom flat lekki", listingType: "rent" }),
    q({ query: "land ibeju lekki" }),
    q({ query: "shop ikeja" }),
  ],
};

/**
 * Never-repeating searches as the issue 35 bench asks them: `searchMaker`'s queries (words, places, typos, filters),
 * each with random price bounds half the time, so no two are alike and no page can come from the cache.
 */
export function distinctMaker(cities: { value: string; weight: number }[], seed = 11) {
  const make = searchMaker(cities);
  const rnd = random(seed);
  return () => {
    const url = new URL(make(), "http://x");
    if (rnd() < 0.5) {
      const low = Math.round(rnd() * 50) * 100_000;
      url.searchParams.set("minPrice", String(low));
      url.searchParams.set("maxPrice", String(low + (1 + Math.round(rnd() * 400)) * 250_000));
    }
    return `${url.pathname}${url.search}`;
  };
}

/**
 * Searches as visitors type them: mostly a kind of property (sometimes with bedrooms) and a place by the listings'
 * share, or a place alone, or a kind of person; one in seven with a typo; some with filters (state, rent or sale,
 * bedrooms, a price band, one group); mostly page 1.
 */
export function searchMaker(cities: { value: string; weight: number }[]) {
  const rnd = random(5);
  const { weighted, one } = chooser(rnd);
  const pick = (items: { value: string; weight: number }[]) => weighted(items).value;
  const kinds = [
    "duplex",
    "detached duplex",
    "semi detached duplex",
    "terraced duplex",
    "bungalow",
    "flat",
    "block of flats",
    "mini flat",
    "self contain",
    "land",
    "shop",
    "office",
    "penthouse",
  ];
  const people = ["agent", "agents", "landlord", "developer", "plumber", "electrician", "lawyer", "surveyor"];
  const typo = (text: string) => {
    const ws = text.split(" ");
    const i = ws.reduce((best, w, j) => (w.length > (ws[best]?.length ?? 0) ? j : best), 0);
    const w = ws[i]!;
    if (w.length < 5) return text;
    const cut = 1 + Math.floor(rnd() * (w.length - 2));
    ws[i] = w.slice(0, cut) + w.slice(cut + 1);
    return ws.join(" ");
  };
  return () => {
    const q = new URLSearchParams();
    const words: string[] = [];
    const r = rnd();
    if (r < 0.65) {
      if (rnd() < 0.3) words.push(`${2 + Math.floor(rnd() * 4)} bedroom`);
      words.push(one(kinds));
      if (rnd() < 0.7) words.push(pick(cities));
    } else if (r < 0.85) words.push(pick(cities));
    else {
      words.push(one(people));
      if (rnd() < 0.6) words.push("in", pick(cities));
    }
    let text = words.join(" ").toLowerCase();
    if (rnd() < 0.15) text = typo(text);
    q.set("query", text);
    if (rnd() < 0.2) q.set("state", one(["Lagos", "Lagos", "Lagos", "Abuja", "Rivers", "Oyo", "Ogun"]));
    if (rnd() < 0.2) q.set("listingType", rnd() < 0.5 ? "rent" : "sale");
    if (rnd() < 0.1) q.set("bedroomCount", String(2 + Math.floor(rnd() * 4)));
    if (rnd() < 0.1)
      q.set("maxPrice", String(one([2_000_000, 5_000_000, 50_000_000, 150_000_000, 400_000_000])));
    if (rnd() < 0.1) q.set("type", rnd() < 0.7 ? "properties" : "users");
    const page = rnd();
    if (page >= 0.8) q.set("page", String(page < 0.93 ? 2 : 3));
    return `/api/search?${q}`;
  };
}
