/**
 * `npm run demo:remove`: takes the editorial desk's demo content off the site (ADR 0029): demo videos, SAMPLE
 * notices and the sample caveat's title number on a demo listing. Run it with the server stopped (the embedded
 * database is one process's) or against DATABASE_URL. The demo world's listings and people stay: see
 * docs/operations.md for a site without them.
 */
import { openDatabase } from "../src/db/client.ts";
import { loadConfig } from "../src/platform/config.ts";
import { removeDemoContent } from "../src/seed/demo-remove.ts";
import { runScript } from "./run-script.ts";

await runScript(async () => {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    const gone = await removeDemoContent(database.db);
    console.log(
      `demo content removed: ${gone.videos} demo videos, ${gone.notices} SAMPLE notices, the sample title number on ${gone.listings} listing(s)`,
    );
  } finally {
    await database.close();
  }
});
