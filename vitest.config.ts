import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";

// One runner, three suites: `unit` (pure logic, node), `api` (the Fastify app over a real database),
// `web` (React components in jsdom). `npm test` runs them all, then the browser e2e suite.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { "@": fileURLToPath(new URL("./apps/web/src", import.meta.url)) } },
        test: {
          name: "unit",
          environment: "node",
          include: [
            "packages/*/src/**/*.unit.test.ts",
            "apps/*/src/**/*.unit.test.ts",
            "apps/api/scripts/**/*.unit.test.ts",
            "scripts/**/*.unit.test.ts",
          ],
        },
      },
      {
        test: {
          name: "api",
          environment: "node",
          include: ["apps/api/test/**/*.test.ts", "apps/api/src/**/*.api.test.ts"],
          // Two server processes on PostgreSQL, Redis and a bucket: vitest.cluster.config.ts, run by .ci/run; a
          // primary and a streaming standby of its own: vitest.replicas.config.ts (ADR 0030), run by .ci/run too.
          exclude: ["apps/api/test/cluster/**", "apps/api/test/replicas/**", "**/node_modules/**"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "./apps/web",
          environment: "jsdom",
          include: ["src/**/*.test.tsx"],
          setupFiles: ["./src/testing/setup.ts"],
          // Typing-heavy form tests take seconds when the shared 2-core machine is busy.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
