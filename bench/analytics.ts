/**
 * Analytics and the audit log under load (issue 23, ADR 0710/0711): 100,000 seeded listings on PostgreSQL (the
 * `db:seed --scale` code path), the market summaries refreshed once, and 200,000 audit-log rows. Each chart query
 * shape of GET /api/analytics/market (no filter, state, state+town, state+town+type+bedrooms, sale by state, type
 * only, bedrooms only), its CSV, and GET /api/admin/audit (text search, action filter, dates, all together), 50
 * connections each, signed in as an admin (no page cache: every request reaches the database). Target: p95 ≤ 50 ms.
 * `npm run bench:analytics -w @ile/bench`. Needs PostgreSQL: BENCH_PG_URL (default
 * postgresql://postgres@127.0.0.1:5432/postgres); a fresh database is created and dropped.
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { SignJWT } from "jose";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { datasetsDir } from "../apps/api/src/platform/paths.ts";
import { seedPlaces } from "../apps/api/src/seed/places.ts";
import { seedProperties } from "../apps/api/src/seed/properties.ts";
import { describeLoad, freePort, loadTest, waitFor } from "./lib.ts";

const root = resolve(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "ile-bench-analytics-"));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const SCALE = Number(process.env.SCALE ?? 100_000);
const AUDIT_ROWS = Number(process.env.AUDIT_ROWS ?? 200_000);
const JWT_SECRET = "bench-secret-bench-secret-bench-secret-42";
const adminUrl = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const name = `ile_bench_analytics_${randomBytes(4).toString("hex")}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const DATABASE_URL = url.toString();

let child: ReturnType<typeof spawn> | undefined;
try {
  const database = await openDatabase({ databaseUrl: DATABASE_URL, pgliteDir: join(dir, "unused") });
  await migrate(database);
  let started = performance.now();
  const ctx = { db: database.db, dataDir: datasetsDir, scale: SCALE, log: console.log };
  await seedPlaces.run(ctx);
  console.log(`seed: ${await seedProperties.run(ctx)} in ${Math.round(performance.now() - started)} ms`);
  const [{ n } = { n: "0" }] = await database.query<{ n: string }>("select count(*) as n from properties");
  console.log(`listings in the database: ${n}`);

  // Five admins; the audit log as years of their work: actions on users, KYC, listings, with reasons and states.
  const admins = await database.query<{ id: number }>(
    `insert into users (email, password_hash, role, status, email_verified_at)
     select 'bench-admin-' || g || '@bench.ile.ng', 'unused', 'admin', 'active', now() from generate_series(1, 5) g
     returning id`,
  );
  const ids = admins.map((a) => a.id);
  started = performance.now();
  await database.query(
    `insert into audit_log (actor_id, action, target_type, target_id, reason, before, after, created_at)
     select ($1::bigint[])[1 + g % 5],
            (array['user.suspend','user.restore','user.role','kyc.approve','kyc.reject','listing.remove','listing.restore','plan.update'])[1 + g % 8],
            (array['user','user','user','kyc','kyc','listing','listing','plan'])[1 + g % 8],
            (1000 + (g * 7919) % 90000)::text,
            (array['Spam listings reported by tenants','Fake documents','Duplicate account','Owner asked','Verified in person','Price corrected', null])[1 + g % 7],
            jsonb_build_object('status', 'active', 'role', (array['tenant','agent','landlord'])[1 + g % 3]),
            jsonb_build_object('status', (array['suspended','active'])[1 + g % 2], 'role', (array['agent','landlord','developer'])[1 + g % 3]),
            now() - ((g % 730) || ' days')::interval - ((g % 86400) || ' seconds')::interval
       from generate_series(1, $2::int) g`,
    [ids, AUDIT_ROWS],
  );
  await database.query(
    `insert into search_place_counts (day, state, city, searches)
     select current_date - (g % 90), '', c.city, 1 + g % 40
       from (select city from properties group by city order by count(*) desc limit 200) c, generate_series(1, 60) g
     on conflict do nothing`,
  );
  console.log(`audit log: ${AUDIT_ROWS} rows in ${Math.round(performance.now() - started)} ms`);
  await database.query("vacuum analyze");
  const places = await database.query<{ state: string; city: string; type: string }>(
    `select state, city, property_type as type from properties group by 1, 2, 3 order by count(*) desc limit 1`,
  );
  await database.close();
  const top = places[0]!;

  const port = await freePort();
  child = spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL,
      PGLITE_DIR: join(dir, "db"),
      UPLOADS_DIR: join(dir, "uploads"),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
      NODE_ENV: "production",
      PAYMENTS_SANDBOX: "1",
      JWT_SECRET,
      // The bench refreshes once itself (timed below) and measures reads without a refresh running beside them.
      ANALYTICS_REFRESH_SECONDS: "0",
      SERVICES: "api",
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  // Start-up builds in-memory indexes over 100k listings: slow on a busy machine.
  await waitFor(`${base}/readyz`, 180_000);
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({ role: "admin", iat_ms: Date.now() })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(ids[0]))
    .setJti(randomUUID())
    .setIssuer("ile")
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(JWT_SECRET));
  const headers = { authorization: `Bearer ${token}` };

  started = performance.now();
  const refreshed = await fetch(`${base}/api/analytics/refresh`, { method: "POST", headers });
  if (!refreshed.ok) throw new Error(`refresh: ${refreshed.status} ${await refreshed.text()}`);
  console.log(
    `refresh of the summaries (market, volume, searches) on ${n} listings: ${Math.round(performance.now() - started)} ms`,
  );

  const e = encodeURIComponent;
  const shapes: [string, string][] = [
    ["market, no filter (states)", "/api/analytics/market"],
    ["market, state", `/api/analytics/market?state=${e(top.state)}`],
    ["market, state + town", `/api/analytics/market?state=${e(top.state)}&city=${e(top.city)}`],
    [
      "market, state + town + type + bedrooms",
      `/api/analytics/market?state=${e(top.state)}&city=${e(top.city)}&property_type=${e(top.type)}&bedrooms=3`,
    ],
    ["market, sales by state", `/api/analytics/market?kind=sale&state=${e(top.state)}`],
    ["market, type only", `/api/analytics/market?property_type=${e(top.type)}`],
    ["market, bedrooms only", "/api/analytics/market?bedrooms=2"],
    ["market CSV, state", `/api/analytics/market.csv?state=${e(top.state)}`],
    ["audit, newest page", "/api/admin/audit"],
    ["audit, action filter", "/api/admin/audit?action=user.suspend"],
    ["audit, dates", "/api/admin/audit?from=2026-01-01&to=2026-03-31"],
    ["audit, text search", "/api/admin/audit?query=fake%20documents"],
    [
      "audit, text + action + dates",
      "/api/admin/audit?query=spam&action=kyc.approve&from=2025-06-01&to=2026-06-30",
    ],
  ];
  // Warm-up (JIT, pool, plans).
  for (const [, path] of shapes)
    await loadTest({ url: `${base}${path}`, connections: 10, duration: 1, headers });
  // Each shape's own cost, no queueing: right after a refresh (which empties the reply cache of ADR 0711) each
  // market shape's first request computes its figures (uncached); the audit search has no cache (5 s, 1 connection).
  await fetch(`${base}/api/analytics/refresh`, { method: "POST", headers });
  for (const [label, path] of shapes) {
    if (path.startsWith("/api/admin/")) {
      const r = await loadTest({ url: `${base}${path}`, connections: 1, duration: 5, headers });
      console.log(`${label}, 1 connection: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms`);
      continue;
    }
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers });
    await res.arrayBuffer();
    const cold = performance.now() - t0;
    const t1 = performance.now();
    await (await fetch(`${base}${path}`, { headers })).arrayBuffer();
    const cached = performance.now() - t1;
    const one = await loadTest({ url: `${base}${path}`, connections: 1, duration: 5, headers });
    console.log(
      `${label}, 1 request: uncached ${cold.toFixed(1)} ms, cached ${cached.toFixed(1)} ms; 1 connection: ${one.rps} req/s, p50 ${one.p50} ms, p95 ${one.p95} ms`,
    );
  }
  const missed: string[] = [];
  for (const [label, path] of shapes) {
    const r = await loadTest({
      url: `${base}${path}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers,
    });
    const met = r.p95 <= 50 && r.non2xx === 0 && r.errors === 0;
    if (!met) missed.push(label);
    console.log(`${label}: ${describeLoad(r)} — p95 target ≤ 50 ms: ${met ? "met" : "NOT met"}`);
  }
  console.log(missed.length ? `targets not met: ${missed.join("; ")}` : "all targets met");
} finally {
  if (child) {
    child.kill("SIGTERM");
    await new Promise((r) => child?.once("exit", r));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}
