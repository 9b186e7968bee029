/**
 * Gzipped size of the JavaScript and CSS the home route loads: the entry chunk, everything it imports
 * statically, and the home page's lazy chunk with its imports (from Vite's manifest). Target: JS ≤ 150 KB.
 * Run after `npm run build`: `npm run bench:bundle -w @ile/bench`.
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
type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
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
  return {
    route: label,
    js_kb: +(js / 1024).toFixed(1),
    css_kb: +(css / 1024).toFixed(1),
    files: files.size,
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
