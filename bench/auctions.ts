/**
 * Auctions under contention (issue 4, ADR 0260): two server processes on one PostgreSQL and one Redis.
 * 1. Bids: WORKERS (50) workers bid rising amounts on ONE live auction for DURATION seconds, alternating between the two
 *    instances, each bidder at most 25 times (under the 30-a-minute per-account limit). Reports bids/s, latency
 *    percentiles, accepted vs refused, and checks the stored state is consistent (highest = max, count = rows,
 *    each accepted bid ≥ previous + increment).
 * 2. Live fan-out: LISTENERS server-sent-event streams, half on each instance; BIDS bids placed on instance A;
 *    delay from sending a bid to each listener receiving it, same instance vs the other (through Redis).
 * `node --import tsx bench/auctions.ts`. Needs BENCH_PG_URL (default postgresql://postgres@127.0.0.1:5432/postgres)
 * and REDIS_URL (default redis://127.0.0.1:6379); a fresh database is created and dropped.
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { SignJWT } from "jose";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { freePort, percentile, waitFor } from "./lib.ts";

const root = resolve(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "ile-bench-auctions-"));
const WORKERS = Number(process.env.WORKERS ?? 50);
const BIDDERS_PER_WORKER = 20;
const BIDS_PER_BIDDER = 25;
const DURATION = Number(process.env.DURATION ?? 10);
const LISTENERS = Number(process.env.LISTENERS ?? 200);
const BIDS = 20;
const JWT_SECRET = "bench-secret-bench-secret-bench-secret-42";
const adminUrl = process.env.BENCH_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const name = `ile_bench_auctions_${randomBytes(4).toString("hex")}`;
const START = 10_000_000_000; // ₦100,000,000
const STEP = 10_000; // ₦100

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const DATABASE_URL = url.toString();
const children: ReturnType<typeof spawn>[] = [];
const round = (n: number) => Math.round(n * 10) / 10;
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${round(percentile(s, 50))} ms, p95 ${round(percentile(s, 95))} ms, max ${round(s.at(-1) ?? Number.NaN)} ms (n=${s.length})`;
};

try {
  const database = await openDatabase({ databaseUrl: DATABASE_URL, pgliteDir: join(dir, "unused") });
  await migrate(database);
  const total = WORKERS * BIDDERS_PER_WORKER + 1;
  const users = await database.query<{ id: number }>(
    `insert into users (email, password_hash, role, status, email_verified_at)
     select 'bench-' || g || '@bench.ile.ng', 'unused', case when g = 0 then 'agent' else 'tenant' end, 'active', now()
     from generate_series(0, $1 - 1) g order by g returning id`,
    [total],
  );
  await database.query(
    `insert into profiles (user_id, slug, unique_key, first_name, last_name, verified_at)
     select id, 'bench-' || id, 'ILE-BENCH' || id, 'Bidder', 'N' || id, now() from users`,
  );
  const sellerId = users[0]!.id;
  const [property] = await database.query<{ id: number }>(
    `insert into properties (slug, owner_id, title, price, listing_type, category, property_type, city, state)
     values ('bench-auction-house', $1, 'Bench auction house', 15000000000, 'sale', 'duplex', 'Detached Duplex', 'Lekki', 'Lagos')
     returning id`,
    [sellerId],
  );
  const newAuction = async () =>
    (
      await database.query<{ id: number }>(
        `insert into auctions (property_id, seller_id, created_by, starting_price, reserve_price, min_increment,
          starts_at, ends_at, scheduled_end_at)
         values ($1, $2, $2, $3, $3, $4, now() - interval '1 minute', now() + interval '2 hours', now() + interval '2 hours')
         returning id`,
        [property!.id, sellerId, START, STEP],
      )
    )[0]!.id;
  const auctionId = await newAuction();
  const key = new TextEncoder().encode(JWT_SECRET);
  const now = Math.floor(Date.now() / 1000);
  const tokens = await Promise.all(
    users.slice(1).map((u) =>
      new SignJWT({ role: "tenant", iat_ms: Date.now() })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(u.id))
        .setJti(randomUUID())
        .setIssuer("ile")
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(key),
    ),
  );

  const prefix = `ile-bench-${randomBytes(3).toString("hex")}:`;
  const bases: string[] = [];
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const child = spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL,
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        PGLITE_DIR: join(dir, `db${i}`),
        UPLOADS_DIR: join(dir, "uploads"),
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        // Benchmarks measure the app, not Paystack: the sandbox gateway, opted into as production requires (ADR 0602).
        PAYMENTS_SANDBOX: "1",
        JWT_SECRET,
        SERVICES: "api",
        PORT: String(port),
        HOST: "127.0.0.1",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(child);
    bases.push(`http://127.0.0.1:${port}`);
  }
  for (const b of bases) await waitFor(`${b}/readyz`);

  const bid = async (base: string, id: number, token: string, amount: number) => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/auctions/${id}/bids`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ amount_kobo: amount }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  };

  // Warm-up on a separate auction (JIT, pools).
  const warm = await newAuction().catch(() => auctionId);
  for (let i = 0; i < 50; i++)
    await bid(bases[i % 2]!, warm, tokens[tokens.length - 1 - (i % 10)]!, START + i * STEP);

  // 1. Contention ----------------------------------------------------------------------------------------------
  let seq = 0;
  const times: number[] = [];
  const byStatus = new Map<number, number>();
  const until = performance.now() + DURATION * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      const mine = tokens.slice(w * BIDDERS_PER_WORKER, (w + 1) * BIDDERS_PER_WORKER);
      for (let n = 0; n < BIDDERS_PER_WORKER * BIDS_PER_BIDDER && performance.now() < until; n++) {
        const amount = START + seq++ * STEP;
        const r = await bid(bases[n % 2]!, auctionId, mine[n % mine.length]!, amount);
        times.push(r.ms);
        byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const [state] = await database.query<{ current_bid: number; bid_count: number; max: number; n: number }>(
    `select a.current_bid, a.bid_count, (select max(amount) from auction_bids where auction_id = a.id) as max,
       (select count(*) from auction_bids where auction_id = a.id)::int as n from auctions a where a.id = $1`,
    [auctionId],
  );
  const amounts = (
    await database.query<{ amount: number }>(
      "select amount from auction_bids where auction_id = $1 order by id",
      [auctionId],
    )
  ).map((r) => Number(r.amount));
  const ordered = amounts.every((a, i) => i === 0 || a - amounts[i - 1]! >= STEP);
  console.log(
    `bids: ${WORKERS} workers, ${times.length} requests in ${elapsed.toFixed(1)} s = ${round(times.length / elapsed)} req/s; ${stats(times)}`,
  );
  console.log(
    `  answers: ${JSON.stringify(Object.fromEntries(byStatus))} (201 accepted, 422 beaten by a faster bid)`,
  );
  console.log(
    `  consistent: highest ${state!.current_bid === state!.max ? "=" : "≠"} max stored, count ${state!.bid_count} ${state!.bid_count === state!.n ? "=" : "≠"} ${state!.n} rows, rising by ≥ increment: ${ordered}`,
  );

  // 2. Live fan-out ---------------------------------------------------------------------------------------------
  const fanId = await newAuction().catch(() => auctionId);
  const sent = new Map<number, number>();
  const delays: { same: number[]; other: number[] } = { same: [], other: [] };
  let got = 0;
  const streams = await Promise.all(
    Array.from(
      { length: LISTENERS },
      (_, i) =>
        new Promise<() => void>((ok, fail) => {
          const side = i % 2 === 0 ? "same" : "other";
          let buf = "";
          const req = httpRequest(`${bases[i % 2]}/api/auctions/${fanId}/events`, (res) => {
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => {
              buf += chunk;
              if (buf.includes("event: snapshot")) ok(() => req.destroy());
              let end = buf.indexOf("\n\n");
              while (end >= 0) {
                const block = buf.slice(0, end);
                buf = buf.slice(end + 2);
                if (block.startsWith("event: bid")) {
                  const amount = /"amount_kobo":(\d+)/.exec(block)?.[1];
                  const t0 = sent.get(Number(amount));
                  if (t0 !== undefined) delays[side].push(performance.now() - t0);
                  got++;
                }
                end = buf.indexOf("\n\n");
              }
            });
          });
          req.on("error", fail);
          req.end();
        }),
    ),
  );
  for (let i = 0; i < BIDS; i++) {
    const amount = START + i * STEP;
    sent.set(amount, performance.now());
    const r = await bid(bases[0]!, fanId, tokens[i]!, amount);
    if (r.status !== 201) console.log(`  fan-out bid ${i} answered ${r.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await new Promise((r) => setTimeout(r, 500));
  for (const close of streams) close();
  console.log(
    `fan-out: ${LISTENERS} SSE listeners (half per instance), ${BIDS} bids on instance A; ${got}/${LISTENERS * BIDS} deliveries`,
  );
  console.log(`  same instance:  ${stats(delays.same)}`);
  console.log(`  other instance (Redis): ${stats(delays.other)}`);
  await database.close();
} finally {
  for (const child of children) {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
}
