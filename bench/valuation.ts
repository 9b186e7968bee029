/**
 * Valuation (issue 8): in-process model latency (p50/p95 of one estimate, target < 5 ms), HTTP throughput and
 * p95 of GET /api/valuation on a real server process beside a bare Fastify route in the same run, and the
 * published k-fold accuracy (from `npm run valuation:evaluate`). `npm run bench:valuation -w @ile/bench`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ACCURACY_FILE } from "../apps/api/src/modules/valuation/files.ts";
import { ValuationService } from "../apps/api/src/modules/valuation/service.ts";
import { bareRoute, describeLoad, freePort, loadTest, percentile, waitFor } from "./lib.ts";

const root = resolve(import.meta.dirname, "..");
const DURATION = Number(process.env.DURATION ?? 8);
const CONNECTIONS = 20;

// 1. The model in process (no database: comparables from Ile's own listings are skipped here).
{
  const service = new ValuationService({ execute: async () => ({ rows: [] }) } as never);
  let t = performance.now();
  service.load();
  const loadMs = performance.now() - t;
  const requests = [
    {
      purpose: "rent" as const,
      state: "Lagos",
      town: "Yaba",
      property_type: "Flat / Apartment",
      bedrooms: 3,
    },
    {
      purpose: "rent" as const,
      state: "Lagos",
      town: "Lekki",
      area: "Ikota",
      property_type: "House",
      bedrooms: 4,
    },
    {
      purpose: "sale" as const,
      state: "Lagos",
      town: "Lekki",
      property_type: "Detached Duplex",
      bedrooms: 4,
    },
    {
      purpose: "sale" as const,
      state: "Abuja",
      town: "Gwarinpa",
      property_type: "Terraced Duplexes",
      bedrooms: 3,
    },
  ];
  for (let i = 0; i < 200; i++) await service.estimate(requests[i % requests.length]!);
  const times: number[] = [];
  for (let i = 0; i < 4000; i++) {
    t = performance.now();
    await service.estimate(requests[i % requests.length]!);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `valuation model: loads in ${Math.round(loadMs)} ms; one estimate (model + comparables from the files) ` +
      `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (target < 5 ms)`,
  );
}

// 2. Over HTTP, beside a bare route.
const dir = mkdtempSync(join(tmpdir(), "ile-bench-valuation-"));
const port = await freePort();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PGLITE_DIR: join(dir, "db"),
  UPLOADS_DIR: join(dir, "uploads"),
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
  // Benchmarks measure the app, not Paystack: the sandbox gateway, opted into as production requires (ADR 0602).
  PAYMENTS_SANDBOX: "1",
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-42",
  SERVICES: "api",
  PORT: String(port),
  HOST: "127.0.0.1",
};
delete env.DATABASE_URL;
const child = spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
  cwd: root,
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
const bare = await bareRoute();
try {
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  const paths = [
    "/api/valuation?purpose=rent&state=Lagos&town=Yaba&property_type=Flat%20%2F%20Apartment&bedrooms=3",
    "/api/valuation?purpose=rent&state=Lagos&town=Lekki&area=Ikota&property_type=House&bedrooms=4",
    "/api/valuation?purpose=sale&state=Lagos&town=Lekki&property_type=Detached%20Duplex&bedrooms=4",
    "/api/valuation?purpose=sale&state=Abuja&town=Gwarinpa&property_type=Terraced%20Duplexes&bedrooms=3",
  ];
  await fetch(`http://127.0.0.1:${port}${paths[0]}`); // loads the model
  const bareResult = await loadTest({ url: bare.url, connections: CONNECTIONS, duration: DURATION });
  const valuation = await loadTest({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION,
    paths,
  });
  console.log(`bare Fastify route, ${CONNECTIONS} connections: ${describeLoad(bareResult)}`);
  console.log(
    `GET /api/valuation (4 requests in turn), ${CONNECTIONS} connections: ${describeLoad(valuation)}`,
  );
  console.log(
    `valuation throughput = ${Math.round((valuation.rps / bareResult.rps) * 100)}% of the bare route`,
  );
} finally {
  await bare.close();
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  rmSync(dir, { recursive: true, force: true });
}

// 3. Published accuracy (k-fold cross-validation on the training files).
const accuracy = JSON.parse(readFileSync(ACCURACY_FILE, "utf8")) as Record<string, Record<string, number>>;
for (const [purpose, a] of Object.entries(accuracy)) {
  console.log(
    `${purpose}: ${a.rows} listings, ${a.folds}-fold: median error ${(a.medianApe! * 100).toFixed(1)}%, within 20% ` +
      `${(a.within20! * 100).toFixed(1)}%, 80% range coverage ${(a.coverage! * 100).toFixed(1)}%, baseline ${(a.baselineMedianApe! * 100).toFixed(1)}%`,
  );
}
