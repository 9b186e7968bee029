/**
 * Two Ile instances as production runs them (issue 36, ADR 0024): two server processes on one PostgreSQL, one Redis
 * and one S3-compatible bucket (@20minutes/s3rver in this process), each with its own EMPTY uploads directory,
 * behind a small round-robin proxy. Run by `.ci/run` (`npx vitest run --config vitest.cluster.config.ts`), after
 * `npm run build` (the built server, and the listing page is rendered on the server); needs TEST_DATABASE_URL and REDIS_URL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { migrate } from "../../src/db/migrate.ts";
import { createAccount } from "../../src/modules/accounts/builders.ts";
import { apiRoot, repoRoot } from "../../src/platform/paths.ts";
import { createTestDatabase, multipartForm, testDatabaseUrl, testRedisUrl } from "../helpers.ts";
import { freePort } from "../ports.ts";
import { startS3Server } from "../s3-server.ts";

const webDist = join(repoRoot, "apps/web/dist");
const PASSWORD = "correct horse battery staple";
const work = mkdtempSync(join(tmpdir(), "ile-cluster-"));

interface Instance {
  name: string;
  base: string;
  uploads: string;
  child: ChildProcess;
  output: () => string;
}

let database: Database;
let dropDatabase: () => Promise<void>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let a: Instance;
let b: Instance;
let proxy: Server;
let proxyBase: string;

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const uploads = mkdtempSync(join(work, `uploads-${name}-`));
  // The built server, as `npm run serve` runs it (ADR 0033).
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/server.js"], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      UPLOADS_DIR: uploads,
      PGLITE_DIR: join(work, `db-${name}`),
    },
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  return { name, base: `http://127.0.0.1:${port}`, uploads, child, output: () => out };
}

async function ready(instance: Instance) {
  for (let i = 0; i < 1200; i++) {
    const ok = await fetch(`${instance.base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (instance.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance ${instance.name} did not start:\n${instance.output()}`);
}

/** A round-robin reverse proxy in front of the instances, as a load balancer would be. */
function roundRobin(targets: string[]) {
  let next = 0;
  return createServer((req, res) => {
    const target = new URL(req.url ?? "/", targets[next++ % targets.length]);
    const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
}

/** Every file under a directory (each instance's own uploads directory stays empty). */
const filesIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

let seq = 0;
async function signedIn(role: "agent" | "tenant" | "landlord", via: Instance) {
  seq += 1;
  const email = `cluster-${seq}-${randomBytes(3).toString("hex")}@example.ng`;
  const account = await createAccount(database.db, {
    email,
    password: PASSWORD,
    role,
    firstName: "Ada",
    lastName: `Cluster ${seq}`,
    phone: null,
    status: "active",
    loginCodes: false,
  });
  const res = await fetch(`${via.base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  return { id: account.user.id, email, auth: { authorization: `Bearer ${token}` } };
}

async function send(base: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  return fetch(`${base}${path}`, {
    ...rest,
    ...(json === undefined
      ? {}
      : { body: JSON.stringify(json), headers: { ...rest.headers, "content-type": "application/json" } }),
  });
}

async function postForm(
  base: string,
  path: string,
  auth: Record<string, string>,
  form: Awaited<ReturnType<typeof multipartForm>>,
) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { ...auth, ...form.headers },
    body: new Uint8Array(form.payload),
  });
}

const listing = {
  title: "3 bedroom flat in Yaba",
  description: "Bright flat close to the market, with a borehole and prepaid meter.",
  price: 3_500_000,
  listing_type: "rent",
  rent_period: "year",
  category: "apartment",
  property_type: "Flat",
  city: "Yaba",
  state: "Lagos",
  bedrooms: 3,
  bathrooms: 3,
};

beforeAll(async () => {
  if (!testDatabaseUrl || !testRedisUrl)
    throw new Error("set TEST_DATABASE_URL and REDIS_URL (PostgreSQL and Redis)");
  if (!existsSync(join(webDist, "index.html"))) throw new Error("build the web app first: npm run build");
  const created = await createTestDatabase();
  database = created.database;
  dropDatabase = created.drop;
  await migrate(database);
  s3 = await startS3Server(`ile-cluster-${randomBytes(3).toString("hex")}`);
  const shared = {
    ...s3.env,
    NODE_ENV: "production",
    PAYMENTS_SANDBOX: "1",
    JWT_SECRET: randomBytes(32).toString("hex"),
    DATABASE_URL: created.url!,
    REDIS_URL: testRedisUrl,
    REDIS_KEY_PREFIX: `ile-cluster-${randomBytes(3).toString("hex")}:`,
    WEB_DIST_DIR: webDist,
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: "1000",
    SUBSCRIPTION_SWEEP_SECONDS: "1",
    RENT_SWEEP_SECONDS: "0",
    ANALYTICS_REFRESH_SECONDS: "0",
  };
  // One after the other: both migrate at start-up (under an advisory lock), and the machine may be small.
  a = await startInstance("a", shared);
  await ready(a);
  b = await startInstance("b", shared);
  await ready(b);
  proxy = roundRobin([a.base, b.base]);
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  proxyBase = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  proxy?.close();
  for (const instance of [a, b]) {
    if (!instance || instance.child.exitCode !== null) continue;
    const exited = new Promise((r) => instance.child.once("exit", r));
    instance.child.kill("SIGTERM");
    await exited;
  }
  await s3?.close();
  await dropDatabase?.();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe("two instances, one PostgreSQL, one Redis, one bucket", () => {
  it("both report the bucket ready", async () => {
    for (const instance of [a, b]) {
      const res = await fetch(`${instance.base}/readyz`);
      expect(await res.json()).toEqual({ status: "ok", database: "postgres", redis: "ok", storage: "ok" });
    }
  });

  it("a photo uploaded through one is served by the other, and through the proxy by both; no uploads directory is used", async () => {
    const agent = await signedIn("agent", a);
    const created = await send(a.base, "/api/properties", {
      method: "POST",
      headers: agent.auth,
      json: listing,
    });
    expect(created.status).toBe(201);
    const { slug } = ((await created.json()) as { data: { slug: string } }).data;
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2f855a" } })
      .png()
      .toBuffer();
    const form = await multipartForm({}, { "images[]": [png, "front.png"] });
    const up = await postForm(a.base, `/api/properties/${slug}/images`, agent.auth, form);
    expect(up.status).toBe(201);
    const image = ((await up.json()) as { data: { images: { url: string; sizes: { url: string }[] }[] } })
      .data.images[0]!;
    const fromA = Buffer.from(await (await fetch(`${a.base}${image.url}`)).arrayBuffer());
    const onB = await fetch(`${b.base}${image.url}`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get("content-type")).toBe("image/webp");
    expect(onB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await onB.arrayBuffer()).equals(fromA)).toBe(true);
    for (const size of image.sizes) {
      for (let i = 0; i < 2; i++) expect((await fetch(`${proxyBase}${size.url}`)).status, size.url).toBe(200);
    }
    const share = await fetch(
      `${b.base}${image.url.replace(/^\/uploads\/(.+)\.webp$/, "/api/share-images/uploads/$1.jpg")}`,
    );
    expect(share.status).toBe(200);
    expect(filesIn(a.uploads)).toEqual([]);
    expect(filesIn(b.uploads)).toEqual([]);
  });

  it("a private file is served to its owner through both, and refused to others through both", async () => {
    const person = await signedIn("agent", a);
    const stranger = await signedIn("tenant", b);
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#c05621" } })
      .jpeg()
      .toBuffer();
    const form = await multipartForm(
      { document_type: "nin_slip", document_number: "12345678901" },
      { document_front: [jpeg, "nin.jpg"], selfie: [jpeg, "me.jpg"] },
    );
    const submitted = await postForm(a.base, "/api/kyc/submit", person.auth, form);
    expect(submitted.status).toBe(201);
    const { front } = ((await submitted.json()) as { data: { files: { front: string } } }).data.files;
    const [row] = await database.query<{ front_file: string }>(
      "select front_file from kyc_submissions where user_id = $1",
      [person.id],
    );
    for (const instance of [a, b]) {
      const own = await fetch(`${instance.base}${front}`, { headers: person.auth });
      expect(own.status, instance.name).toBe(200);
      expect(own.headers.get("cache-control")).toBe("private, no-store");
      const refused = await fetch(`${instance.base}${front}`, { headers: stranger.auth });
      expect(refused.status, instance.name).toBe(404);
      expect((await fetch(`${instance.base}${front}`)).status, instance.name).toBe(401);
      expect((await fetch(`${instance.base}/uploads/${row!.front_file}`)).status, instance.name).toBe(404);
    }
    expect(filesIn(a.uploads)).toEqual([]);
  });

  it("a session ended on one is refused on the other", async () => {
    const person = await signedIn("tenant", a);
    expect((await fetch(`${b.base}/api/profile`, { headers: person.auth })).status).toBe(200);
    expect((await send(a.base, "/api/logout", { method: "POST", headers: person.auth })).status).toBe(200);
    const after = await fetch(`${b.base}/api/profile`, { headers: person.auth });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { code: string }).code).toBe("TOKEN_BLACKLISTED");
  });

  it("a listing edited on one shows on the other's server-rendered page within 2 s", async () => {
    const agent = await signedIn("agent", a);
    const created = await send(a.base, "/api/properties", {
      method: "POST",
      headers: agent.auth,
      json: listing,
    });
    const { slug } = ((await created.json()) as { data: { slug: string } }).data;
    const page = async () => (await fetch(`${b.base}/property/${slug}`)).text();
    expect(await page()).toContain("3 bedroom flat in Yaba");
    const title = `Renovated flat ${randomBytes(3).toString("hex")}`;
    const edited = await send(a.base, `/api/properties/${slug}`, {
      method: "PUT",
      headers: agent.auth,
      json: { title },
    });
    expect(edited.status).toBe(200);
    const started = Date.now();
    let html = await page();
    while (!html.includes(title) && Date.now() - started < 2000) {
      await new Promise((r) => setTimeout(r, 100));
      html = await page();
    }
    expect(html).toContain(title);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a bid placed on one reaches a watcher on the other", async () => {
    const seller = await signedIn("agent", a);
    const bidder = await signedIn("tenant", a);
    await database.query("update profiles set verified_at = now() where user_id = $1", [bidder.id]);
    const [property] = await database.query<{ id: number }>(
      `insert into properties (slug, owner_id, title, price, listing_type, category, property_type, city, state)
       values ($1, $2, 'Auction duplex', 15000000000, 'sale', 'duplex', 'Detached Duplex', 'Lekki', 'Lagos') returning id`,
      [`cluster-auction-${randomBytes(3).toString("hex")}`, seller.id],
    );
    const [auction] = await database.query<{ id: number }>(
      `insert into auctions (property_id, seller_id, created_by, starting_price, reserve_price, min_increment,
         starts_at, ends_at, scheduled_end_at)
       values ($1, $2, $2, 10000000000, 10000000000, 10000, now() - interval '1 minute', now() + interval '2 hours',
         now() + interval '2 hours') returning id`,
      [property!.id, seller.id],
    );
    const amount = 10_000_000_000 + 50_000;
    let received = "";
    let watching: () => void = () => {};
    const seen = new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${b.base}/api/auctions/${auction!.id}/events`, (res) => {
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          received += chunk;
          if (received.includes("event: snapshot")) watching();
          if (received.includes(String(amount)) && received.includes("event: bid")) {
            req.destroy();
            resolve();
          }
        });
      });
      req.on("error", (err) => (received.includes(String(amount)) ? resolve() : reject(err)));
      req.end();
      setTimeout(() => {
        req.destroy();
        reject(new Error(`no bid event on b within 10 s:\n${received}`));
      }, 10_000);
    });
    await new Promise<void>((resolve) => {
      watching = resolve;
    });
    const bid = await send(a.base, `/api/auctions/${auction!.id}/bids`, {
      method: "POST",
      headers: bidder.auth,
      json: { amount_kobo: amount },
    });
    expect(bid.status, await bid.clone().text()).toBe(201);
    await seen;
  });

  it("the subscription sweep, run by both every second, ends a lapsed plan and sends a reminder once", async () => {
    const ending = await signedIn("agent", a);
    const lapsed = await signedIn("agent", a);
    const insert = (userId: number, end: string) =>
      database.query(
        `insert into subscriptions (user_id, plan_id, interval, status, current_period_start, current_period_end)
         select $1, id, 'monthly', 'active', now() - interval '1 month', now() + $2::interval from plans where code = 'business'`,
        [userId, end],
      );
    await insert(ending.id, "2 days");
    await insert(lapsed.id, "-1 hour");
    // Several rounds of both instances' sweeps.
    await new Promise((r) => setTimeout(r, 4000));
    const [reminders] = await database.query<{ n: number }>(
      "select count(*)::int as n from outbox where kind = 'subscription_reminder' and recipient = $1",
      [ending.email],
    );
    const [expired] = await database.query<{ n: number }>(
      "select count(*)::int as n from subscription_events where kind = 'expired' and user_id = $1",
      [lapsed.id],
    );
    const [status] = await database.query<{ status: string }>(
      "select status from subscriptions where user_id = $1",
      [lapsed.id],
    );
    expect({ reminders: reminders!.n, expired: expired!.n, status: status!.status }).toEqual({
      reminders: 1,
      expired: 1,
      status: "expired",
    });
  });
});
