/**
 * Price drops on favourites (issue 53 item 1, ADR 0029): when a listing's price is cut, everyone who saved it is
 * told once per cut by the price-drop sweep — in the bell, by e-mail through the outbox and by web push to their
 * subscribed browsers (a local push service) — unless they turned price-drop alerts off
 * (/api/notifications/preferences). A rise, a cut undone before the sweep, a hidden listing, and the owner
 * tell nobody. Repeated and parallel sweeps (and a second instance on
 * PostgreSQL) tell a cut once.
 */
import { createECDH, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { notificationMessages as M } from "@ile/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp, withSecondInstance } from "./helpers.ts";

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

async function listing(title: string, price = 3_000_000) {
  const owner = await createUser(t.app, { role: "landlord" });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/properties",
    headers: owner.auth,
    payload: {
      title,
      price,
      listing_type: "rent",
      rent_period: "year",
      category: "apartment",
      property_type: "Flat",
      city: "Yaba",
      state: "Lagos",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { owner, slug: res.json().data.slug as string };
}

const reprice = async (owner: User, slug: string, price: number) => {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/properties/${slug}`,
    headers: owner.auth,
    payload: { price },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const save = async (who: User, slug: string) => {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/properties/${slug}/favourite`,
    headers: who.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const mails = async (who: User) =>
  (
    (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(who.user.email!)}` })).json()
      .data as {
      kind: string;
      channel: string;
      subject: string | null;
      text: string;
    }[]
  ).filter((m) => m.kind === "price_drop");
const bell = async (who: User) =>
  (
    (await t.app.inject({ url: "/api/notifications", headers: who.auth })).json().data as {
      kind: string;
      title: string;
      body: string;
      link: string;
    }[]
  ).filter((n) => n.kind === "price_drop");
const sweep = () => t.app.services.priceDrops.sweep();

describe("price drops on favourites", () => {
  it("a cut is told once to everyone who saved it: the bell, an e-mail and push; a second sweep tells nothing", async () => {
    const { owner, slug } = await listing("3 bedroom flat in Yaba near the market");
    const tenant = await createUser(t.app);
    const other = await createUser(t.app);
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const sub = await t.app.inject({
      method: "POST",
      url: "/api/push/subscriptions",
      headers: tenant.auth,
      payload: {
        endpoint: `${pushBase}/drop/${tenant.user.id}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: randomBytes(16).toString("base64url"),
        },
      },
    });
    expect(sub.statusCode, sub.body).toBe(201);
    await save(tenant, slug);
    await save(other, slug);
    await save(owner, slug);

    await reprice(owner, slug, 2_500_000);
    expect(await sweep()).toEqual({ drops: 1, told: 2 });
    for (const who of [tenant, other]) {
      const [mail, ...more] = await mails(who);
      expect(more).toEqual([]);
      expect(mail!.channel).toBe("email");
      expect(mail!.subject).toBe(M.priceDropMailSubject("3 bedroom flat in Yaba near the market"));
      expect(mail!.text).toContain("₦2,500,000.00/year");
      expect(mail!.text).toContain("₦3,000,000.00/year");
      expect(mail!.text).toContain(`/property/${slug}`);
      expect(await bell(who)).toEqual([
        expect.objectContaining({
          title: M.priceDropTitle("3 bedroom flat in Yaba near the market"),
          body: M.priceDropBody({
            price: "₦2,500,000.00/year",
            was: "₦3,000,000.00/year",
            place: "Yaba, Lagos",
          }),
          link: `/property/${slug}`,
        }),
      ]);
    }
    expect(pushed).toContain(`/drop/${tenant.user.id}`);
    // The owner saved their own listing: not told of their own cut.
    expect(await mails(owner)).toEqual([]);
    expect(await bell(owner)).toEqual([]);

    // Once per drop: repeated sweeps tell nothing more.
    expect(await sweep()).toEqual({ drops: 0, told: 0 });
    expect(await sweep()).toEqual({ drops: 0, told: 0 });
    expect(await mails(tenant)).toHaveLength(1);
    expect(await bell(tenant)).toHaveLength(1);
    expect(pushed.filter((p) => p === `/drop/${tenant.user.id}`)).toHaveLength(1);

    // A second cut is a new drop: told once more.
    await reprice(owner, slug, 2_200_000);
    expect(await sweep()).toEqual({ drops: 1, told: 2 });
    expect(await sweep()).toEqual({ drops: 0, told: 0 });
    expect(await mails(tenant)).toHaveLength(2);
    expect((await bell(other)).map((n) => n.body)[0]).toContain("₦2,200,000.00/year, was ₦2,500,000.00/year");
  });

  it("a rise, a cut undone before the sweep and a hidden listing tell nobody; two cuts between sweeps are one", async () => {
    const tenant = await createUser(t.app);
    const up = await listing("Mini flat in Surulere with prepaid meter");
    await save(tenant, up.slug);
    await reprice(up.owner, up.slug, 3_500_000);
    const undone = await listing("Self contain in Akoka close to UNILAG");
    await save(tenant, undone.slug);
    await reprice(undone.owner, undone.slug, 2_000_000);
    await reprice(undone.owner, undone.slug, 3_000_000);
    const hidden = await listing("Duplex in Lekki phase 1 with a pool");
    await save(tenant, hidden.slug);
    await reprice(hidden.owner, hidden.slug, 2_000_000);
    await t.database.query("update properties set hidden_at = now() where slug = $1", [hidden.slug]);
    const twice = await listing("Two bedroom flat in Gbagada phase 2");
    await save(tenant, twice.slug);
    await reprice(twice.owner, twice.slug, 2_800_000);
    await reprice(twice.owner, twice.slug, 2_600_000);

    expect(await sweep()).toEqual({ drops: 1, told: 1 });
    const told = await bell(tenant);
    expect(told.map((n) => n.link)).toEqual([`/property/${twice.slug}`]);
    expect(told[0]!.body).toContain("Now ₦2,600,000.00/year, was ₦3,000,000.00/year");
    expect(await mails(tenant)).toHaveLength(1);
    // Shown again, the hidden listing's cut is not told late: it was claimed.
    await t.database.query("update properties set hidden_at = null where slug = $1", [hidden.slug]);
    expect(await sweep()).toEqual({ drops: 0, told: 0 });
  });

  it("a person can turn price-drop alerts off (and on again) through the API; off, they are told nothing", async () => {
    const tenant = await createUser(t.app);
    const get = () => t.app.inject({ url: "/api/notifications/preferences", headers: tenant.auth });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "PUT", url: "/api/notifications/preferences", headers: tenant.auth, payload });
    expect((await get()).json()).toEqual({ status: "success", data: { price_drops: true } });
    expect((await t.app.inject({ url: "/api/notifications/preferences" })).statusCode).toBe(401);
    const bad = await put({ price_drops: "no" });
    expect(bad.statusCode).toBe(422);
    const off = await put({ price_drops: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({
      status: "success",
      message: M.preferencesSaved,
      data: { price_drops: false },
    });
    expect((await get()).json().data).toEqual({ price_drops: false });

    const { owner, slug } = await listing("Bungalow in Ikeja GRA with a garden");
    await save(tenant, slug);
    await reprice(owner, slug, 2_000_000);
    expect(await sweep()).toEqual({ drops: 1, told: 0 });
    expect(await mails(tenant)).toEqual([]);
    expect(await bell(tenant)).toEqual([]);

    expect((await put({ price_drops: true })).json().data).toEqual({ price_drops: true });
    await reprice(owner, slug, 1_800_000);
    expect(await sweep()).toEqual({ drops: 1, told: 1 });
    expect(await bell(tenant)).toHaveLength(1);
  });

  it("parallel sweeps, here and on a second instance, tell a cut once", async () => {
    const { owner, slug } = await listing("Four bedroom terrace in Magodo");
    const savers = await Promise.all(Array.from({ length: 3 }, () => createUser(t.app)));
    for (const s of savers) await save(s, slug);
    await reprice(owner, slug, 2_400_000);
    const results = await withSecondInstance(t, (second) =>
      Promise.all([sweep(), sweep(), second.services.priceDrops.sweep(), second.services.priceDrops.sweep()]),
    );
    expect(results.reduce((a, r) => a + r.told, 0)).toBe(3);
    expect(results.reduce((a, r) => a + r.drops, 0)).toBe(1);
    for (const s of savers) {
      expect(await mails(s)).toHaveLength(1);
      expect(await bell(s)).toHaveLength(1);
    }
  });
});
