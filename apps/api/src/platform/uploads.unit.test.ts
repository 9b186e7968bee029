import { describe, expect, it } from "vitest";
import { storedPath } from "./storage.ts";
import { isImage, limiter, sniff } from "./uploads.ts";

describe("sniff (file kind by content)", () => {
  it.each([
    ["jpeg", [0xff, 0xd8, 0xff, 0xe0, 0, 0x10]],
    ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    ["gif", [...Buffer.from("GIF89a"), 1, 2]],
    ["pdf", [...Buffer.from("%PDF-1.7\n")]],
  ])("recognises %s", (kind, bytes) => {
    expect(sniff(Buffer.from(bytes))).toBe(kind);
  });

  it("recognises WebP by its RIFF/WEBP header", () => {
    expect(
      sniff(Buffer.concat([Buffer.from("RIFF"), Buffer.from([1, 2, 3, 4]), Buffer.from("WEBPVP8 ")])),
    ).toBe("webp");
  });

  it("refuses executables and scripts whatever their name says", () => {
    expect(sniff(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0]))).toBeNull(); // Windows PE (MZ)
    expect(sniff(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1]))).toBeNull(); // ELF
    expect(sniff(Buffer.from("#!/bin/sh\nrm -rf /\n"))).toBeNull();
    expect(sniff(Buffer.from("<svg onload=alert(1)>"))).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
  });

  it("tells images from documents", () => {
    expect(isImage("png")).toBe(true);
    expect(isImage("pdf")).toBe(false);
    expect(isImage(null)).toBe(false);
  });
});

describe("storedPath", () => {
  it("keeps paths inside the uploads folder", () => {
    expect(storedPath("/srv/uploads", "private/kyc/1/a.webp")).toBe("/srv/uploads/private/kyc/1/a.webp");
    expect(() => storedPath("/srv/uploads", "../etc/passwd")).toThrow();
    expect(() => storedPath("/srv/uploads", "private/../../etc/passwd")).toThrow();
  });
});

describe("limiter (image work slots)", () => {
  it("runs at most `slots` tasks at once and every task in the end", async () => {
    const run = limiter(2);
    let active = 0;
    let peak = 0;
    const task = (i: number) =>
      run(async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((r) => setTimeout(r, 5));
        active--;
        return i;
      });
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map(task))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(peak).toBe(2);
  });

  it("frees the slot when a task fails", async () => {
    const run = limiter(1);
    await expect(run(async () => Promise.reject(new Error("bad image")))).rejects.toThrow("bad image");
    expect(await run(async () => "next")).toBe("next");
  });
});
