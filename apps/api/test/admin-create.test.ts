/** `npm run admin:create`: makes an admin who can log in (with a code), refuses weak passwords in one line. */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { verifyPassword } from "../src/platform/passwords.ts";
import { apiRoot } from "../src/platform/paths.ts";

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), "ile-admin-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function adminCreate(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: join(dir, "db"), LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  return run(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", ...args], {
    cwd: apiRoot,
    env,
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

describe("admin:create", () => {
  it("creates an active admin with login codes, then refuses a common password without a stack trace", async () => {
    const ok = await adminCreate("--email", "Boss@Ile.ng", "--password", "Strong-admin-2026");
    expect(ok.code).toBe(0);
    expect(ok.out).toContain("Admin boss@ile.ng created");
    // Login is a modal of every page (SPEC §2); /login does not exist (issue 17 item 5).
    expect(ok.out).toContain("Open /admin and log in with the Login button");
    expect(ok.out).not.toContain("/login");

    const weak = await adminCreate("--email", "boss2@ile.ng", "--password", "password1");
    expect(weak.code).toBe(1);
    expect(weak.out.trim()).toBe(
      "--password: This password is too common. Choose one that is harder to guess.",
    );

    const database = await openDatabase({ pgliteDir: join(dir, "db") });
    try {
      const rows = await database.query<{
        email: string;
        role: string;
        status: string;
        login_codes: boolean;
        password_hash: string;
      }>("select email, role, status, login_codes, password_hash from users");
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: "boss@ile.ng",
        role: "admin",
        status: "active",
        login_codes: true,
      });
      expect(await verifyPassword(rows[0]!.password_hash, "Strong-admin-2026")).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("refuses in one line while another process has the embedded database open, and changes nothing", async () => {
    // This test process holds the directory, as a running `npm start` would.
    const held = await openDatabase({ pgliteDir: join(dir, "db") });
    try {
      const refused = await adminCreate("--email", "late@ile.ng", "--password", "Strong-admin-2026");
      expect(refused.code).toBe(1);
      expect(refused.out.trim()).toBe(
        `The embedded database in ${join(dir, "db")} is in use by another process (pid ${process.pid}), such as the server started by npm start. Stop it, then run this again; or point DATABASE_URL at a PostgreSQL server, which several processes can share.`,
      );
      expect(await held.query("select 1 from users where email = 'late@ile.ng'")).toEqual([]);
    } finally {
      await held.close();
    }
    expect(existsSync(`${join(dir, "db")}.lock`)).toBe(false);
    // A lock left by a process that has ended is taken over.
    writeFileSync(`${join(dir, "db")}.lock`, "999999999");
    const after = await adminCreate("--email", "late@ile.ng", "--password", "Strong-admin-2026");
    expect(after.code, after.out).toBe(0);
    expect(existsSync(`${join(dir, "db")}.lock`)).toBe(false);
  }, 60_000);
});
