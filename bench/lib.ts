/** Small shared pieces for the benchmarks: percentiles, a free port, waiting for a URL, recording results. */
import { createServer } from "node:net";

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/**
 * Drives a URL with autocannon and reports exact latency percentiles (autocannon's own summary has no p95):
 * every response time is collected. `body` may be a function to vary each request.
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
}

export async function loadTest(opts: LoadOptions): Promise<LoadResult> {
  return summarise([await drive(opts)]);
}

/**
 * Times `app` and the bare route at `bareUrl` in alternating rounds (bare, app, bare, app…; `rounds` each, the
 * duration split between them), so that both see the same machine load even while others' work comes and goes:
 * on a shared machine two back-to-back 10 s runs differ by up to 4×. Each result combines its rounds.
 */
export async function versusBare(
  bareUrl: string,
  app: LoadOptions,
  rounds = 5,
): Promise<{ bare: LoadResult; app: LoadResult }> {
  const duration = Math.max(1, Math.round(app.duration / rounds));
  const bare: Run[] = [];
  const mine: Run[] = [];
  for (let i = 0; i < rounds; i++) {
    bare.push(await drive({ url: bareUrl, connections: app.connections, duration }));
    mine.push(await drive({ ...app, duration }));
  }
  return { bare: summarise(bare), app: summarise(mine) };
}

interface Run {
  times: number[];
  result: import("autocannon").Result;
}

function summarise(runs: Run[]): LoadResult {
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  const requests = runs.reduce((n, r) => n + r.result.requests.total, 0);
  return {
    rps: round(runs.reduce((n, r) => n + r.result.requests.average, 0) / runs.length),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    requests,
    non2xx: runs.reduce((n, r) => n + r.result.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.result.errors, 0),
  };
}

async function drive(opts: LoadOptions): Promise<Run> {
  const { default: autocannon } = await import("autocannon");
  const times: number[] = [];
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
      times.push(responseTime);
    });
  });
  return { times, result };
}

export const describeLoad = (r: LoadResult) =>
  `${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms (${r.requests} requests, non-2xx ${r.non2xx}, errors ${r.errors})`;

/**
 * A bare Fastify route on this machine ("beside a bare route" in the targets): the ceiling any real route is
 * compared with in the same run. It runs in a process of its own, as the app does (until 2026-11-25 it ran in the
 * bench's own process, sharing one thread with the load generator, which held it down on a busy machine).
 * Returns its URL and a close function.
 */
export async function bareRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  const { spawn } = await import("node:child_process");
  const port = await freePort();
  const child = spawn("node", ["--import", "tsx", "bare-server.ts"], {
    cwd: import.meta.dirname,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/bare`;
  await waitFor(url);
  return {
    url,
    close: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

/** A small deterministic random source (mulberry32), so every run asks the same queries. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws with `rnd`: `weighted` picks an item in proportion to its weight, `one` picks any item alike. */
export function chooser(rnd: () => number) {
  return {
    weighted<T extends { weight: number }>(items: T[]): T {
      let x = rnd() * items.reduce((sum, i) => sum + i.weight, 0);
      for (const item of items) {
        x -= item.weight;
        if (x <= 0) return item;
      }
      return items[items.length - 1] as T;
    },
    one: <T>(items: T[]): T => items[Math.floor(rnd() * items.length)] as T,
  };
}

/** `count` different queries, none of them in `not`. */
export function distinctQueries(make: () => string, count: number, not = new Set<string>()): string[] {
  const seen = new Set<string>();
  for (let tries = 0; seen.size < count && tries < count * 200; tries++) {
    const q = make();
    if (!not.has(q)) seen.add(q);
  }
  // Rare filter combinations run out before `count`: make the rest distinct by page (deep pages are asked too).
  const base = [...seen];
  for (let page = 6; seen.size < count; page++)
    for (const q of base) {
      if (seen.size >= count) break;
      seen.add(`${q}&page=${page}`.replace(/&page=\d+&page=/, "&page="));
    }
  return [...seen];
}

/** `length` requests over `queries` with Zipf(1) popularity: the i-th query is asked ∝ 1/i. */
export function zipfSequence(queries: string[], length: number): string[] {
  const rnd = random(9);
  const weights = queries.map((_, i) => 1 / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const w of weights) {
    acc += w / sum;
    cumulative.push(acc);
  }
  return Array.from({ length }, () => {
    const x = rnd();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return queries[lo] as string;
  });
}
