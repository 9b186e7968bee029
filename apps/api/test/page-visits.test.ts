/**
 * A listing page answered from a kept server render counts its visitor's view without an API call (ADR 0022,
 * platform/page-visits.ts): once per viewer per listing per day, like the API; list paths under the same prefix
 * count nothing.
 */
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visitor = (ip: string) =>
  ({
    ip,
    headers: { "user-agent": "Mozilla/5.0 (Linux; Android 11)" },
    session: null,
    log: t.app.log,
  }) as unknown as FastifyRequest;

it("counts a kept listing page's view once per visitor a day, and nothing for list paths", async () => {
  const owner = await createUser(t.app, { role: "landlord" });
  const created = await t.app.inject({
    method: "POST",
    url: "/api/properties",
    headers: owner.auth,
    payload: {
      title: "Self contain in Akoka near Unilag",
      price: 650_000,
      listing_type: "rent",
      category: "apartment",
      property_type: "Self Contain",
      city: "Yaba",
      state: "Lagos",
      bedrooms: 1,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { slug, id } = created.json().data as { slug: string; id: number };
  const views = async () => {
    await t.app.services.properties.views.flush();
    const [row] = await t.database.query<{ views: number }>("select views from properties where id = $1", [
      id,
    ]);
    return Number(row!.views);
  };
  const paths = [
    `/api/properties/${slug}`,
    "/api/properties/featured?limit=6",
    "/api/properties/stats/cities",
  ];
  expect(t.app.pageVisits.counted(paths)).toEqual([`/api/properties/${slug}`]);

  t.app.pageVisits.visit([`/api/properties/${slug}`], visitor("197.210.1.1"));
  t.app.pageVisits.visit([`/api/properties/${slug}`], visitor("197.210.1.1"));
  expect(await views()).toBe(1);
  t.app.pageVisits.visit([`/api/properties/${slug}?x=1`], visitor("102.89.2.2"));
  expect(await views()).toBe(2);
  // The same visitor through the API the same day is not counted again.
  await t.app.inject({
    url: `/api/properties/${slug}`,
    remoteAddress: "102.89.2.2",
    headers: { "user-agent": "Mozilla/5.0 (Linux; Android 11)" },
  });
  expect(await views()).toBe(2);
  // A listing that is gone counts nothing and breaks nothing.
  t.app.pageVisits.visit(["/api/properties/no-such-listing"], visitor("197.210.1.1"));
  expect(await views()).toBe(2);
});
