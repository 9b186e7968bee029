/**
 * What the benchmarks share, by kind: load and its results (lib/load.ts), the bare route they are compared with
 * (lib/bare.ts), processes and ports (lib/process.ts), and the query mixes' random sources (lib/queries.ts).
 */
export * from "./lib/bare.ts";
export * from "./lib/load.ts";
export * from "./lib/process.ts";
export * from "./lib/queries.ts";
