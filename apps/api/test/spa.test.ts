import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { testConfig } from "./helpers.ts";

// A tiny stand-in for the Vite build, so the fallback rules are tested without building the web app.
const config = testConfig();
const dist = join(config.UPLOADS_DIR, "dist");
mkdirSync(join(dist, "assets"), { recursive: true });
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Ile</title><div id=root></div>");
const script = `console.log(${JSON.stringify("ile ".repeat(400))})`;
writeFileSync(join(dist, "assets", "app-abc123.js"), script);
// What apps/web/scripts/precompress.mjs writes beside each built file.
writeFileSync(join(dist, "assets", "app-abc123.js.br"), brotliCompressSync(script));

const app = await buildApp({
  config: { ...config, WEB_DIST_DIR: dist },
  database: await openDatabase({ pgliteDir: "memory://" }),
  logger: false,
});
beforeAll(() => app.ready());
afterAll(async () => {
  await app.close();
  await app.database.close();
  rmSync(config.UPLOADS_DIR, { recursive: true, force: true });
});

describe("serving the SPA", () => {
  it.each(["/", "/properties/rent", "/property/3-bedroom-flat-yaba", "/admin/kyc", "/no/such/page"])(
    "%s falls back to index.html for the client router",
    async (url) => {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.body).toContain("<div id=root>");
    },
  );

  it("serves hashed assets with a long cache lifetime and only the headers a subresource needs", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const documentOnly of ["content-security-policy", "x-frame-options", "strict-transport-security"])
      expect(res.headers[documentOnly]).toBeUndefined();
    // Nothing revalidates an immutable file (issue 48): no validators or ranges.
    for (const unused of ["etag", "last-modified", "accept-ranges"])
      expect(res.headers[unused]).toBeUndefined();
    // The page itself keeps every header.
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("sends the build's brotli copy of a file to a browser that accepts it, the file itself otherwise", async () => {
    const br = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);
    const plain = await app.inject({
      method: "GET",
      url: "/assets/app-abc123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("never answers an unknown API path with the SPA", async () => {
    for (const url of ["/api/unknown", "/svc/news/nothing", "/uploads/missing.webp", "/assets/gone-123.js"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
  });

  it("does not serve the SPA for non-GET requests", async () => {
    const res = await app.inject({ method: "POST", url: "/properties" });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe("error");
  });
});
