/**
 * Web push (issue 37, ADR 0410): the VAPID key and its configuration; a signed-in user's browser subscriptions
 * (subscribe, unsubscribe, bad input, other people's); and a saved search with the push channel really sending
 * through web-push to a local HTTP server acting as the push service: the message is checked the way a push
 * service and a browser check it (the VAPID JWT verified with the public key; the body decrypted with the
 * subscription's private key by RFC 8291, written out here, not by the library that encrypted it). A push
 * service's 404 or 410 deletes that subscription; another error keeps it.
 */
import { createDecipheriv, createECDH, createHmac, type ECDH, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pushMessages as M, MAX_PUSH_SUBSCRIPTIONS, notificationMessages } from "@ile/contract";
import { importJWK, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PushService } from "../src/modules/push/service.ts";
import { ConfigError, loadConfig } from "../src/platform/config.ts";
import { createTestApp, createUser, subscribe, type TestApp } from "./helpers.ts";

type User = Awaited<ReturnType<typeof createUser>>;
let t: TestApp;
let agent: User;

/** A push service on this machine: answers each path with its status and keeps what it was sent. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
let pushService: Server;
let pushBase: string;
const received: Received[] = [];
const STATUS: Record<string, number> = { "/ok": 201, "/gone": 410, "/missing": 404, "/broken": 500 };

beforeAll(async () => {
  pushService = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = (req.url ?? "/").replace(/\/[^/]*$/, "") || "/";
      received.push({ path: req.url ?? "/", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(STATUS[path] ?? 201).end();
    });
  });
  await new Promise<void>((ok) => pushService.listen(0, "127.0.0.1", ok));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await createTestApp();
  agent = await createUser(t.app, { role: "agent" });
  await subscribe(t.app, agent.user.id, "business");
  await listing("Older flat in Lekki");
  await t.app.services.alerts.sweep();
});
afterAll(async () => {
  await t.close();
  await new Promise((ok) => pushService.close(ok));
});

async function listing(title: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/properties",
    headers: agent.auth,
    payload: {
      title,
      price: 2_400_000,
      listing_type: "rent",
      rent_period: "year",
      category: "apartment",
      property_type: "Flat",
      city: "Lekki",
      state: "Lagos",
      bedrooms: 2,
      bathrooms: 2,
      amenities: [],
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; slug: string };
}

/** A browser's subscription: its own P-256 key pair and auth secret, and an endpoint on the local push service. */
function browser(path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpoint = `${pushBase}${path}/${randomBytes(8).toString("hex")}`;
  return {
    ecdh,
    auth,
    endpoint,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    },
  };
}

const subscribeBrowser = (who: User, body: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/push/subscriptions",
    headers: who.auth,
    payload: body as object,
  });
const unsubscribeBrowser = (who: User, endpoint: string) =>
  t.app.inject({
    method: "DELETE",
    url: "/api/push/subscriptions",
    headers: who.auth,
    payload: { endpoint },
  });
const endpointsOf = async (who: User) =>
  (
    await t.database.query<{ endpoint: string }>(
      "select endpoint from push_subscriptions where user_id = $1 order by id",
      [who.user.id],
    )
  ).map((r) => r.endpoint);

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 / RFC 8188 (aes128gcm, one record): what the browser does with a push message's body. */
function decrypt(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const serverKey = body.subarray(21, 21 + idlen);
  const cipher = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(serverKey);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(auth, shared), Buffer.concat([info, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const d = createDecipheriv("aes-128-gcm", cek, nonce);
  d.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([d.update(cipher.subarray(0, cipher.length - 16)), d.final()]);
  // The last record ends with the delimiter 0x02 and any padding zeros.
  return plain.subarray(0, plain.lastIndexOf(2)).toString("utf8");
}

/** Verifies the VAPID header as a push service does: the JWT signed by the key it names, for this origin. */
async function vapidClaims(authorization: string | undefined) {
  const m = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  expect(m, authorization).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(t.config.VAPID!.publicKey);
  const raw = Buffer.from(k!, "base64url");
  const key = await importJWK(
    {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    "ES256",
  );
  return (await jwtVerify(jwt!, key, { audience: pushBase })).payload;
}

describe("the VAPID key", () => {
  it("is public, and is the configured key", async () => {
    const res = await t.app.inject({ url: "/api/push/key" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "success", data: { public_key: t.config.VAPID!.publicKey } });
    expect(Buffer.from(res.json().data.public_key, "base64url")).toHaveLength(65);
  });

  it("comes from the configuration; both keys or neither; production without keys has push off", () => {
    const pair = { VAPID_PUBLIC_KEY: `B${"A".repeat(86)}`, VAPID_PRIVATE_KEY: "a".repeat(43) };
    const given = loadConfig({ PGLITE_DIR: "memory://", ...pair, MAIL_FROM: "Ile <alerts@ile.ng>" });
    expect(given.VAPID).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: "mailto:alerts@ile.ng",
    });
    expect(
      loadConfig({ PGLITE_DIR: "memory://", ...pair, VAPID_SUBJECT: "https://ile.ng/contact" }).VAPID
        ?.subject,
    ).toBe("https://ile.ng/contact");
    expect(() => loadConfig({ PGLITE_DIR: "memory://", VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
      "Invalid configuration: VAPID_PRIVATE_KEY: set both VAPID keys or neither",
    );
    expect(() => loadConfig({ PGLITE_DIR: "memory://", ...pair, VAPID_PRIVATE_KEY: "short" })).toThrow(
      ConfigError,
    );
    // The private key's value is never printed.
    expect(() => loadConfig({ PGLITE_DIR: "memory://", ...pair, VAPID_PRIVATE_KEY: "short" })).not.toThrow(
      /short/,
    );
    expect(() => loadConfig({ PGLITE_DIR: "memory://", ...pair, VAPID_SUBJECT: "ile.ng" })).toThrow(
      'Invalid configuration: VAPID_SUBJECT="ile.ng": must be a mailto: or https: URL',
    );
    const production = {
      NODE_ENV: "production",
      PGLITE_DIR: "memory://",
      JWT_SECRET: "x".repeat(40),
      PAYMENTS_SANDBOX: "1",
    };
    expect(loadConfig(production).VAPID).toBeNull();
    expect(loadConfig({ ...production, ...pair }).VAPID?.publicKey).toBe(pair.VAPID_PUBLIC_KEY);
  });

  it("in development, a pair is made once and kept beside the embedded database", () => {
    const dir = mkdtempSync(join(tmpdir(), "ile-vapid-"));
    try {
      const first = loadConfig({ PGLITE_DIR: join(dir, "db") }).VAPID!;
      const file = join(dir, "vapid-keys.json");
      expect(existsSync(file)).toBe(true);
      expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
        publicKey: first.publicKey,
        privateKey: first.privateKey,
      });
      expect(loadConfig({ PGLITE_DIR: join(dir, "db") }).VAPID).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers 404 when push is not configured", async () => {
    const off = new PushService({ db: t.db, config: { ...t.config, VAPID: null }, log: t.app.log });
    expect(() => off.publicKey()).toThrow(M.notConfigured);
    expect(await off.sendToUser(agent.user.id, { title: "x", body: "y", url: "/" })).toEqual({
      sent: 0,
      gone: 0,
      failed: 0,
    });
  });
});

describe("browser subscriptions", () => {
  it("subscribe and unsubscribe the signed-in user's browsers only", async () => {
    const [ada, bola] = [await createUser(t.app), await createUser(t.app)];
    const b = browser("/ok");
    const res = await subscribeBrowser(ada, b.json);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: M.subscribed, data: { endpoint: b.endpoint } });
    // The same browser again: one row, its keys refreshed.
    expect((await subscribeBrowser(ada, b.json)).statusCode).toBe(201);
    expect(await endpointsOf(ada)).toEqual([b.endpoint]);

    const notHers = await unsubscribeBrowser(bola, b.endpoint);
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json().message).toBe(M.notFound);
    expect(await endpointsOf(ada)).toEqual([b.endpoint]);

    const gone = await unsubscribeBrowser(ada, b.endpoint);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe(M.unsubscribed);
    expect(await endpointsOf(ada)).toEqual([]);
    expect((await unsubscribeBrowser(ada, b.endpoint)).statusCode).toBe(404);
  });

  it("a browser subscribed again by another account now shows that account's alerts", async () => {
    const [ada, bola] = [await createUser(t.app), await createUser(t.app)];
    const b = browser("/ok");
    expect((await subscribeBrowser(ada, b.json)).statusCode).toBe(201);
    expect((await subscribeBrowser(bola, b.json)).statusCode).toBe(201);
    expect(await endpointsOf(ada)).toEqual([]);
    expect(await endpointsOf(bola)).toEqual([b.endpoint]);
  });

  it(`keeps the ${MAX_PUSH_SUBSCRIPTIONS} newest browsers of an account`, async () => {
    const ada = await createUser(t.app);
    const all = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 2 }, () => browser("/ok"));
    for (const b of all) expect((await subscribeBrowser(ada, b.json)).statusCode).toBe(201);
    expect((await endpointsOf(ada)).sort()).toEqual(
      all
        .slice(2)
        .map((b) => b.endpoint)
        .sort(),
    );
  });

  it("refuses bad input with its message and stores nothing; 401 signed out", async () => {
    const ada = await createUser(t.app);
    const b = browser("/ok");
    const cases: [unknown, string][] = [
      [{ ...b.json, endpoint: "javascript:alert(1)" }, M.endpointInvalid],
      [{ ...b.json, endpoint: "not a url" }, M.endpointInvalid],
      [{ ...b.json, endpoint: undefined }, M.endpointInvalid],
      [{ ...b.json, keys: { ...b.json.keys, p256dh: "abc" } }, M.keysInvalid],
      [{ ...b.json, keys: { ...b.json.keys, auth: `${b.json.keys.auth}==` } }, M.keysInvalid],
      [{ endpoint: b.endpoint }, M.keysInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await subscribeBrowser(ada, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await endpointsOf(ada)).toEqual([]);
    const signedOut = await t.app.inject({ method: "POST", url: "/api/push/subscriptions", payload: b.json });
    expect(signedOut.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: "/api/push/subscriptions",
          payload: { endpoint: b.endpoint },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("in production takes only https endpoints on a named host", async () => {
    const production = new PushService({
      db: t.db,
      config: { ...t.config, NODE_ENV: "production" },
      log: t.app.log,
    });
    const ada = await createUser(t.app);
    const keys = browser("/ok").json.keys;
    for (const endpoint of [
      `${pushBase}/ok/1`,
      "https://127.0.0.1/push",
      "https://[::1]/push",
      "https://localhost/push",
      "https://metadata.internal/push",
    ])
      await expect(production.subscribe(ada.user.id, { endpoint, keys })).rejects.toMatchObject({
        statusCode: 422,
        message: M.endpointInvalid,
      });
    expect(await endpointsOf(ada)).toEqual([]);
    const fcm = "https://fcm.googleapis.com/fcm/send/abc123";
    await production.subscribe(ada.user.id, { endpoint: fcm, keys });
    expect(await endpointsOf(ada)).toEqual([fcm]);
  });
});

describe("alerts by push", () => {
  it("a saved search with Push sends the alert to each browser through web-push; gone browsers are forgotten", async () => {
    const tenant = await createUser(t.app);
    const [ok, gone, missing, broken] = ["/ok", "/gone", "/missing", "/broken"].map(browser);
    for (const b of [ok!, gone!, missing!, broken!])
      expect((await subscribeBrowser(tenant, b.json)).statusCode).toBe(201);
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/saved-searches",
      headers: tenant.auth,
      payload: { name: "Loft hunt", params: { query: "loft" }, channels: ["push", "in_app"] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const home = await listing("Sunny loft by the lagoon");
    await listing("Duplex far from any loft words", { title: "Duplex in Yaba", city: "Yaba" });
    received.length = 0;

    await t.app.services.alerts.sweep();

    const toOk = received.filter((r) => r.path.startsWith("/ok/"));
    expect(toOk).toHaveLength(1);
    const msg = toOk[0]!;
    expect(msg.path).toBe(new URL(ok!.endpoint).pathname);
    expect(msg.headers["content-encoding"]).toBe("aes128gcm");
    expect(msg.headers["content-type"]).toBe("application/octet-stream");
    expect(Number(msg.headers.ttl)).toBeGreaterThan(0);
    const claims = await vapidClaims(msg.headers.authorization);
    expect(claims.sub).toBe(t.config.VAPID!.subject);
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
    expect(JSON.parse(decrypt(msg.body, ok!.ecdh, ok!.auth))).toEqual({
      title: 'New match for "Loft hunt": Sunny loft by the lagoon',
      body: "New · ₦2,400,000.00/year · Lekki, Lagos",
      url: `/property/${home.slug}`,
    });
    // Every browser was tried once; the push service's 404 and 410 removed those two, its 500 kept the other.
    expect(received.map((r) => r.path.split("/")[1]).sort()).toEqual(["broken", "gone", "missing", "ok"]);
    expect((await endpointsOf(tenant)).sort()).toEqual([ok!.endpoint, broken!.endpoint].sort());
    // Push and the bell (in_app): no mail; the bell has the alert too.
    expect(
      (await t.app.outbox.list({ to: tenant.user.email! })).filter((m) => m.kind.startsWith("saved_search")),
    ).toEqual([]);
    const bell = (await t.app.inject({ url: "/api/notifications", headers: tenant.auth })).json();
    expect(bell.data).toMatchObject([
      {
        kind: "alert",
        title: notificationMessages.alertTitle("new", "Sunny loft by the lagoon"),
        link: `/property/${home.slug}`,
      },
    ]);

    // Once per listing per search: the next sweep sends nothing.
    received.length = 0;
    await t.app.services.alerts.sweep();
    expect(received).toEqual([]);
  });

  it("several listings in one alert open the notification centre", async () => {
    const tenant = await createUser(t.app);
    const b = browser("/ok");
    expect((await subscribeBrowser(tenant, b.json)).statusCode).toBe(201);
    await t.app.inject({
      method: "POST",
      url: "/api/saved-searches",
      headers: tenant.auth,
      payload: { name: "Studios", params: { query: "studio" }, channels: ["push", "email"] },
    });
    await listing("Studio one");
    await listing("Studio two");
    received.length = 0;
    await t.app.services.alerts.sweep();
    const mine = received.filter((r) => r.path === new URL(b.endpoint).pathname);
    expect(mine).toHaveLength(1);
    const payload = JSON.parse(decrypt(mine[0]!.body, b.ecdh, b.auth));
    expect(payload).toEqual({
      title: '2 new listings for "Studios"',
      body: expect.stringMatching(/^Studio (one|two); Studio (one|two)$/),
      url: "/notifications",
    });
  });
});
