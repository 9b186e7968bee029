/**
 * `node apps/api/dist/backup-counts.js`: the records a restore must keep, as one JSON line, from the configured
 * database (DATABASE_URL, else PGLITE_DIR): listings, users, payments and uploads' records (the rows naming
 * stored files: listing, project and product images, profile pictures). scripts/backup-drill.sh compares them
 * before the dump and after the restore (ADR 0034).
 */
import { openDatabase } from "../src/db/client.ts";
import { loadConfig } from "../src/platform/config.ts";
import { runScript } from "./run-script.ts";

await runScript(async () => {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    const [row] = await database.query<Record<string, number>>(
      `select (select count(*) from properties)::int as listings,
              (select count(*) from users)::int as users,
              (select count(*) from payments)::int as payments,
              ((select count(*) from property_images) + (select count(*) from project_images)
                + (select count(*) from store_product_images)
                + (select count(*) from profiles where profile_picture is not null))::int as uploads`,
    );
    console.log(JSON.stringify(row));
  } finally {
    await database.close();
  }
});
