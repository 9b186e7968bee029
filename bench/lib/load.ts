/**
 * Driving a route with load and reading the result (ADR 0021): wrk for GET requests (installed by
 * scripts/ensure-wrk.sh), autocannon otherwise; exact percentiles from every response time; the server's CPU time
 * per request from /proc; a route timed against the bare one in alternating rounds (`versusBare`).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BareRoute } from "./bare.ts";

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Responses that were not 2xx (with wrk: status 400 and above). */
  non2xx: number;
  errors: number;
  generator: Generator;
  /** The server's CPU time per response (µs), when its process was given (`serverPid`). */
  serverUsPerRequest?: number;
}

/**
 * Drives a URL and reports exact latency percentiles (every response time is counted). The load generator is wrk
 * (C, from Debian's packages; `scripts/ensure-wrk.sh`) for GET requests when it is installed, autocannon otherwise
 * and for requests with a body; `LOADGEN=autocannon` forces autocannon. On this project's two cores the generator
 * shares the machine with the server it measures: autocannon (JavaScript) decodes every response body into a
 * string, which for a 44 KB listings page costs it more CPU than the server spends answering (ADR 0021, 2026-11-26
 * addendum), so with it a bench of large pages measures autocannon. `body` may be a function to vary each request.
 */
export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string | (() => string);
  /** Several URLs on one origin, taken in turn (a mix of queries). */
  paths?: string[];
  /** The server's process (Linux): its CPU time per request is reported too, whatever the generator costs. */
  serverPid?: number;
}

/** A process's CPU time so far (user + system) in ms, from /proc; undefined where that cannot be read. */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of the line (11 and 12 after the name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

type Generator = "wrk" | "autocannon";

let wrkInstalled: boolean | undefined;
function hasWrk(): boolean {
  if (wrkInstalled === undefined) {
    spawnSync("bash", [join(import.meta.dirname, "../../scripts/ensure-wrk.sh")], { stdio: "inherit" });
    wrkInstalled = spawnSync("wrk", ["--version"]).error === undefined;
  }
  return wrkInstalled;
}

/** The load generator for `opts` (the same one drives both sides of a comparison: see `versusBare`). */
export function generatorFor(opts: LoadOptions): Generator {
  const canWrk = (opts.method ?? "GET") === "GET" && opts.body === undefined;
  return canWrk && process.env.LOADGEN !== "autocannon" && hasWrk() ? "wrk" : "autocannon";
}

export async function loadTest(opts: LoadOptions): Promise<LoadResult> {
  return summarise([await drive(opts, generatorFor(opts))]);
}

/**
 * Times `app` and the bare route in alternating rounds (bare, app, bare, app…; `rounds` each, the
 * duration split between them), so that both see the same machine load even while others' work comes and goes:
 * on a shared machine two back-to-back 10 s runs differ by up to 4×. Each result combines its rounds. Both sides
 * are driven by the same load generator.
 */
export async function versusBare(
  { url, pid }: BareRoute,
  app: LoadOptions,
  rounds = 5,
): Promise<{ bare: LoadResult; app: LoadResult }> {
  const duration = Math.max(1, Math.round(app.duration / rounds));
  const generator = generatorFor(app);
  const bare: Run[] = [];
  const mine: Run[] = [];
  for (let i = 0; i < rounds; i++) {
    bare.push(await drive({ url, connections: app.connections, duration, serverPid: pid }, generator));
    mine.push(await drive({ ...app, duration }, generator));
  }
  return { bare: summarise(bare), app: summarise(mine) };
}

/** What a browser sends: cached pages are then answered pre-compressed (ADR 0021). */
export const BROWSER_ENCODING = { "accept-encoding": "gzip, deflate, br" };

/** `versusBare` as `app` asks, then again as a browser asks (with BROWSER_ENCODING). */
export async function versusBareAsBrowserToo(bare: BareRoute, app: LoadOptions) {
  return {
    plain: await versusBare(bare, app),
    browser: await versusBare(bare, { ...app, headers: { ...app.headers, ...BROWSER_ENCODING } }),
  };
}

interface Run {
  /** Response times in ms and how many responses took each, ascending. */
  latencies: [ms: number, count: number][];
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  generator: Generator;
  /** The server's CPU time over the run, when its process was given. */
  serverCpuMs?: number;
}

function summarise(runs: Run[]): LoadResult {
  const counts = new Map<number, number>();
  for (const run of runs) for (const [ms, n] of run.latencies) counts.set(ms, (counts.get(ms) ?? 0) + n);
  const latencies = [...counts].sort((a, b) => a[0] - b[0]);
  const total = latencies.reduce((n, [, c]) => n + c, 0);
  const at = (p: number) => {
    const rank = Math.min(total, Math.max(1, Math.ceil((p / 100) * total)));
    let seen = 0;
    for (const [ms, c] of latencies) {
      seen += c;
      if (seen >= rank) return ms;
    }
    return Number.NaN;
  };
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    rps: round(runs.reduce((n, r) => n + r.rps, 0) / runs.length),
    p50: round(at(50)),
    p95: round(at(95)),
    p99: round(at(99)),
    requests: runs.reduce((n, r) => n + r.requests, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    generator: runs[0]?.generator ?? "autocannon",
    ...(runs.every((r) => r.serverCpuMs !== undefined) && {
      serverUsPerRequest: round(
        (1000 * runs.reduce((n, r) => n + (r.serverCpuMs ?? 0), 0)) /
          Math.max(
            1,
            runs.reduce((n, r) => n + r.requests, 0),
          ),
      ),
    }),
  };
}

async function drive(opts: LoadOptions, generator: Generator): Promise<Run> {
  const before = cpuMsOf(opts.serverPid);
  const run = await (generator === "wrk" ? driveWrk(opts) : driveAutocannon(opts));
  const after = cpuMsOf(opts.serverPid);
  return before === undefined || after === undefined ? run : { ...run, serverCpuMs: after - before };
}

async function driveAutocannon(opts: LoadOptions): Promise<Run> {
  const { default: autocannon } = await import("autocannon");
  const times = new Map<number, number>();
  let turn = 0;
  const body = opts.body;
  const result = await new Promise<import("autocannon").Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        duration: opts.duration,
        method: opts.method ?? "GET",
        headers: opts.headers,
        requests: [
          {
            setupRequest: (req) => {
              const next = { ...req };
              if (opts.paths?.length) next.path = opts.paths[turn++ % opts.paths.length]!;
              if (body !== undefined) next.body = typeof body === "function" ? body() : body;
              return next;
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      times.set(responseTime, (times.get(responseTime) ?? 0) + 1);
    });
  });
  return {
    latencies: [...times].sort((a, b) => a[0] - b[0]),
    rps: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    generator: "autocannon",
  };
}

/**
 * wrk's script (one thread, so the paths are taken in turn as autocannon takes them): it reads the paths from a
 * file and, when done, writes the totals and every latency bucket (µs, count) for `summarise` to combine.
 */
const WRK_SCRIPT = `
local paths = {}
for line in io.lines(os.getenv("ILE_WRK_PATHS")) do paths[#paths + 1] = line end
local turn = 0
request = function()
  turn = turn + 1
  return wrk.format(nil, paths[(turn - 1) % #paths + 1])
end
done = function(summary, latency)
  local out = assert(io.open(os.getenv("ILE_WRK_OUT"), "w"))
  local e = summary.errors
  out:write(string.format("%d %d %d %d\\n", summary.requests, summary.duration, e.status,
    e.connect + e.read + e.write + e.timeout))
  for i = 1, #latency do
    local us, count = latency(i)
    out:write(string.format("%d %d\\n", us, count))
  end
  out:close()
end
`;

async function driveWrk(opts: LoadOptions): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), "ile-wrk-"));
  try {
    const url = new URL(opts.url);
    const paths = opts.paths?.length ? opts.paths : [`${url.pathname}${url.search}`];
    writeFileSync(join(dir, "paths"), `${paths.join("\n")}\n`);
    writeFileSync(join(dir, "mix.lua"), WRK_SCRIPT);
    const args = [
      "-t1",
      `-c${opts.connections}`,
      `-d${opts.duration}s`,
      "--timeout",
      "10s",
      "-s",
      join(dir, "mix.lua"),
    ];
    for (const [name, value] of Object.entries(opts.headers ?? {})) args.push("-H", `${name}: ${value}`);
    args.push(url.origin);
    const child = spawn("wrk", args, {
      env: { ...process.env, ILE_WRK_PATHS: join(dir, "paths"), ILE_WRK_OUT: join(dir, "out") },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", resolve);
    });
    if (code !== 0) throw new Error(`wrk exited with ${code}`);
    const [head = "", ...buckets] = readFileSync(join(dir, "out"), "utf8").trim().split("\n");
    const [requests = 0, durationUs = 1, status = 0, errors = 0] = head.split(" ").map(Number);
    return {
      latencies: buckets.map((line) => {
        const [us = 0, count = 0] = line.split(" ").map(Number);
        return [us / 1000, count];
      }),
      rps: requests / (durationUs / 1e6),
      requests,
      non2xx: status,
      errors,
      generator: "wrk",
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const describeLoad = (r: LoadResult) =>
  `${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms (${r.requests} requests, non-2xx ${r.non2xx}, errors ${r.errors}; ${r.generator}${r.serverUsPerRequest === undefined ? "" : `; server CPU ${r.serverUsPerRequest} µs a request`})`;
