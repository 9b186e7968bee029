/**
 * Viewing slots and bookings (issue 49, ADR 0970): a lister offers one-off and weekly viewing times with a place
 * to meet; a signed-in renter books one; either side moves or cancels it with a reason and the other is told; a
 * listing that is not available cannot be booked; one slot cannot be booked twice, nor one listing twice by one
 * renter (parallel bookings: the race means something on PostgreSQL); the sweep reminds both sides once, the day
 * before, by e-mail, SMS, in the bell and by web push (to a local push service).
 */
import { createECDH, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { inspectionMessages as M } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

type User = Awaited<ReturnType<typeof createUser>>;
let t: TestApp;
let pushService: Server;
let pushBase: string;
const pushed: string[] = [];

beforeAll(async () => {
  pushService = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      pushed.push(req.url ?? "/");
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((ok) => pushService.listen(0, "127.0.0.1", ok));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000" });
});
afterAll(async () => {
  await t?.close();
  await new Promise((ok) => pushService.close(ok));
});

const HOUR = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

async function listing(owner: User, title = "Two bedroom flat in Yaba, close to the market") {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/properties",
    headers: owner.auth,
    payload: {
      title,
      price: 150_000_000,
      listing_type: "rent",
      rent_period: "year",
      category: "apartment",
      property_type: "Flat",
      city: "Yaba",
      state: "Lagos",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { slug: string; id: number };
}

interface Slot {
  id: number;
  starts_at: string;
  ends_at: string;
  meeting_place: string;
  series: string | null;
  booked: boolean;
}
const offer = (owner: User, slug: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: `/api/properties/${slug}/viewing-slots`,
    headers: owner.auth,
    payload,
  });
async function slot(owner: User, slug: string, hours = 48, place = "The gate of 12 Herbert Macaulay Way") {
  const res = await offer(owner, slug, { starts_at: inHours(hours), meeting_place: place });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as Slot[])[0]!;
}
const book = (who: User, slotId: number) =>
  t.app.inject({ method: "POST", url: `/api/viewing-slots/${slotId}/bookings`, headers: who.auth });
const publicSlots = async (slug: string, who?: User) =>
  (
    await t.app.inject({
      url: `/api/properties/${slug}/viewing-slots`,
      ...(who ? { headers: who.auth } : {}),
    })
  ).json().data as Slot[];
const outbox = async (to: string) =>
  (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as {
    kind: string;
    channel: string;
    text: string;
    subject: string | null;
  }[];
const bell = async (who: User) =>
  (await t.app.inject({ url: "/api/notifications", headers: who.auth })).json().data as {
    kind: string;
    title: string;
  }[];

describe("viewing slots", () => {
  it("the lister offers a one-off and a weekly time; the public sees the free ones; others cannot offer", async () => {
    const lister = await createUser(t.app, { role: "landlord" });
    const { slug } = await listing(lister);
    const once = await offer(lister, slug, {
      starts_at: inHours(30),
      meeting_place: "Yaba bus stop, by the bank",
    });
    expect(once.statusCode, once.body).toBe(201);
    expect(once.json().message).toBe(M.slotsCreated(1));
    const weekly = await offer(lister, slug, {
      starts_at: inHours(50),
      duration_minutes: 45,
      meeting_place: "In front of the building",
      repeat: "weekly",
      weeks: 3,
    });
    expect(weekly.statusCode, weekly.body).toBe(201);
    expect(weekly.json().message).toBe(M.slotsCreated(3));
    const made = weekly.json().data as Slot[];
    expect(made).toHaveLength(3);
    expect(new Set(made.map((s) => s.series)).size).toBe(1);
    expect(made[0]!.series).not.toBeNull();
    expect(Date.parse(made[1]!.starts_at) - Date.parse(made[0]!.starts_at)).toBe(7 * 24 * HOUR);
    expect(Date.parse(made[0]!.ends_at) - Date.parse(made[0]!.starts_at)).toBe(45 * 60_000);
    expect((await publicSlots(slug)).map((s) => s.meeting_place)).toEqual([
      "Yaba bus stop, by the bank",
      "In front of the building",
      "In front of the building",
      "In front of the building",
    ]);

    // The same start twice is one time, not two.
    const twice = await offer(lister, slug, {
      starts_at: made[0]!.starts_at,
      meeting_place: "Again at the gate",
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.slotOverlaps);

    const stranger = await createUser(t.app, { role: "agent" });
    const refused = await offer(stranger, slug, { starts_at: inHours(30), meeting_place: "Somewhere else" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notOwner);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/properties/${slug}/viewing-slots`,
      payload: { starts_at: inHours(30), meeting_place: "Somewhere else" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await publicSlots(slug)).length).toBe(4);
  });

  it("refuses bad times and places with field messages, storing nothing", async () => {
    const lister = await createUser(t.app, { role: "landlord" });
    const { slug } = await listing(lister);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ starts_at: inHours(-1), meeting_place: "At the gate" }, "starts_at", M.slotInPast],
      [{ starts_at: inHours(24 * 95), meeting_place: "At the gate" }, "starts_at", M.slotTooFar],
      [
        { starts_at: inHours(24 * 80), meeting_place: "At the gate", repeat: "weekly", weeks: 4 },
        "starts_at",
        M.slotTooFar,
      ],
      [
        { starts_at: "tomorrow", meeting_place: "At the gate" },
        "starts_at",
        "The start must be a date and time (ISO 8601).",
      ],
      [
        { starts_at: inHours(5), meeting_place: "Gate" },
        "meeting_place",
        "The meeting place must be at least 5 characters.",
      ],
      [
        { starts_at: inHours(5), meeting_place: "At the gate", repeat: "weekly", weeks: 13 },
        "weeks",
        "Repeat for at most 12 weeks.",
      ],
      [
        { starts_at: inHours(5), meeting_place: "At the gate", duration_minutes: 5 },
        "duration_minutes",
        "A viewing lasts at least 15 minutes.",
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await offer(lister, slug, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await publicSlots(slug, lister)).toEqual([]);
    const missing = await offer(lister, "no-such-listing", {
      starts_at: inHours(5),
      meeting_place: "At the gate",
    });
    expect(missing.statusCode).toBe(404);
  });

  it("the lister removes a free time, not a booked one, nor another lister's", async () => {
    const lister = await createUser(t.app, { role: "landlord" });
    const renter = await createUser(t.app);
    const { slug } = await listing(lister);
    const free = await slot(lister, slug, 30);
    const taken = await slot(lister, slug, 40);
    expect((await book(renter, taken.id)).statusCode).toBe(201);
    const remove = (who: User, id: number) =>
      t.app.inject({ method: "DELETE", url: `/api/viewing-slots/${id}`, headers: who.auth });
    expect((await remove(renter, free.id)).statusCode).toBe(404);
    const booked = await remove(lister, taken.id);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe(M.slotBooked);
    const ok = await remove(lister, free.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(M.slotRemoved);
    const mine = await publicSlots(slug, lister);
    expect(mine.map((s) => [s.id, s.booked])).toEqual([[taken.id, true]]);
    expect(await publicSlots(slug)).toEqual([]);
  });
});

describe("bookings", () => {
  it("a renter books; the lister is told; both see it; nobody else can read it", async () => {
    const lister = await createUser(t.app, { role: "agent", firstName: "Tunde", lastName: "Bakare" });
    const renter = await createUser(t.app, { firstName: "Ngozi", lastName: "Eze" });
    const { slug } = await listing(lister, "Self-contain in Surulere near the stadium");
    const s = await slot(lister, slug, 30, "Stadium gate, Surulere");
    const res = await book(renter, s.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.booked);
    const booking = res.json().data;
    expect(booking).toMatchObject({
      status: "booked",
      role: "renter",
      slot: { id: s.id, meeting_place: "Stadium gate, Surulere" },
      listing: { slug, title: "Self-contain in Surulere near the stadium" },
      renter: { id: renter.user.id, name: "Ngozi Eze" },
      lister: { id: lister.user.id, name: "Tunde Bakare" },
      cancelled_by: null,
    });
    expect(await publicSlots(slug)).toEqual([]);

    const mail = (await outbox(lister.user.email!)).find((m) => m.kind === "viewing_booked");
    expect(mail?.subject).toBe(M.bookedTitle("Self-contain in Surulere near the stadium"));
    expect(mail?.text).toContain("Ngozi Eze booked a viewing");
    expect((await bell(lister)).map((n) => [n.kind, n.title])).toContainEqual([
      "viewing",
      M.bookedTitle("Self-contain in Surulere near the stadium"),
    ]);

    const asRenter = await t.app.inject({ url: "/api/viewings", headers: renter.auth });
    expect(asRenter.json().data.map((b: { id: number }) => b.id)).toEqual([booking.id]);
    expect(asRenter.json().meta).toMatchObject({ total: 1, current_page: 1 });
    const asLister = await t.app.inject({ url: "/api/viewings?as=lister", headers: lister.auth });
    expect(asLister.json().data).toMatchObject([{ id: booking.id, role: "lister" }]);
    expect(
      (await t.app.inject({ url: "/api/viewings?as=lister", headers: renter.auth })).json().data,
    ).toEqual([]);

    const stranger = await createUser(t.app);
    const peek = await t.app.inject({ url: `/api/viewings/${booking.id}`, headers: stranger.auth });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe(M.bookingNotFound);
    const meddle = await t.app.inject({
      method: "POST",
      url: `/api/viewings/${booking.id}/cancel`,
      headers: stranger.auth,
      payload: { reason: "Not mine to cancel" },
    });
    expect(meddle.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/viewings/${booking.id}`, headers: renter.auth })).json().data.status,
    ).toBe("booked");
    expect((await t.app.inject({ url: "/api/viewings" })).statusCode).toBe(401);
  });

  it("refuses the lister's own listing, a time past, one listing twice, and a listing that is not available", async () => {
    const lister = await createUser(t.app, { role: "landlord" });
    const renter = await createUser(t.app);
    const { slug } = await listing(lister);
    const a = await slot(lister, slug, 30);
    const b = await slot(lister, slug, 31);
    const own = await book(lister, a.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.ownListing);

    expect((await book(renter, a.id)).statusCode).toBe(201);
    const again = await book(renter, b.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyBooked);

    const past = await slot(lister, slug, 32);
    await t.app.database.query(
      "update viewing_slots set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where id = $1",
      [past.id],
    );
    const late = await book(await createUser(t.app), past.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.slotInPast);

    // Let: no more bookings, and the public sees no times.
    const status = await t.app.inject({
      method: "PATCH",
      url: `/api/properties/${slug}/status`,
      headers: lister.auth,
      payload: { status: "rented" },
    });
    expect(status.statusCode, status.body).toBe(200);
    const other = await createUser(t.app);
    const refused = await book(other, b.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.listingUnavailable);
    expect(await publicSlots(slug)).toEqual([]);
    expect((await publicSlots(slug, lister)).map((x) => x.id)).toEqual([a.id, b.id]);
    expect((await book(other, 999_999)).statusCode).toBe(404);
  });

  it("either side reschedules to a free time of the same listing with a reason; the other side is told", async () => {
    const lister = await createUser(t.app, { role: "landlord", firstName: "Bola", lastName: "Ade" });
    const renter = await createUser(t.app, { firstName: "Kemi", lastName: "Lawal" });
    const { slug } = await listing(lister, "Bungalow in Ikeja GRA with a garden");
    const [a, b, c] = [
      await slot(lister, slug, 30),
      await slot(lister, slug, 34),
      await slot(lister, slug, 38),
    ];
    const other = await listing(lister, "Another flat in Ikeja");
    const elsewhere = await slot(lister, other.slug, 30);
    const id = (await book(renter, a.id)).json().data.id as number;
    const move = (who: User, payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: `/api/viewings/${id}/reschedule`, headers: who.auth, payload });

    const moved = await move(renter, { slot_id: b.id, reason: "I finish work late on that day" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().message).toBe(M.rescheduled);
    expect(moved.json().data.slot.id).toBe(b.id);
    const told = (await outbox(lister.user.email!)).find((m) => m.kind === "viewing_rescheduled");
    expect(told?.text).toContain("Kemi Lawal moved the viewing of Bungalow in Ikeja GRA with a garden");
    expect(told?.text).toContain("Reason: I finish work late on that day");
    expect((await publicSlots(slug)).map((s) => s.id)).toEqual([a.id, c.id]);

    const byLister = await move(lister, { slot_id: c.id, reason: "The caretaker is away that morning" });
    expect(byLister.statusCode).toBe(200);
    expect((await outbox(renter.user.email!)).find((m) => m.kind === "viewing_rescheduled")?.text).toContain(
      "Bola Ade moved the viewing",
    );

    const cases: [Record<string, unknown>, number, string][] = [
      [{ slot_id: c.id, reason: "Same time again" }, 422, M.sameSlot],
      [{ slot_id: elsewhere.id, reason: "A different listing" }, 422, M.otherListing],
      [{ slot_id: 999_999, reason: "No such time" }, 422, M.slotNotFound],
      [{ slot_id: a.id, reason: "" }, 422, "The reason must be at least 3 characters."],
    ];
    for (const [payload, code, message] of cases) {
      const res = await move(renter, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(code);
      expect(res.json().message).toBe(message);
    }
    // A time someone else holds.
    const rival = await createUser(t.app);
    expect((await book(rival, a.id)).statusCode).toBe(201);
    const taken = await move(renter, { slot_id: a.id, reason: "Earlier is better" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.slotTaken);
    expect(
      (await t.app.inject({ url: `/api/viewings/${id}`, headers: renter.auth })).json().data.slot.id,
    ).toBe(c.id);
  });

  it("either side cancels with a reason, once; the time is free again; the other side is told", async () => {
    const lister = await createUser(t.app, { role: "landlord", firstName: "Musa", lastName: "Bello" });
    const renter = await createUser(t.app);
    const { slug } = await listing(lister, "Duplex in Lekki Phase 1");
    const s = await slot(lister, slug, 30);
    const id = (await book(renter, s.id)).json().data.id as number;
    const cancel = (who: User, reason: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/viewings/${id}/cancel`,
        headers: who.auth,
        payload: { reason },
      });
    const short = await cancel(lister, "no");
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.reason).toEqual(["The reason must be at least 3 characters."]);
    const res = await cancel(lister, "The landlord has let it to a relative");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.cancelled);
    expect(res.json().data).toMatchObject({
      status: "cancelled",
      cancelled_by: "lister",
      cancel_reason: "The landlord has let it to a relative",
    });
    const told = (await outbox(renter.user.email!)).find((m) => m.kind === "viewing_cancelled");
    expect(told?.subject).toBe(M.cancelledTitle("Duplex in Lekki Phase 1"));
    expect(told?.text).toContain("Musa Bello cancelled the viewing");
    const twice = await cancel(renter, "Cancelling again");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.bookingClosed);
    expect((await publicSlots(slug)).map((x) => x.id)).toEqual([s.id]);
    // The renter may book again now.
    expect((await book(renter, s.id)).statusCode).toBe(201);
  });

  it("one slot is booked once under parallel bookings; every other renter is told it was just taken", async () => {
    const lister = await createUser(t.app, { role: "landlord" });
    const { slug } = await listing(lister);
    const s = await slot(lister, slug, 30);
    const renters = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app)));
    const replies = await Promise.all(renters.map((r) => book(r, s.id)));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of replies.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(M.slotTaken);
    const [row] = await t.app.database.query<{ n: number }>(
      "select count(*)::int as n from viewing_bookings where slot_id = $1 and status = 'booked'",
      [s.id],
    );
    expect(row?.n).toBe(1);
  });

  it("one renter's parallel bookings of two times of one listing give one booking", async () => {
    const lister = await createUser(t.app, { role: "landlord" });
    const renter = await createUser(t.app);
    const { slug } = await listing(lister);
    const slots = [await slot(lister, slug, 30), await slot(lister, slug, 31), await slot(lister, slug, 32)];
    const replies = await Promise.all(slots.map((s) => book(renter, s.id)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const r of replies.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(M.alreadyBooked);
  });
});

describe("reminders", () => {
  it("the sweep reminds both sides once, the day before, by e-mail, SMS, the bell and push; a moved booking again", async () => {
    const lister = await createUser(t.app, { role: "landlord", phone: "+2348030000101" });
    const renter = await createUser(t.app, { phone: "+2348030000102" });
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const sub = await t.app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      headers: renter.auth,
      payload: {
        endpoint: `${pushBase}/ok/${renter.user.id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: randomBytes(16).toString("base64url"),
        },
      },
    });
    expect(sub.statusCode, sub.body).toBe(201);
    const { slug } = await listing(lister, "Terrace in Gbagada with parking");
    const soon = await slot(lister, slug, 20, "Gbagada phase 2 roundabout");
    const later = await slot(lister, slug, 60);
    const far = await slot(lister, slug, 26);
    const id = (await book(renter, soon.id)).json().data.id as number;
    const other = await createUser(t.app);
    expect((await book(other, far.id)).statusCode).toBe(201);

    expect(await t.app.services.inspections.remind()).toBe(1);
    expect(await t.app.services.inspections.remind()).toBe(0);
    for (const who of [renter, lister]) {
      const sent = (await outbox(who.user.email!)).filter((m) => m.kind === "viewing_reminder");
      expect(sent.map((m) => m.channel)).toEqual(["email"]);
      expect(sent[0]!.subject).toBe(M.reminderTitle("Terrace in Gbagada with parking"));
      expect(sent[0]!.text).toContain("Gbagada phase 2 roundabout");
      const sms = (await outbox(who.user.phone!)).filter((m) => m.kind === "viewing_reminder");
      expect(sms.map((m) => m.channel)).toEqual(["sms"]);
      expect((await bell(who)).map((n) => n.title)).toContain(
        M.reminderTitle("Terrace in Gbagada with parking"),
      );
    }
    expect(pushed).toContain(`/ok/${renter.user.id}`);
    expect(
      (await t.app.inject({ url: `/api/viewings/${id}`, headers: renter.auth })).json().data.reminded_at,
    ).not.toBeNull();

    // Moved to a time more than a day away: no reminder until it is a day away.
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/viewings/${id}/reschedule`,
      headers: renter.auth,
      payload: { slot_id: later.id, reason: "Travelling that day" },
    });
    expect(moved.json().data.reminded_at).toBeNull();
    expect(await t.app.services.inspections.remind()).toBe(0);
    await t.app.database.query(
      "update viewing_slots set starts_at = now() + interval '3 hours', ends_at = now() + interval '4 hours' where id = $1",
      [later.id],
    );
    expect(await t.app.services.inspections.remind()).toBe(1);
  });

  it("parallel sweeps remind a booking once", async () => {
    const lister = await createUser(t.app, { role: "landlord" });
    const renter = await createUser(t.app);
    const { slug } = await listing(lister);
    const s = await slot(lister, slug, 10);
    expect((await book(renter, s.id)).statusCode).toBe(201);
    const counts = await Promise.all(Array.from({ length: 4 }, () => t.app.services.inspections.remind()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await outbox(renter.user.email!)).filter((m) => m.kind === "viewing_reminder")).toHaveLength(1);
  });
});
