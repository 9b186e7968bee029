// `npm run build -w @ile/api`: the API server and its operational commands as plain JavaScript in apps/api/dist
// (ADR 0033), so production runs `node dist/server.js` with no TypeScript loader. One esbuild pass: the workspace's
// own code and the contract are bundled (ES modules, chunks shared between the entry points, source maps for
// stack traces); packages from node_modules stay external and load as they are. Files the code reads beside
// itself (templates, word lists, the valuation model, migrations) stay where they are in src: every
// `import.meta.url` / `import.meta.dirname` is rewritten to its source file's place, relative to the built file,
// so the build works from any checkout location.

import { readFile, rm } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import { build } from "esbuild";

const apiRoot = resolve(import.meta.dirname, "..");
const outdir = resolve(apiRoot, "dist");

/** Packages from node_modules load as they are; the workspace's contract (TypeScript sources) is bundled. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@ile/") || args.path.startsWith("node:")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.url` and `import.meta.dirname` keep naming the source file's place, found from the built chunk. */
const sourcePlaces = {
  name: "source-places",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      let text = await readFile(args.path, "utf8");
      if (text.includes("import.meta.url") || text.includes("import.meta.dirname")) {
        // Chunks and entries are all written directly in outdir, so one relative path serves them all.
        const rel = relative(outdir, args.path).split("\\").join("/");
        const url = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
        text = text
          .replaceAll("import.meta.url", url)
          .replaceAll(
            "import.meta.dirname",
            `__ileFileURLToPath(new URL(${JSON.stringify(`${relative(outdir, dirname(args.path)).split("\\").join("/")}/`)}, import.meta.url)).replace(/\\/$/, "")`,
          );
        text = `import { fileURLToPath as __ileFileURLToPath } from "node:url";\n${text}`;
      }
      return { contents: text, loader: "ts" };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  absWorkingDir: apiRoot,
  entryPoints: {
    server: "src/main.ts",
    migrate: "scripts/migrate.ts",
    seed: "scripts/seed.ts",
    "admin-create": "scripts/admin-create.ts",
    "uploads-copy": "scripts/uploads-copy.ts",
    "backup-counts": "scripts/backup-counts.ts",
  },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  sourcemap: true,
  sourcesContent: false,
  chunkNames: "[name]-[hash]",
  metafile: true,
  logLevel: "warning",
  plugins: [externalPackages, sourcePlaces],
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(
  `api: built ${Object.keys(result.metafile.outputs).filter((f) => f.endsWith(".js")).length} files ` +
    `(${(bytes / 1e6).toFixed(1)} MB with maps) into apps/api/dist in ${Math.round(performance.now() - started)} ms`,
);
