/**
 * Issue 53 items 2 and 7 (ADR 0029): saved-search channels named as people see them (`in_app` is the bell, kept
 * apart from browser `push`; the older names still accepted), the bell told only with `in_app`, and the
 * unsubscribe page's "turn the alert back on" (POST /resubscribe with the link's token).
 */
import { savedSearchMessages as M } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeToken } from "../src/modules/saved-searches/unsubscribe.ts";
import { createTestApp, createUser, subscribe, type TestApp } from "./helpers.ts";

let t: TestApp;
type User = Awaited<ReturnType<typeof createUser>>;
let agent: User;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: "agent" });
  await subscribe(t.app, agent.user.id, "business");
  await t.app.services.alerts.sweep();
});
afterAll(() => t.close());

async function listing(title: string) {
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
    },
  });
  expect(res.statusCode).toBe(201);
}

const save = (user: User, body: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/saved-searches",
    headers: user.auth,
    payload: { name: "Flats", ...body },
  });
const bell = async (user: User) =>
  ((await t.app.inject({ url: "/api/notifications", headers: user.auth })).json().data as { kind: string }[])
    .length;
const mails = async (user: User) =>
  (await t.app.outbox.list({ to: user.user.email! })).filter((m) => m.kind.startsWith("saved_search")).length;

describe("saved-search channels", () => {
  it("accepts in_app, keeps the older names, and saves e-mail and the bell by default", async () => {
    const me = await createUser(t.app);
    const inApp = await save(me, { params: { query: "terrace" }, channels: ["in_app", "in_app"] });
    expect(inApp.statusCode, inApp.body).toBe(201);
    expect(inApp.json().data.channels).toEqual(["in_app"]);
    const old = await save(me, { params: { query: "terrace" }, channels: ["email", "push"] });
    expect(old.statusCode).toBe(201);
    expect(old.json().data.channels).toEqual(["email", "push"]);
    const plain = await save(me, { params: { query: "terrace" } });
    expect(plain.json().data.channels).toEqual(["email", "in_app"]);
    const all = await save(me, { params: { query: "terrace" }, channels: ["email", "in_app", "push"] });
    expect(all.statusCode).toBe(201);
  });

  it("refuses an unknown channel with the catalogue's message and saves nothing", async () => {
    const me = await createUser(t.app);
    const res = await save(me, { params: { query: "terrace" }, channels: ["in_app", "fax"] });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().errors)).toContain(M.channelInvalid);
    expect((await t.app.inject({ url: "/api/saved-searches", headers: me.auth })).json().data).toEqual([]);
  });

  it("tells the bell only with in_app, and e-mails only with email", async () => {
    const mailOnly = await createUser(t.app);
    const bellOnly = await createUser(t.app);
    expect((await save(mailOnly, { params: { query: "maisonette" }, channels: ["email"] })).statusCode).toBe(
      201,
    );
    expect((await save(bellOnly, { params: { query: "maisonette" }, channels: ["in_app"] })).statusCode).toBe(
      201,
    );
    await listing("Maisonette by the lagoon");
    await t.app.services.alerts.sweep();
    expect([await mails(mailOnly), await bell(mailOnly)]).toEqual([1, 0]);
    expect([await mails(bellOnly), await bell(bellOnly)]).toEqual([0, 1]);
  });
});

describe("turning an alert back on from the unsubscribe page", () => {
  it("resumes the search the link names; a bad link or a deleted search changes nothing", async () => {
    const me = await createUser(t.app);
    const s = (await save(me, { params: { query: "bungalow" } })).json().data as { id: number };
    const token = unsubscribeToken(t.config.JWT_SECRET, s.id);
    const at = (path: string, tk: string) => `/api/saved-searches/${path}?token=${encodeURIComponent(tk)}`;
    const paused = async () =>
      (await t.app.inject({ url: "/api/saved-searches", headers: me.auth })).json().data[0].paused;

    expect((await t.app.inject({ method: "POST", url: at("unsubscribe", token) })).statusCode).toBe(200);
    expect(await paused()).toBe(true);

    const tampered = token.replace(/^\d+/, String(s.id + 1));
    for (const bad of [tampered, "nonsense"]) {
      const res = await t.app.inject({ method: "POST", url: at("resubscribe", bad) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "INVALID_TOKEN", message: M.unsubscribeInvalid });
    }
    expect(await paused()).toBe(true);

    const res = await t.app.inject({ method: "POST", url: at("resubscribe", token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "success", message: M.resubscribed, data: { paused: false } });
    expect(await paused()).toBe(false);

    await t.app.inject({ method: "DELETE", url: `/api/saved-searches/${s.id}`, headers: me.auth });
    expect((await t.app.inject({ method: "POST", url: at("resubscribe", token) })).statusCode).toBe(400);
  });
});
