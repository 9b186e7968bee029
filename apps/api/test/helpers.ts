/**
 * Builds a real Ile server for a test file: a fresh database (in-memory PGlite by default; a new database
 * on the PostgreSQL server when TEST_DATABASE_URL is set), Redis when REDIS_URL is set (with a key prefix of
 * its own), no web build. Requests go through app.inject, i.e. the whole Fastify pipeline.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { type Database, openDatabase } from "../src/db/client.ts";
import { loadConfig } from "../src/platform/config.ts";

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl = process.env.REDIS_URL || undefined;

export async function createTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  if (!testDatabaseUrl) {
    const database = await openDatabase({ pgliteDir: "memory://" });
    return { database, drop: () => database.close() };
  }
  const name = `ile_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "memory://", quiet: true });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: testDatabaseUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}) {
  const uploads = mkdtempSync(join(tmpdir(), "ile-uploads-"));
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PGLITE_DIR: "memory://",
    UPLOADS_DIR: uploads,
    WEB_DIST_DIR: join(uploads, "no-web-build"),
    SUBSCRIPTION_SWEEP_SECONDS: "0",
    RENT_SWEEP_SECONDS: "0",
    INSPECTION_SWEEP_SECONDS: "0",
    ALERTS_SWEEP_SECONDS: "0",
    PRICE_DROP_SWEEP_SECONDS: "0",
    ANALYTICS_REFRESH_SECONDS: "0",
    STARTUP_WORK_DELAY_MS: "0",
    REDIS_KEY_PREFIX: `ile-test-${randomBytes(4).toString("hex")}:`,
    ...(testRedisUrl ? { REDIS_URL: testRedisUrl } : {}),
    ...overrides,
  });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(overrides: Record<string, string> = {}) {
  const { database, drop, url } = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    config,
    database,
    /** The PostgreSQL database's URL (undefined on PGlite): a second instance can connect to it. */
    databaseUrl: url,
    db: database.db,
    async close() {
      await app.close();
      await drop();
      rmSync(config.UPLOADS_DIR, { recursive: true, force: true });
    },
  };
}

/**
 * Runs `use` with a second server on the same test database and config (so the same Redis and key prefix), as
 * another instance behind a load balancer would be, then closes it. `ownPool` (default: on PostgreSQL) gives it a
 * connection pool of its own, as another process would have; otherwise it shares the first server's database.
 */
export async function withSecondInstance<T>(
  t: TestApp,
  use: (app: import("fastify").FastifyInstance) => Promise<T>,
  { ownPool = t.databaseUrl !== undefined } = {},
): Promise<T> {
  const database =
    ownPool && t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl, pgliteDir: "memory://", quiet: true })
      : t.database;
  const app = await buildApp({ config: t.config, database, logger: false });
  try {
    await app.ready();
    return await use(app);
  } finally {
    await app.close();
    if (database !== t.database) await database.close();
  }
}

let accountSeq = 0;

/**
 * A signed-in account for a test: creates the user and profile (active unless told otherwise) and issues a
 * session token through the real token service. `auth` is the header to send.
 */
export async function createUser(
  app: import("fastify").FastifyInstance,
  input: Partial<import("../src/modules/accounts/builders.ts").NewAccount> = {},
) {
  const { createAccount } = await import("../src/modules/accounts/builders.ts");
  accountSeq += 1;
  const tag = `${process.pid}-${accountSeq}-${randomBytes(3).toString("hex")}`;
  const account = await createAccount(app.db, {
    email: input.email ?? `user-${tag}@example.ng`,
    password: input.password ?? "correct horse battery staple",
    role: input.role ?? "tenant",
    firstName: input.firstName ?? "Ada",
    lastName: input.lastName ?? `Obi ${accountSeq}`,
    phone: input.phone ?? null,
    status: input.status ?? "active",
    loginCodes: input.loginCodes ?? false,
    ...(input.profile ? { profile: input.profile } : {}),
    ...(input.passwordHash ? { passwordHash: input.passwordHash } : {}),
  });
  const issued = await app.tokens.issue(account.user);
  return { ...account, token: issued.token, auth: { authorization: `Bearer ${issued.token}` } };
}

/** Puts a user on a paid plan for a month, as a settled subscription payment would (tests that need quota). */
export async function subscribe(app: import("fastify").FastifyInstance, userId: number, planCode: string) {
  await app.database.query(
    `insert into subscriptions (user_id, plan_id, interval, status, current_period_start, current_period_end)
     select $1, id, 'monthly', 'active', now(), now() + interval '1 month' from plans where code = $2`,
    [userId, planCode],
  );
}

/** A real multipart body, as a browser's FormData would send it; files are [bytes, file name]. */
export async function multipartForm(
  fields: Record<string, string | string[]>,
  files: Record<string, [Buffer, string]> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const item of Array.isArray(v) ? v : [v]) form.append(k, item);
  for (const [k, [buf, name]] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(buf)]), name);
  const req = new Request("http://local/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { "content-type": req.headers.get("content-type") as string },
  };
}

/** POSTs a multipart form (see multipartForm) through the whole pipeline, signed in as `auth`. */
export async function postMultipart(
  app: import("fastify").FastifyInstance,
  url: string,
  auth: Record<string, string>,
  fields: Record<string, string | string[]>,
  files: Record<string, [Buffer, string]> = {},
) {
  const form = await multipartForm(fields, files);
  return app.inject({ method: "POST", url, headers: { ...auth, ...form.headers }, payload: form.payload });
}
