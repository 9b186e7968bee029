/**
 * The message check (issue 39, scripts/check-messages.mjs) catches what it forbids: it runs on a small tree
 * written here, with literal messages in AppError calls, zod options and replies, and the allowed forms beside them.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const repo = join(import.meta.dirname, "..");
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function check(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "ile-messages-"));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [join(repo, "scripts/check-messages.mjs"), "--root", root], {
    encoding: "utf8",
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

const allowed =
  'import { m } from "@ile/contract";\n' +
  "export const a = (field: string, who: string) => {\n" +
  '  if (who === "customer") throw AppError.forbidden(m.customerOnly, "NOT_ALLOWED");\n' +
  "  throw AppError.validation({ [field]: [m.required], paid_on: [m.future] });\n" +
  "};\n" +
  'export const q = z.enum(["a", "b"], { error: m.unknown });\n' +
  'export const reply = { status: "success", message: m.saved };\n' +
  "export const mail = (to: string, link: string) =>\n" +
  '  outbox.send({ channel: "email", to, subject: mail.subject, text: mail.text(`${link}/dashboard`), kind: "x" });\n';

describe("literal messages in the API (issue 39)", () => {
  it("pass catalogue messages, codes, field names and compared values", () => {
    const { status, out } = check({ "apps/api/src/modules/a/service.ts": allowed });
    expect(out).toContain("comes from a catalogue");
    expect(status).toBe(0);
  }, 120_000);

  it("name each literal in an AppError call, a zod option or a reply; skip config and table definitions", () => {
    const { status, out } = check({
      "apps/api/src/modules/a/service.ts": allowed,
      "apps/api/src/modules/b/service.ts":
        'export const b = () => { throw new AppError(409, "Already done", "CONFLICT"); };\n' +
        "export const c = (n: number) => AppError.validation({ n: [`At most ${n} files`] });\n",
      "apps/api/src/modules/b/routes.ts":
        'export const d = z.string({ error: "Choose a state." });\n' +
        'export const e = () => ({ status: "success", message: "Saved" });\n',
      "apps/api/src/platform/config.ts": 'export const f = { message: "expected a number" };\n',
      "apps/api/src/db/schema/x.ts": 'export const g = { message: text("message") };\n',
    });
    expect(status).toBe(1);
    for (const line of [
      'apps/api/src/modules/b/service.ts:1 "Already done"',
      "apps/api/src/modules/b/service.ts:2 `At most ${n} files`",
      'apps/api/src/modules/b/routes.ts:1 "Choose a state."',
      'apps/api/src/modules/b/routes.ts:2 "Saved"',
    ])
      expect(out).toContain(line);
    expect(out).not.toContain("config.ts");
    expect(out).not.toContain("db/schema");
    expect(out).not.toContain("modules/a/");
    expect(out).toContain("4 literal message(s)");
  }, 120_000);

  it("name each literal subject, text or lines of an e-mail or SMS", () => {
    const { status, out } = check({
      "apps/api/src/modules/a/service.ts": allowed,
      "apps/api/src/modules/c/service.ts":
        "export const h = (title: string) =>\n" +
        '  outbox.send({ channel: "email", to: "a@b.c", subject: "Your report on Ile", text: `Thanks for ${title}` });\n' +
        'export const i = (t: string) => outbox.send({ channel: "sms", to: "+234", text: `Ile: ${t}` });\n' +
        'export const j = { confirm: { to: "confirmed", subject: "Order confirmed" } };\n' +
        'export const k = () => ({ subject: m.quote, lines: ["Accept or decline it on Ile."] });\n' +
        'export const l = { kind: "job_done", link: "/dashboard/jobs" };\n',
    });
    expect(status).toBe(1);
    for (const line of [
      'apps/api/src/modules/c/service.ts:2 "Your report on Ile"',
      "apps/api/src/modules/c/service.ts:2 `Thanks for ${title}`",
      "apps/api/src/modules/c/service.ts:3 `Ile: ${t}`",
      'apps/api/src/modules/c/service.ts:4 "Order confirmed"',
      'apps/api/src/modules/c/service.ts:5 "Accept or decline it on Ile."',
    ])
      expect(out).toContain(line);
    expect(out).toContain("5 literal message(s)");
  }, 120_000);
});
