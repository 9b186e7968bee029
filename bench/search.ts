/**
 * Search under load (issue 5): 100,000 listings and 20,000 people (the `db:seed --scale 100000` code path: places,
 * demo people, listings, suggestion terms), a real server process, GET /api/search with a mix of real queries
 * (one word, three words, with filters, people, with a typo) at 50 connections, beside a bare Fastify route in the
 * same run. Target on PostgreSQL: p95 ≤ 50 ms. The same on PGlite (embedded) is reported for reference.
 *
 * Anonymous result pages are cached for a few seconds (ADR 0403), so three mixes are timed: the 15 real queries
 * in turn (after warm-up mostly cache hits); POPULAR generated searches asked with Zipf(1) popularity, as a
 * portal's traffic is; and a distinct mix where no search repeats (the database-bound figure).
 * `npm run bench:search -w @ile/bench`. PostgreSQL: BENCH_PG_URL (default postgresql://postgres@127.0.0.1:5432/test);
 * a fresh database is created and dropped. PGLITE=0 skips the embedded run; SCALE, DURATION, POPULAR override.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { datasetsDir } from "../apps/api/src/platform/paths.ts";
import { seedPeople, seedSearchTerms } from "../apps/api/src/seed/people.ts";
import { seedPlaces } from "../apps/api/src/seed/places.ts";
import { seedProperties } from "../apps/api/src/seed/properties.ts";
import {
  type BareRoute,
  bareRoute,
  describeLoad,
  distinctQueries,
  freePort,
  type LoadResult,
  loadTest,
  versusBareAsBrowserToo,
  waitFor,
  zipfSequence,
} from "./lib.ts";
import { QUERIES, searchMaker } from "./search-mix.ts";

const root = resolve(import.meta.dirname, "..");
const CONNECTIONS = 50;
const DURATION = Number(process.env.DURATION ?? 10);
const SCALE = Number(process.env.SCALE ?? 100_000);
const POPULAR = Number(process.env.POPULAR ?? 300);
const adminUrl = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

async function seedWorld(database: Database) {
  await migrate(database);
  const started = performance.now();
  const ctx = { db: database.db, dataDir: datasetsDir, scale: SCALE, log: console.log };
  for (const seeder of [seedPlaces, seedPeople, seedProperties, seedSearchTerms]) {
    console.log(`  seed ${seeder.name}: ${await seeder.run(ctx)}`);
  }
  console.log(`  seeded in ${Math.round(performance.now() - started)} ms`);
  await database.query("vacuum analyze");
  const [row] = await database.query<{ l: number; u: number }>(
    "select (select count(*) from properties)::int as l, (select count(*) from users)::int as u",
  );
  console.log(`  ${row?.l} listings, ${row?.u} users`);
  const cities = await database.query<{ city: string; n: string }>(
    "select city, count(*) as n from properties group by 1 order by 2 desc limit 60",
  );
  return cities.map((c) => ({ value: c.city, weight: Number(c.n) }));
}

async function measure(
  label: string,
  env: Record<string, string>,
  dir: string,
  cities: { value: string; weight: number }[],
  bareRoute: BareRoute,
) {
  const port = await freePort();
  const child = spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      UPLOADS_DIR: join(dir, "uploads"),
      // The default level (issue 19 measures at it); BENCH_LOG_LEVEL=warn for the older rows' setting.
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
      NODE_ENV: "production",
      // Benchmarks measure the app, not Paystack: the sandbox gateway, opted into as production requires (ADR 0602).
      PAYMENTS_SANDBOX: "1",
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
    const make = searchMaker(cities);
    const popular = distinctQueries(make, POPULAR);
    const zipf = zipfSequence(popular, 50_000);
    // More than any run asks for: no query of this mix repeats, nor is one of the popular ones.
    const distinct = distinctQueries(make, 40_000, new Set(popular));
    const run = (
      paths: string[],
      connections = CONNECTIONS,
      duration = DURATION,
      headers?: Record<string, string>,
    ) => loadTest({ url: `${base}${paths[0]}`, connections, duration, paths, headers });
    // Warm-up (JIT, pool, plans); the distinct mix's warm-up uses queries of its own that are never timed.
    await run(all, 10, 3);
    await run(distinct.splice(-2000), 10, 3);
    const results: Record<string, LoadResult> = {};
    // One connection, never-repeating queries: what one uncached search costs, without queueing.
    const alone = await run(distinct.splice(-5000), 1, 5);
    console.log(`${label}:   uncached search alone (1 connection): ${describeLoad(alone)}`);
    console.log(
      `  load average before the timed runs: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(", ")}`,
    );
    // The fixed mix beside the bare route in alternating rounds (both under the same load), as identity and as
    // a browser asks (the cached pages are then sent pre-compressed: ADR 0021).
    await loadTest({ url: bareRoute.url, connections: 10, duration: 2 });
    const mixOptions = {
      url: `${base}${all[0]}`,
      connections: CONNECTIONS,
      duration: DURATION,
      paths: all,
      serverPid: child.pid,
    };
    const { plain: fixed, browser: fixedBr } = await versusBareAsBrowserToo(bareRoute, mixOptions);
    results.mix = fixed.app;
    results["mix, Accept-Encoding: gzip, deflate, br"] = fixedBr.app;
    const bare: Record<string, LoadResult> = {
      mix: fixed.bare,
      "mix, Accept-Encoding: gzip, deflate, br": fixedBr.bare,
    };
    console.log(`bare Fastify route, alternating with the mix: ${describeLoad(fixed.bare)}`);
    console.log(
      `${label}: search mix (the ${all.length} queries in turn), ${CONNECTIONS} connections: ${describeLoad(results.mix)}`,
    );
    console.log(
      `bare Fastify route, alternating with the mix with Accept-Encoding: ${describeLoad(fixedBr.bare)}`,
    );
    console.log(
      `${label}: search mix with Accept-Encoding (brotli), ${CONNECTIONS} connections: ${describeLoad(fixedBr.app)}`,
    );
    // Warm the popular mix as traffic would (pages live 5 s, so this is only the start).
    await run(zipf.slice(0, 2000), 10, 2);
    results.popular = await run(zipf);
    console.log(
      `${label}: popular mix (${popular.length} generated searches, Zipf(1)), ${CONNECTIONS} connections: ${describeLoad(results.popular)}`,
    );
    results.distinct = await run(distinct);
    console.log(
      `${label}: distinct mix (no search repeats: the page cache never hits), ${CONNECTIONS} connections: ${describeLoad(results.distinct)}`,
    );
    // The never-repeating and popular mixes are compared with the bare route of the fixed mix's rounds.
    bare.popular = fixed.bare;
    bare.distinct = fixed.bare;
    return { results, bare };
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
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log("PostgreSQL:");
  const pgDb = await openDatabase({ databaseUrl: url.toString(), pgliteDir: join(dir, "unused") });
  const cities = await seedWorld(pgDb);
  await pgDb.close();
  const onPg = await measure(
    "PostgreSQL",
    { DATABASE_URL: url.toString(), PGLITE_DIR: join(dir, "unused") },
    dir,
    cities,
    bare,
  );
  for (const [mix, r] of Object.entries(onPg.results)) {
    console.log(
      `PostgreSQL ${mix}: ${((100 * r.rps) / (onPg.bare[mix] as LoadResult).rps).toFixed(1)}% of bare, p95 ${r.p95} ms (target ≤ 50 ms: ${r.p95 <= 50 ? "met" : "not met"})`,
    );
  }

  if (process.env.PGLITE !== "0") {
    console.log("PGlite:");
    const liteDir = join(dir, "pglite");
    const lite = await openDatabase({ pgliteDir: liteDir });
    const liteCities = await seedWorld(lite);
    await lite.close();
    const env: Record<string, string> = { PGLITE_DIR: liteDir };
    const onLite = await measure("PGlite", { ...env, DATABASE_URL: "" }, dir, liteCities, bare);
    for (const [mix, r] of Object.entries(onLite.results))
      console.log(
        `PGlite ${mix}: ${((100 * r.rps) / (onLite.bare[mix] as LoadResult).rps).toFixed(1)}% of bare, p95 ${r.p95} ms (reference)`,
      );
  }
} finally {
  await bare.close();
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}
