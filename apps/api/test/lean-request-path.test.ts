/**
 * The lean request path (ADR 0021): cached public pages are the same bytes as a fresh answer, sent compressed when
 * the client accepts it (and Vary says so), a remembered URL never hides a write or serves a signed-in caller,
 * every response carries the security headers, and each request writes one log line (errors keep their stack).
 */
import { rmSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { pageCacheOf } from "../src/platform/page-cache.ts";
import { helmetHeaders } from "../src/platform/security-headers.ts";
import {
  createTestApp,
  createTestDatabase,
  createUser,
  subscribe,
  type TestApp,
  testConfig,
} from "./helpers.ts";

let t: TestApp;
let agent: Awaited<ReturnType<typeof createUser>>;

async function createListing(title: string, city = "Yaba", app = t.app, auth = agent.auth) {
  const res = await app.inject({
    method: "POST",
    url: "/api/properties",
    headers: auth,
    payload: {
      title,
      description: `${title}: a bright flat with a balcony, close to the market and the bus stop.`,
      price: 2_500_000,
      listing_type: "rent",
      rent_period: "year",
      category: "apartment",
      property_type: "Flat",
      city,
      state: "Lagos",
      bedrooms: 2,
      bathrooms: 2,
      amenities: ["Water", "Security"],
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { slug: string };
}

beforeAll(async () => {
  t = await createTestApp();
  agent = await createUser(t.app, { role: "agent", firstName: "Lanre", lastName: "Bakare" });
  await subscribe(t.app, agent.user.id, "business");
  for (const title of ["Lean flat one", "Lean flat two", "Lean flat three"]) await createListing(title);
});
afterAll(() => t.close());

const LIST = "/api/properties?state=Lagos&city=Yaba";

describe("cached pages", () => {
  it("are the bytes of a fresh answer, for the same URL and for spellings that parse alike", async () => {
    await pageCacheOf(t.app).bump();
    const fresh = await t.app.inject({ url: LIST });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(fresh.json().meta.total).toBe(3);
    expect(fresh.rawPayload.length).toBeGreaterThan(1024);
    expect(pageCacheOf(t.app).aliasOf(LIST)).toBeDefined();
    const again = await t.app.inject({ url: LIST }); // the remembered URL, answered before parsing
    const respelled = await t.app.inject({ url: "/api/properties?city=yaba&state=lagos" });
    expect(again.rawPayload.equals(fresh.rawPayload)).toBe(true);
    expect(respelled.rawPayload.equals(fresh.rawPayload)).toBe(true);
    expect(again.headers["content-length"]).toBe(String(fresh.rawPayload.length));
    // Computed again after the cache is emptied: the same bytes.
    await pageCacheOf(t.app).bump();
    const recomputed = await t.app.inject({ url: LIST });
    expect(recomputed.rawPayload.equals(fresh.rawPayload)).toBe(true);
  });

  it("are sent compressed as the client accepts (br first, then gzip), decoding to the same body, with Vary", async () => {
    await pageCacheOf(t.app).bump();
    const plain = await t.app.inject({ url: LIST });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    const cases: [string, string | undefined][] = [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip;q=0.5", "gzip"],
      ["gzip;q=0.2, br;q=0.8", "br"],
      ["*", "br"],
      ["identity", undefined],
      ["gzip;q=0, br;q=0", undefined],
    ];
    for (const [accept, expected] of cases) {
      const res = await t.app.inject({ url: LIST, headers: { "accept-encoding": accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(expected);
      expect(res.headers.vary, accept).toBe("accept-encoding");
      expect(res.headers["content-length"], accept).toBe(String(res.rawPayload.length));
      const body =
        expected === "br"
          ? brotliDecompressSync(res.rawPayload)
          : expected === "gzip"
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(body.equals(plain.rawPayload), accept).toBe(true);
      if (expected) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
  });

  it("compress a fresh answer too, and search pages alike", async () => {
    await pageCacheOf(t.app).bump();
    const url = "/api/search?query=lean+flat";
    const br = await t.app.inject({ url, headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    const plain = await t.app.inject({ url });
    expect(plain.json().data.data.properties.pagination.total).toBe(3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it("never hide a write from a remembered URL, and never answer a signed-in caller", async () => {
    const url = "/api/properties?state=Lagos&city=Yaba&sort=newest";
    expect((await t.app.inject({ url })).json().meta.total).toBe(3);
    expect((await t.app.inject({ url })).json().meta.total).toBe(3);
    const created = await createListing("Lean flat four");
    const after = (await t.app.inject({ url })).json();
    expect(after.meta.total).toBe(4);
    expect(after.data[0].slug).toBe(created.slug);
    // Same URL with a session: computed for the caller (is_favourite on every card), not the anonymous page.
    const signedIn = await t.app.inject({ url, headers: agent.auth });
    expect(signedIn.json().data.every((card: object) => "is_favourite" in card)).toBe(true);
    expect((await t.app.inject({ url })).json().data.some((card: object) => "is_favourite" in card)).toBe(
      false,
    );
  });
});

describe("security headers", () => {
  const API = {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "strict-transport-security": "max-age=31536000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "same-origin",
  };

  it("are on every API reply, short (ADR 0411): data, cached data, errors, not found, bad URLs", async () => {
    const requests = [
      { url: LIST },
      { url: LIST },
      { url: "/api/properties?bedrooms=many" },
      { url: "/api/no-such-route" },
      { url: "/api/properties/%zz" },
      { url: "/api/favourites" },
    ];
    const statuses = [];
    for (const request of requests) {
      const res = await t.app.inject(request);
      statuses.push(res.statusCode);
      for (const [name, value] of Object.entries(API))
        expect(res.headers[name], `${request.url} ${name}`).toBe(value);
      // The document-only headers (helmet's legacy and cross-window set) are left off data.
      for (const documentOnly of ["x-xss-protection", "origin-agent-cluster", "cross-origin-opener-policy"])
        expect(res.headers[documentOnly], `${request.url} ${documentOnly}`).toBeUndefined();
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
    expect(statuses).toEqual([200, 200, 422, 404, 400, 401]);
  });

  it("are the full document set on pages, including the HTML pages under /api/ and the API explorer", async () => {
    const expected = helmetHeaders();
    expect(Object.fromEntries(expected)).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
    });
    expect(expected.find(([name]) => name === "content-security-policy")?.[1]).toContain(
      "frame-src https://www.openstreetmap.org",
    );
    const pages = [
      { url: "/readyz" },
      { url: "/no-such-page" },
      { url: "/api/docs" },
      { url: "/api/sandbox/checkout/no-such-reference" },
      { url: "/api/saved-searches/unsubscribe?token=bad", headers: { accept: "text/html" } },
    ];
    const statuses = [];
    for (const request of pages) {
      const res = await t.app.inject(request);
      statuses.push(res.statusCode);
      for (const [name, value] of expected) expect(res.headers[name], `${request.url} ${name}`).toBe(value);
    }
    expect(statuses).toEqual([200, 404, 200, 404, 303]);
  });
});

describe("request logs", () => {
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const { database, drop } = await createTestDatabase();
    const config = testConfig({ LOG_LEVEL: "info" });
    app = await buildApp({
      config,
      database,
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    app.get("/api/test-failure", async () => {
      throw new Error("the disk is on fire");
    });
    await app.ready();
    cleanup = async () => {
      await app.close();
      await drop();
      rmSync(config.UPLOADS_DIR, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanup());

  it("are one line per request with method, url, status, response time and request id; failures keep their stack", async () => {
    lines.length = 0;
    const ids: string[] = [];
    for (const url of ["/api/properties", "/api/properties", "/api/no-such-route", "/api/test-failure"]) {
      const res = await app.inject({ url });
      ids.push(String(res.headers["x-request-id"]));
    }
    expect(new Set(ids).size).toBe(4);
    const completed = lines.filter((l) => l.msg === "request completed");
    expect(completed.map((l) => [l.reqId, l.method, l.url, l.statusCode])).toEqual([
      [ids[0], "GET", "/api/properties", 200],
      [ids[1], "GET", "/api/properties", 200],
      [ids[2], "GET", "/api/no-such-route", 404],
      [ids[3], "GET", "/api/test-failure", 500],
    ]);
    for (const line of completed) {
      expect(line.level).toBe(30);
      expect(typeof line.responseTime).toBe("number");
    }
    // Nothing else per request but the failure's own line, with its stack (lines of no request, such as the search
    // index's "built" at start-up, are not per request).
    const others = lines.filter((l) => l.reqId !== undefined && l.msg !== "request completed");
    expect(others.map((l) => [l.reqId, l.msg])).toEqual([[ids[3], "request failed"]]);
    const err = others[0]?.err as { message: string; stack: string };
    expect(err.message).toBe("the disk is on fire");
    expect(err.stack).toContain("lean-request-path.test.ts");
  });
});

describe("pages answered before routing, over HTTP (one instance, pages kept in its memory)", () => {
  let app: FastifyInstance;
  let base: string;
  const lines: Record<string, unknown>[] = [];
  /** URLs answered through Fastify (a page answered before routing never is; one answered in onRequest is). */
  const routed: string[] = [];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const { database, drop } = await createTestDatabase();
    const config = testConfig({ LOG_LEVEL: "info", REDIS_URL: "" });
    app = await buildApp({
      config,
      database,
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    app.addHook("onResponse", (request, _reply, done) => {
      routed.push(request.url);
      done();
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    const owner = await createUser(app, { role: "agent", firstName: "Kemi", lastName: "Ojo" });
    await subscribe(app, owner.user.id, "business");
    for (const title of ["Front flat one", "Front flat two"])
      await createListing(title, "Surulere", app, owner.auth);
    cleanup = async () => {
      await app.close();
      await drop();
      rmSync(config.UPLOADS_DIR, { recursive: true, force: true });
    };
  });
  afterAll(() => cleanup());

  /** Status, headers (but the ones that differ per response) and bytes of a GET. */
  async function get(path: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}${path}`, { headers: { ...headers } });
    const body = Buffer.from(await res.arrayBuffer());
    const kept = [...res.headers].filter(([name]) => !["date", "x-request-id"].includes(name));
    return {
      status: res.status,
      headers: Object.fromEntries(kept),
      body,
      id: res.headers.get("x-request-id"),
    };
  }

  it("answers a repeated search with the route's status, headers and bytes, and its one log line", async () => {
    const url = "/api/search?query=front+flat+surulere";
    routed.length = 0;
    lines.length = 0;
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body.toString()).data.data.properties.pagination.total).toBe(2);
    const again = await get(url);
    expect(routed).toEqual([url]); // the second never reached routing
    expect(again.status).toBe(200);
    expect(again.headers).toEqual(first.headers);
    expect(again.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.id).not.toBe(first.id);
    // A request id sent by a proxy is kept, as Fastify keeps it.
    expect((await get(url, { "x-request-id": "edge-42" })).id).toBe("edge-42");
    const completed = lines.filter((l) => l.msg === "request completed");
    expect(completed.map((l) => [l.reqId, l.method, l.url, l.statusCode])).toEqual([
      [first.id, "GET", url, 200],
      [again.id, "GET", url, 200],
      ["edge-42", "GET", url, 200],
    ]);
    expect(typeof completed[1]?.responseTime).toBe("number");
  });

  it("compresses as the route does, and leaves signed-in callers and changed pages to the route", async () => {
    const url = "/api/properties?state=Lagos&city=Surulere";
    const viaRoute: Record<string, Awaited<ReturnType<typeof get>>> = {};
    const early: Record<string, Awaited<ReturnType<typeof get>>> = {};
    // fetch asks for gzip unless told otherwise, and decodes what it is sent.
    for (const accept of ["br", "gzip", "identity"]) {
      const headers = { "accept-encoding": accept };
      routed.length = 0;
      viaRoute[accept] = await get(url, headers);
      early[accept] = await get(url, headers);
      expect(routed.length, accept).toBe(accept === "br" ? 1 : 0); // the first GET of all computed the page
      expect(early[accept]?.headers, accept).toEqual(viaRoute[accept]?.headers);
      expect(early[accept]?.body.equals(viaRoute[accept]?.body as Buffer), accept).toBe(true);
    }
    expect(early.br?.headers["content-encoding"]).toBe("br");
    expect(early.gzip?.headers["content-encoding"]).toBe("gzip");
    expect(early.identity?.headers["content-encoding"]).toBeUndefined();
    expect(early.identity?.headers["content-length"]).toBe(String(early.identity?.body.length));
    expect(early.br?.body.equals(early.identity?.body as Buffer)).toBe(true);
    // A caller with a session is answered by the route.
    routed.length = 0;
    await get(url, { authorization: "Bearer not-a-session" });
    expect(routed).toEqual([url]);
    // A write moves the version: the next GET is computed again, then answered early again.
    await pageCacheOf(app).bump();
    routed.length = 0;
    await get(url);
    await get(url);
    expect(routed).toEqual([url]);
  });
});
