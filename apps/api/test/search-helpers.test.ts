/**
 * GET /api/search's helper searches (issues 20 and 21, SPEC §5/§7, ADR 0404) on the seeded home-services and
 * community data: providers, materials, groups and caveat posts appear when they match, the search's filters
 * apply to them, `limit`/`page` page them, nothing found gives empty groups, and bad parameters answer 422 in
 * the module's shape. Expected rows are computed here from the tables with plain code.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { datasetsDir } from "../src/platform/paths.ts";
import { seedCommunity } from "../src/seed/community.ts";
import { seedHomeServices } from "../src/seed/home-services.ts";
import { seedPlaces } from "../src/seed/places.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;

interface Provider {
  id: number;
  category: string;
  state: string;
  city: string;
  service_areas: string[];
  text: string;
}
let providers: Provider[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const ctx = { db: t.db, dataDir: datasetsDir, scale: null, log: () => {} };
  await seedPlaces.run(ctx);
  for (let i = 0; i < 5; i++) await createUser(t.app);
  await seedHomeServices.run(ctx);
  await seedCommunity.run({ ...ctx, dataDir: "" });
  providers = (
    await t.database.query<Provider>(
      `select id, category, state, city, service_areas,
         lower(name || ' ' || category || ' ' || speciality || ' ' || city || ' ' || state || ' ' || bio) as text
       from service_providers where deleted_at is null`,
    )
  ).map((p) => ({ ...p, id: Number(p.id) }));
}, 180_000);
afterAll(() => t.close());

type Group = { data: Record<string, unknown>[]; pagination: Record<string, number> };
type Data = {
  users: Group;
  properties: Group;
  service_providers: Group;
  building_materials: Group;
  groups: Group;
  caveat_posts: Group;
  total: number;
};
const search = async (params: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/api/search?${new URLSearchParams(params)}`, headers });
  return { status: res.statusCode, body: res.json() };
};
const data = async (params: Record<string, string>) => {
  const { status, body } = await search(params);
  expect(status).toBe(200);
  return body.data.data as Data;
};
const ids = (g: Group) => g.data.map((r) => Number(r.id));
const slugs = (g: Group) => g.data.map((r) => String(r.slug));
const inPlace = (p: Provider, place: string) =>
  p.city.toLowerCase() === place || p.service_areas.some((a) => a.toLowerCase() === place);
const HELPERS = ["service_providers", "building_materials", "groups", "caveat_posts"] as const;

describe("GET /api/search: helper results", () => {
  it("a profession and a place find the providers of that trade there, and only them", async () => {
    const d = await data({ query: "plumber in lekki", limit: "50" });
    const expected = providers
      .filter((p) => p.category === "plumber" && inPlace(p, "lekki"))
      .map((p) => p.id)
      .sort((a, b) => b - a);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(d.service_providers)).toEqual(expected);
    expect(d.service_providers.pagination.total).toBe(expected.length);
    const card = d.service_providers.data[0]!;
    expect(card).toMatchObject({
      category: "plumber",
      name: expect.any(String),
      speciality: expect.any(String),
    });
    // Cards carry no bank or contact fields, for anyone.
    for (const key of ["bank_name", "account_number", "email", "phone"]) expect(card).not.toHaveProperty(key);
    // A trade empties the helpers that have none.
    for (const g of ["building_materials", "groups", "caveat_posts"] as const) expect(d[g].data).toEqual([]);
  });

  it("materials match every word of the query in name, category or details", async () => {
    const d = await data({ query: "cement", limit: "50" });
    const rows = await t.database.query<{ id: number }>(
      `select id from store_products where deleted_at is null
         and lower(name || ' ' || category || ' ' || details) ~ '(^|[^a-z0-9])cement' order by id desc`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(ids(d.building_materials)).toEqual(rows.map((r) => Number(r.id)));
    expect(d.building_materials.data[0]).toMatchObject({
      price: expect.any(Number),
      location: expect.any(String),
    });
    expect(d.total).toBeGreaterThanOrEqual(rows.length);
  });

  it("a place finds the groups and notices there; a state keeps only its own", async () => {
    const lekki = await data({ query: "lekki", limit: "50" });
    expect(slugs(lekki.groups)).toEqual(["lekki-residents"]);
    const expected = providers.filter((p) => inPlace(p, "lekki")).map((p) => p.id);
    expect(ids(lekki.service_providers).sort()).toEqual(expected.sort());

    const ajah = await data({ query: "ajah", limit: "50" });
    expect(slugs(ajah.caveat_posts)).toContain("sample-caveat-plot-7-ogombo-road-ajah");
    expect(ajah.caveat_posts.data[0]).toMatchObject({
      type: "caveat",
      title: expect.stringContaining("Ajah"),
    });

    const abuja = await data({ state: "Abuja", limit: "50" });
    expect(slugs(abuja.groups)).toEqual(["landlords-in-abuja"]);
    expect(slugs(abuja.caveat_posts)).toEqual(["sample-loss-of-title-lugbe-abuja"]);
    expect(abuja.service_providers.pagination.total).toBe(
      providers.filter((p) => p.state === "Federal Capital Territory").length,
    );
    for (const p of abuja.service_providers.data) expect(p.state).toBe("Federal Capital Territory");
    for (const m of abuja.building_materials.data)
      expect(String(m.location)).toMatch(/Federal Capital Territory$/);
    expect(abuja.building_materials.data.length).toBeGreaterThan(0);
  });

  it("a place word that names a state finds results anywhere in that state (lagos, abuja)", async () => {
    const lawyers = await data({ query: "lawyer abuja", limit: "50" });
    const expected = providers.filter(
      (p) => p.category === "lawyer" && p.state === "Federal Capital Territory",
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(lawyers.service_providers).sort()).toEqual(expected.map((p) => p.id).sort());
    // Groups keep a state and maybe a town: both Lagos groups, whatever their town.
    const lagos = await data({ query: "lagos", limit: "50" });
    expect(slugs(lagos.groups)).toEqual(["lekki-residents", "renting-in-lagos"]);
  });

  it("every word must match: a second word narrows the helper results", async () => {
    const one = await data({ query: "residents", limit: "50" });
    expect(slugs(one.groups)).toContain("lekki-residents");
    const two = await data({ query: "residents flooding", limit: "50" });
    expect(slugs(two.groups)).toEqual(["lekki-residents"]);
    const none = await data({ query: "residents ibadan", limit: "50" });
    expect(none.groups.data).toEqual([]);
  });

  it.each([
    [{ query: "plumber", minPrice: "1000" }],
    [{ query: "lekki", bedroomCount: "3" }],
    [{ query: "lekki", propertyType: "duplex" }],
    [{ query: "lekki", listingType: "rent" }],
    [{ query: "lekki agent" }],
    [{ query: "lekki", type: "properties" }],
    [{ query: "lekki", type: "users" }],
    [{}],
  ])(
    "%j leaves the helper groups empty (a filter none of them can meet, or nothing asked)",
    async (params) => {
      const d = await data(params as Record<string, string>);
      for (const g of HELPERS) {
        expect(d[g].data).toEqual([]);
        expect(d[g].pagination.total).toBe(0);
      }
    },
  );

  it("limit and page page the helper results", async () => {
    const all = await data({ query: "electrician", limit: "50" });
    const expected = ids(all.service_providers);
    expect(expected.length).toBeGreaterThan(3);
    const second = await data({ query: "electrician", limit: "2", page: "2" });
    expect(ids(second.service_providers)).toEqual(expected.slice(2, 4));
    expect(second.service_providers.pagination).toEqual({
      current_page: 2,
      per_page: 2,
      total: expected.length,
      last_page: Math.ceil(expected.length / 2),
    });
    const past = await data({ query: "electrician", limit: "50", page: "9" });
    expect(past.service_providers.data).toEqual([]);
    expect(past.service_providers.pagination.total).toBe(expected.length);
  });

  it("nothing found: every group empty, total 0", async () => {
    const d = await data({ query: "xqzvw" });
    for (const g of [...HELPERS, "users", "properties"] as const) expect(d[g].data).toEqual([]);
    expect(d.total).toBe(0);
  });

  it("signed-in searches get the same helper results as the cached anonymous ones", async () => {
    const user = await createUser(t.app);
    const anonymous = await data({ query: "lekki" });
    const res = await search({ query: "lekki" }, { authorization: `Bearer ${user.token}` });
    expect(res.status).toBe(200);
    for (const g of HELPERS) expect(ids(res.body.data.data[g])).toEqual(ids(anonymous[g]));
  });

  it("a group made and a notice published a moment ago are found by the very next search (kept results are dropped)", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const auth = { authorization: `Bearer ${admin.token}` };
    // Asked once, so the helper results of this query are kept (for a minute) under the services version; with two
    // words, so is each word's probe ("zanzibar" alone finds nothing).
    expect((await data({ query: "zanzibar" })).groups.data).toEqual([]);
    expect((await data({ query: "zanzibar close" })).groups.data).toEqual([]);
    const made = await t.app.inject({
      method: "POST",
      url: "/svc/groups/groups",
      headers: auth,
      payload: {
        name: "Zanzibar Close Residents",
        description: "Neighbours",
        kind: "place",
        visibility: "public",
      },
    });
    expect(made.statusCode).toBe(201);
    expect((await data({ query: "zanzibar" })).groups.data.map((g) => g.name)).toEqual([
      "Zanzibar Close Residents",
    ]);
    expect((await data({ query: "zanzibar close" })).groups.data.map((g) => g.name)).toEqual([
      "Zanzibar Close Residents",
    ]);

    expect((await data({ query: "quokka" })).caveat_posts.data).toEqual([]);
    expect((await data({ query: "quokka estate" })).caveat_posts.data).toEqual([]);
    const post = await t.app.inject({
      method: "POST",
      url: "/svc/news/editor/posts",
      headers: auth,
      payload: { type: "caveat", title: "Caveat on Plot 9, Quokka Estate", content: "Take notice." },
    });
    expect(post.statusCode).toBe(201);
    expect((await data({ query: "quokka" })).caveat_posts.data).toEqual([]); // a draft is not public
    const id = post.json().post.id;
    expect(
      (await t.app.inject({ method: "POST", url: `/svc/news/editor/posts/${id}/publish`, headers: auth }))
        .statusCode,
    ).toBe(200);
    expect((await data({ query: "quokka" })).caveat_posts.data.map((p) => p.title)).toEqual([
      "Caveat on Plot 9, Quokka Estate",
    ]);
    expect((await data({ query: "quokka estate" })).caveat_posts.data.map((p) => p.title)).toEqual([
      "Caveat on Plot 9, Quokka Estate",
    ]);
  });

  it("a word in no group's name or description is answered without asking the groups; one that is, after its probes", async () => {
    const groups = t.app.services.groups;
    const original = groups.searchCards.bind(groups);
    const asked: { words: string; cities: string; perPage: number; items: number }[] = [];
    groups.searchCards = async (f) => {
      const found = await original(f);
      const cities = (f.cities ?? []).join(",");
      asked.push({ words: f.words.join(" "), cities, perPage: f.perPage, items: found.items.length });
      return found;
    };
    // (As typed: an unknown word would otherwise be corrected to a known one. A search that finds nothing also
    // counts its "Did you mean" candidates, which ask the groups without the word.)
    const groupsOf = async (params: Record<string, string>) =>
      (await data({ ...params, asTyped: "1" })).groups;
    const about = (word: string) => asked.filter((a) => a.words.split(" ").some((w) => w.startsWith(word)));
    try {
      // The groups' words are read in the background once a search needs them; from then on a word in none of them
      // is not asked about at all, at any place, page or state.
      let n = 0;
      await vi.waitFor(
        async () => {
          asked.length = 0;
          expect((await groupsOf({ query: `wombat${++n} lekki` })).data).toEqual([]);
          expect(about("wombat")).toEqual([]);
        },
        { timeout: 5_000, interval: 20 },
      );
      for (const params of <Record<string, string>[]>[
        { query: "wombat ikeja" },
        { query: "wombat lekki", page: "2" },
        { query: "wombat residents", state: "Lagos" },
        { query: "wombat" },
      ]) {
        const found = await groupsOf(params);
        expect(found.data, JSON.stringify(params)).toEqual([]);
        expect(found.pagination.total).toBe(0);
      }
      expect(about("wombat")).toEqual([]);

      // "drainage" is in a group's description, and that group is in Lekki: with Ikeja its probes (the word alone,
      // the place alone, counting without reading a page) show that nothing matches both; the two together are
      // never asked.
      asked.length = 0;
      expect((await groupsOf({ query: "drainage ikeja" })).data).toEqual([]);
      expect(about("drainage")).toEqual([{ words: "drainage", cities: "", perPage: 0, items: 0 }]);
      expect(asked).toContainEqual({ words: "", cities: "ikeja", perPage: 0, items: 0 });
      // The probes are kept: another page asks nothing about the word.
      asked.length = 0;
      expect((await groupsOf({ query: "drainage ikeja", page: "2" })).data).toEqual([]);
      expect(about("drainage")).toEqual([]);
      // And a word that is in a group's text still finds it with another that is.
      expect(slugs((await data({ query: "residents flooding", limit: "50" })).groups)).toEqual([
        "lekki-residents",
      ]);
    } finally {
      groups.searchCards = original;
    }
  });

  it.each([
    [{ query: "lekki", limit: "0" }, "limit"],
    [{ query: "lekki", page: "x" }, "page"],
    [{ query: "plumber", profession: "baker" }, "profession"],
  ])("%j → 422 with the problem under errors.query, no helper runs", async (params, field) => {
    const { status, body } = await search(params as Record<string, string>);
    expect(status).toBe(422);
    expect(body.status).toBe("error");
    expect(body.errors[field]).toHaveLength(1);
    expect(body.message).toBe(body.errors.query[0]);
    expect(body.data).toBeUndefined();
  });
});
