/**
 * Redis is an accelerator (ADR 0014, issue 16 item 13): a private redis-server is stopped mid-run; signed-in
 * requests, login, enquiries, listing writes, favourites, newsletter sign-ups and anonymous reads keep answering
 * without a 5xx, /readyz reports the outage, and everything resumes when Redis returns on the same port.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisUp } from "../src/platform/redis.ts";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";
import { freePort } from "./ports.ts";

const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  for (let i = 0; i < 100; i++) {
    const ok =
      spawnSync("redis-cli", ["-p", String(port), "ping"], { encoding: "utf8" }).stdout?.trim() === "PONG";
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("redis-server did not start");
}

async function stopRedis(child: ChildProcess) {
  child.kill("SIGKILL");
  await once(child, "exit");
}

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Skipped only where the redis-server binary is missing (it is installed on the project's machines and in CI).
describe.skipIf(!hasRedisServer)("with Redis stopped mid-run", () => {
  let t: TestApp;
  let redis: ChildProcess;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, AUTH_RATE_LIMIT: "1000" });
    await until(() => redisUp(t.app.redis));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (redis.exitCode === null) await stopRedis(redis);
  });

  const listing = {
    title: "2 bedroom flat in Surulere",
    price: 1_800_000,
    listing_type: "rent",
    rent_period: "year",
    category: "apartment",
    property_type: "Flat",
    city: "Surulere",
    state: "Lagos",
    bedrooms: 2,
    bathrooms: 2,
  };

  /** Every kind of request the outage broke, each answered below 500 and in reasonable time. */
  async function everyKindOfRequest(round: string) {
    const agent = await createUser(t.app, { role: "agent", password: "Agent-password-2026" });
    const tenant = await createUser(t.app);
    const answers: { what: string; status: number; ms: number }[] = [];
    const timed = async (what: string, run: () => Promise<{ statusCode: number }>) => {
      const started = performance.now();
      const res = await run();
      answers.push({ what, status: res.statusCode, ms: performance.now() - started });
      return res;
    };
    const login = await timed("login", () =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: agent.user.email, password: "Agent-password-2026" },
      }),
    );
    expect(login.statusCode).toBe(200);
    await timed("check-auth", () => t.app.inject({ url: "/api/check-auth", headers: agent.auth }));
    const created = await timed("listing write", () =>
      t.app.inject({ method: "POST", url: "/api/properties", headers: agent.auth, payload: listing }),
    );
    expect(created.statusCode).toBe(201);
    const slug = (created as unknown as { json: () => { data: { slug: string } } }).json().data.slug;
    await timed("anonymous list", () => t.app.inject({ url: "/api/properties?state=Lagos" }));
    await timed("anonymous search", () => t.app.inject({ url: "/api/search?query=surulere" }));
    await timed("listing page", () => t.app.inject({ url: `/api/properties/${slug}` }));
    await timed("favourite", () =>
      t.app.inject({ method: "PUT", url: `/api/properties/${slug}/favourite`, headers: tenant.auth }),
    );
    await timed("enquiry", () =>
      t.app.inject({
        method: "POST",
        url: `/api/properties/${slug}/enquiries`,
        payload: {
          name: "Ada Obi",
          email: "ada@example.ng",
          phone: "+2348030000001",
          message: `Still free? ${round}`,
        },
      }),
    );
    await timed("newsletter", () =>
      t.app.inject({
        method: "POST",
        url: "/svc/newsletter/subscribe",
        payload: { email: `reader.${round}.${Date.now()}@example.ng`, platform: "website", honeypot: "" },
      }),
    );
    await timed("logout", () => t.app.inject({ method: "POST", url: "/api/logout", headers: agent.auth }));
    const revoked = await timed("revoked token", () =>
      t.app.inject({ url: "/api/check-auth", headers: agent.auth }),
    );
    expect(revoked.statusCode).toBe(401);
    return answers;
  }

  it("serves every kind of request without Redis, reports it, and recovers when Redis returns", async () => {
    const before = await everyKindOfRequest("before");
    expect(before.filter((a) => a.status >= 500)).toEqual([]);
    expect((await t.app.inject({ url: "/readyz" })).json()).toMatchObject({ status: "ok", redis: "ok" });

    await stopRedis(redis);
    await until(() => !redisUp(t.app.redis));
    const during = await everyKindOfRequest("during");
    expect(during.filter((a) => a.status >= 500)).toEqual([]);
    // No request waits on the dead connection (each used to take 2–6 s): a generous bound relative to the same
    // request with Redis up, not a benchmark.
    const slow = during.filter((a, i) => a.ms > Math.max(1500, 3 * (before[i]?.ms ?? 0)));
    expect(slow).toEqual([]);
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "degraded", redis: "unavailable" });

    redis = await startRedis(port);
    await until(() => redisUp(t.app.redis), 15_000);
    expect((await t.app.inject({ url: "/readyz" })).json()).toMatchObject({ status: "ok", redis: "ok" });
    const after = await everyKindOfRequest("after");
    expect(after.filter((a) => a.status >= 500)).toEqual([]);
    // Shared state is back in Redis: the page-cache version and per-account counters are written there again.
    const keys = spawnSync(
      "redis-cli",
      ["-p", String(port), "--scan", "--pattern", `${t.config.REDIS_KEY_PREFIX}*`],
      {
        encoding: "utf8",
      },
    ).stdout;
    expect(keys).toContain(`${t.config.REDIS_KEY_PREFIX}pages:version`);
  }, 120_000);
});
