/**
 * The demo world's neighbourhoods (issue 47, ADR 0415), in the pure parts: the facts' names and counts, and a
 * town's listings placed in its neighbourhoods in the rows' proportions, said in their title and address.
 */
import { describe, expect, it } from "vitest";
import type { SeedListing } from "./listings.ts";
import { areaName, MIN_GROUP, townAreas } from "./rent-facts.ts";
import { placeInAreas } from "./rentals.ts";

const listing = (i: number, over: Partial<SeedListing> = {}): SeedListing => ({
  key: `k${i}`,
  title: "2 bedroom flat for rent in Lekki",
  listingType: "rent",
  rentPeriod: "year",
  use: "residential",
  category: "apartment",
  propertyType: "Flat",
  address: "Lekki, Lagos",
  city: "Lekki",
  state: "Lagos",
  bedrooms: 2,
  bathrooms: 2,
  toilets: 3,
  parkingSpaces: 0,
  furnished: false,
  serviced: false,
  amenities: [],
  price: 1_000_000 + i,
  ...over,
});

describe("neighbourhood names and counts in the facts", () => {
  it.each([
    ["Osapa London,", "Osapa London"],
    ["Ikeja Gra", "Ikeja GRA"],
    ["Vgc", "VGC"],
    ["Off Herbert Macaulay Way", "Herbert Macaulay Way"],
    [" , ", null],
  ])("%s → %s", (raw, name) => {
    expect(areaName(raw)).toBe(name);
  });

  it("counts a town's rows and its neighbourhoods of at least MIN_GROUP rows, most first, in one spelling", () => {
    const rows = [
      ...Array.from({ length: 5 }, (_, i) => listing(i, { area: "Lekki Phase 1" })),
      ...Array.from({ length: 2 }, (_, i) => listing(10 + i, { area: "lekki phase 1" })),
      ...Array.from({ length: 3 }, (_, i) => listing(20 + i, { area: "Ikate" })),
      ...Array.from({ length: MIN_GROUP - 1 }, (_, i) => listing(30 + i, { area: "Idado" })),
      ...Array.from({ length: 4 }, (_, i) => listing(40 + i)),
    ];
    expect(townAreas(rows)).toEqual([
      {
        town: "Lekki",
        rows: rows.length,
        areas: [
          { name: "Lekki Phase 1", n: 7 },
          { name: "Ikate", n: 3 },
        ],
      },
    ]);
  });
});

describe("placing a town's listings in its neighbourhoods", () => {
  const town = {
    town: "Lekki",
    rows: 1000,
    areas: [
      { name: "Lekki Phase 1", n: 200 },
      { name: "Ikate", n: 100 },
    ],
  };
  const placed = placeInAreas(
    Array.from({ length: 500 }, (_, i) => listing(i)),
    town,
  );

  it("in the rows' proportions, the rest in the town alone", () => {
    const share = (area: string | undefined) => placed.filter((l) => l.area === area).length / placed.length;
    expect(share("Lekki Phase 1")).toBeCloseTo(0.2, 1);
    expect(share("Ikate")).toBeCloseTo(0.1, 1);
    expect(share(undefined)).toBeCloseTo(0.7, 1);
  });

  it("says the neighbourhood in the title and address, with the town where its name lacks it", () => {
    const phase1 = placed.find((l) => l.area === "Lekki Phase 1")!;
    expect(phase1.title).toBe("2 bedroom flat for rent in Lekki Phase 1");
    expect(phase1.address).toBe("Lekki Phase 1, Lekki, Lagos");
    const ikate = placed.find((l) => l.area === "Ikate")!;
    expect(ikate.title).toBe("2 bedroom flat for rent in Ikate, Lekki");
    expect(ikate.address).toBe("Ikate, Lekki, Lagos");
    expect(placed.find((l) => !l.area)!.title).toBe("2 bedroom flat for rent in Lekki");
  });

  it("leaves a town the facts name no neighbourhood of as it was", () => {
    const same = [listing(1)];
    expect(placeInAreas(same, undefined)).toBe(same);
    expect(placeInAreas(same, { town: "Lekki", rows: 10, areas: [] })).toBe(same);
  });
});
