/**
 * Login throughput: argon2id cost dominates a login, so this records raw hashes per second, then login
 * throughput and p95 under 20 concurrent users against a real server process, then check-auth p95 (a token
 * check: signature, user row and revocation lookups). `npm run bench:login -w @ile/bench`.
 * Uses the embedded database unless DATABASE_URL is set; REDIS_URL is passed through when set.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { createAccount } from "../apps/api/src/modules/accounts/builders.ts";
import { hashPassword } from "../apps/api/src/platform/passwords.ts";
import { describeLoad, freePort, loadTest, waitFor } from "./lib.ts";

const root = resolve(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "ile-bench-login-"));
const USERS = 20;
const PASSWORD = "Bench-login-password-2026";
const DURATION = Number(process.env.DURATION ?? 10);

// 1. Raw argon2id hashes per second (ASVS parameters: 19 MiB, t=2, p=1), 2 at a time (the machine's cores).
{
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < 3000) {
    await Promise.all([hashPassword(`pw-${n}`), hashPassword(`pw-${n + 1}`)]);
    n += 2;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `argon2id: ${(n / seconds).toFixed(1)} hashes/s (2 in parallel), ${((seconds * 1000 * 2) / n).toFixed(1)} ms each`,
  );
}

// 2. Accounts to log in as.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PGLITE_DIR: join(dir, "db"),
  UPLOADS_DIR: join(dir, "uploads"),
  LOG_LEVEL: "warn",
  AUTH_RATE_LIMIT: "100000",
  NODE_ENV: "production",
  // Benchmarks measure the app, not Paystack: the sandbox gateway, opted into as production requires (ADR 0602).
  PAYMENTS_SANDBOX: "1",
  JWT_SECRET: "bench-secret-bench-secret-bench-secret-42",
  SERVICES: "api",
};
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR! });
await migrate(database);
const passwordHash = await hashPassword(PASSWORD);
const tag = Date.now().toString(36);
const emails: string[] = [];
for (let i = 0; i < USERS; i++) {
  const email = `bench-${tag}-${i}@bench.ile.ng`;
  await createAccount(database.db, {
    email,
    password: PASSWORD,
    passwordHash,
    role: "tenant",
    firstName: "Bench",
    lastName: `User ${i}`,
  });
  emails.push(email);
}
await database.close();

const port = await freePort();
const child = spawn("node", ["--import", "tsx", "apps/api/src/server.ts"], {
  cwd: root,
  env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
  stdio: ["ignore", "ignore", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitFor(`${base}/readyz`);
  let i = 0;
  const login = await loadTest({
    url: `${base}/api/login`,
    connections: USERS,
    duration: DURATION,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: () => JSON.stringify({ email: emails[i++ % USERS], password: PASSWORD }),
  });
  console.log(`login, ${USERS} concurrent users: ${describeLoad(login)}`);
  const { token } = (await (
    await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: emails[0], password: PASSWORD }),
    })
  ).json()) as { token: string };
  const check = await loadTest({
    url: `${base}/api/check-auth`,
    connections: USERS,
    duration: DURATION,
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(`check-auth, ${USERS} connections: ${describeLoad(check)}`);
} finally {
  child.kill("SIGTERM");
  await new Promise((r) => child.once("exit", r));
  rmSync(dir, { recursive: true, force: true });
}
