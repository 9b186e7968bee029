/**
 * Issue 39: every JSON operation of the API and the satellites declares its 2xx reply, and no reply schema is
 * loose (an object that lets anything through: `z.looseObject({})`, `z.any()`, `z.unknown()`, a record of
 * unknowns). The check walks the OpenAPI document the server serves at /api/docs/json, so a new route without a
 * reply schema fails here. Operations that answer with something other than JSON are listed with their reason.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  not?: Schema;
  const?: unknown;
  enum?: unknown[];
};
type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Operations whose success is not a JSON body, and why. */
const NOT_JSON: Record<string, string> = {
  "GET /api/kyc/files/{id}/{which}": "an identity document's image, to its owner and admins",
  "GET /api/admin/blacklist/evidence/{id}": "an evidence file, to admins",
  "GET /api/maintenance/photos/{id}": "a maintenance photo, to the tenancy's people",
  "GET /api/viewing-disputes/{id}/photos/{side}/{n}":
    "a dispute photo, to the viewing's renter, lister and admins",
  "GET /api/photos/{file}": "a listing photo (image bytes)",
  "GET /api/share-images/{*}": "a share-card image",
  "GET /svc/news/caveat/{id}/documents/{n}": "a caveat notice's supporting document",
  "GET /api/admin/newsletter/subscribers.csv": "a CSV download",
  "GET /api/analytics/market.csv": "a CSV download",
  "GET /api/auctions/{id}/events": "a server-sent event stream",
  "GET /api/sandbox/checkout/{reference}": "the sandbox gateway's HTML checkout page",
  "POST /api/sandbox/checkout/{reference}": "a 303 redirect back to the callback URL",
};

/** Paths inside `schema` (a reply schema) that accept any value at all. */
function looseParts(schema: Schema | undefined, at: string, out: string[] = []): string[] {
  if (schema === undefined) return out;
  const keys = Object.keys(schema).filter(
    (k) => !["description", "title", "nullable", "default"].includes(k),
  );
  if (keys.length === 0) {
    out.push(`${at || "(reply)"} accepts anything`);
    return out;
  }
  if (schema.type === "object" || schema.properties) {
    const props = schema.properties ?? {};
    const extra = schema.additionalProperties;
    if (Object.keys(props).length === 0 && (extra === undefined || extra === true))
      out.push(`${at} is an open object`);
    if (extra && typeof extra === "object") looseParts(extra, `${at}{*}`, out);
    for (const [k, v] of Object.entries(props)) looseParts(v, `${at}.${k}`, out);
  }
  if (schema.items) looseParts(schema.items, `${at}[]`, out);
  for (const list of [schema.anyOf, schema.oneOf, schema.allOf])
    for (const [i, part] of (list ?? []).entries()) looseParts(part, `${at}|${i}`, out);
  return out;
}

describe("reply schemas (issue 39)", () => {
  it("every JSON operation declares a 2xx reply schema, and none is loose", async () => {
    const res = await t.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    const loose: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
        operations++;
        const name = `${method.toUpperCase()} ${path}`;
        if (NOT_JSON[name]) continue;
        const ok = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
        const json = ok.filter(([, r]) => r.content?.["application/json"]?.schema);
        if (json.length === 0 && !ok.some(([code]) => code === "204")) {
          missing.push(name);
          continue;
        }
        for (const [code, r] of json)
          for (const part of looseParts(r.content?.["application/json"]?.schema, ""))
            loose.push(`${name} ${code}: ${part}`);
      }
    }
    expect(operations).toBeGreaterThan(200);
    // The list of exceptions names real operations only (a removed route leaves no stale line).
    const named = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    expect(Object.keys(NOT_JSON).filter((op) => !named.has(op))).toEqual([]);
    expect({ missing, loose }).toEqual({ missing: [], loose: [] });
  });
});
