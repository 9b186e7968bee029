/**
 * The layer rules (ADR 0020) catch what they forbid: scripts/check-layers.mjs runs on small trees written here
 * with the real rules of .dependency-cruiser.mjs, and Biome's noProcessEnv runs on snippets at real paths.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const repo = join(import.meta.dirname, "..");
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A tree with the real rules and the given known violations; returns what the check says. */
function check(files: Record<string, string>, knownViolations: Record<string, string[]> = {}) {
  const root = mkdtempSync(join(tmpdir(), "ile-layers-"));
  made.push(root);
  symlinkSync(join(repo, "node_modules"), join(root, "node_modules"));
  const rules = pathToFileURL(join(repo, ".dependency-cruiser.mjs")).href;
  writeFileSync(
    join(root, ".dependency-cruiser.mjs"),
    `export { layerRules, options, SQL_HOMES } from ${JSON.stringify(rules)};\n` +
      `export const knownViolations = ${JSON.stringify(knownViolations)};\n`,
  );
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [join(repo, "scripts/check-layers.mjs"), "--root", root], {
    encoding: "utf8",
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

/** Files that keep every rule: web feature → lib, api routes → service → repo → db. */
const clean: Record<string, string> = {
  "apps/web/src/lib/format.ts": "export const format = (n: number) => String(n);\n",
  "apps/web/src/features/a/routes/page.tsx":
    'import { format } from "../../../lib/format";\nexport const page = format(1);\n',
  "apps/web/src/app/router.tsx":
    'import { page } from "../features/a/routes/page";\nexport const routes = [page];\n',
  "apps/api/src/db/client.ts":
    "export type DbOrTx = { select(): unknown };\nexport const open = () => ({});\n",
  "apps/api/src/db/schema/index.ts": "export const users = {};\n",
  "apps/api/src/modules/a/repo.ts":
    'import { sql } from "drizzle-orm";\nimport type { DbOrTx } from "../../db/client.ts";\n' +
    'import { users } from "../../db/schema/index.ts";\n' +
    "export const count = (db: DbOrTx) => [db.select(), sql`select 1`, users];\n",
  "apps/api/src/modules/a/service.ts":
    'import type { SQL } from "drizzle-orm";\nimport type { DbOrTx } from "../../db/client.ts";\n' +
    'import { count } from "./repo.ts";\nexport const total = (db: DbOrTx, _q?: SQL) => count(db);\n',
  "apps/api/src/modules/a/routes.ts": 'import { total } from "./service.ts";\nexport const route = total;\n',
  "apps/api/src/seed/index.ts":
    'import { sql } from "drizzle-orm";\nimport { count } from "../modules/a/repo.ts";\nexport const seed = [sql, count];\n',
};

describe("layer rules", () => {
  it("pass a tree that keeps them", () => {
    const { status, out } = check(clean);
    expect(out).toContain("0 known violations left");
    expect(status).toBe(0);
  }, 120_000);

  it("name every forbidden import and SQL outside repositories; let off only listed files; list stale lines", () => {
    const { status, out } = check(
      {
        ...clean,
        "apps/web/src/features/b/api/b.ts": "export const b = 1;\n",
        "apps/web/src/features/a/components/uses-b.tsx":
          'import { b } from "../../b/api/b";\nexport const x = b;\n',
        "apps/web/src/features/a/components/uses-app.tsx":
          'import { routes } from "../../../app/router";\nexport const y = routes;\n',
        "apps/web/src/components/uses-feature.tsx":
          'import { b } from "../features/b/api/b";\nexport const z = b;\n',
        "apps/api/src/modules/a/routes/list.ts":
          'import { users } from "../../../db/schema/index.ts";\nexport const l = users;\n',
        "apps/api/src/services/g/member-routes.ts":
          'import { users } from "../../db/schema/index.ts";\nexport const m = users;\n',
        "apps/api/src/services/g/admin.routes.ts":
          'import type { SQL } from "drizzle-orm";\nexport const a = (q: SQL) => q;\n',
        "apps/api/src/modules/a/builder.ts": 'import { eq } from "drizzle-orm";\nexport const e = eq;\n',
        "apps/api/src/modules/a/raw.ts":
          "export const raw = (app: { database: { query(s: string): unknown } }) =>\n" +
          '  app.database\n    .query("select 1");\n',
        "apps/api/src/modules/c/excused.ts":
          "export const ex = (tx: { update(): unknown }) => tx.update();\n",
        "apps/api/src/modules/c/fine.ts": "export const fine = 1;\n",
        "apps/api/src/db/migrate.ts":
          'import { total } from "../modules/a/service.ts";\nexport const m = total;\n',
        "apps/api/src/platform/up.ts":
          'import { count } from "../modules/a/repo.ts";\nexport const u = count;\n',
        "apps/api/src/modules/c/seeds.ts":
          'import { seed } from "../../seed/index.ts";\nexport const s = seed;\n',
        "apps/api/src/modules/c/helper.ts":
          'import { h } from "../../../test/helpers.ts";\nexport const t = h;\n',
        "apps/api/test/helpers.ts": "export const h = 1;\n",
        "apps/api/src/services/g/audit.ts":
          'import { count } from "../../modules/a/repo.ts";\nexport const au = count;\n',
        "apps/api/src/services/h/copy.ts":
          'import { m } from "../g/member-routes.ts";\nexport const cp = m;\n',
        "apps/api/src/services/h/own.ts": 'import { cp } from "./copy.ts";\nexport const own = cp;\n',
        "apps/api/src/modules/c/one.ts": 'import { two } from "./two.ts";\nexport const one = () => two;\n',
        "apps/api/src/modules/c/two.ts": 'import { one } from "./one.ts";\nexport const two = () => one;\n',
        "apps/api/src/modules/d/x.ts": 'import { e } from "../e/y.ts";\nexport const x = e;\n',
        "apps/api/src/modules/e/y.ts": 'import { x } from "../d/x.ts";\nexport const e = () => x;\n',
        "apps/api/src/modules/v/train.ts": '\n// reads ../shared/data\nexport const dir = "data";\n',
        "apps/web/src/lib/data.ts":
          'import { sharedDataDir } from "./paths";\nexport const d = sharedDataDir;\n',
        "apps/web/src/lib/paths.ts": 'export const sharedDataDir = "";\n',
      },
      {
        "apps/api/src/modules/c/excused.ts": ["sql-only-in-repositories"],
        "apps/api/src/modules/c/fine.ts": ["sql-only-in-repositories"],
      },
    );
    expect(status).toBe(1);
    const expected = [
      "web-feature-isolation: apps/web/src/features/a/components/uses-b.tsx",
      "web-feature-not-app: apps/web/src/features/a/components/uses-app.tsx",
      "web-shared-below-features: apps/web/src/components/uses-feature.tsx",
      "api-routes-no-database: apps/api/src/modules/a/routes/list.ts",
      "sql-only-in-repositories: apps/api/src/modules/a/routes/list.ts",
      "api-routes-no-database: apps/api/src/services/g/member-routes.ts",
      "sql-only-in-repositories: apps/api/src/services/g/member-routes.ts",
      "api-routes-no-database: apps/api/src/services/g/admin.routes.ts",
      "sql-only-in-repositories: apps/api/src/modules/a/builder.ts",
      "sql-only-in-repositories: apps/api/src/modules/a/raw.ts:2 runs SQL",
      "api-db-is-the-bottom: apps/api/src/db/migrate.ts",
      "api-platform-below-modules: apps/api/src/platform/up.ts",
      "api-modules-below-app: apps/api/src/modules/c/seeds.ts",
      "src-not-scripts-or-tests: apps/api/src/modules/c/helper.ts",
      "api-satellites-not-modules: apps/api/src/services/g/audit.ts",
      "api-satellites-isolated: apps/api/src/services/h/copy.ts",
      "no-circular: apps/api/src/modules/c/one.ts",
      "no-circular: apps/api/src/modules/c/two.ts",
      "no-circular: apps/api/src/modules/d/x.ts",
      "no-circular: apps/api/src/modules/e/y.ts",
      "no-circular-areas: apps/api/src/modules/d",
      "no-circular-areas: apps/api/src/modules/e",
      "no-shared-data-in-src: apps/api/src/modules/v/train.ts:2 names ../shared",
      "no-shared-data-in-src: apps/web/src/lib/data.ts:1 names sharedDataDir",
      "no-shared-data-in-src: apps/web/src/lib/paths.ts:1 names sharedDataDir",
      "known violation gone, delete it from knownViolations in .dependency-cruiser.mjs: " +
        "apps/api/src/modules/c/fine.ts: sql-only-in-repositories",
    ];
    for (const line of expected) expect(out).toContain(line);
    // The listed file is let off; the clean files (type-only imports, repositories, seeders) are not named.
    expect(out).not.toContain("excused.ts (");
    // A satellite importing its own files is no violation.
    expect(out).not.toContain("services/h/own.ts");
    expect(out).not.toMatch(/: apps\/api\/src\/(modules\/a\/(service|repo)\.ts|seed\/)/);
    expect(out).toContain(`${expected.length - 1} violation(s), 1 stale known violation(s)`);
  }, 120_000);
});

describe("process.env only in config modules (Biome noProcessEnv)", () => {
  it("fails in application code, passes in the config modules, scripts and tests", () => {
    const root = mkdtempSync(join(tmpdir(), "ile-env-"));
    made.push(root);
    writeFileSync(
      join(root, "biome.json"),
      JSON.stringify({ extends: [join(repo, "biome.json")], vcs: { enabled: false } }),
    );
    const allowed = [
      "apps/api/src/platform/config.ts",
      "apps/web/src/config/env.ts",
      "apps/api/scripts/x.ts",
      "apps/api/test/x.test.ts",
      "bench/x.ts",
    ];
    for (const path of ["apps/api/src/db/client.ts", "apps/web/src/lib/x.ts", ...allowed]) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), "export const port = process.env.PORT;\n");
    }
    const run = spawnSync(
      process.execPath,
      [join(repo, "node_modules/@biomejs/biome/bin/biome"), "lint", "."],
      {
        cwd: root,
        encoding: "utf8",
      },
    );
    const out = run.stdout + run.stderr;
    expect(out).toContain("apps/api/src/db/client.ts:1:21 lint/style/noProcessEnv");
    expect(out).toContain("apps/web/src/lib/x.ts:1:21 lint/style/noProcessEnv");
    for (const path of allowed) expect(out).not.toContain(path);
    expect(run.status).toBe(1);
  });
});
