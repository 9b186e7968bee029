import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { auctionMessages } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { createTestApp, createUser, subscribe, type TestApp, testRedisUrl } from "./helpers.ts";

type User = Awaited<ReturnType<typeof createUser>>;
let t: TestApp;
let seller: User;
let admin: User;
let tenant: User;
let unverified: User;
const bidders: User[] = [];

const verified = (role: "tenant" | "agent" = "tenant") =>
  createUser(t.app, { role, profile: { verifiedAt: new Date() } });

beforeAll(async () => {
  t = await createTestApp();
  seller = await createUser(t.app, { role: "agent", profile: { verifiedAt: new Date() } });
  // The seller lists a property per auction: more than the Free plan's 3 listings.
  await subscribe(t.app, seller.user.id, "business");
  admin = await createUser(t.app, { role: "admin" });
  tenant = await verified();
  unverified = await createUser(t.app, { role: "tenant" });
  for (let i = 0; i < 12; i++) bidders.push(await verified());
});
afterAll(() => t.close());

let listingSeq = 0;
async function listing(owner: User = seller): Promise<number> {
  listingSeq += 1;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/properties",
    headers: owner.auth,
    payload: {
      title: `4 bedroom detached duplex for sale in Lekki ${listingSeq}`,
      price: 150_000_000,
      listing_type: "sale",
      category: "duplex",
      property_type: "Detached Duplex",
      city: "Lekki",
      state: "Lagos",
      bedrooms: 4,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const MIN = 60_000;

async function schedule(opts: { startsIn?: number; endsIn?: number; by?: User; property?: number } = {}) {
  const body = {
    property_id: opts.property ?? (await listing()),
    starting_price_kobo: 10_000_000_000,
    reserve_price_kobo: 12_000_000_000,
    min_increment_kobo: 50_000_000,
    starts_at: at(opts.startsIn ?? -MIN),
    ends_at: at(opts.endsIn ?? 60 * MIN),
    deposit_note: "10% deposit by bank transfer within 24 hours of winning.",
  };
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auctions",
    headers: (opts.by ?? seller).auth,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; ends_at: string; status: string };
}

const bid = (id: number, who: User, amount: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/auctions/${id}/bids`,
    headers: who.auth,
    payload: { amount_kobo: amount },
  });
const get = async (id: number) =>
  (await t.app.inject({ method: "GET", url: `/api/auctions/${id}` })).json().data;
const row = async (id: number) =>
  (
    await t.database.query<{
      current_bid: string | null;
      bid_count: number;
      ends_at: Date;
      scheduled_end_at: Date;
    }>("select current_bid, bid_count, ends_at, scheduled_end_at from auctions where id = $1", [id])
  )[0]!;

describe("scheduling", () => {
  it("the listing's owner schedules an auction; it is live with no bids", async () => {
    const a = await schedule();
    const data = await get(a.id);
    expect(data).toMatchObject({
      status: "live",
      starting_price_kobo: 10_000_000_000,
      reserve_price_kobo: 12_000_000_000,
      min_increment_kobo: 50_000_000,
      current_bid_kobo: null,
      next_min_bid_kobo: 10_000_000_000,
      bid_count: 0,
      reserve_met: false,
      winner: null,
      leader: null,
      demo: false,
      bids: [],
      seller: { id: seller.user.id },
      property: { state: "Lagos", city: "Lekki", bedrooms: 4 },
    });
  });

  it("others cannot auction someone's listing; admins can; a listing has one open auction", async () => {
    const property = await listing();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auctions",
      headers: tenant.auth,
      payload: {
        property_id: property,
        starting_price_kobo: 100,
        reserve_price_kobo: 200,
        min_increment_kobo: 10,
        starts_at: at(0),
        ends_at: at(MIN),
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You can only auction your own listings");
    const byAdmin = await schedule({ by: admin, property });
    expect((await get(byAdmin.id)).seller.id).toBe(seller.user.id);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auctions",
      headers: admin.auth,
      payload: {
        property_id: property,
        starting_price_kobo: 100,
        reserve_price_kobo: 200,
        min_increment_kobo: 10,
        starts_at: at(0),
        ends_at: at(MIN),
      },
    });
    expect(again.statusCode).toBe(409);
  });

  it("invalid schedules are 422 and store nothing", async () => {
    const property = await listing();
    const base = {
      property_id: property,
      starting_price_kobo: 1000,
      reserve_price_kobo: 2000,
      min_increment_kobo: 100,
      starts_at: at(0),
      ends_at: at(MIN),
    };
    for (const body of [
      { ...base, ends_at: at(-2 * MIN), starts_at: at(-3 * MIN) },
      { ...base, ends_at: base.starts_at, starts_at: base.ends_at },
      { ...base, starting_price_kobo: 3000 },
      { ...base, min_increment_kobo: 0 },
      { ...base, reserve_price_kobo: 12.5 },
      { ...base, starts_at: "tomorrow" },
      { ...base, property_id: 999_999 },
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auctions",
        headers: seller.auth,
        payload: body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const [n] = await t.database.query<{ n: string }>(
      "select count(*) as n from auctions where property_id = $1",
      [property],
    );
    expect(Number(n?.n)).toBe(0);
  });
});

describe("bidding rules", () => {
  it("only signed-in, verified users who are not the seller bid", async () => {
    const a = await schedule();
    const anon = await t.app.inject({
      method: "POST",
      url: `/api/auctions/${a.id}/bids`,
      payload: { amount_kobo: 10_000_000_000 },
    });
    expect(anon.statusCode).toBe(401);
    const notVerified = await bid(a.id, unverified, 10_000_000_000);
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json().message).toBe(
      "Only verified users can bid. Complete your identity verification in your dashboard first.",
    );
    const own = await bid(a.id, seller, 10_000_000_000);
    expect(own.statusCode).toBe(403);
    expect((await row(a.id)).bid_count).toBe(0);
  });

  it("the first bid is at least the starting price; each next beats the highest by the increment", async () => {
    const a = await schedule();
    const low = await bid(a.id, bidders[0]!, 9_999_999_999);
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({
      code: "BID_TOO_LOW",
      message: "Your bid must be at least ₦100,000,000.00",
    });
    const first = await bid(a.id, bidders[0]!, 10_000_000_000);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      extended: false,
      bid: { amount_kobo: 10_000_000_000, bidder: { id: bidders[0]!.user.id } },
      auction: { current_bid_kobo: 10_000_000_000, bid_count: 1, next_min_bid_kobo: 10_050_000_000 },
    });
    const again = await bid(a.id, bidders[0]!, 10_100_000_000);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You already have the highest bid");
    const notEnough = await bid(a.id, bidders[1]!, 10_049_999_999);
    expect(notEnough.statusCode).toBe(422);
    expect(notEnough.json().message).toBe("Your bid must be at least ₦100,500,000.00");
    expect((await bid(a.id, bidders[1]!, 10_050_000_000)).statusCode).toBe(201);
    const data = await get(a.id);
    expect(data).toMatchObject({
      current_bid_kobo: 10_050_000_000,
      bid_count: 2,
      leader: { id: bidders[1]!.user.id },
    });
    expect(data.bids.map((b: { amount_kobo: number }) => b.amount_kobo)).toEqual([
      10_050_000_000, 10_000_000_000,
    ]);
    expect(data.bids[0].bidder.name).toMatch(/^Ada O\.$/);
  });

  it("an upcoming auction refuses bids until it starts", async () => {
    const a = await schedule({ startsIn: 30 * MIN, endsIn: 90 * MIN });
    expect(a.status).toBe("upcoming");
    const res = await bid(a.id, bidders[0]!, 10_000_000_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("AUCTION_NOT_STARTED");
  });

  it("an ended auction refuses bids with a clear message and shows the winner when the reserve was met", async () => {
    const met = await schedule();
    expect((await bid(met.id, bidders[2]!, 12_000_000_000)).statusCode).toBe(201);
    const unmet = await schedule();
    expect((await bid(unmet.id, bidders[3]!, 10_000_000_000)).statusCode).toBe(201);
    await t.database.query(
      "update auctions set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 minute' where id = any($1::bigint[])",
      [[met.id, unmet.id]],
    );
    const refused = await bid(met.id, bidders[4]!, 20_000_000_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "AUCTION_ENDED",
      message: "This auction has ended. Bids are no longer accepted.",
    });
    expect(await get(met.id)).toMatchObject({
      status: "ended",
      reserve_met: true,
      winner: { id: bidders[2]!.user.id },
      current_bid_kobo: 12_000_000_000,
    });
    expect(await get(unmet.id)).toMatchObject({ status: "ended", reserve_met: false, winner: null });
    const ended = await t.app.inject({ method: "GET", url: "/api/auctions?status=ended&limit=100" });
    const ids = (ended.json().data as Array<{ id: number; status: string }>).map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([met.id, unmet.id]));
    expect((ended.json().data as Array<{ status: string }>).every((x) => x.status === "ended")).toBe(true);
  });

  it("a bid in the last 2 minutes moves the end 2 minutes later; an earlier bid does not", async () => {
    const closing = await schedule({ endsIn: MIN });
    const before = (await row(closing.id)).ends_at.getTime();
    const res = await bid(closing.id, bidders[0]!, 10_000_000_000);
    expect(res.json().data.extended).toBe(true);
    const after = await row(closing.id);
    expect(after.ends_at.getTime() - before).toBe(2 * MIN);
    expect(after.scheduled_end_at.getTime()).toBe(before);
    expect(new Date(res.json().data.auction.ends_at).getTime()).toBe(before + 2 * MIN);

    const early = await schedule({ endsIn: 10 * MIN });
    const earlyBefore = (await row(early.id)).ends_at.getTime();
    const res2 = await bid(early.id, bidders[0]!, 10_000_000_000);
    expect(res2.json().data.extended).toBe(false);
    expect((await row(early.id)).ends_at.getTime()).toBe(earlyBefore);
  });

  it("removal: only without bids, only by its owner or an admin", async () => {
    const a = await schedule();
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/auctions/${a.id}`, headers: tenant.auth }))
        .statusCode,
    ).toBe(403);
    expect((await bid(a.id, bidders[5]!, 10_000_000_000)).statusCode).toBe(201);
    const withBids = await t.app.inject({
      method: "DELETE",
      url: `/api/auctions/${a.id}`,
      headers: seller.auth,
    });
    expect(withBids.statusCode).toBe(409);
    const b = await schedule();
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/auctions/${b.id}`, headers: seller.auth }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/auctions/${b.id}` })).statusCode).toBe(404);
  });
});

describe("admin cancellation", () => {
  it("an admin cancels a live auction with a reason: audited, no more bids, the parties are told, the listing is free again", async () => {
    const property = await listing();
    const a = await schedule({ property });
    expect((await bid(a.id, bidders[0]!, 10_000_000_000)).statusCode).toBe(201);
    const url = `/api/admin/auctions/${a.id}/cancel`;
    const reason = "The seller could not show a valid title for the land.";
    expect((await t.app.inject({ method: "POST", url, payload: { reason } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url, headers: seller.auth, payload: { reason } })).statusCode,
    ).toBe(403);
    const short = await t.app.inject({ method: "POST", url, headers: admin.auth, payload: { reason: "x" } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.reason).toEqual([auctionMessages.cancelReasonRequired]);

    const done = await t.app.inject({ method: "POST", url, headers: admin.auth, payload: { reason } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: auctionMessages.cancelledByAdmin,
      data: { status: "cancelled", cancel_reason: reason, winner: null },
    });
    const refused = await bid(a.id, bidders[1]!, 20_000_000_000);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(auctionMessages.cancelled);
    const again = await t.app.inject({ method: "POST", url, headers: admin.auth, payload: { reason } });
    expect(again.statusCode).toBe(409);

    // Gone from the default list, found with status=cancelled; the page still answers with the reason.
    const list = (await t.app.inject({ url: "/api/auctions?limit=100" })).json().data as { id: number }[];
    expect(list.map((x) => x.id)).not.toContain(a.id);
    const cancelled = (await t.app.inject({ url: "/api/auctions?status=cancelled&limit=100" })).json().data;
    expect(cancelled.map((x: { id: number }) => x.id)).toContain(a.id);

    const log = (
      await t.app.inject({
        url: `/api/admin/audit?target_type=auction&target_id=${a.id}`,
        headers: admin.auth,
      })
    ).json().data;
    expect(log).toMatchObject([
      { action: "auction.cancel", reason, before: { status: "live" }, after: { status: "cancelled" } },
    ]);
    for (const who of [seller, bidders[0]!]) {
      const mail = (
        await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(who.user.email)}` })
      ).json().data as { subject: string | null; text: string }[];
      const told = mail.find((m) => m.subject === auctionMessages.cancelledMailSubject);
      expect(told?.text, who.user.email).toContain(reason);
    }

    // The listing may be auctioned again.
    await schedule({ property });
  });

  it("an ended auction cannot be cancelled", async () => {
    const a = await schedule();
    await t.database.query(
      "update auctions set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 minute' where id = $1",
      [a.id],
    );
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/auctions/${a.id}/cancel`,
      headers: admin.auth,
      payload: { reason: "Too late to cancel" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(auctionMessages.cannotCancelEnded);
  });
});

describe("racing bids", () => {
  it("many concurrent bids of the same amount: exactly one wins", async () => {
    const a = await schedule();
    const results = await Promise.all(bidders.map((b) => bid(a.id, b, 10_000_000_000)));
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(bidders.length - 1);
    const stored = await t.database.query<{ bidder_id: string }>(
      "select bidder_id from auction_bids where auction_id = $1",
      [a.id],
    );
    expect(stored).toHaveLength(1);
    const r = await row(a.id);
    expect(Number(r.current_bid)).toBe(10_000_000_000);
    expect(r.bid_count).toBe(1);
    expect(Number(stored[0]!.bidder_id)).toBe(won[0]!.json().data.bid.bidder.id);
  });

  it("many concurrent rising bids near the end leave one consistent highest bid and one extension per accepted bid", async () => {
    const a = await schedule({ endsIn: 90_000 });
    const scheduled = (await row(a.id)).ends_at.getTime();
    const amounts = bidders.map((_, i) => 10_000_000_000 + i * 50_000_000);
    const results = await Promise.all(bidders.map((b, i) => bid(a.id, b, amounts[i]!)));
    const accepted = results
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().data.bid.amount_kobo as number);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const r of results) expect([201, 422]).toContain(r.statusCode);
    const stored = await t.database.query<{ amount: string; extended: boolean }>(
      "select amount, extended from auction_bids where auction_id = $1 order by id",
      [a.id],
    );
    // Stored in id order, each accepted bid beats the previous by at least the increment.
    const seq = stored.map((s) => Number(s.amount));
    for (let i = 1; i < seq.length; i++) expect(seq[i]! - seq[i - 1]!).toBeGreaterThanOrEqual(50_000_000);
    expect(seq.sort()).toEqual([...accepted].sort());
    const r = await row(a.id);
    expect(Number(r.current_bid)).toBe(Math.max(...accepted));
    expect(r.bid_count).toBe(accepted.length);
    // The first accepted bid came with 90 s left, so it extended; each extension is exactly 2 minutes.
    expect(stored[0]?.extended).toBe(true);
    const extensions = stored.filter((s) => s.extended).length;
    expect(r.ends_at.getTime()).toBe(scheduled + extensions * 2 * MIN);
  });
});

/** Reads server-sent events from a listening server until `until` says stop. */
function readEvents(
  base: string,
  path: string,
  until: (events: Array<{ event: string; data: Record<string, unknown> }>) => boolean,
) {
  return new Promise<Array<{ event: string; data: Record<string, unknown> }>>((resolve, reject) => {
    const events: Array<{ event: string; data: Record<string, unknown> }> = [];
    let buffer = "";
    const req = httpRequest(`${base}${path}`, (res) => {
      if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
      expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          end = buffer.indexOf("\n\n");
        }
        if (until(events)) {
          req.destroy();
          resolve(events);
        }
      });
    });
    req.on("error", (err) => {
      if (!(err as NodeJS.ErrnoException).code?.includes("ECONNRESET")) reject(err);
    });
    setTimeout(() => {
      req.destroy();
      reject(new Error(`timed out with ${JSON.stringify(events.map((e) => e.event))}`));
    }, 10_000);
    req.end();
  });
}

describe("live updates (server-sent events)", () => {
  it("sends a snapshot, then every accepted bid", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const a = await schedule();
    const seen = readEvents(base, `/api/auctions/${a.id}/events`, (e) => e.some((x) => x.event === "bid"));
    // Wait until the stream is subscribed (the snapshot is written after subscribing).
    await new Promise((r) => setTimeout(r, 300));
    expect((await bid(a.id, bidders[6]!, 10_000_000_000)).statusCode).toBe(201);
    const events = await seen;
    expect(events[0]).toMatchObject({ event: "snapshot", data: { id: a.id, bid_count: 0 } });
    const b = events.find((e) => e.event === "bid")!;
    expect(b.data).toMatchObject({
      auction: { id: a.id, current_bid_kobo: 10_000_000_000, bid_count: 1 },
      bid: { amount_kobo: 10_000_000_000 },
    });
    const missing = await t.app.inject({ method: "GET", url: "/api/auctions/999999/events" });
    expect(missing.statusCode).toBe(404);
  });

  it(`a bid placed on one instance reaches listeners of ${testRedisUrl ? "another instance (Redis pub/sub)" : "the instance (in-process emitter; no REDIS_URL)"}`, async () => {
    // With REDIS_URL, a second server on the same database and Redis (same key prefix) is the listener.
    const second = testRedisUrl
      ? await buildApp({ config: t.config, database: t.database, logger: false })
      : null;
    const listener = second ?? t.app;
    if (second) await second.listen({ port: 0, host: "127.0.0.1" });
    else if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const base = `http://127.0.0.1:${(listener.server.address() as AddressInfo).port}`;
      const a = await schedule();
      const seen = readEvents(base, `/api/auctions/${a.id}/events`, (e) => e.some((x) => x.event === "bid"));
      await new Promise((r) => setTimeout(r, 300));
      expect((await bid(a.id, bidders[7]!, 10_500_000_000)).statusCode).toBe(201);
      const events = await seen;
      expect(events.find((e) => e.event === "bid")?.data).toMatchObject({
        auction: { id: a.id, current_bid_kobo: 10_500_000_000 },
      });
    } finally {
      await second?.close();
    }
  });
});
