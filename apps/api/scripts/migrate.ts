/** `npm run db:migrate`: applies pending SQL migrations to the configured database. */
import { openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { loadConfig } from "../src/platform/config.ts";
import { runScript } from "./run-script.ts";

await runScript(async () => {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    const applied = await migrate(database);
    console.log(applied.length ? `applied ${applied.join(", ")}` : "database is up to date");
  } finally {
    await database.close();
  }
});
