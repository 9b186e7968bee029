/**
 * Cold start of the compiled server (issue 52, ADR 0033) on an existing database: from spawning `node
 * apps/api/dist/server.js` to the first search answered (GET /api/search, 200). The embedded database is migrated
 * and seeded with the demo world once beforehand (the built `seed.js`); each run then starts a fresh process on it.
 * Needs `npm run build` first. Target ≤ 2 s. `npm run bench:coldstart -w @ile/bench` (RUNS, default 7;
 * CPU_PROF=dir writes a --cpu-prof profile of each run there; SERVER=source runs `tsx src/server.ts` instead, to
 * compare). Besides the wall time it reports the server's CPU time (user + system, /proc) up to that answer,
 * which a busy machine inflates far less than the wall time, and the load average during the runs.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { cpuMsOf, freePort, percentile, waitFor } from "./lib.ts";

const root = resolve(import.meta.dirname, "..");
const built = join(root, "apps/api/dist");
if (!existsSync(join(built, "server.js")))
  throw new Error("apps/api/dist/server.js is missing: run `npm run build`");
const dir = mkdtempSync(join(tmpdir(), "ile-coldstart-"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-42",
  PAYMENTS_SANDBOX: "1",
  PGLITE_DIR: join(dir, "db"),
  UPLOADS_DIR: join(dir, "uploads"),
  LOG_LEVEL: "warn",
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
execFileSync("node", [join(built, "seed.js")], { cwd: root, env, stdio: "ignore" });

const profile = process.env.CPU_PROF;
const runs = Number(process.env.RUNS ?? 7);
const times: number[] = [];
const cpu: number[] = [];
const load: number[] = [];
const source = process.env.SERVER === "source";
const server = source
  ? ["--import", "tsx", join(root, "apps/api/src/server.ts")]
  : [join(built, "server.js")];
for (let i = 0; i < runs; i++) {
  const port = await freePort();
  const started = performance.now();
  const flags = ["--enable-source-maps", ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [])];
  const child = spawn("node", [...flags, ...server], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: "ignore",
  });
  await waitFor(`http://127.0.0.1:${port}/api/search?q=lekki`, 120_000);
  times.push(performance.now() - started);
  cpu.push(cpuMsOf(child.pid) ?? Number.NaN);
  load.push(loadavg()[0]!);
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}
rmSync(dir, { recursive: true, force: true });
times.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
console.log(
  `cold start of the ${source ? "source (tsx)" : "built"} server to the first search answered over ${runs} runs ` +
    `(node ${process.version}): median ${Math.round(percentile(times, 50))} ms, ` +
    `p95 ${Math.round(percentile(times, 95))} ms, min ${Math.round(times[0]!)} ms (target ≤ 2000 ms); ` +
    `server CPU median ${Math.round(percentile(cpu, 50))} ms, min ${Math.round(cpu[0]!)} ms; ` +
    `load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
);
