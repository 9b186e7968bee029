// Every installed package's `engines.node` (as package-lock.json records it) accepts the running Node.js, as does
// the project's own: `npm ci` on each supported line (package.json `engines`) prints no EBADENGINE warning.
// Run under each Node line in CI: `node scripts/check-engines.mjs`.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const semver = require("semver");
const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
const version = process.version;
const refused = [];
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  const range = entry.engines?.node;
  if (typeof range !== "string" || entry.optional) continue;
  if (!semver.satisfies(version, range, { includePrerelease: true }))
    refused.push(`${path || "(root)"}: node ${range}`);
}
if (refused.length > 0) {
  console.error(
    `check-engines: ${refused.length} package(s) refuse Node ${version}:\n  ${refused.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(`check-engines: every package accepts Node ${version}`);
