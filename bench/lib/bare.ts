/** The bare Fastify route every route is compared with ("beside a bare route" in the targets), in its own process. */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { freePort, waitFor } from "./process.ts";

/** The bare route sending `bytes` bytes (the same size as the answers it is compared with). */
export const sendingBytes = (bare: BareRoute, bytes: number): BareRoute => ({
  ...bare,
  url: bare.url.replace(/\/bare$/, `/bytes/${Math.round(bytes)}`),
});

/** The bare route's URL and, to read its CPU time, its process. */
export interface BareRoute {
  url: string;
  pid?: number;
}

/**
 * A bare Fastify route on this machine ("beside a bare route" in the targets): the ceiling any real route is
 * compared with in the same run. It runs in a process of its own, as the app does (until 2026-11-25 it ran in the
 * bench's own process, sharing one thread with the load generator, which held it down on a busy machine).
 * Returns its URL and a close function.
 */
export async function bareRoute(): Promise<BareRoute & { close: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn("node", ["--import", "tsx", "bare-server.ts"], {
    cwd: join(import.meta.dirname, ".."),
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}/bare`;
  await waitFor(url);
  return {
    url,
    pid: child.pid,
    close: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
