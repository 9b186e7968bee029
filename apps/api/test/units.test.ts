import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestApp } from "./helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("units (one place = one row)", () => {
  it("finds the same unit for two spellings of one flat, inside a transaction, and makes another for the next flat", async () => {
    const landlord = await createUser(t.app, { role: "landlord" });
    const other = await createUser(t.app, { role: "agent" });
    const units = t.app.services.units;
    const first = await t.db.transaction((tx) =>
      units.findOrCreateUnit(tx, {
        address: "14 Adelabu St, Surulere",
        unitLabel: "Flat 3B",
        state: "Lagos",
        city: "Surulere",
        ownerId: landlord.user.id,
      }),
    );
    expect(first.created).toBe(true);
    expect(first.unit).toMatchObject({
      address: "14 Adelabu St, Surulere",
      unit_label: "Flat 3B",
      owner_id: landlord.user.id,
      address_key: "14 adelabu street",
      unit_key: "flat 3b",
    });
    expect(first.unit.id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await t.db.transaction((tx) =>
      units.findOrCreateUnit(tx, {
        address: "No. 14, ADELABU STREET",
        unitLabel: "flat 3b",
        state: "lagos",
        city: "surulere",
        ownerId: other.user.id,
      }),
    );
    expect(again.created).toBe(false);
    expect(again.unit.id).toBe(first.unit.id);
    // The first account stays the unit's owner.
    expect(again.unit.owner_id).toBe(landlord.user.id);

    const next = await units.findOrCreateUnit(null, {
      address: "14 Adelabu Street",
      unitLabel: "Flat 3C",
      state: "Lagos",
      city: "Surulere",
      ownerId: landlord.user.id,
    });
    expect(next.created).toBe(true);
    expect(next.unit.id).not.toBe(first.unit.id);
    expect((await units.byId(first.unit.id))?.unit_label).toBe("Flat 3B");
    expect(await units.byId("not-a-uuid")).toBeNull();
    expect((await units.ofOwner(landlord.user.id)).map((u) => u.unit_label)).toEqual(["Flat 3B", "Flat 3C"]);
  });

  it("rolls the new unit back with the caller's transaction", async () => {
    const landlord = await createUser(t.app, { role: "landlord" });
    const input = {
      address: "9 Ogunlana Drive",
      unitLabel: "",
      state: "Lagos",
      city: "Surulere",
      ownerId: landlord.user.id,
    };
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.services.units.findOrCreateUnit(tx, input);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await t.app.services.units.findOrCreateUnit(null, input)).created).toBe(true);
  });

  it("refuses an address with nothing in it", async () => {
    const landlord = await createUser(t.app, { role: "landlord" });
    await expect(
      t.app.services.units.findOrCreateUnit(null, {
        address: " , . ",
        state: "Lagos",
        city: "Ikeja",
        ownerId: landlord.user.id,
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe("one live rent listing per unit", () => {
  const flat = {
    title: "2 bedroom flat in Surulere",
    price: 1_800_000,
    listing_type: "rent",
    rent_period: "year",
    category: "apartment",
    property_type: "Flat",
    address: "14 Adelabu St, Surulere",
    unit_label: "Flat 3B",
    city: "Surulere",
    state: "Lagos",
    bedrooms: 2,
  };
  const create = (auth: Record<string, string>, body: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/properties", headers: auth, payload: body });
  const liveOfUnit = async (unitId: string) =>
    (
      await t.database.query<{ slug: string }>(
        "select slug from properties where unit_id = $1 and deleted_at is null and status in ('available','pending')",
        [unitId],
      )
    ).map((r) => r.slug);

  it("the flat or unit is in its owner's copy of the listing (for the edit form), not in visitors'", async () => {
    const landlord = await createUser(t.app, { role: "landlord" });
    const made = await create(landlord.auth, { ...flat, address: "9 Akerele St", unit_label: "Flat 2A" });
    expect(made.statusCode).toBe(201);
    const slug = made.json().data.slug as string;
    const own = await t.app.inject({ url: `/api/properties/${slug}`, headers: landlord.auth });
    expect(own.json().data.unit_label).toBe("Flat 2A");
    const visitor = await createUser(t.app);
    for (const headers of [{}, visitor.auth]) {
      const seen = await t.app.inject({ url: `/api/properties/${slug}`, headers });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data).not.toHaveProperty("unit_label");
    }
    // Cleared on edit: the listing is the address's one unit again.
    const cleared = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${slug}`,
      headers: landlord.auth,
      payload: { unit_label: "" },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.unit_label).toBeNull();
  });

  it("refuses a second live listing of the same unit by the same account, pointing at the first (409)", async () => {
    const landlord = await createUser(t.app, { role: "landlord" });
    const first = await create(landlord.auth, flat);
    expect(first.statusCode).toBe(201);
    const slug = first.json().data.slug as string;
    const [row] = await t.database.query<{ unit_id: string }>(
      "select unit_id from properties where slug = $1",
      [slug],
    );
    const unit_id = row!.unit_id;
    expect(unit_id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await create(landlord.auth, {
      ...flat,
      title: "Lovely 2 bed in Surulere",
      address: "14, ADELABU STREET",
      unit_label: "flat 3b",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `You already have a live rent listing for this unit ("2 bedroom flat in Surulere"). Edit that listing instead: /property/${slug}`,
    );
    expect(await liveOfUnit(unit_id)).toEqual([slug]);

    // The flat next door is another unit; a sale listing of the same flat is not a rent listing.
    expect((await create(landlord.auth, { ...flat, unit_label: "Flat 3C" })).statusCode).toBe(201);
    // Once the first is let, the unit can be listed again.
    const rented = await t.app.inject({
      method: "PATCH",
      url: `/api/properties/${slug}/status`,
      headers: landlord.auth,
      payload: { status: "rented" },
    });
    expect(rented.statusCode).toBe(200);
    const relist = await create(landlord.auth, { ...flat, title: "2 bedroom flat, Surulere (relisted)" });
    expect(relist.statusCode).toBe(201);
    // ...and the let one cannot come back to life beside it.
    const back = await t.app.inject({
      method: "PATCH",
      url: `/api/properties/${slug}/status`,
      headers: landlord.auth,
      payload: { status: "available" },
    });
    expect(back.statusCode).toBe(409);
    // Moving another listing onto the unit by editing its address is refused too.
    const elsewhere = (await create(landlord.auth, { ...flat, address: "3 Bode Thomas St" })).json().data
      .slug;
    const moved = await t.app.inject({
      method: "PUT",
      url: `/api/properties/${elsewhere}`,
      headers: landlord.auth,
      payload: { address: "14 Adelabu Street", unit_label: "Flat 3B" },
    });
    expect(moved.statusCode).toBe(409);
  });

  it("refuses another account's listing of a live unit and flags both for admin review", async () => {
    const landlord = await createUser(t.app, { role: "landlord" });
    const agent = await createUser(t.app, { role: "agent" });
    const place = { ...flat, address: "7 Ogunlana Drive, Surulere", unit_label: "Flat 1" };
    const first = (await create(landlord.auth, place)).json().data;
    const second = await create(agent.auth, {
      ...place,
      title: "Flat 1 Ogunlana Dr",
      address: "7 Ogunlana Dr.",
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      "Another account already has a live rent listing for this unit. Our safety team will review both listings; contact us if the unit is yours.",
    );
    expect(JSON.stringify(second.json())).not.toContain(first.slug);
    const flags = await t.database.query<{
      listing_id: number;
      user_id: number;
      reason: string;
      reporter_id: number | null;
    }>("select listing_id, user_id, reason, reporter_id from abuse_reports where listing_id = $1", [
      first.id,
    ]);
    expect(flags).toEqual([
      { listing_id: first.id, user_id: agent.user.id, reason: "double_listing", reporter_id: null },
    ]);
    const [{ n } = { n: -1 }] = await t.database.query<{ n: number }>(
      "select count(*)::int as n from properties where owner_id = $1",
      [agent.user.id],
    );
    expect(n).toBe(0);
  });
});
