/**
 * Forward-only SQL migrations (src/db/migrations/NNNN_name.sql), applied in file-name order at start-up,
 * each once, each in its own transaction, under an advisory lock so two instances never race.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsDir } from "../platform/paths.ts";
import type { Database } from "./client.ts";

const LOCK_ID = 4_243_001;

export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  await database.execScript(
    "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())",
  );
  await database.query("select pg_advisory_lock($1)", [LOCK_ID]);
  try {
    const done = new Set(
      (await database.query<{ name: string }>("select name from schema_migrations")).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(join(dir, file), "utf8");
      const name = file.replaceAll("'", "''");
      await database.execScript(
        `begin;\n${sql}\n;insert into schema_migrations (name) values ('${name}');\ncommit;`,
      );
      applied.push(file);
    }
    return applied;
  } catch (err) {
    await database.execScript("rollback").catch(() => {});
    throw err;
  } finally {
    await database.query("select pg_advisory_unlock($1)", [LOCK_ID]);
  }
}
