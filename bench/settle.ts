/**
 * Settlement under contention (issue 6): 50 paid references, each settled by 4 callers at once (200 concurrent
 * `settle()` calls through the real app and database), on the embedded PGlite and, when it answers, the real
 * PostgreSQL. Reports throughput and proves zero double grants: exactly one grant and one unlock per reference.
 * `npm run bench:settle -w @ile/bench`.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.ts";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { createAccount } from "../apps/api/src/modules/accounts/builders.ts";
import { loadConfig } from "../apps/api/src/platform/config.ts";

const REFERENCES = 50;
const CALLERS_PER_REFERENCE = 4;
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

async function run(kind: "pglite" | "postgres") {
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (kind === "postgres") {
    const name = `ile_bench_settle_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    try {
      await admin.connect();
    } catch {
      console.log("PostgreSQL: not answering on", PG_URL, "(skipped)");
      return;
    }
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const again = new pg.Client({ connectionString: PG_URL });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    };
  }
  const uploads = mkdtempSync(join(tmpdir(), "ile-bench-settle-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PGLITE_DIR: "memory://",
    UPLOADS_DIR: uploads,
    WEB_DIST_DIR: join(uploads, "none"),
    SUBSCRIPTION_SWEEP_SECONDS: "0",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({ databaseUrl, pgliteDir: "memory://" });
  const app = await buildApp({ config, database, redis: null, logger: false });
  await app.ready();
  try {
    const hash = "$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$1PZNlF8jMZ2lR3lqEZd5qZbKb5iCwI0l3e7fP0nJ1Q0";
    const payer = await createAccount(app.db, {
      email: `payer-${kind}@bench.ile.ng`,
      password: "x",
      passwordHash: hash,
      role: "tenant",
      firstName: "Bench",
      lastName: "Payer",
      status: "active",
    });
    const references: string[] = [];
    for (let i = 0; i < REFERENCES; i++) {
      const owner = await createAccount(app.db, {
        email: `owner-${kind}-${i}@bench.ile.ng`,
        password: "x",
        passwordHash: hash,
        role: "agent",
        firstName: "Owner",
        lastName: String(i),
        status: "active",
      });
      const payment = await app.services.payments.start({
        userId: payer.user.id,
        email: payer.user.email,
        purpose: "profile_unlock",
        amountKobo: 200_000,
        details: { profile_user_id: owner.user.id, unique_key: owner.profile.uniqueKey },
        callbackPath: "/payment/verify/{reference}",
      });
      // The payer approves on the sandbox checkout.
      await database.query(
        "update sandbox_transactions set status = 'success', paid_at = now() where reference = $1",
        [payment.reference],
      );
      references.push(payment.reference);
    }

    const calls = references.flatMap((r) => Array.from({ length: CALLERS_PER_REFERENCE }, () => r));
    const t0 = performance.now();
    const results = await Promise.all(calls.map((r) => app.services.payments.settle(r)));
    const ms = performance.now() - t0;
    const grants = results.filter((r) => r.granted).length;
    const [unlocks] = await database.query<{ n: number }>(
      "select count(*)::int as n from profile_unlocks where user_id = $1",
      [payer.user.id],
    );
    const [paid] = await database.query<{ n: number }>(
      "select count(*)::int as n from payments where user_id = $1 and status = 'success'",
      [payer.user.id],
    );
    const doubles = grants - REFERENCES;
    console.log(
      `${kind}: ${calls.length} concurrent settles of ${REFERENCES} references in ${ms.toFixed(0)} ms ` +
        `(${((calls.length / ms) * 1000).toFixed(0)} settles/s); grants ${grants}, unlocks ${unlocks!.n}, ` +
        `payments settled ${paid!.n}; double grants: ${doubles}`,
    );
    if (grants !== REFERENCES || Number(unlocks!.n) !== REFERENCES || Number(paid!.n) !== REFERENCES) {
      console.error("FAILED: value was not given exactly once per reference");
      process.exitCode = 1;
    }
  } finally {
    await app.close();
    await database.close();
    await drop();
    rmSync(uploads, { recursive: true, force: true });
  }
}

await run("pglite");
await run("postgres");
