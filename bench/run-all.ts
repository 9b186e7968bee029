/** `npm run bench`: every benchmark in turn. Each prints its own figures; bench/README.md records them. */
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const here = import.meta.dirname;
// Every top-level benchmark (bundle size first: it needs no server), then any in sub-folders.
const scripts = readdirSync(here)
  .filter(
    (f) =>
      f.endsWith(".ts") &&
      !["lib.ts", "run-all.ts", "bare-server.ts"].includes(f) &&
      !f.endsWith("-mix.ts") &&
      !f.endsWith(".d.ts"),
  )
  .sort((a, b) => (a === "bundle-size.ts" ? -1 : b === "bundle-size.ts" ? 1 : a.localeCompare(b)));
for (const dir of readdirSync(here)) {
  const full = join(here, dir);
  if (dir !== "node_modules" && statSync(full).isDirectory()) {
    for (const f of readdirSync(full)) if (/^bench.*\.ts$/.test(f)) scripts.push(join(dir, f));
  }
}
for (const script of scripts) {
  console.log(`\n== ${script}`);
  execFileSync("node", ["--import", "tsx", join(here, script)], { stdio: "inherit" });
}
