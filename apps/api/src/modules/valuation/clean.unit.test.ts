import { describe, expect, it } from "vitest";
import { cleanSaleRows, monthIndex, nameKey, parseCsv } from "./clean.ts";
import { cleanRentRows, parseRentPrice, splitRentLocation, yearlyRent } from "./clean-rent.ts";
import { fitGbdt } from "./gbdt.ts";

const sale = (over: Record<string, string>) => ({
  bedrooms: "4",
  bathrooms: "4",
  toilets: "5",
  parking_space: "2",
  title: "Detached Duplex",
  town: "Lekki",
  state: "Lagos",
  price: "150000000",
  ...over,
});

describe("sale cleaning", () => {
  it("drops entry errors: the ₦1.8 trillion house and prices under ₦1m", () => {
    const out = cleanSaleRows([
      sale({ price: "1800000000000" }),
      sale({ price: "90000" }),
      sale({ price: "999999" }),
      sale({}),
    ]);
    expect(out.rows).toHaveLength(1);
    expect(out.dropped).toMatchObject({ priceTooHigh: 1, priceTooLow: 2 });
  });

  it('moves "Anambara" rows to the state their town has elsewhere in the file, or drops them', () => {
    const out = cleanSaleRows([
      sale({ town: "Lekki", state: "Lagos" }),
      sale({ town: "Lekki", state: "Lagos" }),
      sale({ town: "Lekki", state: "Anambara" }),
      sale({ town: "Lugbe District", state: "Abuja" }),
      sale({ town: "Lugbe District", state: "Anambara" }),
      sale({ town: "Nowhere Town", state: "Anambara" }),
    ]);
    expect(out.movedFromAnambara).toBe(2);
    expect(out.dropped.unknownState).toBe(1);
    expect(out.rows.map((r) => r.state)).toEqual(["Lagos", "Lagos", "Lagos", "Abuja", "Abuja"]);
  });

  it("keeps the seven house types by name whatever the case or spacing, and drops the rest", () => {
    const out = cleanSaleRows([sale({ title: "detached  duplex" }), sale({ title: "Castle" })]);
    expect(out.rows.map((r) => r.type)).toEqual(["Detached Duplex"]);
    expect(out.dropped.badRow).toBe(1);
  });
});

describe("rent prices in mixed units", () => {
  it.each([
    [" 5,500,000/year ", { amount: 5_500_000, unit: "year" }],
    [" 350,000/month ", { amount: 350_000, unit: "month" }],
    [" 45,000/day ", { amount: 45_000, unit: "day" }],
    [" 25,000/sqm ", { amount: 25_000, unit: "sqm" }],
    [" 1,200,000 ", { amount: 1_200_000, unit: "none" }],
  ])("reads %j", (text, expected) => {
    expect(parseRentPrice(text)).toEqual(expected);
  });

  it("keeps yearly, converts monthly ×12, and cannot honestly convert per day, per sqm or no unit", () => {
    expect(yearlyRent(2_000_000, "year")).toBe(2_000_000);
    expect(yearlyRent(150_000, "month")).toBe(1_800_000);
    expect(yearlyRent(45_000, "day")).toBeNull();
    expect(yearlyRent(25_000, "sqm")).toBeNull();
    expect(yearlyRent(1_000_000, "none")).toBeNull();
    expect(yearlyRent(0, "year")).toBeNull();
    expect(parseRentPrice("")).toBeNull();
  });
});

describe("rent rows", () => {
  const csv = `Title,Price,PID,Location,Bedroom,Bathroom,Toilet,Status,Date Added,Date Updated
3 bedroom Flat / Apartment for rent Ikota Lekki Lagos," 4,500,000/year ",A1,Ikota Lekki Lagos,3,3,4,Serviced,25 Mar 2024,02 May 2024
2 bedroom Flat / Apartment for rent Sabo Yaba Lagos," 150,000/month ",A2,Sabo Yaba Lagos,2,2,3,Furnished,10 Apr 2024,02 May 2024
Land for rent Ajah Lagos," 9,000,000/year ",A3,Ajah Lagos,0,0,0,,10 Apr 2024,02 May 2024
Commercial Property for rent Ikeja Lagos," 30,000/sqm ",A4,Ikeja Lagos,0,0,0,,10 Apr 2024,02 May 2024
Co working space for rent Allen Avenue Ikeja Lagos," 1,800,000/year ",A5,Allen Avenue Ikeja Lagos,0,0,0,,10 Apr 2024,02 May 2024
3 bedroom Flat / Apartment for rent Ikota Lekki Lagos," 4,500,000/year ",A1,Ikota Lekki Lagos,3,3,4,Serviced,25 Mar 2024,02 May 2024
`;

  it("keeps yearly, converts monthly, drops land, per-sqm and repeated ids; co-working is commercial", () => {
    const out = cleanRentRows(parseCsv(csv));
    expect(out.rows.map((r) => [r.town, r.area, r.type, r.price])).toEqual([
      ["Lekki", "Ikota", "Flat / Apartment", 4_500_000],
      ["Yaba", "Sabo", "Flat / Apartment", 1_800_000],
      ["Ikeja", "Allen Avenue", "Commercial Property", 1_800_000],
    ]);
    expect(out.dropped).toMatchObject({ land: 1, perSqm: 1, duplicateId: 1 });
    expect(out.convertedFromMonthly).toBe(1);
    expect(out.rows[0]).toMatchObject({
      serviced: true,
      furnished: false,
      bedrooms: 3,
      bathrooms: 3,
      toilets: 4,
    });
    expect(out.rows[1]!.furnished).toBe(true);
  });

  it("splits town and neighbourhood, keeping the title's spelling of the town", () => {
    expect(
      splitRentLocation("Flat for rent Ikosi-Ketu Kosofe/Ikosi Lagos", "Ikosi Ketu Kosofe Ikosi Lagos"),
    ).toEqual({
      town: "Kosofe/Ikosi",
      area: "Ikosi Ketu",
    });
    expect(splitRentLocation("House for rent Osapa London Lekki Lagos", "Osapa London Lekki Lagos")).toEqual({
      town: "Lekki",
      area: "Osapa London",
    });
    expect(splitRentLocation("Flat for rent Victoria Island Lagos", "Victoria Island Lagos")?.town).toBe(
      "Victoria Island",
    );
  });

  it("reads listing dates", () => {
    expect(monthIndex("25 Mar 2024")).toBeCloseTo(24 * 12 + 2 + 24 / 31);
    expect(monthIndex("")).toBeNull();
  });
});

describe("names match without regard to case, spacing or punctuation", () => {
  it.each([
    ["Flat / Apartment", "flat/apartment"],
    ["Lekki", "lekki"],
    ["Semi Detached Duplex", "semi-detached duplex"],
    ["Ago Palace", "ago  palace"],
  ])("%s ≡ %s", (a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
  });
});

describe("training is deterministic", () => {
  it("the same data and seed give the same trees", () => {
    const n = 300;
    const x = [
      Float64Array.from({ length: n }, (_, i) => i % 7),
      Float64Array.from({ length: n }, (_, i) => (i * 13) % 11),
    ];
    const y = Float64Array.from({ length: n }, (_, i) =>
      Math.log(1e6 * (1 + (i % 7)) + 1e5 * ((i * 13) % 11)),
    );
    const opts = {
      trees: 20,
      depth: 3,
      learningRate: 0.1,
      minLeaf: 5,
      subsample: 0.8,
      colsample: 1,
      alpha: 0.5,
      bins: 32,
      seed: 7,
    };
    expect(JSON.stringify(fitGbdt(x, y, opts))).toBe(JSON.stringify(fitGbdt(x, y, opts)));
    expect(JSON.stringify(fitGbdt(x, y, { ...opts, seed: 8 }))).not.toBe(JSON.stringify(fitGbdt(x, y, opts)));
  });
});
