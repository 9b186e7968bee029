import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/platform/config.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("unknown paths", () => {
  it.each([
    "/api/does-not-exist",
    "/api",
    "/svc/groups/groups/no-such-route",
    "/svc/nothing",
    "/uploads/x.png",
  ])("%s answers 404 JSON in the one error shape", async (url) => {
    const res = await t.app.inject({ method: "GET", url: url === "/api" ? "/api/nope/deeper" : url });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      status: "error",
      statusCode: 404,
      message: "Resource not found",
      code: "NOT_FOUND",
    });
  });

  it("answers malformed JSON with 400 and no stack trace", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/svc/newsletter/subscribe",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: "error", code: "BAD_REQUEST" });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it("tags every reply with a request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("health", () => {
  it("/healthz says the process is up", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("/readyz checks the database and the file storage", async () => {
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      database: t.database.kind,
      redis: t.app.redis ? "ok" : "not configured",
      storage: "ok",
    });
  });

  it("serves the OpenAPI document at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths["/svc/newsletter/subscribe"].post).toBeDefined();
  });
});

describe("configuration", () => {
  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT="eighty": /],
    [{ DATABASE_URL: "not a url" }, /^Invalid configuration: DATABASE_URL: Invalid URL/],
    [
      { SERVICES: "api,bogus" },
      /^Invalid configuration: SERVICES="api,bogus": expected "all" or a comma list/,
    ],
    [{ JWT_SECRET: "short" }, /^Invalid configuration: JWT_SECRET: must be at least 32 characters/],
    [
      { NODE_ENV: "production", PGLITE_DIR: "memory://" },
      /^Invalid configuration: JWT_SECRET: required in production/,
    ],
    [{ LOG_LEVEL: "loud" }, /^Invalid configuration: LOG_LEVEL="loud"/],
    [
      { NODE_ENV: "production", JWT_SECRET: "x".repeat(32) },
      /^Invalid configuration: PAYSTACK_SECRET_KEY: required in production \(or PAYMENTS_SANDBOX=1/,
    ],
    [{ PAYMENTS_SANDBOX: "yes" }, /^Invalid configuration: PAYMENTS_SANDBOX="yes"/],
    [{ S3_BUCKET: "My_Bucket" }, /^Invalid configuration: S3_BUCKET="My_Bucket": must be a bucket name/],
    [{ S3_PREFIX: "a b" }, /^Invalid configuration: S3_PREFIX="a b": must be letters, digits/],
    [{ AWS_ENDPOINT_URL_S3: "minio" }, /^Invalid configuration: AWS_ENDPOINT_URL_S3="minio"/],
    [
      { DATABASE_READ_URL: "postgresql://replica-1/ile" },
      /^Invalid configuration: DATABASE_READ_URL: needs DATABASE_URL/,
    ],
    [{ DATABASE_READ_MAX_LAG_SECONDS: "0" }, /^Invalid configuration: DATABASE_READ_MAX_LAG_SECONDS="0"/],
  ])("refuses %o with one line naming it", (env, message) => {
    expect(() => loadConfig({ PGLITE_DIR: "memory://", ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ PGLITE_DIR: "memory://", ...env })).toThrow(message);
  });

  it.each([
    ["JWT_SECRET", "s3cr3t-but-too-short", "must be at least 32 characters"],
    ["DATABASE_URL", "postgres://ile:hunter2-db-pass@db host/ile", "Invalid URL"],
    ["REDIS_URL", "redis://:hunter2-redis-pass@cache host:6379", "Invalid URL"],
    [
      "DATABASE_READ_URL",
      "postgres://ile:hunter2-db-pass@replica-1/ile,postgres://ile:hunter2@r 2/ile",
      "Invalid URL",
    ],
    ["SMTP_URL", "smtp://mailer:hunter2-smtp-pass@mail host:587", "Invalid URL"],
  ])("names a bad %s but never prints its value", (name, value, reason) => {
    let message = "";
    try {
      loadConfig({ PGLITE_DIR: "memory://", [name]: value });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toBe(`Invalid configuration: ${name}: ${reason}`);
    expect(message).not.toContain(value);
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("s3cr3t");
  });

  it("has working defaults", () => {
    const config = loadConfig({ PGLITE_DIR: "memory://" });
    expect(config.PORT).toBe(3000);
    expect(config.TOKEN_TTL_SECONDS).toBe(2_592_000);
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.SERVICES).toContain("newsletter");
    expect(config.S3_BUCKET).toBeUndefined();
  });

  it("a bucket's prefix is kept with one trailing slash; an empty bucket name means the uploads directory", () => {
    const of = (env: Record<string, string>) => loadConfig({ PGLITE_DIR: "memory://", ...env });
    expect(of({ S3_BUCKET: "ile-uploads", S3_PREFIX: "/production/" })).toMatchObject({
      S3_BUCKET: "ile-uploads",
      S3_PREFIX: "production/",
    });
    expect(of({ S3_BUCKET: "ile-uploads" }).S3_PREFIX).toBe("");
    expect(of({ S3_BUCKET: "" }).S3_BUCKET).toBeUndefined();
  });

  it("production runs with a Paystack key, or the sandbox only when PAYMENTS_SANDBOX=1 says so", () => {
    const production = { PGLITE_DIR: "memory://", NODE_ENV: "production", JWT_SECRET: "x".repeat(32) };
    expect(loadConfig({ ...production, PAYSTACK_SECRET_KEY: "sk_live_x" }).PAYMENTS_SANDBOX).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: "1" }).PAYMENTS_SANDBOX).toBe(true);
    expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: "0" })).toThrow(ConfigError);
    // Outside production the sandbox is the default gateway.
    expect(loadConfig({ PGLITE_DIR: "memory://" }).PAYSTACK_SECRET_KEY).toBeUndefined();
  });
});
