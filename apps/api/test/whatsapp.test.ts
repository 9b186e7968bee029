/**
 * WhatsApp as a delivery channel (issue 50, ADR 0750), against a local server that speaks the Cloud API
 * (fake-whatsapp.ts): opt-in with a verified phone, STOP, the 24-hour rule for enquiry answers, signed webhooks,
 * statuses in any order and twice, retries with backoff, the e-mail fallback, one send per message across two
 * instances, and development keeping every message in the outbox.
 */

import { readFileSync } from "node:fs";
import {
  enquiryMessages,
  whatsappMessages as M,
  savedSearchMessages,
  WHATSAPP_TEMPLATES,
} from "@ile/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstOf, rowsOf } from "../src/db/rows.ts";
import { loadConfig } from "../src/platform/config.ts";
import { backoffSeconds } from "../src/platform/whatsapp.ts";
import { type FakeWhatsApp, startFakeWhatsApp, webhookPayload } from "./fake-whatsapp.ts";
import { createTestApp, createUser, subscribe, type TestApp, withSecondInstance } from "./helpers.ts";

type User = Awaited<ReturnType<typeof createUser>>;
let fake: FakeWhatsApp;
let t: TestApp;
let dev: TestApp;
let agent: User;
let seq = 0;

beforeAll(async () => {
  fake = await startFakeWhatsApp();
  t = await createTestApp(fake.env());
  dev = await createTestApp();
  agent = await createUser(t.app, { role: "agent", firstName: "Tunde" });
  await subscribe(t.app, agent.user.id, "business");
});
afterAll(async () => {
  await t.close();
  await dev.close();
  await fake.close();
});

const phoneOf = () => `+23480${String(process.pid % 1000).padStart(3, "0")}${String(++seq).padStart(5, "0")}`;

async function person(
  app: FastifyInstance,
  { verified = true, on = true, role = "tenant" as "tenant" | "agent" } = {},
) {
  const u = await createUser(app, { phone: phoneOf(), role, profile: { verifiedAt: new Date() } });
  if (verified) await app.db.execute(sql`update users set phone_verified_at = now() where id = ${u.user.id}`);
  if (on) {
    const res = await app.inject({
      method: "PUT",
      url: "/api/whatsapp/me",
      headers: u.auth,
      payload: { enabled: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...u, phone: u.user.phone!, digits: u.user.phone!.slice(1) };
}

const row = (app: FastifyInstance, id: number) =>
  firstOf<{
    state: string;
    wa_status: string | null;
    wamid: string | null;
    attempts: number;
    error_code: number | null;
    retry_in: number | null;
    fell_back_at: Date | null;
  }>(
    app.db,
    sql`select state, wa_status, wamid, attempts, error_code, fell_back_at,
               extract(epoch from next_attempt_at - now())::int as retry_in from outbox where id = ${id}`,
  ).then((r) => r!);
/** Sends everything due (other tests' alerts included). */
const drain = async () => {
  while ((await t.app.outbox.whatsapp.deliverDue(100)).sent > 0);
};
const dueNow = (app: FastifyInstance, id: number) =>
  app.db.execute(sql`update outbox set next_attempt_at = now() where id = ${id}`);
const hook = (
  app: FastifyInstance,
  value: { statuses?: unknown[]; messages?: unknown[] },
  secret?: string,
) => {
  const s = fake.signed(webhookPayload(fake.phoneNumberId, value), secret);
  return app.inject({ method: "POST", url: "/api/whatsapp/webhook", headers: s.headers, payload: s.payload });
};
const outbid = (u: { user: { id: number } }, key = `test:${++seq}`) =>
  t.app.outbox.whatsapp.template(
    u.user.id,
    "outbid",
    ["3-bed flat, Lekki", "₦5,000,000", "http://x/auction/1"],
    {
      eventKey: key,
      fallback: { subject: "Outbid on 3-bed flat", text: "Someone bid more." },
    },
  );

async function listing(app: FastifyInstance, owner: User, title: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/properties",
    headers: owner.auth,
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
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; slug: string };
}

describe("opt-in", () => {
  it("needs a verified phone, keeps the time of consent, and gates the saved search's whatsapp channel", async () => {
    const unverified = await person(t.app, { verified: false, on: false });
    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/whatsapp/me",
      headers: unverified.auth,
      payload: { enabled: true },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(M.needsVerifiedPhone);
    const save = (u: User) =>
      t.app.inject({
        method: "POST",
        url: "/api/saved-searches",
        headers: u.auth,
        payload: { name: "Lekki", params: { query: "flat lekki" }, channels: ["whatsapp"] },
      });
    const early = await save(unverified);
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(M.savedSearchNeedsOptIn);
    expect(await t.app.outbox.whatsapp.template(unverified.user.id, "outbid", ["a", "b", "c"])).toBeNull();

    const before = Date.now();
    const me = await person(t.app, { on: false });
    const on = await t.app.inject({
      method: "PUT",
      url: "/api/whatsapp/me",
      headers: me.auth,
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().message).toBe(M.on);
    const data = on.json().data;
    expect(data).toMatchObject({ enabled: true, phone: me.phone, phone_verified: true, opted_out_at: null });
    expect(new Date(data.consented_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await t.app.inject({ url: "/api/whatsapp/me", headers: me.auth })).json().data.enabled).toBe(
      true,
    );
    expect((await save(me)).statusCode).toBe(201);
    expect(savedSearchMessages.channelInvalid).toContain("whatsapp");
  });

  it("asks for a session and a boolean", async () => {
    expect((await t.app.inject({ url: "/api/whatsapp/me" })).statusCode).toBe(401);
    const me = await person(t.app, { on: false });
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/whatsapp/me",
      headers: me.auth,
      payload: { enabled: "yes" },
    });
    expect(bad.statusCode).toBe(422);
  });

  it("the opt-out button turns it off at once: pending messages are never sent", async () => {
    const me = await person(t.app);
    const queued = await outbid(me);
    expect(queued).not.toBeNull();
    const off = await t.app.inject({
      method: "PUT",
      url: "/api/whatsapp/me",
      headers: me.auth,
      payload: { enabled: false },
    });
    expect(off.json().message).toBe(M.off);
    expect(off.json().data.enabled).toBe(false);
    expect(off.json().data.opted_out_at).not.toBeNull();
    await t.app.outbox.whatsapp.deliverDue();
    expect(fake.sent.filter((s) => s.to === me.digits)).toEqual([]);
    expect((await row(t.app, queued!.id)).state).toBe("failed");
    expect(await outbid(me)).toBeNull();
  });
});

describe("development keeps WhatsApp in the outbox", () => {
  it("a saved-search match's template is kept, readable at /api/dev/outbox with its parameters", async () => {
    const lister = await createUser(dev.app, { role: "agent" });
    await subscribe(dev.app, lister.user.id, "business");
    await dev.app.services.alerts.sweep();
    const me = await person(dev.app);
    const saved = await dev.app.inject({
      method: "POST",
      url: "/api/saved-searches",
      headers: me.auth,
      payload: { name: "Lekki flats", params: { query: "lekki" }, channels: ["whatsapp"] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await listing(dev.app, lister, "Bright 3-bed flat in Lekki");
    await dev.app.services.alerts.sweep();
    const list = await dev.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(me.phone)}` });
    const items = list.json().data as {
      channel: string;
      subject: string;
      text: string;
      state: string;
      template: { params: string[] };
    }[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      channel: "whatsapp",
      subject: WHATSAPP_TEMPLATES.saved_search_alert.name,
      state: "kept",
    });
    expect(items[0]!.template.params.slice(0, 2)).toEqual(["Lekki flats", "Bright 3-bed flat in Lekki"]);
    expect(items[0]!.text).toContain('saved search "Lekki flats"');
    // the sweep again sends nothing twice
    await dev.app.services.alerts.sweep();
    expect(
      (await dev.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(me.phone)}` })).json().data,
    ).toHaveLength(1);
  });
});

describe("templates for what happens", () => {
  it("a daily saved search's matches go as one saved_search_digest template a day", async () => {
    const me = await person(t.app);
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/saved-searches",
      headers: me.auth,
      payload: {
        name: "Duplexes daily",
        params: { query: "courtyard duplex" },
        frequency: "daily",
        channels: ["whatsapp"],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await listing(t.app, agent, "Courtyard duplex one");
    await listing(t.app, agent, "Courtyard duplex two");
    await t.app.services.alerts.sweep();
    await drain();
    expect(fake.sent.filter((s) => s.to === me.digits)).toHaveLength(0);
    await t.app.db.execute(
      sql`update saved_searches set last_digest_at = now() - interval '25 hours' where id = ${saved.json().data.id}`,
    );
    await Promise.all([t.app.services.alerts.sweep(), t.app.services.alerts.sweep()]);
    await drain();
    const got = fake.sent.filter((s) => s.to === me.digits);
    expect(got).toHaveLength(1);
    expect(got[0]!.template?.name).toBe(WHATSAPP_TEMPLATES.saved_search_digest.name);
    expect(got[0]!.template?.params.slice(0, 2)).toEqual(["Duplexes daily", "2"]);
  });

  it("a price drop on a saved search's listing goes as the price_drop template, with an e-mail fallback", async () => {
    const me = await person(t.app);
    const home = await listing(t.app, agent, "Terrace flat by the Lekki lagoon");
    await t.app.inject({
      method: "PUT",
      url: `/api/properties/${home.slug}`,
      headers: agent.auth,
      payload: { price: 6_000_000 },
    });
    await t.app.services.alerts.sweep();
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/saved-searches",
      headers: me.auth,
      payload: {
        name: "Lagoon",
        params: { query: "terrace lagoon", maxPrice: "5,000,000" },
        channels: ["whatsapp"],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await t.app.inject({
      method: "PUT",
      url: `/api/properties/${home.slug}`,
      headers: agent.auth,
      payload: { price: 4_500_000 },
    });
    await t.app.services.alerts.sweep();
    await t.app.services.alerts.sweep();
    await drain();
    const got = fake.sent.filter((s) => s.to === me.digits);
    expect(got).toHaveLength(1);
    expect(got[0]!.template?.name).toBe("ile_price_drop");
    expect(got[0]!.template?.params.slice(0, 3)).toEqual([
      "Terrace flat by the Lekki lagoon",
      "Lekki, Lagos",
      "₦4,500,000.00/year",
    ]);
    const fallback = await firstOf<{ fallback: { subject: string } }>(
      t.app.db,
      sql`select fallback from outbox where channel = 'whatsapp' and user_id = ${me.user.id}`,
    );
    expect(fallback?.fallback.subject).toContain("Lagoon");
  });
});

describe("price drops on favourites", () => {
  it("a cut on a listing the person saved goes as the price_drop template, once per drop", async () => {
    const me = await person(t.app);
    const offline = await person(t.app, { on: false });
    const home = await listing(t.app, agent, "Bungalow with a garden in Lekki");
    for (const who of [me, offline]) {
      const fav = await t.app.inject({
        method: "PUT",
        url: `/api/properties/${home.slug}/favourite`,
        headers: who.auth,
      });
      expect(fav.statusCode, fav.body).toBe(200);
    }
    await t.app.services.priceDrops.sweep();
    await t.app.inject({
      method: "PUT",
      url: `/api/properties/${home.slug}`,
      headers: agent.auth,
      payload: { price: 3_000_000 },
    });
    await t.app.services.priceDrops.sweep();
    await t.app.services.priceDrops.sweep();
    await drain();
    const got = fake.sent.filter((s) => s.to === me.digits);
    expect(got).toHaveLength(1);
    expect(got[0]!.template?.name).toBe("ile_price_drop");
    expect(got[0]!.template?.params.slice(0, 3)).toEqual([
      "Bungalow with a garden in Lekki",
      "Lekki, Lagos",
      "₦3,000,000.00/year",
    ]);
    // Someone who did not turn WhatsApp on is told by the other channels only.
    expect(fake.sent.filter((s) => s.to === offline.digits)).toHaveLength(0);
  });
});

describe("viewings", () => {
  it("booked, due tomorrow and cancelled go as their templates, once each", async () => {
    const lister = await person(t.app, { role: "agent" });
    await subscribe(t.app, lister.user.id, "business");
    const renter = await person(t.app);
    const home = await listing(t.app, lister, "Mini flat in Surulere");
    const offered = await t.app.inject({
      method: "POST",
      url: `/api/properties/${home.slug}/viewing-slots`,
      headers: lister.auth,
      payload: {
        starts_at: new Date(Date.now() + 20 * 3600_000).toISOString(),
        meeting_place: "The estate gate",
      },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const slotId = offered.json().data[0].id;
    const booked = await t.app.inject({
      method: "POST",
      url: `/api/viewing-slots/${slotId}/bookings`,
      headers: renter.auth,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await t.app.services.inspections.remind()).toBe(1);
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/api/viewings/${booked.json().data.id}/cancel`,
      headers: renter.auth,
      payload: { reason: "I found another flat" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await drain();
    const names = (u: { digits: string }) =>
      fake.sent.filter((s) => s.to === u.digits).map((s) => s.template?.name);
    expect(names(lister)).toEqual(["ile_viewing_booked", "ile_viewing_reminder", "ile_viewing_changed"]);
    expect(names(renter)).toEqual(["ile_viewing_reminder"]);
    const changed = fake.sent.filter((s) => s.to === lister.digits).at(-1)!;
    expect(changed.template?.params.slice(0, 2)).toEqual([
      "Mini flat in Surulere",
      M.viewingCancelled("I found another flat"),
    ]);
  });
});

describe("auctions", () => {
  it("the bidder who was beaten gets the outbid template with the new highest bid", async () => {
    const seller = await person(t.app, { role: "agent", on: false });
    await subscribe(t.app, seller.user.id, "business");
    const first = await person(t.app);
    const second = await person(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/properties",
      headers: seller.auth,
      payload: {
        title: "4 bedroom duplex for sale in Lekki",
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
    const auction = await t.app.inject({
      method: "POST",
      url: "/api/auctions",
      headers: seller.auth,
      payload: {
        property_id: res.json().data.id,
        starting_price_kobo: 10_000_000_000,
        reserve_price_kobo: 12_000_000_000,
        min_increment_kobo: 50_000_000,
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        ends_at: new Date(Date.now() + 3600_000).toISOString(),
        deposit_note: "10% deposit by bank transfer within 24 hours of winning.",
      },
    });
    expect(auction.statusCode, auction.body).toBe(201);
    const id = auction.json().data.id;
    const bid = (who: User, amount: number) =>
      t.app.inject({
        method: "POST",
        url: `/api/auctions/${id}/bids`,
        headers: who.auth,
        payload: { amount_kobo: amount },
      });
    expect((await bid(first, 10_000_000_000)).statusCode).toBe(201);
    expect((await bid(second, 10_100_000_000)).statusCode).toBe(201);
    await drain();
    const got = fake.sent.filter((s) => s.to === first.digits);
    expect(got.map((s) => s.template?.name)).toEqual(["ile_outbid"]);
    expect(got[0]!.template?.params.slice(0, 2)).toEqual([
      "4 bedroom duplex for sale in Lekki",
      "₦101,000,000.00",
    ]);
    expect(fake.sent.filter((s) => s.to === second.digits)).toEqual([]);
  });
});

describe("sending through the Cloud API", () => {
  it("sends a template with its parameters, once per event key", async () => {
    const me = await person(t.app);
    const first = await outbid(me, "outbid:once");
    expect(await outbid(me, "outbid:once")).toBeNull();
    expect(await t.app.outbox.whatsapp.deliverDue()).toMatchObject({ sent: 1 });
    const got = fake.sent.filter((s) => s.to === me.digits);
    expect(got).toEqual([
      expect.objectContaining({
        type: "template",
        template: {
          name: "ile_outbid",
          language: "en",
          params: ["3-bed flat, Lekki", "₦5,000,000", "http://x/auction/1"],
        },
      }),
    ]);
    expect(await row(t.app, first!.id)).toMatchObject({
      state: "sent",
      wa_status: "accepted",
      wamid: got[0]!.wamid,
    });
  });

  it("retries 429, rate limit (130429) and 5xx with growing backoff, then sends", async () => {
    const me = await person(t.app);
    fake.script.set(me.digits, ["http_429", "rate_limit", "server_error"]);
    const q = (await outbid(me))!;
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(await t.app.outbox.whatsapp.deliverDue()).toMatchObject({ retried: 1 });
      const r = await row(t.app, q.id);
      expect(r.state).toBe("pending");
      waits.push(r.retry_in!);
      // not due yet: nothing is tried
      expect(await t.app.outbox.whatsapp.deliverDue()).toMatchObject({ sent: 0, retried: 0 });
      await dueNow(t.app, q.id);
    }
    expect(waits[0]).toBeGreaterThanOrEqual(backoffSeconds(1) - 2);
    expect(waits[1]).toBeGreaterThan(waits[0]!);
    expect(waits[2]).toBeGreaterThan(waits[1]!);
    expect(await t.app.outbox.whatsapp.deliverDue()).toMatchObject({ sent: 1 });
    expect(await row(t.app, q.id)).toMatchObject({ state: "sent", attempts: 4 });
  });

  it("falls back to e-mail once when WhatsApp fails for good (131026), and after the last retry", async () => {
    const me = await person(t.app);
    fake.script.set(me.digits, ["undeliverable"]);
    const q = (await outbid(me))!;
    expect(await t.app.outbox.whatsapp.deliverDue()).toMatchObject({ failed: 1 });
    expect(await row(t.app, q.id)).toMatchObject({ state: "failed", error_code: 131026 });
    const mails = () => t.app.outbox.list({ to: me.user.email! });
    expect((await mails()).map((m) => m.subject)).toEqual(["Outbid on 3-bed flat"]);

    fake.script.set(me.digits, Array(5).fill("server_error"));
    const q2 = (await outbid(me))!;
    for (let i = 0; i < 5; i++) {
      await t.app.outbox.whatsapp.deliverDue();
      await dueNow(t.app, q2.id);
    }
    expect(await row(t.app, q2.id)).toMatchObject({ state: "failed", attempts: 5 });
    expect(await mails()).toHaveLength(2);
  });

  it("sends each message once when two instances deliver at the same time", async () => {
    const people = await Promise.all(Array.from({ length: 4 }, () => person(t.app)));
    const ids: number[] = [];
    for (const p of people) for (let i = 0; i < 3; i++) ids.push((await outbid(p))!.id);
    const before = fake.sent.length;
    await withSecondInstance(t, async (other) => {
      await Promise.all([
        t.app.outbox.whatsapp.deliverDue(5),
        other.outbox.whatsapp.deliverDue(5),
        t.app.outbox.whatsapp.deliverDue(5),
        other.outbox.whatsapp.deliverDue(5),
      ]);
      await Promise.all([t.app.outbox.whatsapp.deliverDue(), other.outbox.whatsapp.deliverDue()]);
    });
    const sent = fake.sent.slice(before);
    expect(sent).toHaveLength(ids.length);
    expect(new Set(sent.map((s) => s.wamid)).size).toBe(ids.length);
    for (const id of ids) expect((await row(t.app, id)).state).toBe("sent");
  });
});

describe("webhook", () => {
  it("answers the verify-token handshake and refuses a wrong token", async () => {
    const ok = await t.app.inject({
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${fake.verifyToken}&hub.challenge=1158201444`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    const wrong = await t.app.inject({
      url: "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444",
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(M.verifyRefused);
  });

  it("refuses a wrong, missing or stale signature with 401 and changes nothing", async () => {
    const me = await person(t.app);
    const q = (await outbid(me))!;
    await t.app.outbox.whatsapp.deliverDue();
    const { wamid } = await row(t.app, q.id);
    const body = {
      statuses: [{ id: wamid, status: "read", timestamp: "1", recipient_id: me.digits }],
      messages: [stopFrom(me.digits)],
    };
    const wrong = await hook(t.app, body, "not-the-secret");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(M.invalidSignature);
    const signed = fake.signed(webhookPayload(fake.phoneNumberId, body));
    const tampered = await t.app.inject({
      method: "POST",
      url: "/api/whatsapp/webhook",
      headers: signed.headers,
      payload: signed.payload.replace("read", "sent"),
    });
    expect(tampered.statusCode).toBe(401);
    const none = await t.app.inject({
      method: "POST",
      url: "/api/whatsapp/webhook",
      headers: { "content-type": "application/json" },
      payload: signed.payload,
    });
    expect(none.statusCode).toBe(401);
    expect((await row(t.app, q.id)).wa_status).toBe("accepted");
    expect((await t.app.inject({ url: "/api/whatsapp/me", headers: me.auth })).json().data.enabled).toBe(
      true,
    );
    const inbound = await rowsOf(
      t.app.db,
      sql`select 1 from whatsapp_inbound where from_phone = ${me.phone}`,
    );
    expect(inbound).toEqual([]);
  });

  it("moves statuses forward only, in any order and twice; failed before delivery mails once", async () => {
    const me = await person(t.app);
    const q = (await outbid(me))!;
    await t.app.outbox.whatsapp.deliverDue();
    const { wamid } = await row(t.app, q.id);
    const status = (s: string, errors?: unknown[]) =>
      hook(t.app, {
        statuses: [
          { id: wamid, status: s, timestamp: "1", recipient_id: me.digits, ...(errors ? { errors } : {}) },
        ],
      });
    expect((await status("delivered")).statusCode).toBe(200);
    await status("sent");
    expect((await row(t.app, q.id)).wa_status).toBe("delivered");
    await status("read");
    await status("read");
    await status("delivered");
    await status("failed", [{ code: 131026, title: "Message undeliverable" }]);
    expect(await row(t.app, q.id)).toMatchObject({ wa_status: "read", state: "sent", fell_back_at: null });

    const other = await person(t.app);
    const q2 = (await outbid(other))!;
    await t.app.outbox.whatsapp.deliverDue();
    const w2 = (await row(t.app, q2.id)).wamid;
    const failed = {
      statuses: [
        { id: w2, status: "failed", timestamp: "2", recipient_id: other.digits, errors: [{ code: 131026 }] },
      ],
    };
    await hook(t.app, failed);
    await hook(t.app, failed);
    await hook(t.app, { statuses: [{ id: w2, status: "sent", timestamp: "1", recipient_id: other.digits }] });
    expect(await row(t.app, q2.id)).toMatchObject({
      wa_status: "failed",
      state: "failed",
      error_code: 131026,
    });
    expect((await t.app.outbox.list({ to: other.user.email! })).map((m) => m.subject)).toEqual([
      "Outbid on 3-bed flat",
    ]);
  });

  it('"STOP" turns WhatsApp off at once, once however often Meta delivers it', async () => {
    const me = await person(t.app);
    const q = (await outbid(me))!;
    const stop = stopFrom(me.digits);
    expect((await hook(t.app, { messages: [stop] })).statusCode).toBe(200);
    await hook(t.app, { messages: [stop] });
    const settings = (await t.app.inject({ url: "/api/whatsapp/me", headers: me.auth })).json().data;
    expect(settings.enabled).toBe(false);
    expect(settings.opted_out_at).not.toBeNull();
    expect((await row(t.app, q.id)).state).toBe("failed");
    await t.app.outbox.whatsapp.deliverDue();
    expect(fake.sent.filter((s) => s.to === me.digits)).toEqual([]);
    const source = await firstOf<{ opt_out_source: string }>(
      t.app.db,
      sql`select opt_out_source from whatsapp_consents where user_id = ${me.user.id}`,
    );
    expect(source?.opt_out_source).toBe("stop");
    expect(await rowsOf(t.app.db, sql`select 1 from whatsapp_inbound where wamid = ${stop.id}`)).toHaveLength(
      1,
    );
  });
});

let inboundSeq = 0;
function stopFrom(digits: string) {
  return textFrom(digits, "STOP");
}
function textFrom(digits: string, body: string, context?: string) {
  return {
    from: digits,
    id: `wamid.in-${process.pid}-${++inboundSeq}`,
    timestamp: String(Math.floor(Date.now() / 1000)),
    type: "text",
    text: { body },
    ...(context ? { context: { from: "15550783881", id: context } } : {}),
  };
}

describe("enquiries over WhatsApp and the 24-hour rule", () => {
  it("answers by template outside the window, takes the reply into the thread, then answers free-form inside it", async () => {
    const renter = await person(t.app);
    const home = await listing(t.app, agent, "Quiet 2-bed flat in Yaba");
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/properties/${home.slug}/enquiries`,
      headers: renter.auth,
      payload: { name: "Ada Obi", email: renter.user.email, message: "Is the flat still available?" },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const enquiry = (await t.app.inject({ url: "/api/enquiries", headers: agent.auth })).json().data[0];
    const answer = (message: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/enquiries/${enquiry.id}/messages`,
        headers: agent.auth,
        payload: { message },
      });

    const outside = await answer("Yes, it is. Would you like to view it?");
    expect(outside.statusCode, outside.body).toBe(201);
    expect(outside.json()).toMatchObject({
      delivery: "whatsapp_template",
      message: enquiryMessages.answeredByTemplate,
    });
    await t.app.outbox.whatsapp.deliverDue();
    const template = fake.sent.filter((s) => s.to === renter.digits).at(-1)!;
    expect(template.template).toEqual({
      name: "ile_enquiry_reply",
      language: "en",
      params: ["Tunde", "Quiet 2-bed flat in Yaba", "Yes, it is. Would you like to view it?"],
    });

    // the renter answers the template on WhatsApp: it reaches the lister's thread and bell, once
    const reply = textFrom(renter.digits, "Yes please, Saturday morning?", template.wamid);
    fake.userWrote(renter.digits);
    expect((await hook(t.app, { messages: [reply] })).statusCode).toBe(200);
    await hook(t.app, { messages: [reply] });
    const thread = (
      await t.app.inject({ url: `/api/enquiries/${enquiry.id}/messages`, headers: agent.auth })
    ).json().data;
    expect(
      thread.map((m: { author: string; body: string; channel: string }) => [m.author, m.body, m.channel]),
    ).toEqual([
      ["lister", "Yes, it is. Would you like to view it?", "whatsapp"],
      ["enquirer", "Yes please, Saturday morning?", "whatsapp"],
    ]);
    const bell = (await t.app.inject({ url: "/api/notifications", headers: agent.auth })).json().data;
    expect(
      bell.filter(
        (n: { title: string }) => n.title === enquiryMessages.replyTitle("Quiet 2-bed flat in Yaba"),
      ),
    ).toHaveLength(1);

    // inside the window the lister's answer goes free-form
    const inside = await answer("Saturday at 10 works. See you there.");
    expect(inside.json()).toMatchObject({
      delivery: "whatsapp",
      message: enquiryMessages.answeredOnWhatsApp,
    });
    await t.app.outbox.whatsapp.deliverDue();
    expect(fake.sent.filter((s) => s.to === renter.digits).at(-1)).toMatchObject({
      type: "text",
      text: "Saturday at 10 works. See you there.",
    });

    // 25 hours later: no free-form text, the template again
    await t.app.db.execute(
      sql`update whatsapp_consents set last_inbound_at = now() - interval '25 hours' where user_id = ${renter.user.id}`,
    );
    const late = await answer("Are you still coming?");
    expect(late.json().delivery).toBe("whatsapp_template");
    await t.app.outbox.whatsapp.deliverDue();
    expect(fake.sent.filter((s) => s.to === renter.digits).at(-1)!.template?.name).toBe("ile_enquiry_reply");

    // someone else's enquiry is not found
    const stranger = await createUser(t.app);
    const theirs = await t.app.inject({
      method: "POST",
      url: `/api/enquiries/${enquiry.id}/messages`,
      headers: stranger.auth,
      payload: { message: "hello" },
    });
    expect(theirs.statusCode).toBe(404);
  });

  it("answers an enquirer without WhatsApp by e-mail", async () => {
    const home = await listing(t.app, agent, "Duplex in Ikeja GRA");
    await t.app.inject({
      method: "POST",
      url: `/api/properties/${home.slug}/enquiries`,
      payload: { name: "Bola", email: "bola@example.ng", message: "What is the service charge?" },
    });
    const enquiry = (await t.app.inject({ url: "/api/enquiries", headers: agent.auth })).json().data[0];
    const res = await t.app.inject({
      method: "POST",
      url: `/api/enquiries/${enquiry.id}/messages`,
      headers: agent.auth,
      payload: { message: "It is ₦500,000 a year." },
    });
    expect(res.json()).toMatchObject({ delivery: "email", message: enquiryMessages.answeredByEmail });
    const mail = (await t.app.outbox.list({ to: "bola@example.ng" }))[0]!;
    expect(mail.subject).toBe(enquiryMessages.answerSubject("Duplex in Ikeja GRA"));
    expect(mail.text).toContain("It is ₦500,000 a year.");
  });
});

describe("the templates' one list", () => {
  it("docs/whatsapp-templates.md shows every template with its text", () => {
    const doc = readFileSync(new URL("../../../docs/whatsapp-templates.md", import.meta.url), "utf8");
    for (const t of Object.values(WHATSAPP_TEMPLATES)) {
      expect(doc).toContain(`## ${t.name}\n`);
      expect(doc).toContain(`> ${t.body}\n`);
    }
  });
});

describe("configuration", () => {
  it("production refuses a half-configured channel", () => {
    const base = {
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(40),
      PAYMENTS_SANDBOX: "1",
      PGLITE_DIR: "memory://",
    };
    expect(() => loadConfig({ ...base, WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "1" })).toThrow(
      /WHATSAPP_APP_SECRET: set all of/,
    );
    expect(() => loadConfig({ ...base, ...fake.env() })).not.toThrow();
    expect(() => loadConfig(base)).not.toThrow();
  });
});
