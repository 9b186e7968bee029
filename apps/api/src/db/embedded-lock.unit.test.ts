import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from "./embedded-lock.ts";

const root = mkdtempSync(join(tmpdir(), "ile-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the embedded database's lock", () => {
  it("is held by this process until released, and refused to another live process", async () => {
    const dir = join(root, "db");
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => lockEmbeddedDatabase(dir)).toThrow(EmbeddedDatabaseInUse);
      expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(other.pid));
    } finally {
      other.kill();
      await new Promise((done) => other.once("exit", done));
    }
    // Its process has ended: taken over.
    lockEmbeddedDatabase(dir)();
  });

  it("takes over a lock that bears this process's pid (a restarted container's server is pid 1 each time)", () => {
    const dir = join(root, "again");
    writeFileSync(`${dir}.lock`, String(process.pid));
    const release = lockEmbeddedDatabase(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });
});
