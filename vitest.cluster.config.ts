import { defineConfig } from "vitest/config";

// The two-instance suite (issue 36, ADR 0024): two server processes on one PostgreSQL, one Redis and one
// S3-compatible bucket. `.ci/run` runs it after `npm run build`, with TEST_DATABASE_URL and REDIS_URL set.
export default defineConfig({
  test: {
    name: "cluster",
    environment: "node",
    include: ["apps/api/test/cluster/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: "forks",
  },
});
