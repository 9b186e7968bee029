import { defineConfig } from "vitest/config";

// The read-replica suite (issue 47, ADR 0030): a private PostgreSQL primary and a `pg_basebackup -R` streaming
// standby started by scripts/pg-replica.sh (PostgreSQL 15 binaries in PG_BIN; ports PG_REPLICA_PORT and the next).
// `.ci/run` runs it when those binaries are there.
export default defineConfig({
  test: {
    name: "replicas",
    environment: "node",
    include: ["apps/api/test/replicas/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
  },
});
