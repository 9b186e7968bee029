import { messages } from "@ile/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NEWSLETTER_RATE_LIMIT: "6" });
});
afterAll(() => t.close());

const subscribe = (payload: unknown, ip = "10.1.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/svc/newsletter/subscribe",
    payload: payload as object,
    remoteAddress: ip,
  });

const rowsFor = async (email: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
  )[0]!.n;

describe("POST /svc/newsletter/subscribe", () => {
  it("stores a new subscriber and answers 201 with a message", async () => {
    const res = await subscribe({ email: "  Ada.Obi@Example.NG ", platform: "ile-website", honeypot: "" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: "success", message: messages.newsletter.subscribed });
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "ada.obi@example.ng"));
    expect(row?.platform).toBe("ile-website");
  });

  it("answers success for a repeat email without a second row", async () => {
    const res = await subscribe(
      { email: "ADA.OBI@example.ng", platform: "ile-website", honeypot: "" },
      "10.1.0.2",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.newsletter.alreadySubscribed);
    expect(await rowsFor("ada.obi@example.ng")).toBe(1);
  });

  it.each([
    ["missing", {}],
    ["empty", { email: "" }],
    ["not an address", { email: "ada@" }],
    ["not a string", { email: 42 }],
  ])("refuses a %s email with 422 and a clear message", async (_name, payload) => {
    const res = await subscribe({ platform: "ile-website", honeypot: "", ...payload }, "10.1.0.3");
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({
      status: "error",
      code: "VALIDATION_FAILED",
      message: messages.newsletter.invalidEmail,
    });
    expect(body.errors.email).toEqual([messages.newsletter.invalidEmail]);
    expect((await t.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n).toBe(1);
  });

  it("accepts a filled honeypot with the same reply but stores nothing", async () => {
    const res = await subscribe(
      { email: "bot@spam.example", platform: "ile-website", honeypot: "http://spam" },
      "10.1.0.4",
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: "success", message: messages.newsletter.subscribed });
    expect(await rowsFor("bot@spam.example")).toBe(0);
  });

  it("rate-limits one IP and leaves others alone", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await subscribe({ email: `r${i}@example.ng`, honeypot: "" }, "10.9.9.9")).statusCode);
    expect(codes.slice(0, 6).every((c) => c === 201)).toBe(true);
    expect(codes.slice(6)).toEqual([429, 429]);
    const limited = await subscribe({ email: "late@example.ng", honeypot: "" }, "10.9.9.9");
    expect(limited.json()).toMatchObject({
      status: "error",
      code: "RATE_LIMITED",
      message: messages.newsletter.rateLimited,
    });
    expect(await rowsFor("late@example.ng")).toBe(0);
    expect((await subscribe({ email: "other@example.ng", honeypot: "" }, "10.9.9.10")).statusCode).toBe(201);
  });
});
