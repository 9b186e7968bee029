/**
 * Listings under load (issue 4): 100,000 seeded listings on PostgreSQL (`db:seed --scale 100000` code path),
 * GET /api/properties with a mix of filters and GET /api/properties/{slug}, 50 connections each, beside a bare
 * Fastify route in the same run. Targets: list ≥ 25% of the bare route's req/s, p95 ≤ 50 ms.
 * `npm run bench:listings -w @ile/bench`. Needs PostgreSQL: BENCH_PG_URL (default
 * postgresql://postgres@127.0.0.1:5432/postgres); a fresh database is created and dropped.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { seedPlaces } from "../apps/api/src/db/seed/places.ts";
import { seedProperties } from "../apps/api/src/db/seed/properties.ts";
import { sharedDataDir } from "../apps/api/src/platform/paths.ts";
import { bareRoute, describeLoad, freePort, loadTest, waitFor } from "./lib.ts";

const root = resolve(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "ile-bench-listings-"));
const CONNECTIONS = 50;
const DURATION = Number(process.env.DURATION ?? 10);
const SCALE = Number(process.env.SCALE ?? 100_000);
const adminUrl = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const name = `ile_bench_listings_${randomBytes(4).toString("hex")}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const DATABASE_URL = url.toString();

let child: ReturnType<typeof spawn> | undefined;
const bare = await bareRoute();
try {
  const database = await openDatabase({ databaseUrl: DATABASE_URL, pgliteDir: join(dir, "unused") });
  await migrate(database);
  const started = performance.now();
  const ctx = { db: database.db, dataDir: sharedDataDir, scale: SCALE, log: console.log };
  await seedPlaces.run(ctx);
  console.log(`seed: ${await seedProperties.run(ctx)} in ${Math.round(performance.now() - started)} ms`);
  await database.query("vacuum analyze properties");
  const slugs = (
    await database.query<{ slug: string }>("select slug from properties order by md5(slug) limit 500")
  ).map((r) => `/api/properties/${r.slug}`);
  const [{ n } = { n: "0" }] = await database.query<{ n: string }>("select count(*) as n from properties");
  console.log(`listings in the database: ${n}`);
  await database.close();

  const port = await freePort();
  child = spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL,
      PGLITE_DIR: join(dir, "db"),
      UPLOADS_DIR: join(dir, "uploads"),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret-42",
      SERVICES: "api",
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);

  const listPaths = [
    "/api/properties",
    "/api/properties?listing_type=sale&state=Lagos&city=Lekki&bedrooms=4",
    "/api/properties?listing_type=rent&state=Lagos&min_price=500000&max_price=3000000&sort=price_asc",
    "/api/properties?listing_type=sale&state=Abuja&sort=price_desc",
    "/api/properties?category=duplex&bedrooms=5&bathrooms=5&sort=views",
    "/api/properties?use=residential&furnished=true&page=3",
    "/api/properties?city=Ikeja&sort=newest&limit=12",
    "/api/properties?property_type=Detached%20Duplex&state=Lagos&min_price=100000000",
  ];
  // Warm up each server (JIT, connection pool, plan cache) before measuring.
  await loadTest({ url: bare.url, connections: 10, duration: 2 });
  await loadTest({ url: `${base}/api/properties`, connections: 10, duration: 3, paths: listPaths });

  const bareRes = await loadTest({ url: bare.url, connections: CONNECTIONS, duration: DURATION });
  console.log(`bare Fastify route, ${CONNECTIONS} connections: ${describeLoad(bareRes)}`);
  const list = await loadTest({
    url: `${base}/api/properties`,
    connections: CONNECTIONS,
    duration: DURATION,
    paths: listPaths,
  });
  console.log(`list with filters, ${CONNECTIONS} connections: ${describeLoad(list)}`);
  const get = await loadTest({
    url: `${base}${slugs[0]}`,
    connections: CONNECTIONS,
    duration: DURATION,
    paths: slugs,
  });
  console.log(`get by slug, ${CONNECTIONS} connections: ${describeLoad(get)}`);
  const share = (r: { rps: number }) => `${((100 * r.rps) / bareRes.rps).toFixed(1)}% of bare`;
  console.log(
    `list: ${share(list)} (target ≥ 25%), p95 ${list.p95} ms (target ≤ 50 ms); get: ${share(get)}, p95 ${get.p95} ms`,
  );
} finally {
  if (child) {
    child.kill("SIGTERM");
    await new Promise((r) => child?.once("exit", r));
  }
  await bare.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}
