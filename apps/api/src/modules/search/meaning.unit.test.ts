/**
 * What people mean (issue 35, ADR 0405), in the pure parts: local words for kinds of home, neighbourhoods from the
 * valuation gazetteer in their spellings, split place names joined, and the tsquery each gives.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { placeWords, spellingsOf } from "../../platform/language/places.ts";
import { buildTsQuery } from "../../platform/language/tsquery.ts";
import { buildCityIndex } from "../../platform/language/vocabulary.ts";
import { datasetsDir } from "../../platform/paths.ts";
import { knownNeighbourhoods } from "../valuation/files.ts";
import { parseQueryText } from "./query.ts";
import { correctText, joinSplitPlaces } from "./suggestions.ts";

const lgaFile: Record<string, string[]> = JSON.parse(
  readFileSync(join(datasetsDir, "geo", "lgas.json"), "utf8"),
);
const cities = buildCityIndex({ lgas: Object.values(lgaFile).flat(), neighbourhoods: knownNeighbourhoods() });
const text = (q: string) => parseQueryText(q, cities);
const places = (q: string) => text(q).cities.map((c) => ({ town: c.name, area: c.area?.name ?? null }));

describe("kinds of home in local words", () => {
  it.each([
    ["selfcon", "self contain"],
    ["Self-contained", "self contain"],
    ["self contain", "self contain"],
    ["SELF CON", "self contain"],
    ["miniflat", "mini flat"],
    ["mini flats", "mini flat"],
    ["BQ", "boys quarters"],
    ["boys' quarters", "boys quarters"],
    ["boy's quarters", "boys quarters"],
    ["room and parlour", "room and parlour"],
    ["room & parlor", "room and parlour"],
  ])("%s → %s", (q, name) => {
    const t = text(`${q} in Surulere`);
    expect(t.types.map((x) => x.name)).toEqual([name]);
    expect(t.terms).toEqual([]);
    expect(t.cities.map((c) => c.name)).toEqual(["Surulere"]);
  });

  it.each(["selfcon yaba", "self contain yaba", "self-contained yaba", "yaba selfcon"])(
    "%s → self contain in Yaba (issue 47)",
    (q) => {
      const t = text(q);
      expect(t.types.map((x) => x.name)).toEqual(["self contain"]);
      expect(t.cities.map((c) => c.name)).toEqual(["Yaba"]);
      expect(t.terms).toEqual([]);
    },
  );

  it("matches any of the ways listings write it, each word a prefix", () => {
    const { types, cities: found } = text("selfcon lekki");
    expect(buildTsQuery({ terms: [], cities: found, types })).toBe(
      "'lekki':B & (('self':* & 'contain':*) | 'selfcon':*)",
    );
    expect(buildTsQuery({ terms: [], cities: [], types: text("bq").types })).toBe(
      "('bq':* | ('boy':* & 'quarter':*) | 'boysquarter':*)",
    );
  });

  it("leaves the words alone when they are not a kind of home", () => {
    expect(text("self storage").terms).toEqual(["self", "storage"]);
    expect(text("living room").terms).toEqual(["living", "room"]);
    expect(text("mini").types).toEqual([]);
  });
});

describe("neighbourhoods the valuation gazetteer knows", () => {
  it("shares the gazetteer's spellings", () => {
    expect(placeWords("Ph 1 Lekki")).toEqual(["phase", "1", "lekki"]);
    expect(placeWords("Lekki Phase One")).toEqual(["lekki", "phase", "1"]);
    expect(spellingsOf("1")).toEqual(expect.arrayContaining(["1", "one", "i", "first"]));
  });

  it.each([
    ["Lekki Phase 1", "Lekki", "Lekki Phase 1"],
    ["lekki phase one", "Lekki", "Lekki Phase 1"],
    ["Ph 1 Lekki", "Lekki", "Lekki Phase 1"],
    ["phase1 lekki", "Lekki", "Lekki Phase 1"],
    ["Lekki Ph. I", "Lekki", "Lekki Phase 1"],
    ["Ikeja GRA", "Ikeja", "Ikeja GRA"],
    ["ikeja g.r.a", "Ikeja", "Ikeja GRA"],
    // Both ways round (issue 47, ADR 0415): the neighbourhood before its town as well as after it.
    ["gra ikeja", "Ikeja", "Ikeja GRA"],
    ["G.R.A. Ikeja", "Ikeja", "Ikeja GRA"],
    ["phase one lekki", "Lekki", "Lekki Phase 1"],
    ["lekki phase i", "Lekki", "Lekki Phase 1"],
    ["Parkview Estate Ikoyi", "Ikoyi", "Parkview Estate, Ikoyi"],
    ["ikoyi parkview est", "Ikoyi", "Parkview Estate, Ikoyi"],
    ["thomas estate ajah", "Ajah", "Thomas Estate, Ajah"],
    ["ajah thomas estate", "Ajah", "Thomas Estate, Ajah"],
    ["Gbagada phase 2", "Gbagada", "Gbagada Phase 2"],
    ["Surulere", "Surulere", null],
  ])("%s → %s, %s", (q, town, area) => {
    expect(places(q)).toEqual([{ town, area }]);
    expect(text(q).terms).toEqual([]);
  });

  it("keeps a town's number that belongs to the bedrooms, and the words after the place", () => {
    const t = text("duplex lekki phase 1 3 bedroom");
    expect(places("duplex lekki phase 1 3 bedroom")).toEqual([{ town: "Lekki", area: "Lekki Phase 1" }]);
    expect(t.bedrooms).toBe(3);
    expect(t.terms).toEqual(["duplex"]);
  });

  it("asks for the town and the neighbourhood's words (any spelling) in the place part", () => {
    expect(buildTsQuery({ terms: [], cities: text("Lekki Phase One").cities })).toMatch(
      /^\('lekki':B & \('phase':B \| 'ph':B[^)]*\) & \('1':B \| 'one':B[^)]*\)\)$/,
    );
    expect(buildTsQuery({ terms: [], cities: text("Ikeja GRA").cities })).toBe("('ikeja':B & 'gra':B)");
  });
});

describe("split and misspelt words", () => {
  it.each([
    ["Suru lere", "Surulere"],
    ["3 bedroom flat suru-lere", "3 bedroom flat Surulere"],
    ["gba gada duplex", "Gbagada duplex"],
    ["flat in suru lere or yaba", "flat in Surulere or yaba"],
  ])("joins %s → %s", (q, joined) => {
    expect(joinSplitPlaces(q, cities)).toBe(joined);
  });

  it("leaves places that are places apart, and ordinary words, alone", () => {
    expect(joinSplitPlaces("Victoria Island", cities)).toBe("Victoria Island");
    expect(joinSplitPlaces("lekki ajah", cities)).toBe("lekki ajah");
    expect(joinSplitPlaces("duplex for sale", cities)).toBe("duplex for sale");
  });

  it("replaces a misspelt word as the known term is spelt, keeping the rest as typed", () => {
    expect(correctText("Leki selfcon", new Map([["leki", "Lekki"]]))).toBe("Lekki selfcon");
  });
});
