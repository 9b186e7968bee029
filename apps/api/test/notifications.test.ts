/**
 * Issue 37 (ADR 0270): the notification centre. Outbid bidders, owners of an enquired listing and requesters
 * whose property request an agent answers are told in the bell (and by e-mail where the issue says so); each
 * user lists, counts and marks only their own notifications.
 */
import { nairaFromKobo, notificationMessages, requestResponseMessages } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, subscribe, type TestApp } from "./helpers.ts";

type User = Awaited<ReturnType<typeof createUser>>;
let t: TestApp;
let seller: User;
let agent: User;
let tenant: User;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app, { role: "agent", profile: { verifiedAt: new Date() } });
  await subscribe(t.app, seller.user.id, "business");
  agent = await createUser(t.app, { role: "agent", firstName: "Chidi", lastName: "Okafor" });
  tenant = await createUser(t.app, { role: "tenant" });
});
afterAll(() => t.close());

const verified = () => createUser(t.app, { role: "tenant", profile: { verifiedAt: new Date() } });
const list = (who: User, query = "") =>
  t.app.inject({ url: `/api/notifications${query}`, headers: who.auth }).then((r) => r.json());
const unread = async (who: User) =>
  (await t.app.inject({ url: "/api/notifications/unread-count", headers: who.auth })).json().data.unread;
const mails = (to: string, kind: string) =>
  t.database.query<{ subject: string; body: string }>(
    "select subject, body from outbox where recipient = $1 and kind = $2 order by id",
    [to, kind],
  );

async function listing(owner: User, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/properties",
    headers: owner.auth,
    payload: {
      title: "4 bedroom detached duplex in Lekki",
      price: 150_000_000,
      listing_type: "sale",
      category: "duplex",
      property_type: "Detached Duplex",
      city: "Lekki",
      state: "Lagos",
      bedrooms: 4,
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; slug: string; title: string };
}

describe("outbid", () => {
  it("the bidder who led is told in the bell and by e-mail with the new high bid; the new leader is not", async () => {
    const home = await listing(seller);
    const made = await t.app.inject({
      method: "POST",
      url: "/api/auctions",
      headers: seller.auth,
      payload: {
        property_id: home.id,
        starting_price_kobo: 10_000_000_000,
        reserve_price_kobo: 12_000_000_000,
        min_increment_kobo: 50_000_000,
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        ends_at: new Date(Date.now() + 3_600_000).toISOString(),
        deposit_note: "10% deposit by bank transfer within 24 hours of winning.",
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    const [first, second] = [await verified(), await verified()];
    const bid = (who: User, amount: number) =>
      t.app.inject({
        method: "POST",
        url: `/api/auctions/${id}/bids`,
        headers: who.auth,
        payload: { amount_kobo: amount },
      });
    expect((await bid(first, 10_000_000_000)).statusCode).toBe(201);
    expect(await unread(first)).toBe(0);
    expect((await bid(second, 10_100_000_000)).statusCode).toBe(201);

    const mine = await list(first);
    expect(mine.unread).toBe(1);
    expect(mine.data).toEqual([
      {
        id: expect.any(Number),
        kind: "outbid",
        title: notificationMessages.outbidTitle,
        body: notificationMessages.outbidBody(home.title, 10_100_000_000),
        link: `/auction/${id}`,
        read_at: null,
        created_at: expect.any(String),
      },
    ]);
    expect(mine.data[0].body).toBe(
      `Someone bid ₦101,000,000.00 on "${home.title}". Bid again to stay in the auction.`,
    );
    const sent = await mails(first.user.email, "auction_outbid");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(notificationMessages.outbidMailSubject(home.title));
    expect(sent[0]!.body).toContain(
      "The highest bid is now ₦101,000,000.00; the next bid must be at least ₦101,500,000.00.",
    );
    expect(sent[0]!.body).toContain(`/auction/${id}`);
    expect(await unread(second)).toBe(0);
    expect(await mails(second.user.email, "auction_outbid")).toEqual([]);
  });
});

describe("outbid, racing", () => {
  it("bids at once: each bidder who lost the lead is told once, with the bid that beat theirs", async () => {
    const home = await listing(seller, { title: "Racing duplex in Ikoyi", city: "Ikoyi" });
    const made = await t.app.inject({
      method: "POST",
      url: "/api/auctions",
      headers: seller.auth,
      payload: {
        property_id: home.id,
        starting_price_kobo: 10_000_000_000,
        reserve_price_kobo: 10_000_000_000,
        min_increment_kobo: 50_000_000,
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        ends_at: new Date(Date.now() + 3_600_000).toISOString(),
        deposit_note: "10% deposit by bank transfer within 24 hours of winning.",
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    const bidders = await Promise.all(Array.from({ length: 6 }, verified));
    const results = await Promise.all(
      bidders.map((who, i) =>
        t.app.inject({
          method: "POST",
          url: `/api/auctions/${id}/bids`,
          headers: who.auth,
          payload: { amount_kobo: 10_000_000_000 + i * 100_000_000 },
        }),
      ),
    );
    for (const r of results) expect([201, 422]).toContain(r.statusCode);
    const stored = (
      await t.database.query<{ bidder_id: string; amount: string }>(
        "select bidder_id, amount from auction_bids where auction_id = $1 order by id",
        [id],
      )
    ).map((b) => ({ bidder: Number(b.bidder_id), amount: Number(b.amount) }));
    expect(stored.length).toBeGreaterThanOrEqual(1);
    for (const who of bidders) {
      const mine = (await list(who)).data.filter((n: { kind: string }) => n.kind === "outbid");
      const lost = stored.findIndex((b, i) => b.bidder === who.user.id && i < stored.length - 1);
      const sent = await mails(who.user.email, "auction_outbid");
      if (lost < 0) {
        expect(mine).toEqual([]);
        expect(sent).toEqual([]);
        continue;
      }
      const beaten = stored[lost + 1]!.amount;
      expect(mine.map((n: { body: string }) => n.body)).toEqual([
        notificationMessages.outbidBody(home.title, beaten),
      ]);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toContain(
        `The highest bid is now ${nairaFromKobo(beaten)}; the next bid must be at least ${nairaFromKobo(beaten + 50_000_000)}.`,
      );
    }
  });
});

describe("enquiries", () => {
  it("the owner of the listing is told of a new enquiry", async () => {
    const home = await listing(seller, {
      title: "2 bedroom flat in Ikeja",
      listing_type: "rent",
      rent_period: "year",
      price: 2_000_000,
      category: "apartment",
      property_type: "Flat",
      city: "Ikeja",
      bedrooms: 2,
    });
    const before = await unread(seller);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/properties/${home.slug}/enquiries`,
      payload: {
        name: "Bola Ade",
        email: "bola@example.ng",
        message: "Is it still available? I can view on Saturday.",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await unread(seller)).toBe(before + 1);
    expect((await list(seller)).data[0]).toMatchObject({
      kind: "enquiry",
      title: 'New enquiry about "2 bedroom flat in Ikeja"',
      body: "Bola Ade wrote: Is it still available? I can view on Saturday.",
      link: "/dashboard/enquiries",
    });
  });
});

describe("answering a property request", () => {
  let requestId: number;
  let offer: { slug: string; title: string };

  beforeAll(async () => {
    await subscribe(t.app, agent.user.id, "business");
    offer = await listing(agent, {
      title: "3 bedroom flat in Yaba",
      listing_type: "rent",
      rent_period: "year",
      price: 3_000_000,
      category: "apartment",
      property_type: "Flat",
      city: "Yaba",
      bedrooms: 3,
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/property-requests",
      headers: tenant.auth,
      payload: {
        listing_type: "rent",
        state: "Lagos",
        city: "Yaba",
        max_budget: 3_500_000,
        bedrooms: 2,
        note: "Near the university",
      },
    });
    expect(res.statusCode).toBe(201);
    requestId = res.json().data.id;
  });

  const answer = (who: User, body: Record<string, unknown>, id = requestId) =>
    t.app.inject({
      method: "POST",
      url: `/api/property-requests/${id}/responses`,
      headers: who.auth,
      payload: body,
    });

  it("refuses bad input, other requests and other people's listings, changing nothing", async () => {
    const short = await answer(agent, { message: "Hi" });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ message: ["Message must be at least 10 characters"] });
    expect((await answer(agent, { message: "I have a flat for you" }, 999_999)).json()).toMatchObject({
      statusCode: 404,
      message: requestResponseMessages.requestNotFound,
    });
    const strangerListing = await answer(agent, {
      message: "I have a flat for you",
      listing_slug: "not-mine",
    });
    expect(strangerListing.statusCode).toBe(422);
    expect(strangerListing.json().errors).toEqual({
      listing_slug: [requestResponseMessages.listingNotYours],
    });
    // An agent none of whose listings match, and the tenant (not an owner role), may not answer.
    const other = await createUser(t.app, { role: "agent" });
    expect((await answer(other, { message: "I have a flat for you" })).json()).toMatchObject({
      statusCode: 403,
      message: requestResponseMessages.notMatching,
    });
    expect((await answer(tenant, { message: "I have a flat for you" })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/property-requests/${requestId}/responses`,
          payload: { message: "I have a flat for you" },
        })
      ).statusCode,
    ).toBe(401);
    expect(await unread(tenant)).toBe(0);
    expect(await t.database.query("select id from property_request_responses")).toEqual([]);
  });

  it("a matching agent answers once with a listing; the requester is told in the bell and by e-mail", async () => {
    const res = await answer(agent, {
      message: "My flat in Yaba is 5 minutes from UNILAG.",
      listing_slug: offer.slug,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: requestResponseMessages.sent,
      data: {
        request_id: requestId,
        message: "My flat in Yaba is 5 minutes from UNILAG.",
        listing: { slug: offer.slug, title: offer.title },
        responder: { id: agent.user.id, name: "Chidi Okafor" },
      },
    });
    expect((await list(tenant)).data).toMatchObject([
      {
        kind: "request_response",
        title: notificationMessages.requestResponseTitle,
        body: "Chidi Okafor wrote: My flat in Yaba is 5 minutes from UNILAG.",
        link: `/property/${offer.slug}`,
      },
    ]);
    const sent = await mails(tenant.user.email, "request_response");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(notificationMessages.requestResponseMailSubject);
    expect(sent[0]!.body).toContain(`/property/${offer.slug}`);
    expect(sent[0]!.body).toContain(`Reply to them at ${agent.user.email}.`);

    const again = await answer(agent, { message: "Just checking you saw my message." });
    expect(again.json()).toMatchObject({ statusCode: 409, message: requestResponseMessages.alreadyAnswered });
    expect(await unread(tenant)).toBe(1);
  });
});

describe("my notifications", () => {
  it("are listed a page at a time, newest first, and marked read one or all, by their owner only", async () => {
    const me = await createUser(t.app, { role: "tenant" });
    const { notify } = await import("../src/modules/notifications/service.ts");
    for (let i = 1; i <= 3; i++)
      await notify(t.app.db, me.user.id, {
        kind: "alert",
        title: `Alert ${i}`,
        body: `New flat ${i}`,
        link: "/property/x",
      });
    const page1 = await list(me, "?limit=2");
    expect(page1.data.map((n: { title: string }) => n.title)).toEqual(["Alert 3", "Alert 2"]);
    expect(page1.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(page1.unread).toBe(3);
    expect((await list(me, "?limit=2&page=2")).data.map((n: { title: string }) => n.title)).toEqual([
      "Alert 1",
    ]);

    const id = page1.data[0].id;
    // Another user cannot read or mark mine: 404, and mine stays unread.
    const theirs = await t.app.inject({
      method: "POST",
      url: `/api/notifications/${id}/read`,
      headers: tenant.auth,
    });
    expect(theirs.json()).toMatchObject({ statusCode: 404, message: notificationMessages.notFound });
    expect(await unread(me)).toBe(3);
    expect((await list(tenant)).data.some((n: { id: number }) => n.id === id)).toBe(false);

    const read = await t.app.inject({
      method: "POST",
      url: `/api/notifications/${id}/read`,
      headers: me.auth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      message: notificationMessages.markedRead,
      data: { id, read_at: expect.any(String) },
    });
    expect(await unread(me)).toBe(2);
    const all = await t.app.inject({ method: "POST", url: "/api/notifications/read-all", headers: me.auth });
    expect(all.json()).toEqual({ status: "success", message: notificationMessages.allRead });
    expect(await unread(me)).toBe(0);
    expect(await unread(tenant)).toBe(1);
  });

  it("answer 401 signed out and 422 for a bad page or id", async () => {
    expect((await t.app.inject({ url: "/api/notifications" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/notifications/unread-count" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/notifications?page=0", headers: tenant.auth })).statusCode).toBe(
      422,
    );
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/notifications/abc/read",
      headers: tenant.auth,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe("the OpenAPI document", () => {
  it("lists the notification operations, the answer to a request and the monthly market figures", async () => {
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json();
    expect(Object.keys(doc.paths["/api/notifications/"] ?? doc.paths["/api/notifications"])).toEqual(["get"]);
    expect(doc.paths["/api/notifications/unread-count"]).toHaveProperty("get");
    expect(doc.paths["/api/notifications/{id}/read"]).toHaveProperty("post");
    expect(doc.paths["/api/notifications/read-all"]).toHaveProperty("post");
    expect(doc.paths["/api/property-requests/{id}/responses"]).toHaveProperty("post");
    expect(doc.paths["/api/analytics/market/monthly"]).toHaveProperty("get");
  });
});
