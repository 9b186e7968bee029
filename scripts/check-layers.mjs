#!/usr/bin/env node
/**
 * `npm run lint:layers` (part of `npm run lint`; ADR 0020): the layer rules of .dependency-cruiser.mjs, plus two
 * that an import graph cannot see: no SQL through the database handle (`app.database.query(…)`, `db.select(…)`,
 * `tx.update(…)`) outside repositories, the database layer and the seeders; and nothing under apps/<app>/src
 * names the raw data beside the repository (`../shared`, `sharedDataDir`: maintainers' scripts only).
 *
 * Every rule runs with no one let off; a violation passes only when the config's `knownViolations` lists its
 * file under that rule, and a listed file that no longer breaks its rule fails too (delete its line), so the
 * list can only shrink. `node scripts/check-layers.mjs --root <dir>` checks another tree (the test's fixture).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { cruise } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const { values } = parseArgs({ options: { root: { type: "string" } } });
const root = resolve(values.root ?? join(import.meta.dirname, ".."));
const config = await import(pathToFileURL(join(root, ".dependency-cruiser.mjs")).href);
const { knownViolations, layerRules, options, SQL_HOMES } = config;

const ROOTS = ["apps", "packages", "bench", "e2e", "scripts"].filter((d) => {
  try {
    return readdirSync(join(root, d)).length > 0;
  } catch {
    return false;
  }
});

/** `${file}\t${rule}` → a line to show. */
const found = new Map();

// 1. The import rules, nobody let off.
process.chdir(root);
const tsConfig = options.tsConfig?.fileName ? extractTSConfig(options.tsConfig.fileName) : undefined;
const { output } = await cruise(
  ROOTS,
  { ruleSet: { forbidden: layerRules(() => []), options }, validate: true, outputType: "json" },
  {},
  { tsConfig },
);
const result = typeof output === "string" ? JSON.parse(output) : output;
for (const v of result.summary.violations) {
  // A cycle is one violation of each file (or folder) in it: every one must be listed to be let off.
  const cycle = v.cycle?.map((c) => c.name ?? c);
  const through = cycle ? ` (cycle: ${[v.from, ...cycle].join(" → ")})` : ` → ${v.to}`;
  for (const at of new Set([v.from, ...(cycle ?? [])]))
    found.set(`${at}\t${v.rule.name}`, `${v.rule.name}: ${at}${through}`);
}

// 2. SQL through the database handle, outside the places SQL lives.
const HANDLE_SQL =
  /\b(?:database|db|tx)\s*\.\s*(?:query|execute|execScript|select|selectDistinct|insert|update|delete|\$count)\s*[(<.]/g;
const homes = SQL_HOMES.map((p) => new RegExp(p));
/** The .ts/.tsx files under a folder of the root (none when it is missing). */
function sourceFiles(dir) {
  const out = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(path);
      } else if (/\.tsx?$/.test(entry.name)) out.push(path);
    }
  };
  try {
    walk(join(root, dir));
  } catch {}
  return out;
}
for (const path of sourceFiles("apps/api/src")) {
  const file = relative(root, path);
  if (/\.test\.tsx?$|\.d\.ts$/.test(file) || homes.some((h) => h.test(file))) continue;
  const text = readFileSync(path, "utf8");
  for (const m of text.matchAll(HANDLE_SQL)) {
    const line = text.slice(0, m.index).split("\n").length;
    const lineText = text.split("\n")[line - 1].trim();
    if (lineText.startsWith("//") || lineText.startsWith("*")) continue;
    const key = `${file}\tsql-only-in-repositories`;
    if (!found.has(key))
      found.set(key, `sql-only-in-repositories: ${file}:${line} runs SQL (${m[0].trim()}…)`);
  }
}

// 3. The raw files beside the repository are for maintainers' scripts only (ADR 0016): application code and
// its tests never name them.
for (const path of readdirSync(join(root, "apps"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => sourceFiles(`apps/${d.name}/src`))) {
  const text = readFileSync(path, "utf8");
  const m = /\.\.\/shared\b|\bsharedDataDir\b/.exec(text);
  if (!m) continue;
  const file = relative(root, path);
  const line = text.slice(0, m.index).split("\n").length;
  found.set(
    `${file}\tno-shared-data-in-src`,
    `no-shared-data-in-src: ${file}:${line} names ${m[0]} (scripts only)`,
  );
}

// 4. Compare with the known violations.
const known = new Set(
  Object.entries(knownViolations).flatMap(([file, rules]) => rules.map((rule) => `${file}\t${rule}`)),
);
const fresh = [...found].filter(([key]) => !known.has(key)).map(([, line]) => line);
const gone = [...known].filter((key) => !found.has(key)).map((key) => key.replace("\t", ": "));

for (const line of fresh) console.error(`  error ${line}`);
for (const line of gone)
  console.error(
    `  error known violation gone, delete it from knownViolations in .dependency-cruiser.mjs: ${line}`,
  );
const modules = result.summary.totalCruised;
if (fresh.length + gone.length > 0) {
  console.error(
    `\nLayer rules (ADR 0020): ${fresh.length} violation(s), ${gone.length} stale known violation(s) in ${modules} modules.`,
  );
  process.exitCode = 1;
} else {
  console.log(
    `Layer rules (ADR 0020): ${modules} modules, ${known.size} known violations left (see .dependency-cruiser.mjs).`,
  );
}
