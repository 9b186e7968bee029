import type { Db } from "../db/client.ts";

export interface SeedContext {
  db: Db;
  /** The committed datasets (`datasetsDir`, ADR 0016): the real public data the demo world is built from. */
  dataDir: string;
  /** Multiplier for generated volume (`npm run db:seed -- --scale 100000` for benchmarks). */
  scale: number | null;
  log: (line: string) => void;
}

/** One area's demo data. Must be idempotent: running it twice changes nothing. */
export interface Seeder {
  name: string;
  run(ctx: SeedContext): Promise<string | undefined>;
}
