/**
 * The inspection fee held (issue 49 part 2, ADR 0970): a lister sets a fee (at most the operator's maximum), shown
 * before booking; booking such a listing asks the renter to pay through the gateway and Ile holds the fee in its
 * ledger (every movement a row, the balance held their sum); the renter's confirmation or 48 hours without a
 * dispute pay it out to the lister's bank account (a gateway transfer), a cancellation refunds it in full. Value
 * moves once under retries, replayed webhooks and parallel requests (the races mean something on PostgreSQL). On
 * the sandbox gateway and on Paystack's API as a local server speaks it (transfers, refunds and their webhooks).
 */
import { createHmac } from "node:crypto";
import { inspectionMessages as M, nairaFromKobo, PAYMENT_MESSAGES } from "@ile/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakePaystack, startFakePaystack } from "./fake-paystack.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";
import { sandboxCheckout } from "./sandbox.ts";

type User = Awaited<ReturnType<typeof createUser>>;
const HOUR = 3600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const FEE = 500_000; // ₦5,000

function journey(t: () => TestApp) {
  const app = () => t().app;
  async function listing(owner: User, fee = FEE) {
    const res = await app().inject({
      method: "POST",
      url: "/api/properties",
      headers: owner.auth,
      payload: {
        title: "Mini flat in Surulere, off Adeniran Ogunsanya",
        price: 90_000_000,
        listing_type: "rent",
        rent_period: "year",
        category: "apartment",
        property_type: "Flat",
        city: "Surulere",
        state: "Lagos",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { slug } = res.json().data as { slug: string };
    if (fee > 0) {
      const set = await app().inject({
        method: "PUT",
        url: `/api/properties/${slug}/inspection-fee`,
        headers: owner.auth,
        payload: { fee_kobo: fee },
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    return slug;
  }
  async function slot(owner: User, slug: string, hours = 30) {
    const res = await app().inject({
      method: "POST",
      url: `/api/properties/${slug}/viewing-slots`,
      headers: owner.auth,
      payload: { starts_at: inHours(hours), meeting_place: "The gate of 4 Bode Thomas Street" },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data[0].id as number;
  }
  const book = (who: User, slotId: number) =>
    app().inject({ method: "POST", url: `/api/viewing-slots/${slotId}/bookings`, headers: who.auth });
  const viewing = async (who: User, id: number) =>
    (await app().inject({ url: `/api/viewings/${id}`, headers: who.auth })).json().data;
  const verify = (who: User, reference: string) =>
    app().inject({
      method: "POST",
      url: `/api/viewings/payments/${reference}/verify`,
      headers: who.auth,
    });
  const confirm = (who: User, id: number) =>
    app().inject({ method: "POST", url: `/api/viewings/${id}/confirm`, headers: who.auth });
  const cancel = (who: User, id: number, reason = "I cannot make it any more") =>
    app().inject({
      method: "POST",
      url: `/api/viewings/${id}/cancel`,
      headers: who.auth,
      payload: { reason },
    });
  const saveAccount = (who: User, payload: Record<string, unknown>) =>
    app().inject({ method: "PUT", url: "/api/payout-account", headers: who.auth, payload });
  const ledgerOf = (bookingId: number) =>
    t().database.query<{ kind: string; amount_kobo: string; reference: string }>(
      "select kind, amount_kobo::text, reference from inspection_ledger where booking_id = $1 order by id",
      [bookingId],
    );
  const balance = async () =>
    Number(
      (
        await t().database.query<{ n: string }>(
          "select coalesce(sum(amount_kobo), 0)::text as n from inspection_ledger",
        )
      )[0]!.n,
    );
  /** The viewing's time moved into the past (a viewing that has happened). */
  const happened = (bookingId: number, hoursAgo = 1) =>
    t().database.query(
      `update viewing_slots set starts_at = now() - make_interval(hours => $2::int),
         ends_at = now() - make_interval(hours => $2::int) + interval '30 minutes'
       where id = (select slot_id from viewing_bookings where id = $1)`,
      [bookingId, hoursAgo],
    );
  return { listing, slot, book, viewing, verify, confirm, cancel, saveAccount, ledgerOf, balance, happened };
}

describe("the fee held, on the sandbox gateway", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: "10000", INSPECTION_FEE_MAX_KOBO: "2500000" });
  });
  afterAll(async () => {
    await t?.close();
  });
  const j = journey(() => t);

  /** A booking of a listing with a fee, paid at the sandbox's checkout and verified. */
  async function paidBooking(lister?: User) {
    const owner = lister ?? (await createUser(t.app, { role: "agent" }));
    const renter = await createUser(t.app);
    const slug = await j.listing(owner);
    const res = await j.book(renter, await j.slot(owner, slug));
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json().data;
    await sandboxCheckout(t, b.fee.payment_url, "pay");
    const v = await j.verify(renter, b.fee.payment_reference);
    expect(v.statusCode, v.body).toBe(200);
    return { lister: owner, renter, slug, id: b.id as number, reference: b.fee.payment_reference as string };
  }

  it("the lister sets a fee, at most the operator's maximum, shown before booking; nobody else can set it", async () => {
    const lister = await createUser(t.app, { role: "landlord" });
    const slug = await j.listing(lister, 0);
    const none = await t.app.inject({ url: `/api/properties/${slug}/inspection-fee` });
    expect(none.json().data).toEqual({ fee_kobo: 0, max_kobo: 2_500_000 });
    const set = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${slug}/inspection-fee`,
      headers: lister.auth,
      payload: { fee_kobo: 300_000 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(M.feeSet(nairaFromKobo(300_000)));
    expect((await t.app.inject({ url: `/api/properties/${slug}/inspection-fee` })).json().data.fee_kobo).toBe(
      300_000,
    );
    const tooHigh = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${slug}/inspection-fee`,
      headers: lister.auth,
      payload: { fee_kobo: 2_500_001 },
    });
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().errors.fee_kobo).toEqual([M.feeTooHigh(nairaFromKobo(2_500_000))]);
    const fraction = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${slug}/inspection-fee`,
      headers: lister.auth,
      payload: { fee_kobo: 100.5 },
    });
    expect(fraction.statusCode).toBe(422);
    const other = await createUser(t.app, { role: "agent" });
    const notOwner = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${slug}/inspection-fee`,
      headers: other.auth,
      payload: { fee_kobo: 1000 },
    });
    expect(notOwner.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/properties/${slug}/inspection-fee` })).json().data.fee_kobo).toBe(
      300_000,
    );
  });

  it("a listing without a fee books as before; with one, the booking awaits payment, then Ile holds the fee", async () => {
    const lister = await createUser(t.app, { role: "agent" });
    const renter = await createUser(t.app);
    const free = await j.book(renter, await j.slot(lister, await j.listing(lister, 0)));
    expect(free.statusCode).toBe(201);
    expect(free.json().message).toBe(M.booked);
    expect(free.json().data.fee).toMatchObject({ amount_kobo: 0, state: "none", payment_url: null });
    await j.happened(free.json().data.id);
    const thanks = await j.confirm(renter, free.json().data.id);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.json().message).toBe(M.confirmedNoFee);
    expect(thanks.json().data.fee.confirmed_at).not.toBeNull();

    const slug = await j.listing(lister);
    const res = await j.book(renter, await j.slot(lister, slug));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.bookedPay(nairaFromKobo(FEE)));
    const b = res.json().data;
    expect(b.fee).toMatchObject({ amount_kobo: FEE, state: "awaiting_payment" });
    expect(b.fee.payment_url).toContain("/api/sandbox/checkout/");
    // The lister sees the state, never the renter's payment link.
    expect((await j.viewing(lister, b.id)).fee).toMatchObject({
      state: "awaiting_payment",
      payment_url: null,
    });
    const early = await j.verify(renter, b.fee.payment_reference);
    expect(early.json().message).toBe(M.paymentPending);
    expect(await j.ledgerOf(b.id)).toEqual([]);

    await sandboxCheckout(t, b.fee.payment_url, "pay");
    const v = await j.verify(renter, b.fee.payment_reference);
    expect(v.statusCode).toBe(200);
    expect(v.json().message).toBe(M.paid);
    expect(v.json().data.fee.state).toBe("held");
    expect(await j.ledgerOf(b.id)).toEqual([
      { kind: "held", amount_kobo: String(FEE), reference: b.fee.payment_reference },
    ]);
    const again = await j.verify(renter, b.fee.payment_reference);
    expect(again.json().data.fee.state).toBe("held");
    expect(await j.ledgerOf(b.id)).toHaveLength(1);
    // Another person cannot verify it.
    expect((await j.verify(lister, b.fee.payment_reference)).statusCode).toBe(404);
    const fees = await t.app.inject({ url: "/api/payout-account", headers: lister.auth });
    expect(fees.json().data).toMatchObject({ account: null, due_kobo: FEE, paid_kobo: 0 });
  });

  it("confirmed after the viewing, the fee is paid out to the lister's bank account once; the balance held drops", async () => {
    const { lister, renter, id } = await paidBooking();
    const tooEarly = await j.confirm(renter, id);
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().message).toBe(M.tooEarlyToConfirm);
    await j.happened(id);
    expect((await j.confirm(lister, id)).statusCode).toBe(403);
    // No bank account yet: the fee waits, the lister is asked for one.
    const waits = await j.confirm(renter, id);
    expect(waits.statusCode, waits.body).toBe(200);
    expect(waits.json().message).toBe(M.releaseWaitsForAccount);
    expect(waits.json().data.fee.state).toBe("held");
    expect((await j.confirm(renter, id)).json().message).toBe(M.alreadyConfirmed);
    const noName = await j.saveAccount(lister, { account_number: "0123456789", bank_code: "058" });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.account_name).toEqual([M.accountNameRequired]);
    const bad = await j.saveAccount(lister, { account_number: "12345", bank_code: "058" });
    expect(bad.statusCode).toBe(422);
    const saved = await j.saveAccount(lister, {
      account_number: "0123456789",
      bank_code: "058",
      account_name: "Chidi Okeke",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(M.payoutSaved);
    // Saving the account pays out what waited for it.
    expect((await j.viewing(renter, id)).fee.state).toBe("released");
    const rows = await j.ledgerOf(id);
    expect(rows.map((r) => [r.kind, r.amount_kobo])).toEqual([
      ["held", String(FEE)],
      ["released", String(-FEE)],
    ]);
    const transfers = await t.database.query<{ amount_kobo: string; recipient_code: string }>(
      "select amount_kobo::text, recipient_code from sandbox_transfers where reference = $1",
      [rows[1]!.reference],
    );
    expect(transfers).toEqual([{ amount_kobo: String(FEE), recipient_code: "RCP_sandbox_058_0123456789" }]);
    const fees = await t.app.inject({ url: "/api/payout-account", headers: lister.auth });
    expect(fees.json().data).toMatchObject({
      account: { account_number: "0123456789", bank_code: "058", account_name: "Chidi Okeke" },
      due_kobo: 0,
      paid_kobo: FEE,
    });
    const sum = await t.database.query<{ n: string }>(
      "select coalesce(sum(amount_kobo), 0)::text as n from inspection_ledger where booking_id = $1",
      [id],
    );
    expect(sum[0]!.n).toBe("0");
  });

  it("the lister cancels a paid viewing: the fee is refunded in full, once; a paid-out fee cannot be refunded", async () => {
    const { lister, renter, id, reference } = await paidBooking();
    const res = await j.cancel(lister, id, "The landlord has let the flat");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.fee.state).toBe("refunded");
    expect((await j.ledgerOf(id)).map((r) => [r.kind, r.amount_kobo, r.reference])).toEqual([
      ["held", String(FEE), reference],
      ["refunded", String(-FEE), reference],
    ]);
    const refunds = await t.database.query<{ amount_kobo: string }>(
      "select amount_kobo::text from sandbox_refunds where transaction_reference = $1",
      [reference],
    );
    expect(refunds).toEqual([{ amount_kobo: String(FEE) }]);
    expect((await j.cancel(renter, id)).statusCode).toBe(409);
    expect(await t.app.services.inspectionFees.refund(id)).toBe(false);
    expect(await j.ledgerOf(id)).toHaveLength(2);
  });

  it("the sweep pays out 48 hours after the viewing without a dispute, and frees bookings left unpaid for an hour", async () => {
    const { lister, renter, id } = await paidBooking();
    await j.saveAccount(lister, { account_number: "0987654321", bank_code: "044", account_name: "Bisi Ade" });
    await j.happened(id, 47);
    await t.app.services.inspectionFees.sweep();
    expect((await j.viewing(renter, id)).fee.state).toBe("held");
    await j.happened(id, 49);
    const swept = await t.app.services.inspectionFees.sweep();
    expect(swept.released).toBeGreaterThanOrEqual(1);
    expect((await j.viewing(renter, id)).fee.state).toBe("released");

    const other = await createUser(t.app);
    const slug = await j.listing(lister);
    const unpaid = (await j.book(other, await j.slot(lister, slug))).json().data;
    await t.database.query(
      "update viewing_bookings set created_at = now() - interval '61 minutes' where id = $1",
      [unpaid.id],
    );
    await t.app.services.inspectionFees.sweep();
    const after = await j.viewing(other, unpaid.id);
    expect(after).toMatchObject({ status: "cancelled", cancel_reason: M.unpaidCancelled });
    expect(after.fee.state).toBe("none");
    // Paid after all: nothing is held for a cancelled booking; the amount is the payer's credit.
    await sandboxCheckout(t, unpaid.fee.payment_url, "pay");
    const late = await j.verify(other, unpaid.fee.payment_reference);
    expect(late.json().message).toBe(M.bookingGoneWhilePaying);
    expect(await j.ledgerOf(unpaid.id)).toEqual([]);
  });

  it("parallel verifies hold once; parallel confirmations pay out once; parallel cancels refund once", async () => {
    const lister = await createUser(t.app, { role: "agent" });
    await j.saveAccount(lister, {
      account_number: "0111111111",
      bank_code: "057",
      account_name: "Emeka Eze",
    });
    const renter = await createUser(t.app);
    const slug = await j.listing(lister);
    const b = (await j.book(renter, await j.slot(lister, slug))).json().data;
    await sandboxCheckout(t, b.fee.payment_url, "pay");
    const verifies = await Promise.all(
      Array.from({ length: 8 }, () => j.verify(renter, b.fee.payment_reference)),
    );
    expect(verifies.every((r) => r.statusCode === 200)).toBe(true);
    expect(await j.ledgerOf(b.id)).toHaveLength(1);
    await j.happened(b.id);
    const before = await j.balance();
    const confirms = await Promise.all(Array.from({ length: 8 }, () => j.confirm(renter, b.id)));
    expect(confirms.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(confirms.filter((r) => r.statusCode === 409)).toHaveLength(7);
    await Promise.all([
      t.app.services.inspectionFees.release(b.id),
      t.app.services.inspectionFees.sweep(),
      t.app.services.inspectionFees.release(b.id),
    ]);
    expect((await j.ledgerOf(b.id)).filter((r) => r.kind === "released")).toHaveLength(1);
    expect(await j.balance()).toBe(before - FEE);
    const transfers = await t.database.query<{ n: string }>(
      "select count(*)::text as n from sandbox_transfers where reference like $1",
      [`ile-viewing-${b.id}-%`],
    );
    expect(transfers[0]!.n).toBe("1");

    const p = await paidBooking(lister);
    const cancels = await Promise.all([
      j.cancel(p.renter, p.id),
      j.cancel(p.lister, p.id),
      j.cancel(p.renter, p.id),
      j.cancel(p.lister, p.id),
    ]);
    expect(cancels.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await j.ledgerOf(p.id)).filter((r) => r.kind === "refunded")).toHaveLength(1);
    // A refund racing a payout: one of them moves the fee.
    const q = await paidBooking(lister);
    await j.happened(q.id);
    await Promise.all([
      j.confirm(q.renter, q.id),
      t.app.services.inspectionFees.refund(q.id),
      t.app.services.inspectionFees.release(q.id),
    ]);
    const moved = (await j.ledgerOf(q.id)).filter((r) => r.kind !== "held");
    expect(moved).toHaveLength(1);
  });
  const dispute = (who: User, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: `/api/viewings/${id}/dispute`, headers: who.auth, payload });
  const answer = (who: User, id: number, statement: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/viewings/${id}/dispute/answer`,
      headers: who.auth,
      payload: { statement },
    });
  const decide = (who: User, disputeId: number, decision: string, note = "Both sides read; photos checked") =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/viewing-disputes/${disputeId}/decide`,
      headers: who.auth,
      payload: { decision, note },
    });
  async function photoUpload(who: User, id: number) {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 90, b: 90 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("images[]", new Blob([new Uint8Array(png)]), "gate.png");
    const req = new Request("http://local/", { method: "POST", body: form });
    return t.app.inject({
      method: "POST",
      url: `/api/viewings/${id}/dispute/photos`,
      headers: { ...who.auth, "content-type": req.headers.get("content-type") as string },
      payload: Buffer.from(await req.arrayBuffer()),
    });
  }

  it("the renter disputes within the window with a statement and photos; no payout while open; the lister answers once", async () => {
    const { lister, renter, id } = await paidBooking();
    await j.saveAccount(lister, { account_number: "0777777777", bank_code: "058", account_name: "Kola Ade" });
    const statement = {
      reason: "lister_no_show",
      statement: "I waited at the gate for an hour; nobody came.",
    };
    const early = await dispute(renter, id, statement);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.disputeTooEarly);
    await j.happened(id, 2);
    expect((await dispute(lister, id, statement)).statusCode).toBe(403);
    const short = await dispute(renter, id, { reason: "lister_no_show", statement: "no" });
    expect(short.statusCode).toBe(422);
    const bad = await dispute(renter, id, { reason: "weather", statement: statement.statement });
    expect(bad.statusCode).toBe(422);
    const opened = await dispute(renter, id, statement);
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().message).toBe(M.disputed);
    expect(opened.json().data.dispute).toMatchObject({
      reason: "lister_no_show",
      decision: null,
      answer: null,
    });
    expect((await dispute(renter, id, statement)).json().message).toBe(M.alreadyDisputed);
    const photo = await photoUpload(renter, id);
    expect(photo.statusCode, photo.body).toBe(201);
    const url = photo.json().data.dispute.photos[0].url as string;
    expect(url).toMatch(/^\/api\/viewing-disputes\/\d+\/photos\/renter\/1$/);
    expect((await t.app.inject({ url, headers: lister.auth })).statusCode).toBe(200);
    const stranger = await createUser(t.app);
    expect((await t.app.inject({ url, headers: stranger.auth })).statusCode).toBe(404);
    // Open: neither the renter's confirmation nor the sweep pays out.
    await j.happened(id, 49);
    await t.app.services.inspectionFees.sweep();
    expect((await j.viewing(renter, id)).fee.state).toBe("held");
    expect((await answer(renter, id, "I am the renter, not the lister")).statusCode).toBe(403);
    const answered = await answer(lister, id, "I was there at ten; the renter came to the wrong street.");
    expect(answered.statusCode).toBe(200);
    expect(answered.json().message).toBe(M.disputeAnswered);
    expect((await answer(lister, id, "Something else I forgot to say.")).json().message).toBe(
      M.alreadyAnswered,
    );
    expect((await photoUpload(lister, id)).json().data.dispute.answer_photos).toHaveLength(1);
  });

  it("an admin sees both sides and decides once, audited: refund in full, or release to the lister", async () => {
    const admin = await createUser(t.app, { role: "admin" });
    const a = await paidBooking();
    await j.happened(a.id, 2);
    await dispute(a.renter, a.id, {
      reason: "listing_gone",
      statement: "The caretaker said the flat was let in May.",
    });
    await answer(a.lister, a.id, "The flat was let, I have two more in the same block.");
    const list = await t.app.inject({ url: "/api/admin/viewing-disputes?open=true", headers: admin.auth });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.find((d: { booking_id: number }) => d.booking_id === a.id);
    expect(row).toMatchObject({
      reason: "listing_gone",
      answer: "The flat was let, I have two more in the same block.",
      booking: { fee_kobo: FEE, money: "held" },
      renter: { email: a.renter.user.email },
      lister: { email: a.lister.user.email },
    });
    expect(
      (await t.app.inject({ url: "/api/admin/viewing-disputes", headers: a.renter.auth })).statusCode,
    ).toBe(403);
    expect((await decide(a.renter, row.id, "refund")).statusCode).toBe(403);
    const decisions = await Promise.all([decide(admin, row.id, "refund"), decide(admin, row.id, "release")]);
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = decisions.find((r) => r.statusCode === 200)!.json().message;
    const state = (await j.viewing(a.renter, a.id)).fee.state;
    expect(state).toBe(won === M.decidedRefund ? "refunded" : "held"); // release waits for the lister's account
    expect((await decide(admin, row.id, "refund")).json().message).toBe(M.alreadyDecided);
    const audit = await t.database.query<{ action: string; reason: string }>(
      "select action, reason from audit_log where target_type = 'viewing_dispute' and target_id = $1",
      [String(row.id)],
    );
    expect(audit).toHaveLength(1);

    const b = await paidBooking();
    await j.saveAccount(b.lister, {
      account_number: "0888888888",
      bank_code: "058",
      account_name: "Ife Ola",
    });
    await j.happened(b.id, 2);
    await dispute(b.renter, b.id, {
      reason: "not_as_listed",
      statement: "Two rooms, not three, and no water.",
    });
    const open = (await t.app.inject({ url: "/api/admin/viewing-disputes?open=true", headers: admin.auth }))
      .json()
      .data.find((d: { booking_id: number }) => d.booking_id === b.id);
    const released = await decide(admin, open.id, "release", "The photos show three rooms and a tank");
    expect(released.json().message).toBe(M.decidedRelease);
    expect((await j.viewing(b.renter, b.id)).fee.state).toBe("released");
    const ledger = await t.app.inject({ url: "/api/admin/inspection-ledger", headers: admin.auth });
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json().meta.balance_held_kobo).toBe(await j.balance());
    expect(ledger.json().data[0]).toMatchObject({ booking_id: b.id, kind: "released", amount_kobo: -FEE });
    expect(
      (await t.app.inject({ url: "/api/admin/inspection-ledger", headers: b.renter.auth })).statusCode,
    ).toBe(403);
  });

  it("a dispute after the 48 hours, or of a fee not held, is refused", async () => {
    const { renter, id } = await paidBooking();
    await j.happened(id, 49);
    const late = await dispute(renter, id, {
      reason: "lister_no_show",
      statement: "Nobody came to the gate at all.",
    });
    expect(late.json().message).toBe(M.disputeTooLate);
    const lister = await createUser(t.app, { role: "agent" });
    const free = (await j.book(renter, await j.slot(lister, await j.listing(lister, 0)))).json().data;
    await j.happened(free.id, 1);
    const none = await dispute(renter, free.id, {
      reason: "lister_no_show",
      statement: "Nobody came to the gate at all.",
    });
    expect(none.json().message).toBe(M.feeNotHeld);
  });
});

describe("the fee held, on Paystack (a local server speaking its API)", () => {
  let fake: FakePaystack;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp({
      AUTH_RATE_LIMIT: "10000",
      PAYSTACK_SECRET_KEY: fake.secret,
      PAYSTACK_BASE_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  const j = journey(() => t);
  const sign = (raw: string) => createHmac("sha512", fake.secret).update(raw).digest("hex");
  const webhook = (event: string, data: Record<string, unknown>) => {
    const raw = JSON.stringify({ event, data });
    return t.app.inject({
      method: "POST",
      url: "/api/webhooks/paystack",
      headers: { "content-type": "application/json", "x-paystack-signature": sign(raw) },
      payload: raw,
    });
  };

  async function paid(account = "0222222222") {
    const lister = await createUser(t.app, { role: "agent" });
    fake.accounts.set(`058:${account}`, "NGOZI ADAEZE OKAFOR");
    const renter = await createUser(t.app);
    const slug = await j.listing(lister);
    const b = (await j.book(renter, await j.slot(lister, slug))).json().data;
    expect(b.fee.payment_url).toBe(`https://checkout.paystack.com/${b.fee.payment_reference}`);
    expect(fake.initialized.get(b.fee.payment_reference)).toMatchObject({ amount: FEE });
    fake.outcome.set(b.fee.payment_reference, "success");
    const charge = await webhook("charge.success", { reference: b.fee.payment_reference, amount: FEE });
    expect(charge.statusCode, charge.body).toBe(200);
    expect((await j.viewing(renter, b.id)).fee.state).toBe("held");
    return { lister, renter, id: b.id as number, reference: b.fee.payment_reference as string, account };
  }

  it("resolves the lister's account at the bank and makes one transfer recipient; an unknown account is refused", async () => {
    const lister = await createUser(t.app, { role: "agent" });
    const unknown = await j.saveAccount(lister, { account_number: "0999999999", bank_code: "058" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.account_number).toEqual([M.accountUnknown]);
    fake.accounts.set("058:0333333333", "TUNDE BAKARE");
    const saved = await j.saveAccount(lister, {
      account_number: "0333333333",
      bank_code: "058",
      account_name: "Whatever I type",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.account_name).toBe("TUNDE BAKARE");
    expect(fake.recipients.get("058:0333333333")).toBeDefined();
  });

  it("a payout is pending until transfer.success, handled once however often it is replayed", async () => {
    const { lister, renter, id, account } = await paid("0444444444");
    await j.saveAccount(lister, { account_number: account, bank_code: "058" });
    await j.happened(id);
    fake.transferStatus = "pending";
    expect((await j.confirm(renter, id)).json().data.fee.state).toBe("releasing");
    const reference = `ile-viewing-${id}-1`;
    expect(fake.transfers.get(reference)).toMatchObject({
      amount: FEE,
      reason: expect.stringContaining("Ile"),
    });
    expect(await j.ledgerOf(id)).toHaveLength(1);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        webhook("transfer.success", { reference, amount: FEE, status: "success" }),
      ),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect((await j.viewing(renter, id)).fee.state).toBe("released");
    expect((await j.ledgerOf(id)).filter((r) => r.kind === "released")).toHaveLength(1);
    const again = await webhook("transfer.success", { reference, amount: FEE });
    expect(again.json().message).toBe(PAYMENT_MESSAGES.webhookAlreadyHandled);
    // Reversed later: the money is back with Ile, held again, and the ledger says so.
    await webhook("transfer.reversed", { reference, amount: FEE });
    expect((await j.viewing(renter, id)).fee.state).toBe("held");
    expect((await j.ledgerOf(id)).map((r) => r.kind)).toEqual(["held", "released", "reversed"]);
    fake.transferStatus = "success";
    await t.app.services.inspectionFees.release(id);
    expect((await j.viewing(renter, id)).fee.state).toBe("released");
    expect(fake.transfers.has(`ile-viewing-${id}-2`)).toBe(true);
  });

  it("a failed payout is held again and the next one has a new reference; a payout left unanswered is retried with the same one", async () => {
    const { lister, renter, id, account } = await paid("0555555555");
    await j.saveAccount(lister, { account_number: account, bank_code: "058" });
    await j.happened(id);
    fake.transferStatus = "pending";
    await j.confirm(renter, id);
    await webhook("transfer.failed", { reference: `ile-viewing-${id}-1`, amount: FEE });
    expect((await j.viewing(renter, id)).fee.state).toBe("held");
    expect(await j.ledgerOf(id)).toHaveLength(1);
    // The gateway does not answer: the claim stays, and the sweep asks again with the same reference.
    fake.transferStatus = "error500";
    expect(await t.app.services.inspectionFees.release(id)).toBe(true);
    expect((await j.viewing(renter, id)).fee.state).toBe("releasing");
    fake.transferStatus = "pending";
    await t.database.query(
      "update viewing_bookings set money_claimed_at = now() - interval '16 minutes' where id = $1",
      [id],
    );
    await t.app.services.inspectionFees.sweep();
    expect(fake.transfers.get(`ile-viewing-${id}-2`)).toMatchObject({ amount: FEE });
    await t.app.services.inspectionFees.sweep();
    // The same reference again changes nothing at the gateway: one transfer each.
    expect([...fake.transfers.keys()].filter((k) => k.startsWith(`ile-viewing-${id}-`))).toHaveLength(2);
    await webhook("transfer.success", { reference: `ile-viewing-${id}-2` });
    expect((await j.ledgerOf(id)).map((r) => r.kind)).toEqual(["held", "released"]);
  });

  it("a cancellation refunds through POST /refund, confirmed once by refund.processed", async () => {
    const { lister, renter, id, reference } = await paid("0666666666");
    fake.refundStatus = "pending";
    const res = await j.cancel(lister, id, "The flat was let this morning");
    expect(res.json().data.fee.state).toBe("refunding");
    expect(fake.refunds.get(reference)).toEqual({ amount: FEE, status: "pending" });
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        webhook("refund.processed", { transaction_reference: reference, amount: FEE, status: "processed" }),
      ),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect((await j.viewing(renter, id)).fee.state).toBe("refunded");
    expect((await j.ledgerOf(id)).map((r) => [r.kind, r.amount_kobo])).toEqual([
      ["held", String(FEE)],
      ["refunded", String(-FEE)],
    ]);
    expect(fake.refundCalls).toBe(1);
  });
});
