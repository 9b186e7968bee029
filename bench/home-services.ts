/**
 * Home services and building materials under load (issue 20 "Speed"): 20,000 service providers and 50,000
 * building-material products on PostgreSQL (plus the places and the seeded community groups and notices), a real
 * server process, at 50 connections, beside a bare Fastify route in alternating rounds (lib.ts `versusBare`):
 * - the provider list (`/svc/providers/service-providers.php`: category, state, city, query, pages);
 * - the product list (`/svc/store/building-materials.php`: category, location, query, pages);
 * - the helper searches of GET /api/search (providers, materials, groups, caveat posts with the search's filters,
 *   ADR 0404) as a never-repeating mix (the anonymous page cache never hits: the database-bound figure) and as a
 *   fixed mix of 12 real searches (mostly cache hits, ADR 0403).
 * Target: p95 ≤ 50 ms for each. `npm run bench:home-services -w @ile/bench`. PostgreSQL: BENCH_PG_URL (default
 * postgresql://postgres@127.0.0.1:5432/test); a fresh database is created and dropped. PROVIDERS, PRODUCTS,
 * DURATION override; BENCH_KEEP_DB=1 keeps the seeded database (its URL is printed) for EXPLAIN ANALYZE, and
 * SEED_ONLY=1 stops after seeding. Rows are generated in SQL from the real catalogue (building-materials.json) and
 * trade words.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PROVIDER_CATEGORIES } from "@ile/contract";
import pg from "pg";
import { type Database, openDatabase } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { datasetsDir } from "../apps/api/src/platform/paths.ts";
import { seedCommunity } from "../apps/api/src/seed/community.ts";
import { seedPlaces } from "../apps/api/src/seed/places.ts";
import {
  type BareRoute,
  bareRoute,
  chooser,
  describeLoad,
  distinctQueries,
  freePort,
  type LoadResult,
  loadTest,
  random,
  versusBare,
  waitFor,
} from "./lib.ts";

const root = resolve(import.meta.dirname, "..");
const CONNECTIONS = 50;
const DURATION = Number(process.env.DURATION ?? 10);
const PROVIDERS = Number(process.env.PROVIDERS ?? 20_000);
const PRODUCTS = Number(process.env.PRODUCTS ?? 50_000);
const adminUrl = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

const PLACES = [
  ["Lagos", "Lekki", "Ajah,Victoria Island,Ikoyi"],
  ["Lagos", "Ikeja", "Maryland,Ogba,Allen"],
  ["Lagos", "Surulere", "Yaba,Ebute Metta"],
  ["Lagos", "Ikorodu", "Agric,Ebute"],
  ["Federal Capital Territory", "Garki", "Wuse,Asokoro"],
  ["Federal Capital Territory", "Gwarinpa", "Kubwa,Jabi"],
  ["Rivers", "Port Harcourt", "GRA,Rumuola,Trans-Amadi"],
  ["Oyo", "Ibadan", "Bodija,Akobo,Jericho"],
  ["Ogun", "Abeokuta", "Ibara,Oke Mosan"],
  ["Enugu", "Enugu", "Independence Layout,Trans-Ekulu"],
  ["Kano", "Kano", "Nassarawa,Fagge"],
  ["Edo", "Benin City", "GRA,Ugbowo"],
] as const;
const FIRST = [
  "Tunde",
  "Chinedu",
  "Aisha",
  "Emeka",
  "Funmi",
  "Ibrahim",
  "Ngozi",
  "Segun",
  "Halima",
  "Obinna",
];
const LAST = [
  "Adeyemi",
  "Okafor",
  "Bello",
  "Eze",
  "Balogun",
  "Yusuf",
  "Nwosu",
  "Ogunleye",
  "Abubakar",
  "Okoro",
];
const SPECIALITY = [
  "repairs, installation and maintenance",
  "new builds and renovation",
  "solar and inverter backup",
  "leak repair and pumping machines",
  "survey plans and setting out",
  "building plan approval drawings",
  "title checks and deeds of assignment",
  "roofing, ceilings and POP",
];
const sqlArray = (items: readonly string[]) =>
  `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(",")}]`;

async function seedWorld(database: Database) {
  await migrate(database);
  const started = performance.now();
  const ctx = { db: database.db, dataDir: datasetsDir, scale: null, log: console.log };
  console.log(`  seed places: ${await seedPlaces.run(ctx)}`);
  const states = sqlArray(PLACES.map((p) => p[0]));
  const cities = sqlArray(PLACES.map((p) => p[1]));
  const areas = sqlArray(PLACES.map((p) => p[2]));
  const n = PLACES.length;
  await database.query(`insert into users (email, password_hash, role, status, created_at)
    select 'bench-provider-' || g || '@example.ng', 'x', 'tenant', 'active', now() - g * interval '1 minute'
    from generate_series(1, ${PROVIDERS}) g`);
  await database.query(`insert into service_providers (user_id, name, category, speciality, state, city, service_areas,
      email, phone, price_min_kobo, price_max_kobo, experience_years, bio, availability, created_at)
    select u.id,
      (${sqlArray(FIRST)})[1 + u.n % 10] || ' ' || (${sqlArray(LAST)})[1 + (u.n / 10) % 10] || ' ' ||
        initcap((${sqlArray(PROVIDER_CATEGORIES)})[1 + u.n % ${PROVIDER_CATEGORIES.length}]) || ' Services',
      (${sqlArray(PROVIDER_CATEGORIES)})[1 + u.n % ${PROVIDER_CATEGORIES.length}],
      (${sqlArray(SPECIALITY)})[1 + (u.n / 7) % ${SPECIALITY.length}],
      (${states})[1 + (u.n / 3) % ${n}], (${cities})[1 + (u.n / 3) % ${n}],
      string_to_array((${areas})[1 + (u.n / 3) % ${n}], ','),
      u.email, '+23480' || lpad(u.n::text, 8, '0'), (5 + u.n % 20) * 100000, (50 + u.n % 200) * 100000, u.n % 30,
      'Reliable work across the area, materials sourced on request, references available.', 'Mon–Sat, 8am–6pm',
      now() - u.n * interval '1 minute'
    from (select id, email, row_number() over (order by id) as n from users where email like 'bench-provider-%') u`);
  // Sellers: one in 200 providers also sells materials.
  const catalogue = JSON.parse(readFileSync(join(datasetsDir, "building-materials.json"), "utf8")) as {
    products: { name: string; category: string; unit: string; price: number; details: string }[];
  };
  const c = catalogue.products;
  await database.query(`insert into store_products (seller_id, name, category, price_kobo, discount, quantity, unit,
      state, city, address, details, phone, sample, created_at)
    select sellers.ids[1 + g % cardinality(sellers.ids)], (${sqlArray(c.map((p) => p.name))})[1 + g % ${c.length}],
      (${sqlArray(c.map((p) => p.category))})[1 + g % ${c.length}],
      ((${`array[${c.map((p) => p.price).join(",")}]`})[1 + g % ${c.length}] * (90 + g % 25) / 100) * 100,
      (array[0, 0, 0, 5, 10])[1 + g % 5], 10 + g % 500, (${sqlArray(c.map((p) => p.unit))})[1 + g % ${c.length}],
      (${states})[1 + (g / 7) % ${n}], (${cities})[1 + (g / 7) % ${n}], 'Shop ' || (g % 90) || ', Building Materials Market',
      (${sqlArray(c.map((p) => p.details))})[1 + g % ${c.length}], '+23470' || lpad(g::text, 8, '0'), true,
      now() - g * interval '1 minute'
    from generate_series(1, ${PRODUCTS}) g
    cross join (select array_agg(user_id order by id) as ids from service_providers where id % 200 = 0) sellers`);
  console.log(`  seed community: ${await seedCommunity.run({ ...ctx, dataDir: "" })}`);
  await database.query("vacuum analyze");
  const [row] = await database.query<{ p: number; s: number; g: number; n: number }>(
    `select (select count(*) from service_providers)::int as p, (select count(*) from store_products)::int as s,
       (select count(*) from community_groups)::int as g, (select count(*) from news_posts)::int as n`,
  );
  console.log(
    `  ${row?.p} providers, ${row?.s} products, ${row?.g} groups, ${row?.n} posts, in ${Math.round(performance.now() - started)} ms`,
  );
}

/** Requests as visitors make them: mostly a trade or category, often a place, sometimes words, mostly page 1. */
function makers() {
  const rnd = random(20);
  const { one } = chooser(rnd);
  const page = () => (rnd() < 0.8 ? 1 : 2 + Math.floor(rnd() * 4));
  const stateWords = ["Lagos", "Lagos", "Abuja", "Rivers", "Oyo", "Ogun", "Enugu", "Kano"];
  const cityWords = [
    "Lekki",
    "Ikeja",
    "Surulere",
    "Garki",
    "Gwarinpa",
    "Port Harcourt",
    "Ibadan",
    "Yaba",
    "Ajah",
  ];
  const providerWords = [
    "solar",
    "leak",
    "roofing",
    "renovation",
    "survey",
    "tunde",
    "okafor",
    "title checks",
  ];
  const materialCategories = ["cement", "blocks", "rods", "roofing", "tiles", "paint", "sand", "granite"];
  const materialWords = [
    "dangote",
    "cement",
    "42.5",
    "iron rod",
    "aluminium",
    "emulsion",
    "porcelain",
    "granite",
  ];
  const provider = () => {
    const q = new URLSearchParams();
    if (rnd() < 0.7) q.set("category", one([...PROVIDER_CATEGORIES]));
    if (rnd() < 0.5) q.set("state", one(stateWords));
    if (rnd() < 0.3) q.set("city", one(cityWords));
    if (rnd() < 0.2) q.set("query", one(providerWords));
    const p = page();
    if (p > 1) q.set("page", String(p));
    return `/svc/providers/service-providers.php?${q}`;
  };
  const product = () => {
    const q = new URLSearchParams();
    if (rnd() < 0.6) q.set("category", one(materialCategories));
    if (rnd() < 0.5) q.set("location", one([...stateWords, ...cityWords]));
    if (rnd() < 0.25) q.set("query", one(materialWords));
    const p = page();
    if (p > 1) q.set("page", String(p));
    return `/svc/store/building-materials.php?${q}`;
  };
  const search = () => {
    const q = new URLSearchParams();
    const r = rnd();
    const words =
      r < 0.4
        ? [one(["plumber", "electrician", "architect", "surveyor", "lawyer", "carpenter", "painter"])]
        : r < 0.7
          ? [one(materialWords)]
          : r < 0.85
            ? [one(["residents", "landlords", "caveat", "renting", "buyers"])]
            : [];
    if (rnd() < 0.6 || !words.length) words.push(one(cityWords).toLowerCase());
    q.set("query", words.join(" "));
    if (rnd() < 0.15) q.set("state", one(stateWords));
    const p = page();
    if (p > 1) q.set("page", String(p));
    return `/api/search?${q}`;
  };
  return { provider, product, search };
}

const FIXED_SEARCHES = [
  "plumber lekki",
  "electrician in ikeja",
  "architect",
  "surveyor port harcourt",
  "lawyer abuja",
  "cement",
  "dangote cement lagos",
  "roofing garki",
  "tiles ibadan",
  "lekki",
  "ajah",
  "residents",
].map((q) => `/api/search?${new URLSearchParams({ query: q })}`);

async function measure(env: Record<string, string>, dir: string, bare: BareRoute) {
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
      SERVICES: "api,providers,store,groups,news",
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, 60_000);
    // Every fixed search answers 200 with helper results before anything is timed.
    for (const path of FIXED_SEARCHES) {
      const res = await fetch(`${base}${path}`);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      const d = ((await res.json()) as { data: { data: Record<string, { pagination: { total: number } }> } })
        .data.data;
      const found = ["service_providers", "building_materials", "groups", "caveat_posts"]
        .map((k) => `${k} ${d[k]?.pagination.total}`)
        .join(", ");
      console.log(`  ${decodeURIComponent(path)}: ${found}`);
    }
    const make = makers();
    const providers = distinctQueries(make.provider, 400);
    const products = distinctQueries(make.product, 400);
    const mixes = {
      "provider list": providers,
      "product list": products,
      // Every request a query never asked before: no page can come from the cache (the database-bound figure).
      "provider list, never repeating": distinctQueries(make.provider, 20_000, new Set(providers)),
      "product list, never repeating": distinctQueries(make.product, 20_000, new Set(products)),
      "helper searches, never repeating": distinctQueries(make.search, 30_000),
      "helper searches, fixed mix": FIXED_SEARCHES,
    };
    for (const [name, paths] of Object.entries(mixes)) {
      const res = await fetch(`${base}${paths[0]}`);
      if (res.status !== 200) throw new Error(`${name}: ${paths[0]} answered ${res.status}`);
    }
    // Warm-up (JIT, pool, plans); the never-repeating mix warms on queries of its own.
    for (const [name, paths] of Object.entries(mixes))
      await loadTest({
        url: `${base}${paths[0]}`,
        connections: 10,
        duration: 2,
        paths: name.includes("never") ? paths.splice(-3000) : paths,
      });
    const alone = await loadTest({
      url: `${base}${mixes["helper searches, never repeating"][0]}`,
      connections: 1,
      duration: 3,
      paths: mixes["helper searches, never repeating"].splice(-3000),
    });
    console.log(`  uncached helper search alone (1 connection): ${describeLoad(alone)}`);
    console.log(
      `  load average before the timed runs: ${loadavg()
        .map((x) => x.toFixed(1))
        .join(", ")}`,
    );
    const results: Record<string, { app: LoadResult; bare: LoadResult }> = {};
    for (const [name, paths] of Object.entries(mixes)) {
      results[name] = await versusBare(bare, {
        url: `${base}${paths[0]}`,
        connections: CONNECTIONS,
        duration: DURATION,
        paths,
        serverPid: child.pid,
      });
      console.log(`  bare route beside ${name}: ${describeLoad(results[name].bare)}`);
      console.log(
        `  ${name} (${paths.length} requests in turn), ${CONNECTIONS} connections: ${describeLoad(results[name].app)}`,
      );
    }
    return results;
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

/** SEED_ONLY=1: the database is seeded (and kept), nothing is timed. */
class SeedOnly extends Error {}

const bare = await bareRoute();
const dir = mkdtempSync(join(tmpdir(), "ile-bench-home-services-"));
const admin = new pg.Client({ connectionString: adminUrl });
const name = `ile_bench_hs_${randomBytes(4).toString("hex")}`;
const keep = process.env.BENCH_KEEP_DB === "1";
try {
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  console.log("PostgreSQL:");
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: join(dir, "unused") });
  await seedWorld(database);
  await database.close();
  if (keep) console.log(`  kept: ${url}`);
  if (process.env.SEED_ONLY === "1") throw new SeedOnly();
  const results = await measure({ DATABASE_URL: url.toString(), PGLITE_DIR: join(dir, "unused") }, dir, bare);
  for (const [mix, r] of Object.entries(results))
    console.log(
      `PostgreSQL ${mix}: ${((100 * r.app.rps) / r.bare.rps).toFixed(1)}% of bare, p95 ${r.app.p95} ms (target ≤ 50 ms: ${r.app.p95 <= 50 ? "met" : "not met"})`,
    );
} catch (err) {
  if (!(err instanceof SeedOnly)) throw err;
} finally {
  await bare.close();
  if (!keep) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}
