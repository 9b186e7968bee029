import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { properties, propertyImages } from "../../db/schema/index.ts";
import { createAccount } from "../accounts/builders.ts";

describe("properties storage (migration 0200)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const base = {
    title: "3 bedroom flat",
    price: 350_000_000,
    category: "apartment",
    propertyType: "Flat",
    city: "Yaba",
    state: "Lagos",
  };

  it("stores a rent listing with its images and refuses bad rows", async () => {
    // createAccount directly: app.tokens (used by createUser) is not registered in app.ts yet.
    const { user } = await createAccount(app.db, {
      email: "agent-0200@example.ng",
      password: "correct horse battery staple",
      role: "agent",
      firstName: "Tunde",
      lastName: "Bakare",
      phone: null,
      status: "active",
      loginCodes: false,
    });
    const [row] = await app.db
      .insert(properties)
      .values({ ...base, slug: "3-bed-yaba", ownerId: user.id, listingType: "rent", rentPeriod: "year" })
      .returning();
    expect(row?.status).toBe("available");
    await app.db
      .insert(propertyImages)
      .values({ propertyId: row!.id, url: "/uploads/x.webp", isCover: true });
    const images = await app.db.select().from(propertyImages).where(eq(propertyImages.propertyId, row!.id));
    expect(images).toHaveLength(1);

    // rent without a period, negative price, duplicate slug
    await expect(
      app.db.insert(properties).values({ ...base, slug: "a", ownerId: user.id, listingType: "rent" }),
    ).rejects.toThrow();
    await expect(
      app.db
        .insert(properties)
        .values({ ...base, slug: "b", ownerId: user.id, listingType: "sale", price: -1 }),
    ).rejects.toThrow();
    await expect(
      app.db
        .insert(properties)
        .values({ ...base, slug: "3-bed-yaba", ownerId: user.id, listingType: "sale" }),
    ).rejects.toThrow();
  });
});
