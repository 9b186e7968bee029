/**
 * Where a request's CPU goes (issue 19, ADR 0021): seeds a database (or reuses PROFILE_DB), starts the real server
 * under `node --cpu-prof`, drives the search bench's fixed mix of 15 queries (or the listings hot mix, MIX=listings)
 * at 50 connections, and prints the self time by package and the functions with the most self time.
 * `npm run bench:profile -w @ile/bench`. BENCH_PG_URL as in search.ts; SCALE (default 20,000: the mix is cache
 * hits, so the size hardly matters), DURATION (default 10), LOG_LEVEL (default: the server's default, info),
 * KEEP=1 keeps the database and prints its URL (pass it back as PROFILE_DB to skip seeding). PROFILE_OUT=file
 * keeps the raw profile there too (open it in Chrome DevTools' Performance panel).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { datasetsDir } from "../apps/api/src/platform/paths.ts";
import { seedPeople, seedSearchTerms } from "../apps/api/src/seed/people.ts";
import { seedPlaces } from "../apps/api/src/seed/places.ts";
import { seedProperties } from "../apps/api/src/seed/properties.ts";
import { bareRoute, describeLoad, freePort, loadTest, waitFor } from "./lib.ts";
import { LIST_HOT } from "./listings-mix.ts";
import { QUERIES } from "./search-mix.ts";

const root = resolve(import.meta.dirname, "..");
const SCALE = Number(process.env.SCALE ?? 20_000);
const DURATION = Number(process.env.DURATION ?? 10);
const adminUrl = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const paths = process.env.MIX === "listings" ? LIST_HOT : Object.values(QUERIES).flat();

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The package of a frame: node_modules/<name>, a node: module, the app's own folder, or the V8 pseudo-frame. */
function packageOf({ url, functionName }: Node["callFrame"]): string {
  if (!url) return functionName || "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith("node:")) return url;
  return `ile:${url.replace(/^.*?\/(apps|packages)\//, "").replace(/\/[^/]+$/, "")}`;
}

/**
 * Self time by package and by function, and inclusive time by package (a sample counts once for every package
 * on its stack), over the last `windowMs` of the profile (the timed run; start-up is left out), in % of it.
 */
export function summarise(profile: Profile, windowMs: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const fns = new Map<string, number>();
  const incl = new Map<string, number>();
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  let t = profile.startTime;
  const from = profile.endTime - windowMs * 1000;
  let counted = 0;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from) return;
    counted++;
    const node = byId.get(id);
    if (!node) return;
    const { url, functionName, lineNumber } = node.callFrame;
    add(self, packageOf(node.callFrame));
    add(
      fns,
      `${functionName || "(anonymous)"} ${url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*?\/apps\//, "")}:${lineNumber + 1}`,
    );
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (frame) seen.add(packageOf(frame.callFrame));
    }
    for (const p of seen) add(incl, p);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, c]) => `${((100 * c) / counted).toFixed(1).padStart(5)}%  ${k}`);
  return { counted, self: top(self, 30), functions: top(fns, 40), inclusive: top(incl, 40) };
}

const dir = mkdtempSync(join(tmpdir(), "ile-bench-profile-"));
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
let name = "";
let databaseUrl = process.env.PROFILE_DB;
try {
  if (!databaseUrl) {
    name = `ile_bench_profile_${randomBytes(4).toString("hex")}`;
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const database = await openDatabase({ databaseUrl, pgliteDir: join(dir, "unused") });
    await migrate(database);
    const ctx = { db: database.db, dataDir: datasetsDir, scale: SCALE, log: () => {} };
    for (const seeder of [seedPlaces, seedPeople, seedProperties, seedSearchTerms]) await seeder.run(ctx);
    await database.query("vacuum analyze");
    await database.close();
  }
  const port = await freePort();
  const profDir = join(dir, "prof");
  const child = spawn(
    "node",
    ["--cpu-prof", `--cpu-prof-dir=${profDir}`, "--import", "tsx", "apps/api/src/server.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PGLITE_DIR: join(dir, "unused"),
        UPLOADS_DIR: join(dir, "uploads"),
        ...(process.env.LOG_LEVEL ? {} : { LOG_LEVEL: "info" }),
        NODE_ENV: "production",
        PAYMENTS_SANDBOX: "1",
        JWT_SECRET: "bench-secret-bench-secret-bench-secret-42",
        SERVICES: "api",
        PORT: String(port),
        HOST: "127.0.0.1",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, 60_000);
  const run = (connections: number, duration: number) =>
    loadTest({
      url: `${base}${paths[0]}`,
      connections,
      duration,
      paths,
      headers: headers(),
      serverPid: child.pid,
    });
  await run(10, 3);
  const bare = await bareRoute();
  await loadTest({ url: bare.url, connections: 10, duration: 2 });
  const bareRes = await loadTest({ url: bare.url, connections: 50, duration: DURATION, serverPid: bare.pid });
  await bare.close();
  console.log(`bare Fastify route, 50 connections: ${describeLoad(bareRes)}`);
  const app = await run(50, DURATION);
  console.log(`mix of ${paths.length}, 50 connections: ${describeLoad(app)}`);
  console.log(
    `${((100 * app.rps) / bareRes.rps).toFixed(1)}% of bare; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(", ")}`,
  );
  child.kill("SIGINT");
  await new Promise((r) => child.once("exit", r));
  const file = readdirSync(profDir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("no profile written");
  if (process.env.PROFILE_OUT) copyFileSync(join(profDir, file), process.env.PROFILE_OUT);
  const profile = JSON.parse(readFileSync(join(profDir, file), "utf8")) as Profile;
  const { counted, self, functions, inclusive } = summarise(profile, DURATION * 1000);
  console.log(`\n${counted} samples in the timed run. Self time by package:\n${self.join("\n")}`);
  console.log(`\nInclusive (on the stack) by package:\n${inclusive.join("\n")}`);
  console.log(`\nSelf time by function:\n${functions.join("\n")}`);
} finally {
  if (name && process.env.KEEP === "1") console.log(`database kept: PROFILE_DB=${databaseUrl}`);
  else if (name) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}

/** ACCEPT_ENCODING=gzip (or "gzip, br") sends that header, as browsers do. */
function headers(): Record<string, string> | undefined {
  return process.env.ACCEPT_ENCODING ? { "accept-encoding": process.env.ACCEPT_ENCODING } : undefined;
}
