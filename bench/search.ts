/**
 * Search at scale (issue 35, ADR 0405): GET /api/search on a real server process (production, API only, the default
 * log level), driven by wrk at 50 connections beside a bare Fastify route sending as many bytes as the searches do
 * (bench/bare-server.ts `/bytes/N`), in alternating rounds; the server's CPU per request from /proc.
 *
 * Loads, on the embedded database (the demo world of `npm start`, ~15k listings) and on PostgreSQL (SCALE
 * listings, 100,000 by default, the `db:seed --scale` code path):
 * - distinct: never-repeating searches (words, places, typos, filters and random price bounds: search-mix.ts
 *   `distinctMaker`), so no page can come from the page cache;
 * - fixed: the 20 popular searches of search-mix.ts in turn (pages kept 5 s, then served while one request
 *   computes the next: stale while revalidate);
 * - alone: the distinct kind on one connection (what one uncached search costs, without queueing).
 * SCALES=10000,100000,1000000 adds the distinct load at each PostgreSQL size (how cost grows); sizes past 100,000
 * are made by copying the seeded listings (new slugs, older dates), which seeding them one by one would take hours
 * for. BENCH_KEEP_DB=1 keeps each PostgreSQL database (ile_bench_search_<size>) and reuses it on the next run.
 * TARGETS=pglite,postgres chooses; DURATION (s, default 10); WARM_SECONDS (default 20: the server first answers
 * other never-repeating searches at 50 connections, as one in service has); BENCH_PG_URL (default
 * postgresql://postgres@127.0.0.1:5432/test). `npm run bench:search -w @ile/bench`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { type Database, openDatabase } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { datasetsDir } from "../apps/api/src/platform/paths.ts";
import { seed } from "../apps/api/src/seed/index.ts";
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
  sendingBytes,
  versusBare,
  waitFor,
} from "./lib.ts";
import { distinctMaker, QUERIES } from "./search-mix.ts";

const root = resolve(import.meta.dirname, "..");
const CONNECTIONS = 50;
const DURATION = Number(process.env.DURATION ?? 10);
/** How long the server answers other never-repeating searches before the timed runs (s). */
const WARM_SECONDS = Number(process.env.WARM_SECONDS ?? 20);
const SCALE = Number(process.env.SCALE ?? 100_000);
const SCALES = (process.env.SCALES ?? "").split(",").filter(Boolean).map(Number);
const TARGETS = (process.env.TARGETS ?? "pglite,postgres").split(",");
const KEEP = process.env.BENCH_KEEP_DB === "1";
const adminUrl = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
/** Listings the seeder writes one by one; larger sizes copy them. */
const SEEDED_MAX = 100_000;

type Cities = { value: string; weight: number }[];

async function citiesOf(database: Database): Promise<Cities> {
  const rows = await database.query<{ city: string; n: string }>(
    "select city, count(*) as n from properties group by 1 order by 2 desc limit 60",
  );
  return rows.map((c) => ({ value: c.city, weight: Number(c.n) }));
}

/** Copies the seeded listings until there are `scale` (new slugs, dates a minute older per copy). */
async function scaleUp(database: Database, scale: number) {
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>("select count(*)::int as n from properties");
  if (n >= scale) return;
  const columns = (
    await database.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'properties'
         and is_generated = 'NEVER' and column_name not in ('id', 'slug', 'created_at', 'updated_at', 'search_changed_at')`,
    )
  ).map((c) => c.column_name);
  const list = columns.join(", ");
  for (let copy = 1; ; copy++) {
    const [{ n: now } = { n: 0 }] = await database.query<{ n: number }>(
      "select count(*)::int as n from properties",
    );
    if (now >= scale) break;
    await database.query(
      `insert into properties (slug, created_at, updated_at, ${list})
       select slug || '-copy${copy}', created_at - interval '${copy} minutes', updated_at, ${list}
         from properties where slug !~ '-copy[0-9]+$' order by id limit ${scale - now}`,
    );
    console.log(`  copied to ${Math.min(scale, now + n)} listings`);
  }
}

async function postgresDatabase(scale: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = KEEP ? `ile_bench_search_${scale}` : `ile_bench_search_${scale}_${process.pid}`;
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount;
  if (!exists) await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: "unused" });
  await migrate(database);
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>("select count(*)::int as n from properties");
  if (n < scale) {
    const started = performance.now();
    const ctx = {
      db: database.db,
      dataDir: datasetsDir,
      scale: Math.min(scale, SEEDED_MAX),
      log: console.log,
    };
    if (n < Math.min(scale, SEEDED_MAX))
      for (const seeder of [seedPlaces, seedPeople, seedProperties, seedSearchTerms])
        console.log(`  seed ${seeder.name}: ${await seeder.run(ctx)}`);
    await scaleUp(database, scale);
    await database.query("vacuum analyze");
    console.log(
      `  ${name}: ${scale} listings ready in ${Math.round((performance.now() - started) / 1000)} s`,
    );
  }
  await database.close();
  return {
    url: url.toString(),
    drop: async () => {
      if (!KEEP) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}

/** A real server process; resolves once /readyz answers and both search indexes are built (its log says so). */
async function startServer(
  env: Record<string, string>,
  dir: string,
): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      UPLOADS_DIR: join(dir, "uploads"),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
      NODE_ENV: "production",
      PAYMENTS_SANDBOX: "1",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret-42",
      SERVICES: "api",
      ANALYTICS_REFRESH_SECONDS: "0",
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let built = 0;
  const indexes = new Promise<void>((done) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      if (!line.includes("search index built")) return;
      const { index, records, ms } = JSON.parse(line) as { index: string; records: number; ms: number };
      console.log(`  index of ${index}: ${records} records in ${ms} ms`);
      if (++built === 2) done();
    });
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, 120_000);
  await indexes;
  return { base, child };
}

/** The mean size of the answers to `paths` (a sample), so the bare route can send as many bytes. */
async function meanBytes(base: string, paths: string[]): Promise<number> {
  let bytes = 0;
  const sample = paths.slice(0, 200);
  for (const path of sample) {
    const res = await fetch(`${base}${path}`);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    bytes += (await res.arrayBuffer()).byteLength;
  }
  return bytes / sample.length;
}

const share = (app: LoadResult, bare: LoadResult) => `${((100 * app.rps) / bare.rps).toFixed(1)}% of bare`;

async function measure(
  label: string,
  env: Record<string, string>,
  dir: string,
  cities: Cities,
  bare: BareRoute,
) {
  const { base, child } = await startServer(env, dir);
  const pid = child.pid;
  try {
    const fixed = Object.values(QUERIES).flat();
    const distinct = distinctQueries(distinctMaker(cities), 150_000, new Set(fixed));
    const run = (paths: string[], connections: number, duration: number) =>
      loadTest({ url: `${base}${paths[0]}`, connections, duration, paths });
    const distinctBytes = await meanBytes(base, distinct.splice(-400));
    const fixedBytes = await meanBytes(base, fixed);
    // Warm-up with never-repeating queries of its own that are never timed: a server that has been answering for
    // a while, as one in service has (JIT, pools, plans, and what different searches share: the index's clauses
    // of common words, cards kept a minute, helper probes of places). WARM_SECONDS=3 gives the short warm-up of
    // the runs before 2026-11-28 late evening.
    await run(distinct.splice(-50_000), WARM_SECONDS > 3 ? CONNECTIONS : 10, WARM_SECONDS);
    const alone = await run(distinct.splice(-5000), 1, 5);
    console.log(`${label}: uncached search alone (1 connection): ${describeLoad(alone)}`);
    console.log(
      `  load average before the timed runs: ${loadavg()
        .map((n) => n.toFixed(1))
        .join(", ")}`,
    );
    const options = (paths: string[]) => ({
      url: `${base}${paths[0]}`,
      connections: CONNECTIONS,
      duration: DURATION,
      paths,
      serverPid: pid,
    });
    const d = await versusBare(sendingBytes(bare, distinctBytes), options(distinct), 3);
    console.log(`  bare route sending ${Math.round(distinctBytes)} bytes: ${describeLoad(d.bare)}`);
    console.log(
      `${label}: distinct (never repeating), ${CONNECTIONS} connections: ${describeLoad(d.app)}; ${share(d.app, d.bare)}`,
    );
    const f = await versusBare(sendingBytes(bare, fixedBytes), options(fixed), 3);
    console.log(`  bare route sending ${Math.round(fixedBytes)} bytes: ${describeLoad(f.bare)}`);
    console.log(
      `${label}: fixed mix (${fixed.length} popular searches), ${CONNECTIONS} connections: ${describeLoad(f.app)}; ${share(f.app, f.bare)}`,
    );
    return { distinct: d, fixed: f, alone };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

const bare = await bareRoute();
const dir = mkdtempSync(join(tmpdir(), "ile-bench-search-"));
try {
  if (TARGETS.includes("pglite")) {
    console.log("Embedded database (PGlite), the demo world of npm start:");
    const liteDir = join(dir, "pglite");
    const lite = await openDatabase({ pgliteDir: liteDir });
    await migrate(lite);
    await seed(lite, { dataDir: datasetsDir, log: () => {} });
    const cities = await citiesOf(lite);
    await lite.close();
    await measure("PGlite", { PGLITE_DIR: liteDir, DATABASE_URL: "" }, dir, cities, bare);
  }
  if (TARGETS.includes("postgres"))
    for (const scale of [SCALE, ...SCALES.filter((s) => s !== SCALE)]) {
      console.log(`PostgreSQL, ${scale} listings:`);
      const { url, drop } = await postgresDatabase(scale);
      try {
        const database = await openDatabase({ databaseUrl: url, pgliteDir: "unused" });
        const cities = await citiesOf(database);
        await database.close();
        await measure(
          `PostgreSQL ${scale}`,
          { DATABASE_URL: url, PGLITE_DIR: join(dir, "unused") },
          dir,
          cities,
          bare,
        );
      } finally {
        await drop();
      }
    }
} finally {
  await bare.close();
  rmSync(dir, { recursive: true, force: true });
}
