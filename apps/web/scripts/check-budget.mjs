/**
 * The JavaScript budget of each page (issue 48), checked at the end of `npm run build`: a page whose first load
 * would send more script than its budget fails the build, naming the page, its size and the biggest files. Sizes
 * are counted as Lighthouse counts a transfer: the brotli copy precompress.mjs wrote (the file itself when it has
 * none) plus ~360 bytes of response headers per file (measured: ~340 on a hashed file). A page's first load is the entry and what it imports, the
 * boot script, the service-worker registration the entry loads when idle, and the page's chunks with their
 * imports; `view=map` adds the map's own code, which that view loads as it opens. bench/lighthouse.ts measures
 * the same pages in a real browser (bench/README.md).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

const dist = resolve(import.meta.dirname, "../dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const HEADERS = 360;
const KB = 1024;

/**
 * Pages and the manifest keys they load first (a key ending in `+` with what it imports on demand: the map's
 * Leaflet); budgets in KB as transferred.
 */
export const BUDGETS = [
  ["/", ["src/features/home/routes/home.tsx"], 150],
  ["/properties/rent", ["src/features/properties/routes/properties-rent.tsx"], 150],
  [
    "/properties/rent?view=map",
    ["src/features/properties/routes/properties-rent.tsx", "src/components/listing-map/leaflet-map.ts+"],
    200,
  ],
  ["/property/{slug}", ["src/features/properties/routes/property.tsx"], 150],
  ["/search-results", ["src/features/search/routes/search-results.tsx"], 150],
  ["/valuation", ["src/features/valuation/routes/valuation.tsx"], 150],
  ["/groups", ["src/features/groups/routes/groups.tsx"], 150],
  ["/blacklist", ["src/features/blacklist/routes/blacklist.tsx"], 150],
  [
    "/dashboard",
    ["src/app/routes/dashboard.tsx", "src/features/dashboard/components/profile-section.tsx"],
    150,
  ],
];

const sent = (file) => {
  const path = join(dist, file);
  return (existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size) + HEADERS;
};

function filesOf(keys) {
  const files = new Set();
  const visit = (key, onDemand) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: update BUDGETS in check-budget.mjs`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp, false);
    if (onDemand) for (const imp of chunk.dynamicImports ?? []) visit(imp, true);
  };
  for (const key of keys) visit(key.replace(/\+$/, ""), key.endsWith("+"));
  return files;
}

const always = filesOf(["index.html", ...(manifest["index.html"].dynamicImports ?? [])]);
always.add("boot.js");

let failed = 0;
const rows = BUDGETS.map(([page, keys, budget]) => {
  const files = new Set([...always, ...filesOf(keys)]);
  const sizes = [...files].filter((f) => f.endsWith(".js")).map((f) => [f, sent(f)]);
  const total = sizes.reduce((sum, [, n]) => sum + n, 0) / KB;
  const over = total > budget;
  if (over) {
    failed += 1;
    const biggest = sizes
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([f, n]) => `${f} ${(n / KB).toFixed(1)} KB`)
      .join(", ");
    console.error(
      `${page}: ${total.toFixed(1)} KB of JavaScript, over its budget of ${budget} KB (${biggest})`,
    );
  }
  return { page, js_kb: +total.toFixed(1), budget_kb: budget, files: sizes.length, over };
});
console.table(rows);
if (failed) {
  console.error(`${failed} page(s) over their JavaScript budget`);
  process.exit(1);
}
console.log(`every page within its JavaScript budget (${rows.length} pages)`);
