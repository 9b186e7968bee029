import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseState } from "../../platform/language/states.ts";
import { fold, singular, stripMarkup, words } from "../../platform/language/text.ts";
import { buildCityIndex, PROFESSION_WORDS, ROLE_WORDS } from "../../platform/language/vocabulary.ts";
import { datasetsDir } from "../../platform/paths.ts";
import { nairaToKobo, parseNaira, parseQueryText, parseSearchParams } from "./query.ts";

// The real place names the seed loads (774 LGAs) plus towns listings are in, as the service builds them.
const lgaFile: Record<string, string[]> = JSON.parse(
  readFileSync(join(datasetsDir, "geo", "lgas.json"), "utf8"),
);
const lgas = Object.values(lgaFile).flat();
const cities = buildCityIndex({
  lgas,
  towns: ["Victoria Island (VI)", "Mbora (Nbora)", "Guzape District", "Ibeju Lekki", "Owerri Municipal"],
});

const parse = (raw: Record<string, unknown>) => parseSearchParams(raw, cities);
const ok = (raw: Record<string, unknown>) => {
  const r = parse(raw);
  if (!r.ok) throw new Error(`expected a valid request, got ${JSON.stringify(r.errors)}`);
  return r.value;
};
const bad = (raw: Record<string, unknown>) => {
  const r = parse(raw);
  if (r.ok) throw new Error("expected validation errors");
  return r.errors;
};
const text = (q: string) => parseQueryText(q, cities);

describe("stripMarkup", () => {
  it.each([
    ["<b>Lekki</b> duplex", "Lekki duplex"],
    ["<script>alert(1)</script>Ikeja", "Ikeja"],
    ["<SCRIPT src=x>evil()</SCRIPT> flat", "flat"],
    ["<style>body{}</style>Yaba", "Yaba"],
    ["<!-- hidden -->Ajah", "Ajah"],
    ["<img src=x onerror=alert(1)>Wuse", "Wuse"],
    ["Maitama <a href='javascript:alert(1)'>link</a>", "Maitama link"],
    ["&lt;script&gt;alert(1)&lt;/script&gt;Gwarinpa", "Gwarinpa"],
    ["&amp;lt;b&amp;gt;Lekki", "Lekki"],
    ["<<script>script>alert(1)<</script>/script>", "/script"],
    ["unclosed <b Lekki", "unclosed"],
    ["Tom &amp; Jerry", "Tom & Jerry"],
    ["5 &lt; 6", "5 6"],
    ["a<b", "a"],
    ["5 < 6", "5 6"],
    ["zero\u200bwidth\u0000chars", "zerowidthchars"],
    ["  many    spaces\n\tand lines  ", "many spaces and lines"],
    ["<svg><script>x</script></svg>Ikoyi", "Ikoyi"],
    ["<![CDATA[ boom ]]>Apo", "Apo"],
    ["&#60;i&#62;Jabi&#60;/i&#62;", "Jabi"],
    ["&#x3C;u&#x3E;Utako", "Utako"],
    ["plain text", "plain text"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
  });

  it("treats null and undefined as empty", () => {
    expect(stripMarkup(null)).toBe("");
    expect(stripMarkup(undefined)).toBe("");
  });

  it("never leaves a tag behind and is idempotent (property)", () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "<",
        ">",
        "<b>",
        "</b>",
        "<script>",
        "</script>",
        "&lt;",
        "&gt;",
        "&amp;",
        "<!--",
        "-->",
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const out = stripMarkup(parts.join(""));
        expect(out).not.toMatch(/[<>]/);
        expect(stripMarkup(out)).toBe(out);
      }),
      { numRuns: 500 },
    );
  });
});

describe("text helpers", () => {
  it("folds case and accents", () => {
    expect(fold("Ọ̀yọ́ ÉTIENNE Ìkẹjà")).toBe("oyo etienne ikeja");
  });
  it("splits words on anything that is not a letter or digit", () => {
    expect(words("Ifako-Ijaiye, Lagos! (VI) 3br")).toEqual(["ifako", "ijaiye", "lagos", "vi", "3br"]);
    expect(words("Adébáyọ̀'s flat")).toEqual(["adebayo", "s", "flat"]);
  });
  it.each([
    ["duplexes", "duplex"],
    ["properties", "propert"],
    ["flats", "flat"],
    ["houses", "house"],
    ["churches", "church"],
    ["glass", "glass"],
    ["status", "status"],
    ["bus", "bus"],
    ["12s", "12s"],
  ])("singular(%s) = %s", (w, s) => {
    expect(singular(w)).toBe(s);
  });
  it("a singular is always a prefix of its word (so prefix matching still finds the original)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,15}$/), (w) => {
        expect(w.startsWith(singular(w))).toBe(true);
      }),
    );
  });
});

describe("city index from the real data", () => {
  it("holds LGAs, their stems and the well-known towns", () => {
    for (const phrase of [
      "ikeja",
      "eti osa",
      "aba",
      "port harcourt",
      "lekki",
      "yaba",
      "ajah",
      "wuse",
      "maitama",
    ])
      expect(cities.phrases.has(phrase), phrase).toBe(true);
    for (const phrase of [
      "gwarinpa",
      "ibadan",
      "alimosho",
      "surulere",
      "amuwo odofin",
      "victoria island",
      "vi",
    ])
      expect(cities.phrases.has(phrase), phrase).toBe(true);
  });
  it("turns data spellings into words: slashes, parentheses, district suffixes", () => {
    expect(cities.phrases.get("ibeju lekki")).toBe("Ibeju Lekki");
    expect(cities.phrases.get("oshodi")).toBe("Oshodi");
    expect(cities.phrases.get("nbora")).toBe("Nbora");
    expect(cities.phrases.get("guzape")).toBe("Guzape");
    expect(cities.phrases.get("owerri")).toBe("Owerri");
    expect(cities.phrases.get("vi")).toBe("VI");
  });
  it("keeps names, short LGA words and English words out", () => {
    for (const w of ["obi", "isa", "song", "logo", "brass", "municipal", "north", "agent", "lawyer", "rent"])
      expect(cities.phrases.has(w), w).toBe(false);
  });
});

describe("parseQueryText", () => {
  it("keeps every ordinary word as a required term", () => {
    const p = text("Detached duplex swimming pool");
    expect(p.terms).toEqual(["detached", "duplex", "swimming", "pool"]);
    expect(p.cities).toEqual([]);
  });

  it.each([
    ["agent", "agent"],
    ["Agents", "agent"],
    ["landlord", "landlord"],
    ["LANDLORDS", "landlord"],
    ["developer", "developer"],
    ["user", "tenant"],
    ["users", "tenant"],
    ["tenant", "tenant"],
  ])("role word %s becomes the role filter %s", (word, role) => {
    const p = text(`${word} Chidi`);
    expect(p.roles).toEqual([role]);
    expect(p.terms).toEqual(["chidi"]);
  });

  it.each(["electrician", "plumber", "architect", "surveyor", "lawyer"])(
    "profession word %s becomes a profession filter",
    (word) => {
      const p = text(`${word}s in Ikeja`);
      expect(p.professions).toEqual([word]);
      expect(p.cities.map((c) => c.name)).toEqual(["Ikeja"]);
      expect(p.terms).toEqual([]);
      expect(p.dropped).toEqual(["in"]);
    },
  );

  it.each([
    ["Lekki", "Lekki"],
    ["lekki", "Lekki"],
    ["LEKKI", "Lekki"],
    ["Ikeja", "Ikeja"],
    ["yaba", "Yaba"],
    ["Ajah", "Ajah"],
    ["wuse", "Wuse"],
    ["Maitama", "Maitama"],
    ["Gwarinpa", "Gwarinpa"],
    ["Ìkẹjà", "Ikeja"],
    ["port harcourt", "Port Harcourt"],
    ["Port-Harcourt", "Port Harcourt"],
    ["eti-osa", "Eti Osa"],
    ["Amuwo Odofin", "Amuwo Odofin"],
    ["Victoria Island", "Victoria Island"],
    ["Ibadan", "Ibadan"],
    ["Alimosho", "Alimosho"],
    ["Abuja", "Abuja"],
  ])("city words %j become the city filter %j", (q, name) => {
    const p = text(`duplex ${q}`);
    expect(p.cities.map((c) => c.name)).toEqual([name]);
    expect(p.terms).toEqual(["duplex"]);
  });

  it("prefers the longest place phrase", () => {
    expect(text("ibeju lekki").cities.map((c) => c.name)).toEqual(["Ibeju Lekki"]);
    expect(text("wuse 2").cities.map((c) => c.name)).toEqual(["Wuse 2"]);
    expect(text("banana island").cities.map((c) => c.name)).toEqual(["Banana Island"]);
  });

  it("collects several cities (any of them may match)", () => {
    expect(text("flat lekki ajah").cities.map((c) => c.name)).toEqual(["Lekki", "Ajah"]);
    expect(text("lekki Lekki").cities).toHaveLength(1);
  });

  it("reads bedroom counts in their common spellings", () => {
    expect(text("3 bedroom flat").bedrooms).toBe(3);
    expect(text("3 bedrooms flat").terms).toEqual(["flat"]);
    expect(text("4bed duplex").bedrooms).toBe(4);
    expect(text("2br lekki").bedrooms).toBe(2);
    expect(text("5 bedroomed duplex").bedrooms).toBe(5);
    expect(text("wuse 2 bedroom").bedrooms).toBe(2);
    expect(text("wuse 2 bedroom").cities.map((c) => c.name)).toEqual(["Wuse"]);
    expect(text("flat 3").bedrooms).toBeNull();
    expect(text("flat 3").terms).toEqual(["flat", "3"]);
  });

  it("reads rent and sale words as the listing type", () => {
    expect(text("flat for rent in yaba")).toMatchObject({ listingType: "rent", terms: ["flat"] });
    expect(text("duplex for sale")).toMatchObject({ listingType: "sale", terms: ["duplex"] });
    expect(text("buy land").listingType).toBe("sale");
  });

  it("drops stop words and single letters but keeps single digits", () => {
    const p = text("a house near the market in b 5");
    expect(p.terms).toEqual(["house", "market", "5"]);
    expect(p.dropped).toEqual(["a", "near", "the", "in", "b"]);
  });

  it("reduces plurals so either form matches", () => {
    expect(text("duplexes").terms).toEqual(["duplex"]);
    expect(text("apartments").terms).toEqual(["apartment"]);
  });

  it("strips markup before reading words", () => {
    const p = text("<b>agent</b> <script>drop table</script> Lekki&nbsp;Chidi");
    expect(p.text).toBe("agent Lekki Chidi");
    expect(p.roles).toEqual(["agent"]);
    expect(p.cities.map((c) => c.name)).toEqual(["Lekki"]);
    expect(p.terms).toEqual(["chidi"]);
  });

  it("keeps people's names that are also places as text", () => {
    expect(text("Peter Obi").terms).toEqual(["peter", "obi"]);
    expect(text("Isa Musa").cities).toEqual([]);
  });

  it("removes duplicates and counts words", () => {
    const p = text("flat flat FLAT");
    expect(p.terms).toEqual(["flat"]);
    expect(p.wordCount).toBe(3);
  });

  it("handles empty and punctuation-only text", () => {
    expect(text("")).toMatchObject({ terms: [], roles: [], cities: [], wordCount: 0 });
    expect(text("?!... ---")).toMatchObject({ terms: [], wordCount: 0 });
  });

  it("never lets a filter word through as a term (property)", () => {
    const vocabulary = [
      ...Object.keys(ROLE_WORDS),
      ...Object.keys(PROFESSION_WORDS),
      "lekki",
      "ikeja",
      "yaba",
    ];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...vocabulary), fc.stringMatching(/^[a-z]{2,8}$/)), {
          maxLength: 8,
        }),
        (ws) => {
          const p = text(ws.join(" "));
          for (const t of p.terms) {
            expect(ROLE_WORDS[t]).toBeUndefined();
            expect(PROFESSION_WORDS[t]).toBeUndefined();
          }
          for (const w of ws) if (ROLE_WORDS[w]) expect(p.roles).toContain(ROLE_WORDS[w]);
        },
      ),
    );
  });
});

describe("parseSearchParams: defaults and paging", () => {
  it("applies SPEC §9 defaults: type all, page 1, limit 10", () => {
    expect(ok({})).toMatchObject({
      type: "all",
      page: 1,
      limit: 10,
      query: "",
      terms: [],
      minPriceKobo: null,
      maxPriceKobo: null,
      bedrooms: null,
      state: null,
    });
  });
  it("treats empty strings as not given", () => {
    expect(ok({ page: "", limit: "", query: "", minPrice: "", bedroomCount: "", city: "" })).toMatchObject({
      page: 1,
      limit: 10,
      cities: [],
    });
  });
  it.each(["all", "properties", "users", "USERS"])("accepts type %s", (t) => {
    expect(ok({ type: t }).type).toBe(t.toLowerCase());
  });
  it("accepts the limit bounds 1 and 50", () => {
    expect(ok({ limit: "1" }).limit).toBe(1);
    expect(ok({ limit: "50" }).limit).toBe(50);
    expect(ok({ page: "3" }).page).toBe(3);
  });
  it("keeps the last of a repeated parameter", () => {
    expect(ok({ page: ["2", "4"] }).page).toBe(4);
  });
});

describe("parseSearchParams: validation (422, errors.query)", () => {
  it.each([
    [{ type: "groups" }, "type"],
    [{ type: "<b>all</b>x" }, "type"],
    [{ page: "0" }, "page"],
    [{ page: "-1" }, "page"],
    [{ page: "1.5" }, "page"],
    [{ page: "abc" }, "page"],
    [{ limit: "51" }, "limit"],
    [{ limit: "0" }, "limit"],
    [{ limit: "ten" }, "limit"],
    [{ minPrice: "abc" }, "minPrice"],
    [{ minPrice: "-5" }, "minPrice"],
    [{ maxPrice: "1e9" }, "maxPrice"],
    [{ maxPrice: "5.5.5" }, "maxPrice"],
    [{ bedroomCount: "two" }, "bedroomCount"],
    [{ bedroomCount: "2.5" }, "bedroomCount"],
    [{ bedroomCount: "-2" }, "bedroomCount"],
    [{ bedroomCount: "51" }, "bedroomCount"],
    [{ role: "admin" }, "role"],
    [{ role: "agent,admin" }, "role"],
    [{ profession: "doctor" }, "profession"],
    [{ listingType: "swap" }, "listingType"],
    [{ query: "x".repeat(201) }, "query"],
    [{ query: "a1 b2 c3 d4 e5 f6 g7 h8 i9 j10 k11 l12 m13" }, "query"],
    [{ city: "x".repeat(101) }, "city"],
    [{ city: "---" }, "city"],
    [{ propertyType: "!!" }, "propertyType"],
  ])("%j is refused on %s, and errors.query carries the message", (raw, field) => {
    const errors = bad(raw);
    expect(errors[field]?.length).toBeGreaterThan(0);
    expect(errors.query).toContain(errors[field]![0]);
  });

  it("refuses a maximum price below the minimum", () => {
    expect(bad({ minPrice: "500000", maxPrice: "100000" }).maxPrice).toEqual([
      "Maximum price must not be below the minimum price",
    ]);
  });

  it("lists every problem at once", () => {
    const errors = bad({ page: "0", limit: "100", minPrice: "x" });
    expect(Object.keys(errors).sort()).toEqual(["limit", "minPrice", "page", "query"]);
    expect(errors.query).toHaveLength(3);
  });

  it("measures the query length after markup is removed", () => {
    expect(ok({ query: `<b>${"x".repeat(190)}</b>` }).terms).toHaveLength(1);
  });
});

describe("parseSearchParams: prices and bedrooms", () => {
  it.each([
    ["5000000", 500_000_000],
    ["5,000,000", 500_000_000],
    ["₦5,000,000", 500_000_000],
    ["NGN 250000", 25_000_000],
    ["1500.50", 150_050],
    ["0.5", 50],
    [".5", 50],
    ["0", 0],
    [" 12 ", 1200],
  ])("price %j → %d kobo", (value, kobo) => {
    expect(ok({ minPrice: value }).minPriceKobo).toBe(kobo);
    expect(ok({ maxPrice: value }).maxPriceKobo).toBe(kobo);
  });
  it("rounds to the nearest kobo", () => {
    expect(parseNaira("10.005")).toBe(10.005);
    expect(nairaToKobo(10.005)).toBe(1001);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
  });
  it("parses bedroomCount as an integer and lets it win over the query words", () => {
    expect(ok({ bedroomCount: "3" }).bedrooms).toBe(3);
    expect(ok({ bedroomCount: " 0 " }).bedrooms).toBe(0);
    expect(ok({ query: "2 bedroom flat", bedroomCount: "4" }).bedrooms).toBe(4);
    expect(ok({ query: "2 bedroom flat" }).bedrooms).toBe(2);
  });
});

describe("parseSearchParams: filters from parameters and words", () => {
  it("strips markup from every text parameter", () => {
    const v = ok({
      query: "<i>duplex</i>",
      city: "<b>Lekki</b>",
      state: "<script>x</script>Lagos",
      propertyType: "<u>Detached Duplex</u>",
      role: "<em>agent</em>",
      profession: "<b>plumber</b>",
    });
    expect(v.query).toBe("duplex");
    expect(v.cities).toEqual([{ name: "Lekki", words: ["lekki"], fromText: false }]);
    expect(v.state).toEqual({ name: "Lagos", aliases: ["lagos"] });
    expect(v.propertyType).toEqual(["detached", "duplex"]);
    expect(v.roles).toEqual(["agent"]);
    expect(v.professions).toEqual(["plumber"]);
  });

  it("lets a parameter win over the same kind of word in the query", () => {
    const v = ok({ query: "landlord lekki chidi", role: "agent", city: "Ikeja" });
    expect(v.roles).toEqual(["agent"]);
    expect(v.cities.map((c) => c.name)).toEqual(["Ikeja"]);
    expect(v.terms).toEqual(["chidi"]);
  });

  it("keeps word filters when no parameter of that kind is given", () => {
    const v = ok({ query: "plumber yaba", state: "Lagos" });
    expect(v.professions).toEqual(["plumber"]);
    expect(v.cities).toEqual([{ name: "Yaba", words: ["yaba"], fromText: true }]);
  });

  it("accepts role word lists and the user alias", () => {
    expect(ok({ role: "agent,landlord" }).roles).toEqual(["agent", "landlord"]);
    expect(ok({ role: "User" }).roles).toEqual(["tenant"]);
  });

  it("names an unknown city in title case and matches it by its words", () => {
    expect(ok({ city: "new  haven-town" }).cities).toEqual([
      { name: "New Haven-Town", words: ["new", "haven", "town"], fromText: false },
    ]);
  });

  it("highlights terms and city words", () => {
    expect(ok({ query: "agent duplexes lekki" }).highlight).toEqual(["duplex", "lekki"]);
  });

  it.each([
    ["Lagos", "Lagos", ["lagos"]],
    ["lagos state", "Lagos", ["lagos"]],
    [
      "FCT",
      "Federal Capital Territory",
      ["federal capital territory", "abuja", "fct", "fct abuja", "abuja fct"],
    ],
    [
      "Abuja",
      "Federal Capital Territory",
      ["federal capital territory", "abuja", "fct", "fct abuja", "abuja fct"],
    ],
    ["Nasarawa", "Nassarawa", ["nassarawa", "nasarawa"]],
    ["akwa-ibom", "Akwa Ibom", ["akwa ibom", "akwaibom"]],
  ])("state %j → %j", (input, name, aliases) => {
    expect(parseState(input)).toEqual({ name, aliases });
  });

  it("never throws and always answers ok or errors with errors.query (property)", () => {
    const value = fc.oneof(fc.string(), fc.constant(undefined), fc.array(fc.string(), { maxLength: 2 }));
    fc.assert(
      fc.property(
        fc.record({
          type: value,
          page: value,
          limit: value,
          query: value,
          minPrice: value,
          maxPrice: value,
          bedroomCount: value,
          role: value,
          city: value,
          state: value,
        }),
        (raw) => {
          const r = parse(raw);
          if (!r.ok) expect(r.errors.query?.length).toBeGreaterThan(0);
          else {
            expect(r.value.limit).toBeGreaterThanOrEqual(1);
            expect(r.value.limit).toBeLessThanOrEqual(50);
            expect(r.value.query).not.toMatch(/[<>]/);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
