/** SQL for units (ADR 0900): one row per normalised place, found or made in the caller's transaction. */
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type UnitRow, units } from "../../db/schema/index.ts";

export interface UnitKeyed {
  ownerId: number;
  addressKey: string;
  unitKey: string;
  address: string;
  unitLabel: string;
  state: string;
  city: string;
}

const samePlace = (u: Pick<UnitKeyed, "addressKey" | "unitKey" | "state" | "city">) =>
  and(
    eq(units.addressKey, u.addressKey),
    eq(units.unitKey, u.unitKey),
    sql`lower(${units.city}) = lower(${u.city})`,
    sql`lower(${units.state}) = lower(${u.state})`,
  );

/** The unit at this place, made now if there is none (a race between two inserts ends with the one row). */
export async function findOrInsertUnit(
  db: DbOrTx,
  u: UnitKeyed,
): Promise<{ unit: UnitRow; created: boolean }> {
  const found = await db.select().from(units).where(samePlace(u)).limit(1);
  if (found[0]) return { unit: found[0], created: false };
  const inserted = await db.insert(units).values(u).onConflictDoNothing().returning();
  if (inserted[0]) return { unit: inserted[0], created: true };
  const again = await db.select().from(units).where(samePlace(u)).limit(1);
  if (!again[0]) throw new Error("unit neither inserted nor found");
  return { unit: again[0], created: false };
}

export async function unitById(db: DbOrTx, id: string): Promise<UnitRow | null> {
  const found = await db.select().from(units).where(eq(units.id, id)).limit(1);
  return found[0] ?? null;
}

export async function unitsOfOwner(db: DbOrTx, ownerId: number): Promise<UnitRow[]> {
  return db.select().from(units).where(eq(units.ownerId, ownerId)).orderBy(units.createdAt);
}
