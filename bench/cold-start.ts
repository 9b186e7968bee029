/**
 * Cold start of the server on an existing database: from spawning `node` to the first 200 from /readyz.
 * The database is migrated and seeded once beforehand; each run then starts a fresh process on it.
 * Target ≤ 2 s. `npm run bench:coldstart -w @ile/bench`.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, percentile, waitFor } from "./lib.ts";

const root = resolve(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "ile-coldstart-"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PGLITE_DIR: join(dir, "db"),
  UPLOADS_DIR: join(dir, "uploads"),
  LOG_LEVEL: "warn",
};
delete env.DATABASE_URL;
execFileSync("node", ["--import", "tsx", "apps/api/scripts/seed.ts"], { cwd: root, env, stdio: "ignore" });

const runs = Number(process.env.RUNS ?? 7);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  times.push(performance.now() - started);
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
}
rmSync(dir, { recursive: true, force: true });
times.sort((a, b) => a - b);
console.log(
  `cold start to first ready answer over ${runs} runs: median ${Math.round(percentile(times, 50))} ms, ` +
    `p95 ${Math.round(percentile(times, 95))} ms, min ${Math.round(times[0]!)} ms (target ≤ 2000 ms)`,
);
