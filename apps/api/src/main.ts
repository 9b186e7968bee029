/**
 * The built server's entry (apps/api/dist/server.js, ADR 0033): turns on Node's on-disk compile cache (Node 22.1+;
 * a no-op on Node 20) before the server's modules load, so a restart reuses their compiled code, then starts it.
 */
import nodeModule from "node:module";

(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
await import("./server.ts");
