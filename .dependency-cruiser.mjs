/**
 * Layer rules (ADR 0020, docs/CONVENTIONS.md "Layers"), checked by `npm run lint` (`npm run lint:layers`).
 * Paths are relative to the repository root. `scripts/check-layers.mjs` runs these rules and adds two that an
 * import graph cannot see: SQL through the database handle outside repositories, and `../shared` named in src.
 * `npx depcruise apps packages bench e2e scripts` runs the rules alone (the known violations let off).
 */

import { fileURLToPath } from "node:url";

// ─── KNOWN VIOLATIONS ─────────────────────────────────────────────────────────────────────────────────────
// One line per file that breaks a rule TODAY, generated from the code as it was when the rules came in
// (issue 18). This list must shrink to nothing: it may only lose lines, never gain them. The SQL and route
// lines go away with issue 18's repository work (properties/projects/auctions/search/people: one branch;
// payments/accounts/health/dev: the other); the area cycles with the first, payments' file cycle with the
// second.
// `npm run lint` fails when a listed file no longer breaks the rule, so delete the line when that happens.
export const knownViolations = {};
// ──────────────────────────────────────────────────────────────────────────────────────────────────────────

const literal = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The files excused from one rule, as path patterns (empty when none). */
export const excused = (rule) =>
  Object.entries(knownViolations)
    .filter(([, rules]) => rules.includes(rule))
    .map(([file]) => `^${literal(file)}$`);

const API = "^apps/api/src/";
const WEB = "^apps/web/src/";
/** Where SQL may be written: repositories (`repo.ts`, `*.repo.ts`, `repo/`), the database layer, the seeders. */
export const SQL_HOMES = [
  `${API}(modules|services)/[^/]+/(repo\\.ts|[^/]+\\.repo\\.ts|repo/)`,
  `${API}platform/[^/]+\\.repo\\.ts$`,
  `${API}db/`,
  `${API}seed/`,
];
/**
 * Route files: `routes.ts`, a `routes/` folder, `<concern>-routes.ts` (or `<concern>.routes.ts`) and the
 * `route-shapes.ts` they share.
 */
export const ROUTE_FILES = `${API}(modules|services)/[^/]+/(routes|route-shapes|[^/]*[-.]routes)(\\.ts$|/)`;
/** drizzle-orm, resolved or not (a checkout without node_modules). */
const DRIZZLE = "(^|/)node_modules/drizzle-orm/|^drizzle-orm($|/)";
const TESTS = "\\.test\\.tsx?$";

/**
 * The rules; `excuse(rule)` gives the files let off a rule. The default export lets off the known violations;
 * scripts/check-layers.mjs builds them with no one let off, to see which known violations are gone.
 * @param {(rule: string) => string[]} excuse
 * @returns {import('dependency-cruiser').IForbiddenRuleType[]}
 */
export const layerRules = (excuse) => [
  {
    name: "no-circular",
    severity: "error",
    comment:
      "Modules form a tree: a cycle means two areas must be understood (and changed) together. Type-only " +
      "references are not followed (a part typed by the whole it belongs to, e.g. a sub-service given its " +
      "parent service, loads no code and fixes no load order); a cycle of real imports is refused.",
    from: { pathNot: excuse("no-circular") },
    to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
  },
  {
    name: "no-circular-areas",
    severity: "error",
    scope: "folder",
    comment:
      "API areas (modules/<area>, services/<area>) form a tree too: when two areas need each other, move " +
      "what both need down (platform/, or a module both may import) or merge them.",
    from: { path: `${API}(modules|services)/`, pathNot: excuse("no-circular-areas") },
    to: { path: `${API}(modules|services)/`, circular: true },
  },
  // ── web (apps/web/src): app → features → components, lib, config ──
  {
    name: "web-feature-isolation",
    severity: "error",
    comment:
      "A feature never imports another feature: shared code lives in src/components (UI) or src/lib; " +
      "the app layer (src/app) composes features.",
    from: { path: `${WEB}features/([^/]+)/` },
    to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
  },
  {
    name: "web-feature-not-app",
    severity: "error",
    comment:
      "Features never import src/app (it imports them); move what both need down to src/lib or src/components.",
    from: { path: `${WEB}features/` },
    to: { path: `${WEB}(app/|main\\.tsx)` },
  },
  {
    name: "web-shared-below-features",
    severity: "error",
    comment:
      "src/components, src/lib, src/config and src/testing are shared by every feature, so they import none of them.",
    from: { path: `${WEB}(components|lib|config|styles|testing)/` },
    to: { path: `${WEB}(features|app)/|${WEB}main\\.tsx` },
  },
  // ── api (apps/api/src): server/app → seed → modules, services → platform → db ──
  {
    name: "api-routes-no-database",
    severity: "error",
    comment:
      "Route files (HTTP, schemas, thin handlers) call services; they never reach the database layer " +
      "(db/client, db/schema, drizzle-orm).",
    from: {
      path: ROUTE_FILES,
      pathNot: excuse("api-routes-no-database"),
    },
    to: { path: `${API}db/|${DRIZZLE}` },
  },
  {
    name: "sql-only-in-repositories",
    severity: "error",
    comment:
      "SQL lives in repositories (repo.ts, *.repo.ts, repo/), the database layer and the seeders. Elsewhere " +
      "import only types from drizzle-orm, db/client and db/schema (a DbOrTx to hand to a repository).",
    from: {
      path: API,
      pathNot: [...SQL_HOMES, TESTS, `${API}app\\.ts$`, ...excuse("sql-only-in-repositories")],
    },
    to: {
      path: `${API}db/(client|schema)|${DRIZZLE}`,
      dependencyTypesNot: ["type-only"],
    },
  },
  {
    name: "api-db-is-the-bottom",
    severity: "error",
    comment:
      "db/ (client, schema, migrations) is the lowest layer: it never imports modules, services, seeders " +
      "or the app. Seeders that build through domain code live in src/seed.",
    from: { path: `${API}db/` },
    to: { path: `${API}(modules|services|seed)/|${API}(app|server)\\.ts$` },
  },
  {
    name: "api-platform-below-modules",
    severity: "error",
    comment: "platform/ serves every module, so it imports none of them (nor the seeders or the app).",
    from: { path: `${API}platform/` },
    to: { path: `${API}(modules|services|seed)/|${API}(app|server)\\.ts$` },
  },
  {
    name: "api-modules-below-app",
    severity: "error",
    comment: "Modules and services never import the seeders or the app that composes them.",
    from: { path: `${API}(modules|services)/`, pathNot: TESTS },
    to: { path: `${API}seed/|${API}(app|server)\\.ts$` },
  },
  {
    name: "api-satellites-not-modules",
    severity: "error",
    comment:
      "The /svc satellites (services/<name>, ADR 0005) stand beside the main API: they never import its modules. " +
      "What a satellite and a module both need (the audit writer, the helper-search filters) lives in platform/.",
    from: { path: `${API}services/`, pathNot: [TESTS, ...excuse("api-satellites-not-modules")] },
    to: { path: `${API}modules/` },
  },
  {
    name: "api-satellites-isolated",
    severity: "error",
    comment:
      "A satellite never imports another satellite: what two share (a review queue, a helper-search query) " +
      "moves down to platform/.",
    from: { path: `${API}services/([^/]+)/`, pathNot: [TESTS, ...excuse("api-satellites-isolated")] },
    to: { path: `${API}services/`, pathNot: `${API}services/$1/` },
  },
  {
    name: "src-not-scripts-or-tests",
    severity: "error",
    comment: "Application code never imports scripts, tests or benchmarks (they import it).",
    from: { path: "^apps/[^/]+/src/", pathNot: TESTS },
    to: { path: "^apps/[^/]+/(scripts|test)/|^(bench|e2e)/" },
  },
];

/** @type {import('dependency-cruiser').ICruiseOptions} */
export const options = {
  doNotFollow: { path: "(^|/)node_modules/" },
  // Tests sit outside the layers: a test may reach into any layer (and test helpers into the app).
  exclude: { path: "(^|/)(dist|data|coverage)/|\\.test\\.tsx?$" },
  // Type-only imports are part of the graph (and are told apart by the SQL rule).
  tsPreCompilationDeps: true,
  // Only the web app has a path alias (`@/` → apps/web/src); its tsconfig says so.
  tsConfig: { fileName: fileURLToPath(new URL("apps/web/tsconfig.json", import.meta.url)) },
  enhancedResolveOptions: {
    exportsFields: ["exports"],
    conditionNames: ["import", "require", "node", "default", "types"],
    mainFields: ["module", "main", "types", "typings"],
  },
};

/** @type {import('dependency-cruiser').IConfiguration} */
export default { forbidden: layerRules(excused), options };
