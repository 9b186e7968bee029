/**
 * Saved searches and alerts (issue 37, ADR 0406, 0410): the owner-only API with its limits and messages; alerts
 * matched by the search's own rules (a misspelt town too), sent once per listing per search even when two sweeps
 * (two instances, on PostgreSQL each with its own pool) run at once, and put in the notification centre; price
 * drops; listings available again; daily digests; the one-click unsubscribe link (valid, tampered, expired). The
 * alerts run on each search engine (`SEARCH_ENGINE`: postgres and index percolate alike, ADR 0412).
 * Web push is push.test.ts.
 */
import { savedSearchMessages as M, MAX_SAVED_SEARCHES, notificationMessages } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeToken } from "../src/modules/saved-searches/unsubscribe.ts";
import { createTestApp, createUser, subscribe, type TestApp, withSecondInstance } from "./helpers.ts";
import { ENGINES, type EngineName } from "./search-engines.ts";

let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let agent: User;

/** A fresh app on this search engine (ADR 0412: alerts percolate through the engine's port), with listings. */
async function start(engine: EngineName) {
  t = await createTestApp({ SEARCH_ENGINE: engine });
  agent = await createUser(t.app, { role: "agent" });
  await subscribe(t.app, agent.user.id, "business");
  // Towns in use (the search's place words come from the listings): three in Lekki, three in Yaba.
  for (const city of ["Lekki", "Lekki", "Lekki", "Yaba", "Yaba", "Yaba"])
    await listing(`Older flat in ${city}`, { city });
  await t.app.services.alerts.sweep();
}

async function listing(title: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/properties",
    headers: agent.auth,
    payload: {
      title,
      price: 3_500_000,
      listing_type: "rent",
      rent_period: "year",
      category: "apartment",
      property_type: "Flat",
      city: "Lekki",
      state: "Lagos",
      bedrooms: 3,
      bathrooms: 3,
      amenities: [],
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; slug: string };
}

const save = (user: User, body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/saved-searches", headers: user.auth, payload: body });

async function saved(user: User, body: Record<string, unknown>) {
  const res = await save(user, { name: "Flats", ...body });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
}

const notes = async (user: User) =>
  (await t.app.inject({ url: "/api/notifications", headers: user.auth })).json().data as {
    kind: string;
    title: string;
  }[];

const mails = async (to: string) =>
  (await t.app.outbox.list({ to })).filter((m) => m.kind.startsWith("saved_search")).map((m) => m);

describe("the saved searches API", () => {
  beforeAll(() => start("index"));
  afterAll(() => t.close());

  it("creates, lists, updates and deletes the owner's searches", async () => {
    const me = await createUser(t.app);
    const res = await save(me, {
      name: "  Lekki flats ",
      params: { query: "flat", city: "Lekki", maxPrice: "5,000,000", category: "apartment", minPrice: "" },
      frequency: "daily",
      channels: ["email", "push"],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.created);
    const s = res.json().data;
    expect(s).toMatchObject({
      name: "Lekki flats",
      params: { query: "flat", city: "Lekki", maxPrice: "5,000,000", category: "apartment" },
      frequency: "daily",
      channels: ["email", "push"],
      paused: false,
    });
    expect(s.params).not.toHaveProperty("minPrice");

    const list = await t.app.inject({ url: "/api/saved-searches", headers: me.auth });
    expect(list.json().data.map((x: { id: number }) => x.id)).toEqual([s.id]);

    const put = await t.app.inject({
      method: "PUT",
      url: `/api/saved-searches/${s.id}`,
      headers: me.auth,
      payload: { paused: true, name: "Paused flats" },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      message: M.updated,
      data: { paused: true, name: "Paused flats", frequency: "daily", params: { city: "Lekki" } },
    });

    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/saved-searches/${s.id}`,
      headers: me.auth,
    });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(M.deleted);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/saved-searches/${s.id}`,
      headers: me.auth,
    });
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/saved-searches", headers: me.auth })).json().data).toEqual([]);
  });

  it("answers 404 for another account's search and changes nothing", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const s = await saved(owner, { params: { query: "duplex" } });
    for (const method of ["PUT", "DELETE"] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/saved-searches/${s.id}`,
        headers: other.auth,
        ...(method === "PUT" ? { payload: { name: "Mine now" } } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
    const list = await t.app.inject({ url: "/api/saved-searches", headers: owner.auth });
    expect(list.json().data[0]).toMatchObject({ id: s.id, name: "Flats" });
    expect((await t.app.inject({ url: "/api/saved-searches" })).statusCode).toBe(401);
  });

  it("refuses bad input with the search's own messages and stores nothing", async () => {
    const me = await createUser(t.app);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ name: "x", params: {} }, 422, M.emptySearch],
      [{ name: "", params: { query: "flat" } }, 422, M.nameRequired],
      [{ name: "x".repeat(81), params: { query: "flat" } }, 422, M.nameTooLong],
      [{ name: "x", params: { query: "flat" }, frequency: "hourly" }, 422, M.frequencyInvalid],
      [{ name: "x", params: { query: "flat" }, channels: [] }, 422, M.channelsRequired],
      [{ name: "x", params: { query: "flat" }, channels: ["sms"] }, 422, M.smsNeedsPhone],
      [{ name: "x", params: { minPrice: "lots" } }, 422, "Minimum price must be a number of at least 0"],
      [
        { name: "x", params: { minPrice: "9", maxPrice: "1" } },
        422,
        "Maximum price must not be below the minimum price",
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await save(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await t.app.inject({ url: "/api/saved-searches", headers: me.auth })).json().data).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per account, even when saved all at once`, async () => {
    const me = await createUser(t.app);
    const results = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 5 }, (_, i) =>
        save(me, { name: `S${i}`, params: { query: "flat" } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused) expect(r.json()).toMatchObject({ statusCode: 409, message: M.limit });
    expect((await t.app.inject({ url: "/api/saved-searches", headers: me.auth })).json().data).toHaveLength(
      MAX_SAVED_SEARCHES,
    );
  });
});

describe.each(ENGINES)("alerts on the %s search engine", (engine) => {
  beforeAll(() => start(engine));
  afterAll(() => t.close());

  it("matches a new listing by the search's rules, a misspelt town too, and names it in an e-mail", async () => {
    const tenant = await createUser(t.app);
    await saved(tenant, { name: "Leki flats", params: { query: "flat in Leki", listingType: "rent" } });
    const lekki = await listing("Bright 3 bedroom flat");
    await listing("Bright flat far away", { city: "Yaba" });
    await listing("Flat for sale in Lekki", { listing_type: "sale", rent_period: undefined });
    await t.app.services.alerts.sweep();
    const got = await mails(tenant.user.email!);
    expect(got).toHaveLength(1);
    const mail = got[0]!;
    expect(mail.subject).toBe('New match for "Leki flats": Bright 3 bedroom flat');
    expect(mail.text).toContain("New: Bright 3 bedroom flat");
    expect(mail.text).toContain("₦3,500,000.00/year · Lekki, Lagos");
    expect(mail.text).toContain(`${t.config.PUBLIC_URL}/property/${lekki.slug}`);
    expect(mail.text).not.toContain("far away");
    expect(mail.text).not.toContain("for sale");
    const unsubscribe = /Stop these alerts: (\S+)/.exec(mail.text)![1]!;
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // The alert is in the bell too: one item per listing, naming its price and place, opening the listing.
    const bell = (await t.app.inject({ url: "/api/notifications", headers: tenant.auth })).json();
    expect(bell.unread).toBe(1);
    expect(bell.data).toEqual([
      {
        id: expect.any(Number),
        kind: "alert",
        title: "New: Bright 3 bedroom flat",
        body: '₦3,500,000.00/year · Lekki, Lagos. Matches your saved search "Leki flats".',
        link: `/property/${lekki.slug}`,
        read_at: null,
        created_at: expect.any(String),
      },
    ]);
    // The next sweep (and its margin) sends nothing again.
    await t.app.services.alerts.sweep();
    expect(await mails(tenant.user.email!)).toHaveLength(1);
    expect(await notes(tenant)).toHaveLength(1);
  });

  it("sends once per listing per search when two sweeps run at once on two instances", async () => {
    const tenant = await createUser(t.app);
    await saved(tenant, { params: { query: "penthouse" } });
    await listing("Penthouse with a view", { property_type: "Penthouse" });
    await withSecondInstance(t, async (second) => {
      const results = await Promise.all([t.app.services.alerts.sweep(), second.services.alerts.sweep()]);
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
    });
    await t.app.services.alerts.sweep();
    expect(await mails(tenant.user.email!)).toHaveLength(1);
  });

  it("tells of a price drop into the search's range, and not of other edits", async () => {
    const old = await listing("Terrace flat by the lagoon", { price: 6_000_000 });
    await t.app.services.alerts.sweep();
    const tenant = await createUser(t.app);
    await saved(tenant, { params: { query: "terrace lagoon", maxPrice: "5,000,000" } });
    const edit = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: `/api/properties/${old.slug}`, headers: agent.auth, payload });
    expect((await edit({ description: "Freshly painted." })).statusCode).toBe(200);
    await t.app.services.alerts.sweep();
    expect(await mails(tenant.user.email!)).toHaveLength(0);
    expect((await edit({ price: 4_500_000 })).statusCode).toBe(200);
    await t.app.services.alerts.sweep();
    const got = await mails(tenant.user.email!);
    expect(got).toHaveLength(1);
    expect(got[0]!.text).toContain("Price reduced: Terrace flat by the lagoon");
    expect(got[0]!.text).toContain("₦4,500,000.00/year");
    expect((await notes(tenant)).map((n) => n.title)).toEqual([
      notificationMessages.alertTitle("price_drop", "Terrace flat by the lagoon"),
    ]);
    // A second drop of the same listing tells this search nothing more (once per listing per search).
    expect((await edit({ price: 4_000_000 })).statusCode).toBe(200);
    await t.app.services.alerts.sweep();
    expect(await mails(tenant.user.email!)).toHaveLength(1);
  });

  it("tells when a let or hidden listing is available again, once, and not while it is let", async () => {
    const flat = await listing("Mews house in Ikoyi", { city: "Ikoyi" });
    const other = await listing("Mews cottage in Ikoyi", { city: "Ikoyi" });
    await t.app.services.alerts.sweep();
    // Both last changed well before the sweep's mark: only a new stamp makes the sweep read them again.
    await t.app.database.query(
      "update properties set search_changed_at = now() - interval '1 minute' where id = any($1::bigint[])",
      [[flat.id, other.id]],
    );
    const tenant = await createUser(t.app);
    await saved(tenant, { name: "Mews", params: { query: "mews" } });
    const status = (slug: string, value: string) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/properties/${slug}/status`,
        headers: agent.auth,
        payload: { status: value },
      });
    expect((await status(flat.slug, "rented")).statusCode).toBe(200);
    await t.app.services.alerts.sweep();
    expect(await mails(tenant.user.email!)).toHaveLength(0);
    expect((await status(flat.slug, "available")).statusCode).toBe(200);
    await t.app.services.alerts.sweep();
    const got = await mails(tenant.user.email!);
    expect(got).toHaveLength(1);
    expect(got[0]!.subject).toBe('New match for "Mews": Mews house in Ikoyi');
    expect(got[0]!.text).toContain("Available again: Mews house in Ikoyi");
    expect((await notes(tenant)).map((n) => n.title)).toEqual(["Available again: Mews house in Ikoyi"]);
    // Let and available again: already told of this listing, so nothing more.
    expect((await status(flat.slug, "rented")).statusCode).toBe(200);
    await t.app.services.alerts.sweep();
    expect((await status(flat.slug, "available")).statusCode).toBe(200);
    await t.app.services.alerts.sweep();
    expect(await mails(tenant.user.email!)).toHaveLength(1);

    // Hidden (deleted by a suspension) and restored: live again, so the other listing alerts too.
    await t.app.database.query("update properties set deleted_at = now() where id = $1", [other.id]);
    await t.app.services.alerts.sweep();
    await t.app.database.query("update properties set deleted_at = null where id = $1", [other.id]);
    await t.app.services.alerts.sweep();
    const after = await mails(tenant.user.email!);
    expect(after).toHaveLength(2);
    expect(after.filter((m) => m.text.includes("Available again: Mews cottage in Ikoyi"))).toHaveLength(1);
  });

  it("collects a daily search's matches into one digest a day", async () => {
    const tenant = await createUser(t.app);
    const s = await saved(tenant, { params: { query: "maisonette" }, frequency: "daily" });
    await listing("Maisonette one");
    await listing("Maisonette two");
    await t.app.services.alerts.sweep();
    expect(await mails(tenant.user.email!)).toHaveLength(0);
    await t.app.database.query(
      "update saved_searches set last_digest_at = now() - interval '25 hours' where id = $1",
      [s.id],
    );
    await Promise.all([t.app.services.alerts.sweep(), t.app.services.alerts.sweep()]);
    const got = await mails(tenant.user.email!);
    expect(got).toHaveLength(1);
    expect(got[0]!.kind).toBe("saved_search_digest");
    expect(got[0]!.subject).toBe('2 listings today for "Flats"');
    expect(got[0]!.text).toContain("Maisonette one");
    expect(got[0]!.text).toContain("Maisonette two");
    await listing("Maisonette three");
    await t.app.services.alerts.sweep();
    expect(await mails(tenant.user.email!)).toHaveLength(1);
  });

  it("the unsubscribe link pauses the search without a login; tampered or expired links change nothing", async () => {
    const tenant = await createUser(t.app);
    const s = await saved(tenant, { params: { query: "bungalow" } });
    const token = unsubscribeToken(t.config.JWT_SECRET, s.id);
    const url = (tk: string) => `/api/saved-searches/unsubscribe?token=${encodeURIComponent(tk)}`;

    const tampered = token.replace(/^\d+/, String(s.id + 1));
    const expired = unsubscribeToken(t.config.JWT_SECRET, s.id, Date.now() - 400 * 24 * 3600 * 1000);
    for (const bad of [tampered, expired, "nonsense", `${token}x`]) {
      const res = await t.app.inject({ url: url(bad) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "INVALID_TOKEN", message: M.unsubscribeInvalid });
    }
    const list = async () =>
      (await t.app.inject({ url: "/api/saved-searches", headers: tenant.auth })).json().data;
    expect((await list())[0].paused).toBe(false);

    // A browser opening the link is sent to the site's unsubscribe page (issue 53), which does the one-click POST.
    const ok = await t.app.inject({ url: url(token), headers: { accept: "text/html,*/*" } });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await list())[0].paused).toBe(false);
    const post = await t.app.inject({ method: "POST", url: url(token) });
    expect(post.json()).toMatchObject({ message: M.unsubscribed, data: { paused: true } });
    expect((await list())[0].paused).toBe(true);

    await listing("Bungalow with garden");
    await t.app.services.alerts.sweep();
    expect(await mails(tenant.user.email!)).toHaveLength(0);
  });
});
