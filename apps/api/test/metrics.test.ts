/** GET /metrics (issue 52, ADR 0034): names, labels, the token rule, and no user data in labels. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

/** Every label value of every sample line of a Prometheus text exposition. */
function labelValues(text: string): string[] {
  const values: string[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    for (const m of line.matchAll(/[a-z_]+="((?:[^"\\]|\\.)*)"/g)) values.push(m[1]!);
  }
  return values;
}

/** The value of the sample `name{labels}` (labels in the order prom-client writes them), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const inner = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(",");
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${inner}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
}

describe("GET /metrics in development, no token", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers the Prometheus text format with every family the operations guide names", async () => {
    const res = await t.app.inject({ url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    for (const name of [
      "http_request_duration_seconds",
      "ile_db_pool_in_use",
      "ile_db_pool_waiting",
      "ile_search_queries_total",
      "ile_search_index_ready",
      "ile_search_index_lag_seconds",
      "ile_background_queued",
      "ile_background_failed",
      "ile_background_oldest_queued_seconds",
      "ile_background_job_failures_total",
      "ile_outbox_deliveries",
      "ile_payments",
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ])
      expect(res.body).toContain(`# TYPE ${name} `);
    expect(res.body).toContain("# TYPE http_request_duration_seconds histogram");
  });

  it("times requests by method, route pattern and status, and counts searches by adapter; no user data in labels", async () => {
    const email = "metrics.reader@example.ng";
    await createUser(t.app, { email });
    await t.app.outbox.send({
      channel: "email",
      to: email,
      subject: "Hello",
      text: "a secret",
      kind: "test",
    });
    const slug = "no-such-listing-zq81";
    expect((await t.app.inject({ url: `/api/properties/${slug}/viewing-slots` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/search?q=ikoyiwordqz" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/nothing-here-7731" })).statusCode).toBe(404);

    const text = (await t.app.inject({ url: "/metrics" })).body;
    const route = "/api/properties/:slug/viewing-slots";
    expect(sample(text, "http_request_duration_seconds_count", { method: "GET", route, status: "404" })).toBe(
      1,
    );
    expect(
      sample(text, "http_request_duration_seconds_count", {
        method: "GET",
        route: "/api/search",
        status: "200",
      }),
    ).toBe(1);
    expect(
      sample(text, "http_request_duration_seconds_count", {
        method: "GET",
        route: "unmatched",
        status: "404",
      }),
    ).toBe(1);
    // The test app searches with the in-process index adapter (SEARCH_ENGINE default); the people and the
    // listings index are each asked once for a search of both.
    const answered =
      (sample(text, "ile_search_queries_total", {
        adapter: "index",
        index: "listings",
        answered_by: "index",
      }) ?? 0) +
      (sample(text, "ile_search_queries_total", {
        adapter: "index",
        index: "listings",
        answered_by: "postgres",
      }) ?? 0);
    expect(answered).toBeGreaterThanOrEqual(1);
    expect(sample(text, "ile_search_index_ready", { index: "listings" })).toBe(1);
    expect(
      sample(text, "ile_outbox_deliveries", { channel: "email", result: "kept" }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, "ile_background_queued", { queue: "outbox" })).toBe(0);

    const values = labelValues(text);
    for (const value of values) {
      expect(value).not.toContain(slug);
      expect(value).not.toContain("ikoyiwordqz");
      expect(value).not.toContain("nothing-here");
      expect(value).not.toContain(email);
      expect(value).not.toContain("@");
    }
    // /metrics itself is not timed (a scraper would fill the histogram with its own visits).
    expect(values).not.toContain("/metrics");
  });

  it("counts payments by status from the table", async () => {
    const user = await createUser(t.app, { email: "metrics.payer@example.ng" });
    await t.database.query(
      "insert into payments (user_id, reference, amount_kobo, purpose, gateway, status) values ($1, 'metrics-ref-1', 500000, 'subscription', 'sandbox', 'success')",
      [user.user.id],
    );
    const text = (await t.app.inject({ url: "/metrics" })).body;
    expect(sample(text, "ile_payments", { status: "success" })).toBe(1);
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  const token = "scrape-token-0123456789abcdef";
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
  });
  afterAll(() => t.close());

  it("answers only the bearer of the token", async () => {
    const none = await t.app.inject({ url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    expect(none.json()).toMatchObject({ status: "error" });
    expect(none.body).not.toContain("http_request_duration_seconds");
    const wrong = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.statusCode).toBe(401);
    const basic = await t.app.inject({ url: "/metrics", headers: { authorization: `Basic ${token}` } });
    expect(basic.statusCode).toBe(401);
    const right = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain("# TYPE http_request_duration_seconds histogram");
  });
});

describe("GET /metrics in production", () => {
  const production = { NODE_ENV: "production", JWT_SECRET: "x".repeat(40), PAYMENTS_SANDBOX: "1" };

  it("is not there without METRICS_TOKEN (404)", async () => {
    const t = await createTestApp(production);
    try {
      const res = await t.app.inject({ url: "/metrics" });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("http_request_duration_seconds");
    } finally {
      await t.close();
    }
  });

  it("answers the bearer of METRICS_TOKEN", async () => {
    const token = "production-scrape-token-42";
    const t = await createTestApp({ ...production, METRICS_TOKEN: token });
    try {
      expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(401);
      const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("# TYPE ile_payments gauge");
    } finally {
      await t.close();
    }
  });
});
