import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { testConfig } from "./helpers.ts";

// A tiny stand-in for the Vite build, so the fallback rules are tested without building the web app.
const config = testConfig();
const dist = join(config.UPLOADS_DIR, "dist");
mkdirSync(join(dist, "assets"), { recursive: true });
writeFileSync(join(dist, "index.html"), "<!doctype html><title>Ile</title><div id=root></div>");
writeFileSync(join(dist, "assets", "app-abc123.js"), "console.log('ile')");

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

  it("serves hashed assets with a long cache lifetime", async () => {
    const res = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("never answers an unknown API path with the SPA", async () => {
    for (const url of ["/api/unknown", "/svc/news/nothing", "/uploads/missing.webp"]) {
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
