/**
 * Issue 34 item 10: `npm start` always builds the web app for production, whatever NODE_ENV the shell has
 * (`NODE_ENV=development npm start` once served React's development bundles and no service worker). Vite's
 * resolved build config is read in a child process under NODE_ENV=development, for the browser build and the
 * server renderer's build; scripts/standalone-check.sh checks a real build under NODE_ENV=development too.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const web = fileURLToPath(new URL("../apps/web", import.meta.url));

function resolvedBuild(ssr: boolean): { isProduction: boolean; nodeEnv: string; mode: string } {
  const script = `
    import { resolveConfig } from "vite";
    const c = await resolveConfig({ root: ${JSON.stringify(web)}, logLevel: "silent"${ssr ? ', build: { ssr: "src/entry-server.tsx" }' : ""} }, "build");
    console.log(JSON.stringify({ isProduction: c.isProduction, nodeEnv: process.env.NODE_ENV, mode: c.mode }));`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: web,
    env: { ...process.env, NODE_ENV: "development" },
    encoding: "utf8",
  });
  return JSON.parse(out.trim().split("\n").at(-1) ?? "{}");
}

describe("the web build under NODE_ENV=development", () => {
  it.each([false, true])(
    "is a production build (server renderer: %s)",
    (ssr) => {
      expect(resolvedBuild(ssr)).toEqual({ isProduction: true, nodeEnv: "production", mode: "production" });
    },
    60_000,
  );
});
