/** `npm run db:seed [-- --scale N]`: loads demo data built from ../shared/data. Idempotent. */
import { parseArgs } from "node:util";
import { openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { seed } from "../src/db/seed/index.ts";
import { loadConfig } from "../src/platform/config.ts";
import { sharedDataDir } from "../src/platform/paths.ts";
import { runScript } from "./run-script.ts";

await runScript(async () => {
  const { values } = parseArgs({ options: { scale: { type: "string" } } });
  const scale = values.scale === undefined ? null : Number(values.scale);
  if (scale !== null && (!Number.isInteger(scale) || scale < 1))
    throw new Error("--scale takes a whole number ≥ 1");
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    await migrate(database);
    await seed(database, { dataDir: sharedDataDir, scale, log: console.log });
  } finally {
    await database.close();
  }
});
