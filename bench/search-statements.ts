/**
 * What one never-repeating search costs the embedded database (issue 35, ADR 0407 addendum): on PGlite every
 * statement costs the server's one thread ~0.5–2 ms however small, so the number of statements per search is
 * what decides how many searches a second one process answers. Builds the app in this process on the demo world
 * of `npm start` (seeded once into BENCH_PGLITE_DIR, default a temporary directory), asks WARM never-repeating
 * searches (search-mix.ts `distinctMaker`), then counts the statements, their time and the CPU of the next N,
 * and prints the statements that cost most. Unlike the wrk benches, the counts do not depend on how busy the
 * machine is. `npm run bench:search-statements -w @ile/bench`; N (default 1000), WARM (default 300).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { buildApp } from "../apps/api/src/app.ts";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { loadConfig } from "../apps/api/src/platform/config.ts";
import { datasetsDir } from "../apps/api/src/platform/paths.ts";
import { seed } from "../apps/api/src/seed/index.ts";
import { distinctMaker } from "./search-mix.ts";

const N = Number(process.env.N ?? 1000);
const WARM = Number(process.env.WARM ?? 300);
const kept = process.env.BENCH_PGLITE_DIR;
const dir = kept ?? mkdtempSync(join(tmpdir(), "ile-bench-statements-"));

type Tally = { n: number; ms: number; rows: number };
const tally = new Map<string, Tally>();
let counting = false;
/** Statements so far (while counting): each search's own count is the difference across it. */
let statementsSoFar = 0;
/** Every statement through PGlite's query/exec, by its text (drizzle and the repositories call these). */
for (const method of ["query", "exec"] as const) {
  const original = PGlite.prototype[method] as (...args: unknown[]) => Promise<unknown>;
  (PGlite.prototype as unknown as Record<string, unknown>)[method] = async function (
    this: PGlite,
    text: string,
    ...rest: unknown[]
  ) {
    const started = performance.now();
    const answer = (await original.call(this, text, ...rest)) as
      | { rows?: unknown[] }
      | { rows?: unknown[] }[]
      | undefined;
    // exec answers one result per statement of its text (a prepared read: `set local …; execute …`).
    const result = Array.isArray(answer) ? answer.at(-1) : answer;
    if (counting) {
      statementsSoFar += 1;
      // A prepared statement's reads differ only in the ids written into them: one line for all.
      const key = text
        .replace(/\s+/g, " ")
        .replace(/\('\{[\d,]*\}'\)/, "(ids)")
        .slice(0, Number(process.env.TEXT ?? 110));
      const t = tally.get(key) ?? { n: 0, ms: 0, rows: 0 };
      t.n += 1;
      t.ms += performance.now() - started;
      t.rows += Array.isArray(result?.rows) ? result.rows.length : 0;
      tally.set(key, t);
    }
    return answer;
  };
}

try {
  const database = await openDatabase({ pgliteDir: join(dir, "db") });
  await migrate(database);
  const [{ n } = { n: 0 }] = await database.query<{ n: number }>("select count(*)::int as n from properties");
  if (n === 0) await seed(database, { dataDir: datasetsDir, log: () => {} });
  const cities = (
    await database.query<{ city: string; n: string }>(
      "select city, count(*) as n from properties group by 1 order by 2 desc limit 60",
    )
  ).map((c) => ({ value: c.city, weight: Number(c.n) }));
  await database.close();

  Object.assign(process.env, {
    PGLITE_DIR: join(dir, "db"),
    DATABASE_URL: "",
    REDIS_URL: "",
    UPLOADS_DIR: join(dir, "uploads"),
    NODE_ENV: "production",
    PAYMENTS_SANDBOX: "1",
    LOG_LEVEL: "warn",
    SERVICES: "api",
    ANALYTICS_REFRESH_SECONDS: "0",
    JWT_SECRET: "bench-secret-bench-secret-bench-secret-42",
  });
  const app = await buildApp({ config: loadConfig() });
  await app.ready();
  const { listings, people } = app.services.search.engines;
  await Promise.all([listings.warm(), people.warm()]);
  const make = distinctMaker(cities);
  /** Searches by how many statements each ran, and the searches that ran most. */
  const bySearch: { url: string; statements: number }[] = [];
  const ask = async () => {
    const url = make();
    const before = statementsSoFar;
    const res = await app.inject(url);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body.slice(0, 200)}`);
    if (counting) bySearch.push({ url, statements: statementsSoFar - before });
  };
  for (let i = 0; i < WARM; i++) await ask();

  counting = true;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < N; i++) await ask();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  counting = false;

  const all = [...tally.entries()].sort((a, b) => b[1].ms - a[1].ms);
  const statements = all.reduce((sum, [, t]) => sum + t.n, 0);
  const inStatements = all.reduce((sum, [, t]) => sum + t.ms, 0);
  console.log(
    `${N} never-repeating searches on the demo world (after ${WARM}): ${(statements / N).toFixed(2)} statements a search, ` +
      `${(inStatements / N).toFixed(2)} ms in them; ${((used.user + used.system) / 1000 / N).toFixed(2)} ms CPU and ` +
      `${(wall / N).toFixed(2)} ms a search, one at a time`,
  );
  const share = (test: (n: number) => boolean) =>
    `${((100 * bySearch.filter((b) => test(b.statements)).length) / bySearch.length).toFixed(1)}%`;
  console.log(
    `searches with 0 statements ${share((n) => n === 0)}, 1: ${share((n) => n === 1)}, 2: ${share((n) => n === 2)}, ` +
      `3 or more: ${share((n) => n >= 3)}; most: ${bySearch
        .sort((a, b) => b.statements - a.statements)
        .slice(0, 5)
        .map((b) => `${b.statements} ${decodeURIComponent(b.url.replace("/api/search?", ""))}`)
        .join("; ")}`,
  );
  console.log("statements (count, rows, ms in all, text):");
  for (const [text, t] of all.slice(0, 12))
    console.log(
      `  ${String(t.n).padStart(5)} ${String(t.rows).padStart(6)} ${t.ms.toFixed(0).padStart(6)}  ${text}`,
    );
  await app.close();
} finally {
  if (!kept) rmSync(dir, { recursive: true, force: true });
}
