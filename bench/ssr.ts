/**
 * Server rendering (issue 19, ADR 0022): GET /property/{slug} as a browser asks for it (the whole HTML page),
 * from the production build served by the real server in production mode on a freshly seeded embedded database
 * (or BASE_URL= a running one). Three figures:
 * - render: one connection, each request a listing not rendered before (no kept page): the cost of one render
 *   with its in-process API call;
 * - warm: 50 connections for DURATION s over 50 listing pages rendered once before (the page cache keeps them
 *   5 s, so the run re-renders each at most every 5 s) — the target, p95 ≤ 30 ms;
 * - home: 50 connections on `/`, warm.
 * Run after `npm run build`: `npm run bench:ssr -w @ile/bench`. Reports, not asserts.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describeLoad, freePort, loadTest, percentile, waitFor } from "./lib.ts";

const root = resolve(import.meta.dirname, "..");
if (!existsSync(join(root, "apps/web/dist/server/entry-server.js"))) {
  console.error("No server build found: run `npm run build` first.");
  process.exit(1);
}
const DURATION = Number(process.env.DURATION ?? 10);
const dir = mkdtempSync(join(tmpdir(), "ile-bench-ssr-"));
const port = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PGLITE_DIR: join(dir, "db"),
  UPLOADS_DIR: join(dir, "uploads"),
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
  PAYMENTS_SANDBOX: "1",
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-42",
  PORT: String(port),
  HOST: "127.0.0.1",
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.SERVICES;
const external = process.env.BASE_URL?.replace(/\/$/, "");
if (!external)
  execFileSync("node", ["--import", "tsx", "apps/api/scripts/seed.ts"], { cwd: root, env, stdio: "ignore" });
const server = external
  ? null
  : spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
      cwd: root,
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
const base = external ?? `http://127.0.0.1:${port}`;

try {
  await waitFor(`${base}/readyz`, 300_000);
  const list = (await (await fetch(`${base}/api/properties?limit=100`)).json()) as {
    data: { slug: string }[];
  };
  const pages = list.data.map((p) => `/property/${p.slug}`);
  const warm = pages.slice(0, 50);
  const fresh = pages.slice(50);

  const times: number[] = [];
  for (const path of fresh) {
    const started = performance.now();
    const res = await fetch(`${base}${path}`);
    const html = await res.text();
    times.push(performance.now() - started);
    if (res.status !== 200 || !html.includes("<h1")) throw new Error(`${path}: ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 10) / 10;
  console.log(
    `render (1 connection, ${fresh.length} listings never rendered before): p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms`,
  );

  for (const path of warm) await (await fetch(`${base}${path}`)).text();
  const listing = await loadTest({
    url: `${base}${warm[0]}`,
    connections: 50,
    duration: DURATION,
    paths: warm,
    serverPid: server?.pid,
  });
  console.log(`listing pages, warm, 50 connections: ${describeLoad(listing)}`);
  const home = await loadTest({
    url: `${base}/`,
    connections: 50,
    duration: DURATION,
    serverPid: server?.pid,
  });
  console.log(`home, warm, 50 connections: ${describeLoad(home)}`);
} finally {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
}
