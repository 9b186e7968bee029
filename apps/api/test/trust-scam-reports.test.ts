/**
 * Scam reports (issue 22, ADR 0902): three independent reports hide a listing pending review; an admin decides
 * (audited), reporters and owner are told; one report per account per target; reports are limited per account.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
const REPORT_LIMIT = 5;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "10000", REPORT_LIMIT: String(REPORT_LIMIT) });
});
afterAll(() => t?.close());

const outbox = async (to: string) =>
  (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as {
    kind: string;
    text: string;
  }[];

async function listing(
  owner: { auth: Record<string, string> },
  title = "Mini flat in Yaba, all rooms ensuite",
) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/properties",
    headers: owner.auth,
    payload: {
      title,
      price: 900_000,
      listing_type: "rent",
      category: "apartment",
      property_type: "Mini flat",
      city: "Yaba",
      state: "Lagos",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { slug: string; id: number };
}
const reportListing = (who: { auth: Record<string, string> }, slug: string, reason = "inspection_fee") =>
  t.app.inject({
    method: "POST",
    url: `/api/reports/listings/${slug}`,
    headers: who.auth,
    payload: { reason, details: "Asked for ₦20,000 before viewing" },
  });
const publicPage = (slug: string) => t.app.inject({ url: `/api/properties/${slug}` });

describe("scam reports", () => {
  it("three independent reports hide a listing; the admin restores or takes it down, audited, everyone told", async () => {
    const owner = await createUser(t.app, { role: "agent" });
    const admin = await createUser(t.app, { role: "admin" });
    const { slug } = await listing(owner);
    const [a, b, c] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/reports/listings/${slug}`,
          payload: { reason: "fake" },
        })
      ).statusCode,
    ).toBe(401);
    expect((await reportListing(owner, slug)).statusCode).toBe(403);
    const first = await reportListing(a, slug);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: "Thank you. Your report is with our safety team.",
      data: { hidden: false },
    });
    // The same account twice counts once.
    const twice = await reportListing(a, slug, "fake");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("You have already reported this");
    expect((await reportListing(b, slug)).json().data.hidden).toBe(false);
    expect((await publicPage(slug)).statusCode).toBe(200);
    expect((await reportListing(c, slug, "already_let")).json().data.hidden).toBe(true);
    // Hidden: gone from the public page and lists; its owner still sees it.
    const gone = await publicPage(slug);
    expect(gone.statusCode).toBe(404);
    // Said as it is (issue 38), not "not found" as if its owner had removed it.
    expect(gone.json()).toMatchObject({
      code: "LISTING_TAKEN_DOWN",
      message: "This listing was taken down by Ile's safety team after reports from users.",
    });
    const list = (await t.app.inject({ url: "/api/properties?limit=50" }))
      .json()
      .data.map((p: { slug: string }) => p.slug);
    expect(list).not.toContain(slug);
    const own = await t.app.inject({ url: `/api/properties/${slug}`, headers: owner.auth });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.taken_down).toBe(true);
    const mineListed = (await t.app.inject({ url: "/api/properties/mine", headers: owner.auth })).json().data;
    expect(mineListed.find((p: { slug: string }) => p.slug === slug).taken_down).toBe(true);

    // The admin queue has the three; only admins see it.
    expect((await t.app.inject({ url: "/api/admin/reports", headers: a.auth })).statusCode).toBe(403);
    const queue = (await t.app.inject({ url: "/api/admin/reports", headers: admin.auth })).json().data;
    const mine = queue.filter((r: { listing: { slug: string } | null }) => r.listing?.slug === slug);
    expect(mine).toHaveLength(3);
    expect(mine[0].listing.hidden).toBe(true);

    const restored = await t.app.inject({
      method: "POST",
      url: `/api/admin/reports/${mine[0].id}/decide`,
      headers: admin.auth,
      payload: { action: "restore", note: "Agent showed the letting authority; price is right" },
    });
    expect(restored.statusCode).toBe(200);
    expect((await publicPage(slug)).statusCode).toBe(200);
    expect((await publicPage(slug)).json().data.taken_down).toBeUndefined();
    // Every open report of the listing is answered at once.
    expect(
      (await t.app.inject({ url: "/api/admin/reports", headers: admin.auth }))
        .json()
        .data.filter((r: { listing: { slug: string } | null }) => r.listing?.slug === slug),
    ).toEqual([]);
    const audit = (
      await t.app.inject({
        url: `/api/admin/audit?target_type=report&target_id=${mine[0].id}`,
        headers: admin.auth,
      })
    ).json().data;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(["report.restore"]);
    expect((await outbox(owner.user.email)).map((m) => m.kind)).toContain("report_outcome_owner");
    for (const who of [a, b, c])
      expect((await outbox(who.user.email)).map((m) => m.kind)).toContain("report_outcome_reporter");
    // Deciding twice is a conflict.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/admin/reports/${mine[0].id}/decide`,
          headers: admin.auth,
          payload: { action: "hide", note: "again" },
        })
      ).statusCode,
    ).toBe(409);
  });

  it("reporting a user; suspend ends the account's sessions; reports are limited per account per day", async () => {
    const fake = await createUser(t.app, { role: "agent" });
    const admin = await createUser(t.app, { role: "admin" });
    const reporter = await createUser(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/reports/users/${fake.user.id}`,
      headers: reporter.auth,
      payload: { reason: "fake", details: "Claims to be the landlord of three estates" },
    });
    expect(res.statusCode).toBe(201);
    const [report] = (await t.app.inject({ url: "/api/admin/reports", headers: admin.auth }))
      .json()
      .data.filter((r: { user: { id: number } }) => r.user.id === fake.user.id);
    const hide = await t.app.inject({
      method: "POST",
      url: `/api/admin/reports/${report.id}/decide`,
      headers: admin.auth,
      payload: { action: "hide", note: "no listing" },
    });
    expect(hide.statusCode).toBe(422);
    const suspend = await t.app.inject({
      method: "POST",
      url: `/api/admin/reports/${report.id}/decide`,
      headers: admin.auth,
      payload: { action: "suspend", note: "Fake agent, two victims" },
    });
    expect(suspend.statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/profile", headers: fake.auth })).statusCode).toBe(401);

    const spammer = await createUser(t.app);
    const targets = [];
    for (let i = 0; i <= REPORT_LIMIT; i++)
      targets.push(
        (await listing(await createUser(t.app, { role: "landlord" }), `Self contain in Yaba number ${i + 1}`))
          .slug,
      );
    for (let i = 0; i < REPORT_LIMIT; i++)
      expect((await reportListing(spammer, targets[i]!)).statusCode).toBe(201);
    const over = await reportListing(spammer, targets[REPORT_LIMIT]!);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe("Too many reports from your account. Try again later.");
  });
});
