/** The real server process: start-up refuses bad configuration in one line; SIGTERM shuts down cleanly. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { apiRoot } from "../src/platform/paths.ts";
import { freePort } from "./ports.ts";

const dir = mkdtempSync(join(tmpdir(), "ile-proc-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiRoot,
    env: {
      ...base,
      PGLITE_DIR: join(dir, "db"),
      UPLOADS_DIR: join(dir, "up"),
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      ...env,
    },
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => out, exit };
}

/** Polls /readyz until it answers 200, the process exits (no point waiting on) or `ms` pass. */
async function untilReady(
  port: number,
  server: { exit: Promise<number | null> },
  ms: number,
): Promise<boolean> {
  let exited = false;
  void server.exit.then(() => {
    exited = true;
  });
  const deadline = Date.now() + ms;
  while (!exited && Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe("server process", () => {
  it("stops start-up with one line naming a bad setting", async () => {
    const { exit, output } = start({ PORT: "not-a-port" });
    expect(await exit).toBe(1);
    const lines = output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT="not-a-port": /);
  });

  const production = { NODE_ENV: "production", JWT_SECRET: "p".repeat(40) };

  // Starting a server process takes long on a loaded machine (2 cores shared): these two allow two minutes.
  it("in production refuses to start without a Paystack key, in one line", { timeout: 120_000 }, async () => {
    const refused = start({ ...production, PORT: "0" });
    expect(await refused.exit).toBe(1);
    expect(refused.output().trim()).toBe(
      "Invalid configuration: PAYSTACK_SECRET_KEY: required in production (or PAYMENTS_SANDBOX=1 to run the sandbox gateway)",
    );
  });

  it("in production PAYMENTS_SANDBOX=1 starts the sandbox with a loud warning", {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    const sandbox = start({ ...production, PAYMENTS_SANDBOX: "1", PORT: String(port) });
    expect(await untilReady(port, sandbox, 100_000), sandbox.output()).toBe(true);
    expect(sandbox.output()).toContain(
      "PAYMENTS_SANDBOX=1: payments use the built-in sandbox gateway in production",
    );
    sandbox.child.kill("SIGTERM");
    expect(await sandbox.exit).toBe(0);
  });

  it("answers, then exits 0 on SIGTERM after finishing in-flight work", async () => {
    const port = await freePort();
    const server = start({ PORT: String(port) });
    const { child, exit } = server;
    expect(await untilReady(port, server, 15_000), server.output()).toBe(true);
    // A request whose body is still arriving when SIGTERM lands: it must still be answered.
    const body = JSON.stringify({ email: "shutdown@example.ng", honeypot: "" });
    const socket = connect(port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    let reply = "";
    socket.on("data", (d) => {
      reply += d;
    });
    socket.write(
      `POST /svc/newsletter/subscribe HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 200));
    child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 200));
    socket.end(body.slice(10));
    await new Promise((r) => socket.once("close", r));
    expect(reply).toMatch(/^HTTP\/1\.1 201 /);
    expect(await exit).toBe(0);
  });
});
