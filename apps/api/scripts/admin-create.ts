/**
 * `npm run admin:create -- --email admin@ile.ng --password '…' [--first-name Ada --last-name Obi --phone 0803…]`
 * Creates an active admin account, or makes an existing account an admin and sets its password. Admins always
 * log in with a 6-digit code (sent to the outbox when no SMTP is configured).
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { createAccount } from "../src/modules/accounts/builders.ts";
import { normaliseNigerianPhone, passwordProblem } from "../src/modules/accounts/validation.ts";
import { loadConfig } from "../src/platform/config.ts";
import { hashPassword } from "../src/platform/passwords.ts";
import { runScript, UsageError } from "./run-script.ts";

await runScript(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string", default: "Ile" },
      "last-name": { type: "string", default: "Admin" },
      phone: { type: "string" },
    },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UsageError("--email: give the admin's email address");
  const password = values.password ?? "";
  const problem = passwordProblem(password, [email]);
  if (problem) throw new UsageError(`--password: ${problem}`);
  const phone = values.phone ? normaliseNigerianPhone(values.phone) : null;
  if (values.phone && !phone)
    throw new UsageError("--phone: give a Nigerian phone number, e.g. +2348031234567");

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    await migrate(database);
    const [existing] = await database.query<{ id: number }>(
      "select id from users where email = $1 and deleted_at is null",
      [email],
    );
    if (existing) {
      await database.query(
        `update users set role = 'admin', status = 'active', login_codes = true, password_hash = $2,
                email_verified_at = coalesce(email_verified_at, now()), sessions_valid_after = now(), updated_at = now()
          where id = $1`,
        [existing.id, await hashPassword(password)],
      );
      console.log(`${email} is now an admin (user ${existing.id}); the new password is set.`);
      return;
    }
    const { user } = await createAccount(database.db, {
      email,
      password,
      phone,
      role: "admin",
      firstName: values["first-name"]!,
      lastName: values["last-name"]!,
      status: "active",
      loginCodes: true,
    });
    console.log(
      `Admin ${email} created (user ${user.id}). Open /admin and log in with the Login button in the header; the 6-digit code goes to the email.`,
    );
  } finally {
    await database.close();
  }
});
