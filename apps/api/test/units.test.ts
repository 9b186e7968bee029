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
