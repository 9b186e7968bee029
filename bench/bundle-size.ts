/**
 * Gzipped size of the JavaScript and CSS a route loads: the entry chunk, everything it imports statically, and
 * the page's lazy chunk with its imports (from Vite's manifest). Target for the home route: JS ≤ 150 KB. Also
 * the listing page (/property/{slug}, issue 4) and other pages, and what a page may fetch later on demand
 * (its dynamic imports not already loaded). Run after `npm run build`: `npm run bench:bundle -w @ile/bench`.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const dist = resolve(import.meta.dirname, "../apps/web/dist");
const manifestPath = join(dist, ".vite/manifest.json");
if (!existsSync(manifestPath)) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}
type Chunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
};
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(manifestPath, "utf8"));

export function routeFiles(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  for (const k of keys) visit(k);
  return files;
}

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

export function measure(label: string, pageKey: string) {
  const files = routeFiles(["index.html", pageKey]);
  let js = 0;
  let css = 0;
  for (const f of files) {
    if (f.endsWith(".js")) js += gz(f);
    else if (f.endsWith(".css")) css += gz(f);
  }
  // Chunks the page (or what it imports) loads on demand, e.g. a map or a dialog: not in the first load.
  const later = new Set<string>();
  // The entry's own first-load chunks import every page lazily (the route table): those are other pages, not this
  // page's on-demand parts.
  const shell = routeFiles(["index.html"]);
  const lazy = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const dyn of chunk.dynamicImports ?? []) {
      const target = manifest[dyn];
      if (!target || shell.has(chunk.file)) continue;
      for (const f of routeFiles([dyn])) if (!files.has(f) && f.endsWith(".js")) later.add(f);
    }
    for (const imp of chunk.imports ?? []) lazy(imp, seen);
  };
  lazy(pageKey, new Set());
  let laterJs = 0;
  for (const f of later) laterJs += gz(f);
  return {
    route: label,
    js_kb: +(js / 1024).toFixed(1),
    css_kb: +(css / 1024).toFixed(1),
    files: files.size,
    on_demand_js_kb: +(laterJs / 1024).toFixed(1),
  };
}

const routes: [string, string][] = [
  ["/ (home)", "src/features/home/routes/home.tsx"],
  ["/property/:slug", "src/features/properties/routes/property.tsx"],
  ["/properties", "src/features/properties/routes/properties.tsx"],
  ["/valuation", "src/features/valuation/routes/valuation.tsx"],
];
const rows = routes.filter(([, key]) => manifest[key]).map(([label, key]) => measure(label, key));
console.table(rows);
const home = rows[0];
if (home) console.log(`home route: ${home.js_kb} KB JS + ${home.css_kb} KB CSS gzipped (target ≤ 150 KB JS)`);
const listing = rows.find((r) => r.route === "/property/:slug");
if (listing)
  console.log(
    `listing page: ${listing.js_kb} KB JS + ${listing.css_kb} KB CSS gzipped on first load, ${listing.on_demand_js_kb} KB JS more on demand`,
  );
