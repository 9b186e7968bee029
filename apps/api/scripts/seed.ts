/** `npm run db:seed [-- --scale N]`: loads the demo world built from the committed datasets (ADR 0016). Idempotent. */
import { parseArgs } from "node:util";
import { openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { refreshViews } from "../src/modules/analytics/repo.ts";
import { loadConfig } from "../src/platform/config.ts";
import { warmIllustrations } from "../src/platform/illustrations.ts";
import { datasetsDir } from "../src/platform/paths.ts";
import { seed } from "../src/seed/index.ts";
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
    await seed(database, { dataDir: datasetsDir, scale, log: console.log });
    // The market figures of the world just seeded, so the server's first start need not compute them before
    // its first requests (issue 52: it skips the refresh while they are fresh).
    let started = performance.now();
    await refreshViews(database.db, true);
    console.log(`seed analytics: market figures refreshed (${Math.round(performance.now() - started)} ms)`);
    started = performance.now();
    const drawn = await warmIllustrations();
    console.log(
      `seed illustrations: ${drawn} card sizes ready (${Math.round(performance.now() - started)} ms)`,
    );
  } finally {
    await database.close();
  }
});
