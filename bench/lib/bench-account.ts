/**
 * `node --import tsx bench/lib/bench-account.ts <email> <password>`: an active tenant account in the database the
 * environment names (PGLITE_DIR or DATABASE_URL), for benches that measure a signed-in page (bench/lighthouse.ts's
 * /dashboard). Run before the server starts: the embedded database takes one process at a time.
 */
import { openDatabase } from "../../apps/api/src/db/client.ts";
import { createAccount } from "../../apps/api/src/modules/accounts/builders.ts";
import { loadConfig } from "../../apps/api/src/platform/config.ts";

const [email, password] = process.argv.slice(2);
if (!email || !password) throw new Error("usage: bench-account.ts <email> <password>");
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
try {
  await createAccount(database.db, {
    email,
    password,
    phone: null,
    role: "tenant",
    firstName: "Bench",
    lastName: "Tenant",
    status: "active",
    loginCodes: false,
  });
} finally {
  await database.close();
}
