/** Absolute paths the server needs, resolved from this file so every npm workspace sees the same ones. */
import { resolve } from "node:path";

export const repoRoot = resolve(import.meta.dirname, "../../../..");
export const apiRoot = resolve(repoRoot, "apps/api");
export const sharedDataDir = resolve(repoRoot, "../shared/data");
export const migrationsDir = resolve(apiRoot, "src/db/migrations");
