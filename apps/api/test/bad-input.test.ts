/**
 * Issue 16 items 7–9: malformed requests answer 4xx in the one error shape (ADR 0004) and change nothing;
 * Fastify's routing errors too; protected routes authenticate (401/403) before they validate (422).
 */
import { apiErrorSchema } from "@ile/contract";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
let user: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.app, { role: "tenant" });
  admin = await createUser(t.app, { role: "admin" });
});
afterAll(() => t.close());

/** Sends a request and checks the answer is `status` in the one error shape. */
async function expectError(req: InjectOptions, status: number) {
  const res = await t.app.inject(req);
  expect(res.statusCode, `${JSON.stringify(req)}: ${res.body}`).toBe(status);
  expect(apiErrorSchema.safeParse(res.json()).success, res.body).toBe(true);
  expect(res.json().statusCode).toBe(status);
  return res.json();
}

const profileRow = async () =>
  (await t.database.query("select city, date_of_birth from profiles where user_id = $1", [user.user.id]))[0];

describe("bad input never gives 5xx", () => {
  it.each([
    "/api/people/%00",
    "/api/people/a%00b/reviews",
    "/api/properties/%00",
    "/api/properties?city=Lek%00ki",
  ])("a NUL byte in %s is a 4xx", async (url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
  });

  it("a NUL byte in a profile field is a 422 and nothing is stored", async () => {
    const before = await profileRow();
    await expectError(
      { method: "PUT", url: "/api/update/profile", headers: user.auth, payload: { city: "Ikeja\u0000" } },
      422,
    );
    expect(await profileRow()).toEqual(before);
  });

  it.each([
    "/api/properties?bedrooms=2147483648",
    "/api/properties?bathrooms=2147483648",
    "/api/category/apartment?bedrooms=2147483648",
    "/api/properties?owner_id=99999999999",
  ])("an integer beyond PostgreSQL's range in %s is a 422 naming the filter", async (url) => {
    const body = await expectError({ method: "GET", url }, 422);
    expect(
      Object.values(body.errors ?? {})
        .flat()
        .join(" "),
    ).toMatch(/too large/);
  });

  it("the same on /api/properties/mine when signed in", async () => {
    await expectError(
      { method: "GET", url: "/api/properties/mine?bedrooms=2147483648", headers: user.auth },
      422,
    );
  });

  it.each([
    ["application/json", "true"],
    ["application/json", "[1,2]"],
    ["application/json", "42"],
    ["text/plain", "city=Ikeja"],
  ])("a %s body %s on the profile routes is a 422", async (type, payload) => {
    for (const [method, url] of [
      ["PUT", "/api/update/profile"],
      ["POST", "/api/create/profile"],
    ] as const) {
      await expectError({ method, url, headers: { ...user.auth, "content-type": type }, payload }, 422);
    }
  });

  it.each(["2024-02-30", "2023-02-29", "1990-04-31", "1990-13-01"])(
    "an impossible date of birth %s is a 422 on date_of_birth and nothing is stored",
    async (date) => {
      const before = await profileRow();
      const body = await expectError(
        { method: "PUT", url: "/api/update/profile", headers: user.auth, payload: { date_of_birth: date } },
        422,
      );
      expect(Object.keys(body.errors)).toEqual(["date_of_birth"]);
      expect(await profileRow()).toEqual(before);
    },
  );

  it("a real leap day is still a date of birth", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/update/profile",
      headers: user.auth,
      payload: { date_of_birth: "1992-02-29" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.date_of_birth).toBe("1992-02-29");
  });

  it.each([
    ["PUT", "/api/update/profile"],
    ["POST", "/api/create/profile"],
    ["POST", "/api/kyc/submit"],
    ["POST", "/api/properties/some-listing/images"],
    ["POST", "/api/projects/1/images"],
  ] as const)("multipart without a boundary on %s %s is a 4xx", async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...admin.auth, "content-type": "multipart/form-data" },
      payload: "--x\r\ncontent-disposition: form-data; name=a\r\n\r\nb\r\n--x--",
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
  });

  it("the profile form without a boundary says how to send it", async () => {
    const body = await expectError(
      {
        method: "PUT",
        url: "/api/update/profile",
        headers: { ...user.auth, "content-type": "multipart/form-data" },
        payload: "city=Ikeja",
      },
      400,
    );
    expect(body.message).toBe("The form could not be read. Send it as multipart/form-data.");
  });
});

describe("Fastify's own errors answer in the one shape", () => {
  it("a malformed URL encoding is a 400", async () => {
    const body = await expectError({ method: "GET", url: "/api/properties/%ZZ" }, 400);
    expect(body).toMatchObject({ status: "error", code: "BAD_REQUEST", message: "Invalid request" });
  });

  it("an over-long path parameter is a 414", async () => {
    const body = await expectError({ method: "GET", url: `/api/properties/${"a".repeat(500)}` }, 414);
    expect(body.code).toBe("BAD_REQUEST");
  });

  it("bad JSON is a 400 and a wrong content type a 415", async () => {
    await expectError(
      { method: "POST", url: "/api/login", headers: { "content-type": "application/json" }, payload: "{" },
      400,
    );
    await expectError(
      {
        method: "POST",
        url: "/api/login",
        headers: { "content-type": "application/x-unknown" },
        payload: "a",
      },
      415,
    );
  });
});

describe("authentication and authorisation come before validation", () => {
  it("anonymous PUT /api/subscription/plans/1 with a bad body is a 401", async () => {
    await expectError({ method: "PUT", url: "/api/subscription/plans/1", payload: { price: 1 } }, 401);
  });

  it("a non-admin gets 403 before the body is validated; an admin gets the 422", async () => {
    const req = { method: "PUT" as const, url: "/api/subscription/plans/1", payload: { price: 1 } };
    await expectError({ ...req, headers: user.auth }, 403);
    await expectError({ ...req, headers: admin.auth }, 422);
  });

  it.each([
    ["POST", "/api/properties", { title: 1 }],
    ["PUT", "/api/properties/x", { price: "lots" }],
    ["POST", "/api/projects", {}],
    ["GET", "/api/properties/mine?bedrooms=-1", undefined],
    ["POST", "/api/people/x/reviews", { rating: "five" }],
    ["POST", "/api/admin/kyc/1/reject", { reason: 5 }],
  ] as const)("anonymous %s %s with a bad body or query is a 401", async (method, url, payload) => {
    await expectError({ method, url, ...(payload ? { payload } : {}) }, 401);
  });

  it("a signed-out request with broken JSON is a 401, not a 400", async () => {
    await expectError(
      {
        method: "POST",
        url: "/api/properties",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      },
      401,
    );
  });
});
