/**
 * Search under load (issue 5): 100,000 listings and 20,000 people (the `db:seed --scale 100000` code path: places,
 * demo people, listings, suggestion terms), a real server process, GET /api/search with a mix of real queries
 * (one word, three words, with filters, people, with a typo) at 50 connections, beside a bare Fastify route in the
 * same run. Target on PostgreSQL: p95 ≤ 50 ms. The same on PGlite (embedded) is reported for reference.
 * `npm run bench:search -w @ile/bench`. PostgreSQL: BENCH_PG_URL (default postgresql://postgres@127.0.0.1:5432/test);
 * a fresh database is created and dropped. PGLITE=0 skips the embedded run; SCALE, DURATION override.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { seedPeople, seedSearchTerms } from "../apps/api/src/db/seed/people.ts";
import { seedPlaces } from "../apps/api/src/db/seed/places.ts";
import { seedProperties } from "../apps/api/src/db/seed/properties.ts";
import { sharedDataDir } from "../apps/api/src/platform/paths.ts";
import { bareRoute, describeLoad, freePort, type LoadResult, loadTest, waitFor } from "./lib.ts";

const root = resolve(import.meta.dirname, "..");
const CONNECTIONS = 50;
const DURATION = Number(process.env.DURATION ?? 10);
const SCALE = Number(process.env.SCALE ?? 100_000);
const adminUrl = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

const q = (params: Record<string, string>) => `/api/search?${new URLSearchParams(params)}`;
/** The mix, by kind; taken in turn. */
export const QUERIES: Record<string, string[]> = {
  "one word": [
    q({ query: "lekki" }),
    q({ query: "duplex" }),
    q({ query: "bungalow" }),
    q({ query: "ikeja" }),
  ],
  "three words": [
    q({ query: "detached duplex ajah" }),
    q({ query: "semi detached duplex" }),
    q({ query: "block of flats yaba" }),
    q({ query: "terraced duplex lekki" }),
  ],
  "with filters": [
    q({ query: "duplex", state: "Lagos", minPrice: "50,000,000", maxPrice: "200000000" }),
    q({ query: "flat", listingType: "rent", bedroomCount: "3", city: "Lekki" }),
    q({ query: "agents in lekki", type: "users" }),
    q({ query: "plumber", state: "Abuja" }),
  ],
  "with a typo": [q({ query: "duplx lekki" }), q({ query: "bungalw ikeja" }), q({ query: "lekii" })],
};

async function seedWorld(database: Database) {
  await migrate(database);
  const started = performance.now();
  const ctx = { db: database.db, dataDir: sharedDataDir, scale: SCALE, log: console.log };
  for (const seeder of [seedPlaces, seedPeople, seedProperties, seedSearchTerms]) {
    console.log(`  seed ${seeder.name}: ${await seeder.run(ctx)}`);
  }
  console.log(`  seeded in ${Math.round(performance.now() - started)} ms`);
  await database.query("vacuum analyze");
  const [row] = await database.query<{ l: number; u: number }>(
    "select (select count(*) from properties)::int as l, (select count(*) from users)::int as u",
  );
  console.log(`  ${row?.l} listings, ${row?.u} users`);
}

async function measure(label: string, env: Record<string, string>, dir: string) {
  const port = await freePort();
  const child = spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
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
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, 60_000);
    const all = Object.values(QUERIES).flat();
    // Every query answers 200 with something to show (results, or a "Did you mean" that finds some) before
    // anything is timed: a fast empty answer would measure nothing.
    for (const path of all) {
      const res = await fetch(`${base}${path}`);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as {
        data: { data: { total: number; suggestions: { query: string; total: number }[] } };
      };
      const { total, suggestions } = body.data.data;
      const shown = total
        ? `${total} results`
        : suggestions.map((s) => `did you mean ${s.query} (${s.total})`);
      if (!total && !suggestions.length) throw new Error(`${path} found nothing and suggested nothing`);
      console.log(`  ${decodeURIComponent(path)}: ${shown}`);
    }
    await loadTest({ url: `${base}${all[0]}`, connections: 10, duration: 3, paths: all });
    const results: Record<string, LoadResult> = {};
    // One connection: each kind's own latency, without queueing behind 49 others.
    for (const [kind, paths] of Object.entries(QUERIES)) {
      const alone = await loadTest({ url: `${base}${paths[0]}`, connections: 1, duration: 3, paths });
      console.log(`${label}:   ${kind}, 1 connection: ${describeLoad(alone)}`);
    }
    console.log(
      `  load average before the timed runs: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(", ")}`,
    );
    results.mix = await loadTest({
      url: `${base}${all[0]}`,
      connections: CONNECTIONS,
      duration: DURATION,
      paths: all,
    });
    console.log(`${label}: search mix, ${CONNECTIONS} connections: ${describeLoad(results.mix)}`);
    for (const [kind, paths] of Object.entries(QUERIES)) {
      results[kind] = await loadTest({
        url: `${base}${paths[0]}`,
        connections: CONNECTIONS,
        duration: Math.max(3, Math.round(DURATION / 2)),
        paths,
      });
      console.log(`${label}:   ${kind}: ${describeLoad(results[kind])}`);
    }
    return results;
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

const bare = await bareRoute();
const dir = mkdtempSync(join(tmpdir(), "ile-bench-search-"));
const admin = new pg.Client({ connectionString: adminUrl });
const name = `ile_bench_search_${randomBytes(4).toString("hex")}`;
try {
  await loadTest({ url: bare.url, connections: 10, duration: 2 });
  const bareRes = await loadTest({ url: bare.url, connections: CONNECTIONS, duration: DURATION });
  console.log(`bare Fastify route, ${CONNECTIONS} connections: ${describeLoad(bareRes)}`);

  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log("PostgreSQL:");
  const pgDb = await openDatabase({ databaseUrl: url.toString(), pgliteDir: join(dir, "unused") });
  await seedWorld(pgDb);
  await pgDb.close();
  const onPg = await measure(
    "PostgreSQL",
    { DATABASE_URL: url.toString(), PGLITE_DIR: join(dir, "unused") },
    dir,
  );
  console.log(
    `PostgreSQL search mix: ${((100 * onPg.mix!.rps) / bareRes.rps).toFixed(1)}% of bare, p95 ${onPg.mix!.p95} ms (target ≤ 50 ms)`,
  );

  if (process.env.PGLITE !== "0") {
    console.log("PGlite:");
    const liteDir = join(dir, "pglite");
    const lite = await openDatabase({ pgliteDir: liteDir });
    await seedWorld(lite);
    await lite.close();
    const env: Record<string, string> = { PGLITE_DIR: liteDir };
    const onLite = await measure("PGlite", { ...env, DATABASE_URL: "" }, dir);
    console.log(`PGlite search mix: p95 ${onLite.mix!.p95} ms (reference)`);
  }
} finally {
  await bare.close();
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}
