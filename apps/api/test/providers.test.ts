/**
 * The service-providers service (issue 20, ADR 0300): the SPEC §7 list with filters, pages and id, the error
 * shape, bank fields only for the provider and admins, becoming a provider, the quote state machine (illegal
 * steps refused, nothing changed), the thread, outbox notifications, and reviews only after a completed job.
 */
import { homeServicesMessages as M } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { datasetsDir } from "../src/platform/paths.ts";
import { seedPlaces } from "../src/seed/places.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
const BASE = "/svc/providers";
type User = Awaited<ReturnType<typeof createUser>>;
let plumber: User;
let electrician: User;
let customer: User;
let stranger: User;
let admin: User;
let plumberId: number;

const provider = (over: Record<string, unknown> = {}) => ({
  name: "Tunde Pipes & Sons",
  category: "plumber",
  speciality: "Leak repair, borehole pumps, bathroom fittings",
  state: "Lagos",
  city: "Lekki",
  service_areas: ["Ajah", "Victoria Island"],
  email: "tunde@example.ng",
  phone: "+2348031234567",
  phone2: "+2348127654321",
  price_min: 15000,
  price_max: 80000,
  experience_years: 9,
  bio: "Licensed plumber working across Lekki and Ajah.",
  availability: "Mon–Sat, 8am–6pm",
  bank_name: "GTBank",
  account_number: "0123456789",
  payment_method: "Bank transfer",
  ...over,
});

async function outbox(to: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json().data ?? res.json()) as { subject: string; kind: string; to: string }[];
}

beforeAll(async () => {
  t = await createTestApp();
  await seedPlaces.run({ db: t.db, dataDir: datasetsDir, scale: null, log: () => {} });
  plumber = await createUser(t.app, { phone: "+2348031234567", profile: { verifiedAt: new Date() } });
  electrician = await createUser(t.app);
  customer = await createUser(t.app, { phone: "+2348099990000" });
  stranger = await createUser(t.app);
  admin = await createUser(t.app, { role: "admin" });
  const a = await t.app.inject({
    method: "POST",
    url: `${BASE}/me`,
    headers: plumber.auth,
    payload: provider(),
  });
  expect(a.statusCode, a.body).toBe(201);
  plumberId = a.json().data.id;
  const b = await t.app.inject({
    method: "POST",
    url: `${BASE}/me`,
    headers: electrician.auth,
    payload: provider({
      name: "Bright Sparks",
      category: "electrician",
      speciality: "Wiring, inverters",
      state: "FCT",
      city: "Garki",
      service_areas: [],
      email: "sparks@example.ng",
      phone: "+2348020000000",
      phone2: "",
    }),
  });
  expect(b.statusCode, b.body).toBe(201);
});
afterAll(() => t.close());

describe("GET /service-providers.php", () => {
  it("answers the SPEC §7 shape with the SPEC §3 server fields and user_id", async () => {
    const res = await t.app.inject({ method: "GET", url: `${BASE}/service-providers.php` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe("success");
    expect(body.message).toBe(M.providersListed);
    expect(body.service_providers).toHaveLength(2);
    const p = body.service_providers.find((x: { id: number }) => x.id === plumberId);
    expect(p).toMatchObject({
      user_id: plumber.user.id,
      name: "Tunde Pipes & Sons",
      category: "plumber",
      location: "Lekki, Lagos",
      phone: "+2348031234567",
      phone2: "+2348127654321",
      pricing: "₦15,000.00 – ₦80,000.00", // ADR 0002: the one naira format (issue 38)
      experience: "9 years",
      verified: "1",
      ratings: 0,
      image: null,
    });
    expect(p.registration_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const other = body.service_providers.find((x: { id: number }) => x.id !== plumberId);
    expect(other.verified).toBe("0");
  });

  it("hides bank fields from everyone but the provider and admins", async () => {
    const get = async (headers: Record<string, string> = {}) =>
      (
        await t.app.inject({ method: "GET", url: `${BASE}/service-providers.php?category=plumber`, headers })
      ).json().service_providers[0];
    for (const viewer of [undefined, stranger.auth, customer.auth]) {
      const p = await get(viewer);
      expect(p.bank_name).toBeNull();
      expect(p.account_number).toBeNull();
      expect(p.payment_method).toBeNull();
    }
    expect((await get(plumber.auth)).account_number).toBe("0123456789");
    expect((await get(admin.auth)).bank_name).toBe("GTBank");
    const one = await t.app.inject({
      method: "GET",
      url: `${BASE}/providers/${plumberId}`,
      headers: stranger.auth,
    });
    expect(one.json().data.account_number).toBeNull();
  });

  it("filters by category, state, city (served areas too) and query, and pages", async () => {
    const ids = async (qs: string) =>
      (await t.app.inject({ method: "GET", url: `${BASE}/service-providers.php?${qs}` }))
        .json()
        .service_providers.map((p: { name: string }) => p.name);
    expect(await ids("category=plumber")).toEqual(["Tunde Pipes & Sons"]);
    expect(await ids("category=lawyer")).toEqual([]);
    expect(await ids("state=lagos")).toEqual(["Tunde Pipes & Sons"]);
    expect(await ids("state=FCT")).toEqual(["Bright Sparks"]);
    expect(await ids("city=lekki")).toEqual(["Tunde Pipes & Sons"]);
    expect(await ids("city=Ajah")).toEqual(["Tunde Pipes & Sons"]);
    expect(await ids("query=inverter")).toEqual(["Bright Sparks"]);
    expect(await ids("query=leak%20lekki")).toEqual(["Tunde Pipes & Sons"]);
    expect(await ids(`id=${plumberId}`)).toEqual(["Tunde Pipes & Sons"]);
    const page2 = (
      await t.app.inject({ method: "GET", url: `${BASE}/service-providers.php?per_page=1&page=2` })
    ).json();
    expect(page2.service_providers).toHaveLength(1);
    expect(page2.pagination).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
  });

  it("answers a bad filter with status error and a message (never a 5xx)", async () => {
    for (const qs of ["category=astrologer", "page=0", "per_page=1000", "page=abc"]) {
      const res = await t.app.inject({ method: "GET", url: `${BASE}/service-providers.php?${qs}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().status).toBe("error");
      expect(typeof res.json().message).toBe("string");
    }
    const none = await t.app.inject({ method: "GET", url: `${BASE}/providers/999999` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ status: "error", message: M.providerNotFound });
  });
});

describe("becoming a provider", () => {
  it("refuses a second profile, an unknown state and a regulated trade without its number", async () => {
    const again = await t.app.inject({
      method: "POST",
      url: `${BASE}/me`,
      headers: plumber.auth,
      payload: provider(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyProvider);
    const u = await createUser(t.app);
    const state = await t.app.inject({
      method: "POST",
      url: `${BASE}/me`,
      headers: u.auth,
      payload: provider({ state: "Atlantis" }),
    });
    expect(state.statusCode).toBe(422);
    expect(state.json().errors.state).toEqual([M.unknownState]);
    const lawyer = await t.app.inject({
      method: "POST",
      url: `${BASE}/me`,
      headers: u.auth,
      payload: provider({ category: "lawyer" }),
    });
    expect(lawyer.statusCode).toBe(422);
    expect(lawyer.json().errors.licence_number).toEqual([M.licenceRequired("NBA")]);
    const ok = await t.app.inject({
      method: "POST",
      url: `${BASE}/me`,
      headers: u.auth,
      payload: provider({ category: "lawyer", licence_number: "SCN/12345", name: "Barr. Ada" }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ licence_body: "NBA", licence_number: "SCN/12345" });
    const upd = await t.app.inject({
      method: "PUT",
      url: `${BASE}/me`,
      headers: u.auth,
      payload: { city: "Ikeja" },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({ city: "Ikeja", name: "Barr. Ada", category: "lawyer" });
    const mine = await t.app.inject({ method: "GET", url: `${BASE}/me`, headers: stranger.auth });
    expect(mine.json().data).toBeNull();
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "POST", url: `${BASE}/me`, payload: provider() });
    expect(res.statusCode).toBe(401);
  });
});

async function requestJob(headers = customer.auth) {
  const res = await t.app.inject({
    method: "POST",
    url: `${BASE}/jobs`,
    headers,
    payload: {
      provider_id: plumberId,
      title: "Leaking kitchen sink",
      details: "Water under the sink since Monday.\nPlease bring a new trap.",
      address: "12 Admiralty Way",
      state: "Lagos",
      city: "Lekki",
      wanted_on: "2026-12-01",
      budget: 20000,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; status: string };
}

const act = (id: number, step: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({
    method: "POST",
    url: `${BASE}/jobs/${id}/${step}`,
    headers,
    ...(payload ? { payload } : {}),
  });

describe("quotes and bookings", () => {
  it("goes requested → quoted → accepted → done, both sides see the thread, each step notifies the other", async () => {
    const job = await requestJob();
    expect(job.status).toBe("requested");
    expect((await outbox("tunde@example.ng")).some((m) => m.subject.includes("Leaking kitchen sink"))).toBe(
      true,
    );

    const quoted = await act(job.id, "quote", plumber.auth, { amount: 18000, note: "Includes a new trap" });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().data).toMatchObject({
      status: "quoted",
      quote: 18000,
      quote_note: "Includes a new trap",
    });
    expect((await outbox(customer.user.email)).some((m) => m.subject.includes("₦18,000"))).toBe(true);

    const accepted = await act(job.id, "accept", customer.auth);
    expect(accepted.json().data.status).toBe("accepted");
    const done = await act(job.id, "done", plumber.auth, { note: "Fixed" });
    expect(done.json().data.status).toBe("done");

    for (const who of [customer, plumber]) {
      const seen = await t.app.inject({ method: "GET", url: `${BASE}/jobs/${job.id}`, headers: who.auth });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data.events.map((e: { kind: string }) => e.kind)).toEqual([
        "requested",
        "quoted",
        "accepted",
        "done",
      ]);
    }
    const list = await t.app.inject({
      method: "GET",
      url: `${BASE}/jobs?as=provider`,
      headers: plumber.auth,
    });
    expect(list.json().data.map((j: { id: number }) => j.id)).toContain(job.id);
  });

  it("refuses illegal steps with 409 and changes nothing", async () => {
    const job = await requestJob();
    const early = await act(job.id, "accept", customer.auth);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.illegal("requested", "accepted"));
    const doneEarly = await act(job.id, "done", plumber.auth);
    expect(doneEarly.statusCode).toBe(409);
    // The wrong side: the provider cannot accept its own quote, the customer cannot quote.
    await act(job.id, "quote", plumber.auth, { amount: 5000 });
    expect((await act(job.id, "accept", plumber.auth)).statusCode).toBe(403);
    expect((await act(job.id, "quote", customer.auth, { amount: 1 })).statusCode).toBe(403);
    const declined = await act(job.id, "decline", customer.auth);
    expect(declined.json().data.status).toBe("cancelled");
    const late = await act(job.id, "accept", customer.auth);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.illegal("cancelled", "accepted"));
    const after = await t.app.inject({
      method: "GET",
      url: `${BASE}/jobs/${job.id}`,
      headers: customer.auth,
    });
    expect(after.json().data.status).toBe("cancelled");
    expect(after.json().data.events.map((e: { kind: string }) => e.kind)).toEqual([
      "requested",
      "quoted",
      "declined",
    ]);
  });

  it("two accepts at once move the job once", async () => {
    const job = await requestJob();
    await act(job.id, "quote", plumber.auth, { amount: 9000 });
    const both = await Promise.all([
      act(job.id, "accept", customer.auth),
      act(job.id, "accept", customer.auth),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const seen = await t.app.inject({ method: "GET", url: `${BASE}/jobs/${job.id}`, headers: customer.auth });
    expect(seen.json().data.events.filter((e: { kind: string }) => e.kind === "accepted")).toHaveLength(1);
  });

  it("keeps jobs private to their two sides and refuses a quote request to oneself", async () => {
    const job = await requestJob();
    const peek = await t.app.inject({ method: "GET", url: `${BASE}/jobs/${job.id}`, headers: stranger.auth });
    expect(peek.statusCode).toBe(404);
    expect((await act(job.id, "cancel", stranger.auth)).statusCode).toBe(404);
    const self = await t.app.inject({
      method: "POST",
      url: `${BASE}/jobs`,
      headers: plumber.auth,
      payload: {
        provider_id: plumberId,
        title: "x",
        details: "y",
        address: "z",
        state: "Lagos",
        city: "Lekki",
      },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(M.ownJob);
  });
});

describe("reviews", () => {
  it("only after a completed job, once, with one reply; the average follows SPEC §9", async () => {
    const job = await requestJob();
    const early = await t.app.inject({
      method: "POST",
      url: `${BASE}/providers/${plumberId}/reviews`,
      headers: customer.auth,
      payload: { job_id: job.id, rating: 5, comment: "Great" },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(M.reviewNeedsJob);
    await act(job.id, "quote", plumber.auth, { amount: 10000 });
    await act(job.id, "accept", customer.auth);
    await act(job.id, "done", customer.auth);
    const byStranger = await t.app.inject({
      method: "POST",
      url: `${BASE}/providers/${plumberId}/reviews`,
      headers: stranger.auth,
      payload: { job_id: job.id, rating: 1 },
    });
    expect(byStranger.statusCode).toBe(403);
    const review = await t.app.inject({
      method: "POST",
      url: `${BASE}/providers/${plumberId}/reviews`,
      headers: customer.auth,
      payload: { job_id: job.id, rating: 4, comment: "Quick <b>and</b> tidy" },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json().data.comment).toBe("Quick <b>and</b> tidy");
    const twice = await t.app.inject({
      method: "POST",
      url: `${BASE}/providers/${plumberId}/reviews`,
      headers: customer.auth,
      payload: { job_id: job.id, rating: 1 },
    });
    expect(twice.statusCode).toBe(409);
    const reviewId = review.json().data.id;
    const notMine = await t.app.inject({
      method: "POST",
      url: `${BASE}/reviews/${reviewId}/reply`,
      headers: customer.auth,
      payload: { reply: "me" },
    });
    expect(notMine.statusCode).toBe(403);
    const reply = await t.app.inject({
      method: "POST",
      url: `${BASE}/reviews/${reviewId}/reply`,
      headers: plumber.auth,
      payload: { reply: "Thank you!" },
    });
    expect(reply.statusCode).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: `${BASE}/reviews/${reviewId}/reply`,
      headers: plumber.auth,
      payload: { reply: "Again" },
    });
    expect(again.statusCode).toBe(409);
    const list = await t.app.inject({ method: "GET", url: `${BASE}/providers/${plumberId}/reviews` });
    expect(list.json().average_rating).toBe(4);
    expect(list.json().data[0]).toMatchObject({ rating: 4, reply: "Thank you!" });
    const dir = await t.app.inject({ method: "GET", url: `${BASE}/service-providers.php?id=${plumberId}` });
    expect(dir.json().service_providers[0].ratings).toBe(4);
  });
});
