/** Absolute paths the server needs, resolved from this file so every npm workspace sees the same ones. */
import { resolve } from "node:path";

export const repoRoot = resolve(import.meta.dirname, "../../../..");
export const apiRoot = resolve(repoRoot, "apps/api");
/**
 * The committed datasets (ADR 0016): the MIT sale listings, the MIT geo files and facts derived from the Lagos
 * rent file, with their licences (SOURCES.md there). Everything at run time and in tests reads these.
 */
export const datasetsDir = resolve(apiRoot, "assets/datasets");
export const migrationsDir = resolve(apiRoot, "src/db/migrations");
