import { EmbeddedDatabaseInUse } from "../src/db/embedded-lock.ts";
import { ConfigError } from "../src/platform/config.ts";

/** A mistake in a command's input: printed as one line, without a stack. */
export class UsageError extends Error {}

/** Runs an operational command: a known failure prints one line, anything else its stack; exit code 1. */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    console.error(
      err instanceof ConfigError ||
        err instanceof UsageError ||
        err instanceof EmbeddedDatabaseInUse ||
        !(err instanceof Error)
        ? String((err as Error).message ?? err)
        : err,
    );
    process.exitCode = 1;
  }
}
